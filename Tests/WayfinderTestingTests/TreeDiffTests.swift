import Testing
import Wayfinder

@testable import WayfinderTesting

@Suite struct TreeDiffTests {
  @Test func linesBothHaveAreKeptAndChangesMarked() {
    #expect(
      TreeDiff.lines("a\nb\nc\n", "a\nx\nc\n") == """
          a
        - b
        + x
          c
        """)
  }

  @Test func addedAndRemovedLinesAtTheEnds() {
    #expect(TreeDiff.lines("", "a\n") == "+ a")
    #expect(TreeDiff.lines("a\nb", "b\nc") == "- a\n  b\n+ c")
  }

  @Test func statesThatRenderAlikeAreDiffedByTheirDumps() throws {
    let plain = NavigationState(tabs: ["home"])
    var other = plain
    other.flows = [ActiveFlow(flow: "signup", step: "name", data: ["name": "Ada"])]
    let withFlow = TreeDiff.describe(plain, other)
    #expect(withFlow.contains("+ flows"))
    var renamed = other
    renamed.flows[0].data["name"] = "Grace"
    let sameTree = TreeDiff.describe(other, renamed)
    #expect(sameTree.hasPrefix("(the trees render alike; the full values differ)"))
    #expect(sameTree.contains("Grace"))
  }
}
