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
