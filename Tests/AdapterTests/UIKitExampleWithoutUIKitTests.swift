import Foundation
import Testing

/// The UIKit example built where UIKit does not exist, as `swift build` on a Mac builds it: its
/// sources compiled and linked into an executable with no UIKit to import (here, without the
/// stand-in's alias). A Mac's build of the package links every executable, so the example needs
/// an entry point there too; the one it has says where the example runs.
@Suite struct UIKitExampleWithoutUIKitTests {
  @Test func itLinksAndSaysWhereItRuns() throws {
    let sources = try SwiftCompiler.swiftFiles(in: "Examples/ArcheryShowcaseUIKit")
    #expect(sources.count >= 2, "the example's sources were not found")
    let scratch = try SwiftCompiler.scratchFolder("uikit-example")
    defer { try? FileManager.default.removeItem(at: scratch) }
    let executable = scratch.appendingPathComponent("ArcheryShowcaseUIKit").path

    let built = try SwiftCompiler.swiftc(
      ["-module-name", "ArcheryShowcaseUIKit", "-o", executable] + sources.map(\.path),
      in: scratch)
    try #require(built.status == 0, "the example does not build without UIKit:\n\(built.errors)")

    let ran = try SwiftCompiler.run([executable], in: scratch)
    #expect(ran.status == 1)
    #expect(ran.output == "")
    #expect(
      ran.errors
        == """
        error: the UIKit example runs on iOS and visionOS only; on this platform, run the SwiftUI \
        example (ArcheryShowcase) or the text front (showcase)

        """)
  }
}
