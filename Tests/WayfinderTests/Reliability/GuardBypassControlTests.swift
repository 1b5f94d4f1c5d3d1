import Testing
import Wayfinder
import WayfinderTesting

/// Controls for the guard-bypass audit itself, on the fixture of ``GuardBypassTests``: every
/// attempt it skips is listed with its reason, and with a guard taken away it reports the
/// bypasses that guard stops.
@MainActor
@Suite struct GuardBypassControlTests {
  /// An attempt as "subject via source", for comparing sets.
  static func names(_ attempts: [GuardBypassAudit.Attempt]) -> Set<String> {
    Set(attempts.map { "\($0.subject) via \($0.source)" })
  }

  /// Whether the attempt is about a gated route or tab (not a flow).
  static func isRouteOrTab(_ attempt: GuardBypassAudit.Attempt) -> Bool {
    switch attempt.subject {
    case .route, .tab: return true
    case .flow, .flowStep: return false
    }
  }

  @Test func everySkippedAttemptIsListedWithItsReason() throws {
    let attempts = try GuardBypassTests.attempts().filter(Self.isRouteOrTab)
    let skipped = attempts.filter { $0.skipped != nil }
    // A hidden tab and a tab behind a flag block instead of redirecting, so there is nothing to
    // resume; with the condition met the first ask is not redirected either.
    #expect(
      Self.names(skipped) == ["tab admin via redirect resume", "tab beta via redirect resume"])
    #expect(skipped.count == 4, "\(skipped)")
    #expect(skipped.allSatisfy { $0.skipped == "not redirected, so nothing waits to resume" })
    #expect(skipped.allSatisfy { !$0.gotThrough && $0.description.contains("skipped (") })
    #expect(attempts.count - skipped.count == 48, "attempts made")
  }

  /// What removing each guard must let through: at least these, each without its condition.
  static let bypasses: [GuardBypassTests.Guard: Set<String>] = [
    .auth: [
      "route notes/edit/3/t via handle call", "route notes/edit/3/t via interaction",
      "route notes/edit/3/t via commands", "route notes/edit/3/t via back into a gated entry",
      "route notes/edit/3/t via link", "route notes/edit/3/t via restored snapshot",
    ],
    .entitlements: [
      "route notes/search/q/a via handle call", "route notes/search/q/a via interaction",
      "route notes/search/q/a via commands", "route notes/search/q/a via back into a gated entry",
      "route notes/search/q/a via link", "route notes/search/q/a via restored snapshot",
      "tab vault via tab selection", "tab vault via link", "tab vault via restored snapshot",
      "tab admin via tab selection", "tab admin via restored snapshot",
    ],
    .featureFlags: [
      "tab beta via tab selection", "tab beta via link", "tab beta via restored snapshot",
    ],
  ]

  @Test(arguments: GuardBypassTests.Guard.allCases)
  func removingAGuardMakesTheAuditReportTheBypassesItStops(removed: GuardBypassTests.Guard) throws {
    let failures = try GuardBypassTests.attempts(without: removed).filter { !$0.passed }
    let expected = try #require(Self.bypasses[removed])
    let reported = Self.names(failures)
    #expect(
      reported.isSuperset(of: expected),
      "not reported: \(expected.subtracting(reported).sorted())")
    #expect(failures.count >= expected.count)
    // Taking a guard away lets more through; it never refuses what the user may open.
    #expect(failures.allSatisfy { !$0.conditionMet && $0.gotThrough }, "\(failures)")
  }

  /// What removing each guard must let through in the fixture's flows.
  static let flowBypasses: [GuardBypassTests.Guard: Set<String>] = [
    .auth: [
      "step profile of flow setup via flow advance",
      "step profile of flow setup via back into a gated step",
      "step profile of flow setup via restored snapshot",
    ],
    .entitlements: [
      "step billing of flow setup via flow advance",
      "step billing of flow setup via back into a gated step",
      "step billing of flow setup via restored snapshot",
      "step tips of flow tour via flow start at the step", "step tips of flow tour via flow link",
      "step tips of flow tour via flow advance",
      "step tips of flow tour via back into a gated step",
      "step tips of flow tour via restored snapshot",
    ],
    .featureFlags: [
      "flow survey via flow start", "flow survey via flow link", "flow survey via flow advance",
      "flow survey via back into a gated step", "flow survey via restored snapshot",
    ],
  ]

  @Test(arguments: GuardBypassTests.Guard.allCases)
  func removingAGuardMakesTheFlowAuditReportTheBypassesItStops(
    removed: GuardBypassTests.Guard
  ) async throws {
    let failures = try await GuardBypassTests.flowAttempts(without: removed).filter { !$0.passed }
    let expected = try #require(Self.flowBypasses[removed])
    #expect(Self.names(failures) == expected)
    #expect(failures.allSatisfy { !$0.conditionMet && $0.gotThrough }, "\(failures)")
  }
}
