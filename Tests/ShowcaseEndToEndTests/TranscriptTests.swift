import Foundation
import Testing

/// Runs the built executable on each transcript's input and compares what it printed and its
/// exit status with the expected text kept beside it.
///
/// A transcript `NAME` is `Transcripts/NAME.in` (standard input), `NAME.args` (one argument a
/// line; `--in-memory` when absent), and the expected `NAME.out`, `NAME.err` and `NAME.status`.
/// Transcripts named `NAME-1`, `NAME-2` ... run in order in one working folder, so that a later
/// one sees the store an earlier one left (a relaunch). Files `NAME.txt` are copied into the
/// working folder first. `NAME.files` lists files (one a line) that the run writes in its working
/// folder, such as an analytics log; each FILE is compared with `NAME.FILE`, after the times in it
/// (`"date"` and `"durationNanoseconds"` of an analytics line) are written as `TIME` and `0`.
/// `RECORD_TRANSCRIPTS=1 swift test` writes the expected files anew.
@Suite(.serialized) struct TranscriptTests {
  static let folder = ShowcaseBinary.packageRoot
    .appendingPathComponent("Tests/ShowcaseEndToEndTests/Transcripts")

  /// The sessions: each a list of transcript names run in one working folder.
  static var sessions: [[String]] {
    let names =
      ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
      .filter { $0.hasSuffix(".in") }.map { String($0.dropLast(3)) }.sorted()
    var grouped: [String: [String]] = [:]
    for name in names {
      var key = name
      if let dash = name.lastIndex(of: "-"), Int(name[name.index(after: dash)...]) != nil {
        key = String(name[..<dash])
      }
      grouped[key, default: []].append(name)
    }
    return grouped.keys.sorted().map { grouped[$0] ?? [] }
  }

  @Test func thereAreTranscripts() {
    #expect(Self.sessions.count >= 10)
  }

  @Test(arguments: sessions)
  func transcript(_ session: [String]) throws {
    let work = try TemporaryFolder()
    defer { work.remove() }
    let fixtures = (try? FileManager.default.contentsOfDirectory(atPath: Self.folder.path)) ?? []
    for fixture in fixtures where fixture.hasSuffix(".txt") {
      try FileManager.default.copyItem(
        at: Self.folder.appendingPathComponent(fixture),
        to: work.url.appendingPathComponent(fixture))
    }
    let record = ProcessInfo.processInfo.environment["RECORD_TRANSCRIPTS"] == "1"
    for name in session {
      let input = try String(
        contentsOf: Self.folder.appendingPathComponent("\(name).in"), encoding: .utf8)
      let argsFile = Self.folder.appendingPathComponent("\(name).args")
      let arguments =
        (try? String(contentsOf: argsFile, encoding: .utf8))?
        .split(separator: "\n").map(String.init) ?? ["--in-memory"]
      let output = try ShowcaseBinary.run(arguments, input: input, in: work.url)
      let actual = ShowcaseBinary.Output(
        stdout: normalized(output.stdout, work.url), stderr: normalized(output.stderr, work.url),
        status: output.status)
      if record {
        try actual.stdout.write(
          to: Self.folder.appendingPathComponent("\(name).out"), atomically: true, encoding: .utf8)
        try actual.stderr.write(
          to: Self.folder.appendingPathComponent("\(name).err"), atomically: true, encoding: .utf8)
        try "\(actual.status)\n".write(
          to: Self.folder.appendingPathComponent("\(name).status"), atomically: true,
          encoding: .utf8)
        for file in try writtenFiles(of: name) {
          try Self.timesNormalized(
            try String(contentsOf: work.url.appending(path: file), encoding: .utf8)
          )
          .write(
            to: Self.folder.appendingPathComponent("\(name).\(file)"), atomically: true,
            encoding: .utf8)
        }
        continue
      }
      let expected = ShowcaseBinary.Output(
        stdout: try read("\(name).out"), stderr: try read("\(name).err"),
        status: Int32(try read("\(name).status").trimmingCharacters(in: .whitespacesAndNewlines))
          ?? -1)
      #expect(actual.stdout == expected.stdout, "standard output of \(name)")
      #expect(actual.stderr == expected.stderr, "standard error of \(name)")
      #expect(actual.status == expected.status, "exit status of \(name)")
      for file in try writtenFiles(of: name) {
        let written = try? String(contentsOf: work.url.appending(path: file), encoding: .utf8)
        #expect(
          written.map(Self.timesNormalized) == (try read("\(name).\(file)")),
          "\(file) as written by \(name)")
      }
    }
  }

  /// The files a transcript's run writes, from `NAME.files`.
  private func writtenFiles(of name: String) throws -> [String] {
    let list = Self.folder.appendingPathComponent("\(name).files")
    guard FileManager.default.fileExists(atPath: list.path) else { return [] }
    return try String(contentsOf: list, encoding: .utf8).split(separator: "\n").map(String.init)
  }

  /// Text with the times of analytics lines written as `TIME` and `0`: they differ on every run.
  static func timesNormalized(_ text: String) -> String {
    text.replacing(/"date":"[^"]*"/, with: #""date":"TIME""#)
      .replacing(/"durationNanoseconds":[0-9]+/, with: #""durationNanoseconds":0"#)
  }

  private func read(_ file: String) throws -> String {
    try String(contentsOf: Self.folder.appendingPathComponent(file), encoding: .utf8)
  }

  /// Output with the working folder's path written as `.`, so transcripts hold no machine's
  /// paths, and the times of logged intents (`duration=0.123ms`) as `duration=<ms>`, so they
  /// are the same on every run.
  private func normalized(_ text: String, _ folder: URL) -> String {
    text.replacingOccurrences(of: folder.path, with: ".")
      .replacing(/duration=[0-9]+\.[0-9]+ms/, with: "duration=<ms>")
  }
}
