import Foundation
import Testing
import Wayfinder

/// A popover keeps its anchor and its arrow edge as data; the arrow edge is optional, so a
/// snapshot written before it existed reads back unchanged.
@Suite struct PopoverStyleTests {
  @Test func theArrowEdgeIsOptionalAndThePlainPopoverHasNone() {
    #expect(PresentationStyle.popover == .popover(anchor: .bounds, arrowEdge: nil))
    #expect(PresentationStyle.popover(anchor: .bounds) == .popover)
    #expect(PresentationStyle.popover(anchor: .bounds, arrowEdge: .bottom) != .popover)
  }

  @Test func theDescriptionNamesTheArrowEdgeWhenThereIsOne() {
    #expect(PresentationStyle.popover.description == "popover")
    #expect(PresentationStyle.popover(anchor: .edge(.top)).description == "popover(top)")
    #expect(
      PresentationStyle.popover(anchor: .edge(.top), arrowEdge: .bottom).description
        == "popover(top, arrow bottom)")
    #expect(
      PresentationStyle.popover(anchor: .bounds, arrowEdge: .leading).description
        == "popover(bounds, arrow leading)")
  }

  @Test func aPopoverWithoutAnArrowEdgeEncodesAsBeforeAndOneWithItRoundTrips() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    // The form a popover had before the arrow edge: no key for it.
    let plain = String(decoding: try encoder.encode(PresentationStyle.popover), as: UTF8.self)
    #expect(plain == #"{"popover":{"anchor":{"bounds":{}}}}"#)
    let earlier = Data(#"{"popover":{"anchor":{"edge":{"_0":"top"}}}}"#.utf8)
    #expect(
      try JSONDecoder().decode(PresentationStyle.self, from: earlier)
        == .popover(anchor: .edge(.top)))

    let arrow = PresentationStyle.popover(anchor: .point(x: 0.5, y: 1), arrowEdge: .trailing)
    let decoded = try JSONDecoder().decode(
      PresentationStyle.self, from: try encoder.encode(arrow))
    #expect(decoded == arrow)
  }
}
