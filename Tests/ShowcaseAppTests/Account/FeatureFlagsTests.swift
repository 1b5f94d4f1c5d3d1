import Testing

@testable import ShowcaseApp

@Suite struct FeatureFlagsTests {
  @Test func aFlagsFileIsReadLineByLine() throws {
    let text = """
      # rollout
      beta = on
      newPaywall=off

      beta=off
      """
    let flags = try FeatureFlags.parse(text, source: "flags.txt")
    #expect(flags == ["beta": false, "newPaywall": false], "a later line wins")
  }

  @Test func aFlagsFileWithWindowsLineEndsIsReadLineByLine() throws {
    let flags = try FeatureFlags.parse("trends = on\r\nwizard = off\r\n", source: "flags.txt")
    #expect(flags == ["trends": true, "wizard": false])
  }

  /// A file is cut into lines as standard input is: at LF and CRLF, and at nothing else, so a
  /// line of a script holding a line separator or a lone CR runs as one command, as typed.
  @Test func filesAreCutIntoLinesAsStandardInputIs() {
    let text = "tab tasks\u{2028}tap 1\r\nscreen\u{0B}x\u{0C}y\u{85}z\rw\n\nlast"
    #expect(
      InputLines.lines(of: text) == [
        "tab tasks\u{2028}tap 1", "screen\u{0B}x\u{0C}y\u{85}z\rw", "", "last",
      ])
  }

  @Test func aBadLineNamesTheFileAndTheLine() {
    #expect(
      throws: FeatureFlagError(source: "flags.txt", line: 2, found: "beta maybe")
    ) {
      try FeatureFlags.parse("a=on\nbeta maybe\n", source: "flags.txt")
    }
    let error = FeatureFlagError(source: "flags.txt", line: 2, found: "beta maybe")
    #expect(
      error.description == "flags.txt:2: expected 'name=on' or 'name=off', found 'beta maybe'")
  }

  @Test func commandLineAssignments() throws {
    #expect(try FeatureFlags.parseAssignment("beta=on") == ("beta", true))
    #expect(throws: FeatureFlagError.self) { try FeatureFlags.parseAssignment("beta=yes") }
    #expect(throws: FeatureFlagError.self) { try FeatureFlags.parseAssignment("=on") }
    #expect(throws: FeatureFlagError.self) { try FeatureFlags.parseAssignment("a b=on") }
  }
}
