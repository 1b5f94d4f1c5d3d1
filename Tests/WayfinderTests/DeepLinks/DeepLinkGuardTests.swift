import Foundation
import Testing
import Wayfinder

@Suite struct DeepLinkGuardTests {
  typealias F = LinkFixtures

  @Test func hiddenTabAnswersExactlyAsAMissingTab() {
    // Without the entitlement, `admin` is indistinguishable from a tab that does not exist.
    #expect(
      F.error("myapp://app/admin/users", entitlements: F.nobody)
        == F.error("myapp://app/nosuchtab/users", entitlements: F.nobody).map { error in
          guard case .unknownTab(let segment, _, let suggestion) = error else { return error }
          return .unknownTab(segment: segment, found: "admin", suggestion: suggestion)
        })
    #expect(
      F.error("myapp://app/admin/users", entitlements: F.nobody)
        == .unknownTab(segment: 1, found: "admin", suggestion: nil))
    // Hints and ambiguity never mention it either: `users` lives in insights and admin.
    #expect(
      F.error("myapp://app/users", entitlements: F.nobody)
        == .missingTab(segment: 1, route: "users", suggestion: "insights"))
    #expect(
      F.error("myapp://app/admn", entitlements: F.nobody)
        == .unknownTab(segment: 1, found: "admn", suggestion: nil))
    // With it, the tab opens and its requirement is listed.
    let admin = EntitlementStore(granting: [.entitlement("admin")])
    #expect(
      F.error("myapp://app/admn", entitlements: admin)
        == .unknownTab(segment: 1, found: "admn", suggestion: "admin"))
    #expect(
      F.error("myapp://app/users", entitlements: admin)
        == .ambiguousRoute(segment: 1, route: "users", tabs: ["insights", "admin"]))
    #expect(
      (try? F.resolver.resolve("myapp://app/admin/users", entitlements: admin))?.requirements
        == [.entitlement("admin")])
  }

  @Test func lockedTabIsBlockedByItsRequirement() throws {
    #expect(
      F.error("myapp://app/insights", entitlements: F.nobody)
        == .blocked(segment: 1, requirement: .premium))
    let premium = EntitlementStore(granting: [.premium])
    #expect(
      try F.resolver.resolve("myapp://app/insights", entitlements: premium).requirements == [
        .premium
      ])
  }

  @Test func routeIsBlockedByItsRequirementAtItsSegment() throws {
    #expect(
      F.error("myapp://app/tasks/detail/1/analytics", entitlements: F.nobody)
        == .blocked(segment: 4, requirement: .premium))
    let premium = EntitlementStore(granting: [.premium])
    #expect(
      F.error("myapp://app/insights/reports/2024/summary", entitlements: premium)
        == .blocked(segment: 2, requirement: .pro))
    let both = EntitlementStore(granting: [.premium, .pro])
    let resolution = try F.resolver.resolve(
      "myapp://app/insights/reports/2024/summary", entitlements: both)
    #expect(resolution.requirements == [.premium, .pro])
  }

  @Test func blockedNamesOnlyTheUnmetPart() {
    struct SignedInOnly: EntitlementProvider {
      func isMet(_ requirement: Requirement) -> Bool { requirement == .signedIn }
    }
    var builder = DeepLinkResolverBuilder(scheme: "myapp", host: "app")
    builder.addTab(TabDeclaration("team", requirement: .all([.signedIn, .pro])))
    builder.addRoutes(LinkDashboard.self, toTab: "team")
    let resolver = try? builder.build()
    #expect(throws: DeepLinkError.blocked(segment: 1, requirement: .pro)) {
      try resolver?.resolve("myapp://app/team", entitlements: SignedInOnly())
    }
  }

  @Test func requirementsAreListedOnceInLinkOrder() throws {
    let premium = EntitlementStore(granting: [.premium])
    let resolution = try F.resolver.resolve(
      "myapp://app/tasks/analytics;push/analytics", entitlements: premium)
    #expect(resolution.requirements == [.premium])
    #expect(try F.resolve("myapp://app/tasks/detail/1").requirements.isEmpty)
  }
}
