import Foundation
import Testing
import WayfinderTesting

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// SIGTERM, SIGINT and SIGHUP at random moments while the showcase works through a stream of
/// navigation changes: each time it exits with 128 + the signal, and the next launch restores
/// every change whose line was read before the signal was sent.
@Suite(.serialized) struct SignalTests {
  static let seed: UInt64 = 0x5EED_0031
  static let signals: [Int32] = [SIGTERM, SIGINT, SIGHUP]

  @Test func aSignalKeepsEveryChangePrintedBeforeIt() throws {
    guard let binary = ShowcaseBinary.url else { throw ShowcaseBinary.MissingBinary() }
    signal(SIGPIPE, SIG_IGN)
    let work = try TemporaryFolder()
    defer { work.remove() }
    var random = SeededRandom(seed: Self.seed)
    let rounds = 40
    let changes = 60
    var expected: String?
    var lost: [String] = []
    var moments: Set<Int> = []
    for round in 1...rounds {
      let session = try ShowcaseSession(binary, ["--store", "store.sqlite"], in: work.url)
      // What the last round left, then back to the list and a stream of screens, each with a
      // link of its own; all of it written at once, so the showcase is busy when the signal
      // comes (or, after the last change, waits for more).
      let stream = (1...changes).map { "open archery://app/tasks/r\(round)-\($0)" }
      try session.send(["url", "tab tasks"] + stream)
      let url = try session.waitForLine(from: 0, "after > url") { $0 == "> url" }
      let restored = try session.waitForLine(from: url + 1, "with the link") { _ in true }
      if let expected, session.lines[restored] != expected {
        lost.append("round \(round): restored \(session.lines[restored]), not \(expected)")
      }
      // The signal goes as soon as the line of a change picked at random has been read.
      let moment = Int.random(in: 1...changes, using: &random)
      moments.insert(moment)
      _ = try session.waitForLine(from: restored + 1, "of change \(moment)") {
        $0.hasSuffix("archery://app/tasks/r\(round)-\(moment)")
      }
      let number = Self.signals[Int.random(in: 0..<3, using: &random)]
      kill(session.process.processIdentifier, number)
      let end = session.finish()
      #expect(end.reason == .exit, "round \(round): ended by signal \(end.status)")
      #expect(end.status == 128 + number, "round \(round): status \(end.status)")
      // What the next launch must restore: the last change printed, which is the one read
      // before the signal or one after it (the signal waits for the command in progress).
      let printed = end.lines.filter { $0.hasPrefix("now: ") }.compactMap {
        $0.split(separator: " ").last.map(String.init)
      }
      let last = try #require(printed.last, "round \(round): \(end.lines)")
      expected = last
    }
    // The last round's state, read by one more launch.
    let check = try ShowcaseBinary.run(
      ["--store", "store.sqlite"], input: "url\n", in: work.url)
    let lines = check.stdout.split(separator: "\n").map(String.init)
    if let url = lines.firstIndex(of: "> url"), url + 1 < lines.count {
      if lines[url + 1] != expected {
        lost.append("last round: restored \(lines[url + 1]), not \(expected ?? "-")")
      }
    } else {
      lost.append("last round: no link in \(check.stdout)")
    }
    #expect(
      lost.isEmpty,
      "\(lost.count) of \(rounds) rounds lost a change:\n\(lost.joined(separator: "\n"))")
    // The moments were spread over the stream, the last change among them or not.
    #expect(moments.count > rounds / 3)
  }
}
