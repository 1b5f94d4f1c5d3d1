import Foundation
import Testing
import Wayfinder

/// A snapshot larger than any real navigation is refused with the limit it passed, before it is
/// read in full where it can be, and a snapshot within the limits reads back.
@Suite struct SnapshotLimitTests {
  @Test func tooManyBytesAreRefusedBeforeTheyAreParsed() throws {
    var codec = SnapshotCodec()
    #expect(codec.maximumBytes == 4 << 20)
    // Not JSON at all: a parse would call it unreadable, so only the size check can name it.
    let blob = Data(repeating: UInt8(ascii: "x"), count: codec.maximumBytes + 1)
    #expect(throws: SnapshotError.overLimit("4194305 bytes; the limit is 4194304")) {
      try codec.decode(blob)
    }
    codec.maximumBytes = 10
    let small = try SnapshotCodec().encode(NavigationState(tabs: ["home"]))
    #expect(throws: SnapshotError.self) { try codec.decode(small) }
    #expect(throws: Never.self) { try SnapshotCodec().decode(small) }
  }

  @Test func tooManyRoutesAreRefused() throws {
    var state = NavigationState(tabs: ["home"])
    for id in 0..<30 { try state.apply(.push(AnyRoute(Journal.entry(id: "\(id)")))) }
    let data = try SnapshotCodec().encode(state)
    var codec = SnapshotCodec()
    #expect(codec.maximumRoutes == 20_000)
    codec.maximumRoutes = 29
    #expect(throws: SnapshotError.overLimit("30 routes; the limit is 29")) {
      try codec.decode(data)
    }
    codec.maximumRoutes = 30
    #expect(try codec.decode(data).allRoutes.count == 30)
  }

  @Test func aSavedValueOverItsLimitIsRefused() throws {
    let entry = JournalEntry(title: String(repeating: "w", count: 2_000), words: 1)
    var state = NavigationState(tabs: ["home"])
    try state.apply(.push(AnyRoute(Journal.preview(entry))))
    let data = try SnapshotCodec().encode(state)
    var codec = SnapshotCodec()
    #expect(codec.maximumValueBytes == 256 << 10)
    #expect(throws: Never.self) { try codec.decode(data) }
    codec.maximumValueBytes = 1_000
    do {
      _ = try codec.decode(data)
      Issue.record("a value of 2,000 bytes passed a limit of 1,000")
    } catch {
      guard case .overLimit(let reason) = error else {
        Issue.record("refused as \(error), not as over the limit")
        return
      }
      #expect(reason.hasPrefix("a JournalEntry of 2"), "\(reason)")
      #expect(reason.hasSuffix("the limit is 1000"), "\(reason)")
      #expect(error.description.hasPrefix("the saved navigation is too large ("))
    }
  }
}
