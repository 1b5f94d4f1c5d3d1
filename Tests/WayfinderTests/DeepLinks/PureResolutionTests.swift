import Testing
import Wayfinder

/// The resolver says what a link means and never what the user may open: requirements are the
/// guards' to decide; only the tabs hidden from the user are hidden from the link too.
@Suite struct PureResolutionTests {
  typealias F = LinkFixtures

  @Test func aLinkToAGatedTabResolvesAndStatesWhatItNeeds() throws {
    let resolution = try F.resolver.resolve("myapp://app/insights/overview")
    #expect(resolution.requirements == [.premium])
    #expect(!resolution.commands.isEmpty)
    // The checking form, for tools without a bus, still refuses it for a user without premium.
    #expect(throws: DeepLinkError.blocked(segment: 1, requirement: .premium)) {
      try F.resolver.resolve("myapp://app/insights/overview", entitlements: F.nobody)
    }
  }

  @Test func aHiddenTabAnswersAsATabThatDoesNotExist() throws {
    let hidden = F.shell.hiddenTabs(for: F.nobody)
    #expect(hidden == ["admin"])
    let missing = F.error("myapp://app/nowhere/overview")
    guard case .unknownTab(segment: 1, found: "nowhere", _) = missing else {
      Issue.record("an unknown tab: \(missing)")
      return
    }
    #expect(throws: DeepLinkError.self) {
      try F.resolver.resolve("myapp://app/admin/overview", hiding: hidden)
    }
    // A malformed link under the hidden tab says nothing more about the tab.
    do {
      _ = try F.resolver.resolve("myapp://app/admin/bogus/1", hiding: hidden)
      Issue.record("a link into a hidden tab resolved")
    } catch {
      #expect(error == DeepLinkError.unknownTab(segment: 1, found: "admin", suggestion: nil))
    }
    // Nothing is hidden from a user who has what the tab needs.
    let admin = EntitlementStore(granting: [.entitlement("admin")])
    #expect(F.shell.hiddenTabs(for: admin).isEmpty)
    let opened = try F.resolver.resolve("myapp://app/admin/overview", hiding: [])
    #expect(opened.requirements == [.entitlement("admin")])
  }

  /// The seed plan's `/flows/{flow}/step/{n}` opens what `/flow/...` opens, by name or by number;
  /// the catalogue and every canonical link write `/flow/`.
  @Test func theSeedsPluralFlowLinkOpensLikeTheSingular() throws {
    for path in ["onboarding", "onboarding/step/2", "onboarding/step/permissions"] {
      let plural = try F.resolve("myapp://app/flows/\(path)")
      let singular = try F.resolve("myapp://app/flow/\(path)")
      #expect(plural.target == singular.target, "\(path)")
      #expect(plural.commands == singular.commands, "\(path)")
    }
    #expect(F.resolver.catalogue.allSatisfy { !$0.pattern.hasPrefix("/flows/") })
    #expect(
      F.error("myapp://app/flows/onbording")
        == F.error("myapp://app/flow/onbording"), "the same error, naming the flow")
  }
}
