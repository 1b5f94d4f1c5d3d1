import Foundation
import Testing

/// The recorded session in the README and the catalog shows what the showcase prints today: every
/// line of the `session` transcript (which `TranscriptTests` checks against the executable) is on
/// some frame of the recording. After a change of behaviour, record it again with
/// `Tools/Record/record-session.sh`.
@Suite struct RecordedSessionTests {
  @Test func theRecordingShowsEveryLineOfTheSessionTranscript() throws {
    let root = ShowcaseBinary.packageRoot
    let recording = try String(
      contentsOf: root.appendingPathComponent(
        "Modules/Wayfinder/Documentation.docc/Resources/showcase-session.svg"),
      encoding: .utf8)
    let transcript = root.appendingPathComponent("Tests/ShowcaseEndToEndTests/Transcripts")
    // A command is echoed as `> command` through a pipe, and typed after the prompt in a terminal.
    var lines = try ReadmeTranscriptTests.terminalOutput(of: "session").filter { !$0.isEmpty }
    let errors = try String(
      contentsOf: transcript.appendingPathComponent("session.err"), encoding: .utf8)
    lines += errors.split(separator: "\n").map(String.init)
    #expect(lines.count > 10)
    for shown in lines {
      let escaped = shown.replacingOccurrences(of: "&", with: "&amp;")
        .replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
      #expect(
        recording.contains(escaped),
        "the recorded session does not show '\(shown)'; run Tools/Record/record-session.sh")
    }
  }
}
