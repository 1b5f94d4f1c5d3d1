import Foundation
import ShowcaseApp
import Testing

/// The navigation graph pictured in the README and the catalog is the graph of the app as it is:
/// the committed DOT text is what `showcase graph` prints. After a change to the app's tabs,
/// routes, scenes or flows, draw it again with `Tools/Record/render-graph.sh`.
@MainActor
@Suite struct DocumentationPictureTests {
  @Test func theCommittedGraphIsTheGraphOfTheApp() throws {
    let root = URL(filePath: #filePath).deletingLastPathComponent().appending(path: "../../..")
    let file = root.appending(
      path: "Modules/Wayfinder/Documentation.docc/Resources/showcase-graph.dot")
    let committed = try String(contentsOf: file, encoding: .utf8)
    #expect(
      ShowcaseGraph.dot(try Showcase(storeAt: nil)) == committed,
      "the pictured graph is out of date; run Tools/Record/render-graph.sh")
  }
}
