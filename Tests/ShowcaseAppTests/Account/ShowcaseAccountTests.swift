import ShowcaseApp
import Testing
import Wayfinder

/// The account: flags at launch, and every change told to the bus with what resumed.
@MainActor
@Suite struct ShowcaseAccountTests {
  @Test func aFlagsFileTurnsDefaultFlagsOffAndOthersOn() throws {
    #expect(ShowcaseAccount.defaultFlags == ["trends", "wizard"])
    #expect(
      try ShowcaseAccount.flags(
        overriding: ["wizard": false, "permissionsGranted": true, "trends": true])
        == ["trends", "permissionsGranted"])
    #expect(try ShowcaseAccount.flags(overriding: [:]) == ShowcaseAccount.defaultFlags)
  }

  @Test func theAppStartsWithTheFlagsItIsGiven() throws {
    let app = try Showcase(storeAt: nil, flags: ["wizard": false, "permissionsGranted": true])
    #expect(!app.account.allows(.featureFlag("wizard")))
    #expect(app.account.allows(.featureFlag("trends")))
    #expect(app.account.allows(.featureFlag("permissionsGranted")))
  }

  @Test func signingInResumesWhatWaitedAndSaysHowItWent() throws {
    let app = try Showcase(storeAt: nil)
    let opened = app.bus.send(.link("archery://app/settings/account"), source: .link)
    guard case .redirected = opened else {
      Issue.record("the account screen should wait for sign-in, not \(opened)")
      return
    }
    #expect(app.account.signIn("ada") == [.applied])
    #expect(app.account.user == "ada")
    #expect(app.screens.currentLink == .success("archery://app/settings/account"))
    #expect(app.account.signOut() == [])
    #expect(app.account.user == nil)
    #expect(
      app.screens.currentLink != .success("archery://app/settings/account"),
      "what needs sign-in is removed")
  }

  /// `signin` applies the rule a relaunch reads the name back with: a blank name is refused and
  /// signs nobody in, and a name is kept trimmed, as the next launch has it.
  /// A second plan asked for while the paywall is up waits behind that paywall instead of
  /// stacking another, and buying it opens what asked last.
  @Test func aSecondPlanAskedForWhileThePaywallIsUpWaitsBehindIt() throws {
    let app = try Showcase(storeAt: nil)
    #expect(app.bus.send(.selectTab("tasks"), source: .userInterface) == .applied)
    let analytics = app.bus.send(.link("archery://app/tasks/analytics"), source: .link)
    guard case .redirected = analytics else {
      Issue.record("analytics should wait for premium, not \(analytics)")
      return
    }
    let depth = app.bus.store.state.presentationDepth
    let bulkEdit = app.bus.send(.link("archery://app/tasks/bulkEdit/1"), source: .link)
    guard case .redirected = bulkEdit else {
      Issue.record("bulk edit should wait for pro, not \(bulkEdit)")
      return
    }
    #expect(app.bus.store.state.presentationDepth == depth, "one paywall, not two")
    #expect(app.bus.pendingResumptions.count == 2)
    #expect(try app.account.setEntitlement("pro", on: true) == [.applied])
    #expect(app.screens.currentLink == .success("archery://app/tasks/bulkEdit/1"))
    #expect(app.bus.store.state.presentationDepth == 0, "the paywall is gone")
  }

  /// The sign-in sheet a redirect showed in one tab closes once the user signs in, even after
  /// the request behind it was abandoned by a tap on another tab; the user stays where they are
  /// and the abandoned request does not resume.
  @Test func theSignInSheetClosesInTheTabThatAskedForItOnceSignedIn() throws {
    let app = try Showcase(storeAt: nil)
    #expect(app.bus.send(.selectTab("tasks"), source: .userInterface) == .applied)
    let opened = app.bus.send(.link("archery://app/settings/account"), source: .link)
    guard case .redirected = opened else {
      Issue.record("the account screen should wait for sign-in, not \(opened)")
      return
    }
    #expect(app.bus.store.state.tab("tasks")?.content.presentations.count == 1)
    #expect(app.bus.send(.selectTab("dashboard"), source: .userInterface) == .applied)
    #expect(app.bus.pendingResumptions.isEmpty, "the tap on another tab abandoned the request")
    // What happened is the sheet's closing, and signing in says so, so the sign-in screen
    // does not close it again.
    #expect(app.account.signIn("ada") == [.applied])
    #expect(app.bus.store.state.tab("tasks")?.content.presentations.isEmpty == true)
    #expect(app.bus.store.state.selectedTab == "dashboard")
    #expect(app.screens.currentLink == .success("archery://app/dashboard"))
  }

  @Test func signinKeepsOnlyANameTheNextLaunchKeeps() async throws {
    let url = PersistedApp.temporaryFile()
    do {
      let executor = CommandExecutor(app: try Showcase(storeAt: url))
      let blank = await executor.run(#"signin "   ""#)
      #expect(!blank.succeeded)
      #expect(blank.error == "error: a name is required\n")
      #expect(executor.app.account.user == nil)
      #expect(await executor.run(#"signin "  ada  ""#).output.hasPrefix("signed in as ada\n"))
    }
    let relaunched = try Showcase(storeAt: url)
    #expect(relaunched.account.user == "ada")
    #expect(relaunched.launchNotes.isEmpty, "\(relaunched.launchNotes)")
  }

  @Test func aFlagTurnedOffRemovesWhatNeedsIt() throws {
    let app = try Showcase(storeAt: nil)
    try app.account.setEntitlement("premium", on: true)
    #expect(
      app.bus.send(.link("archery://app/insights/trend/focus"), source: .link) == .applied)
    #expect(try app.account.setFlag("trends", on: false) == [])
    #expect(app.screens.currentLink != .success("archery://app/insights/trend/focus"))
    #expect(!app.bus.store.state.allRoutes.contains { $0.description == "insights/trend/focus" })
  }

  @Test func entitlementAndFlagNamesAreAClosedSet() throws {
    let app = try Showcase(storeAt: nil)
    #expect(throws: UnknownNameError.self) { try app.account.setEntitlement("Premium", on: true) }
    #expect(app.account.entitlements == [], "a misspelled name grants nothing")
    do {
      try app.account.setFlag("trend", on: false)
      Issue.record("an unknown flag was set")
    } catch {
      #expect(error.description.contains("did you mean 'trends'?"))
    }
    #expect(app.account.allows(.featureFlag("trends")))
    #expect(throws: UnknownNameError.self) { try Showcase(storeAt: nil, flags: ["wizzard": false]) }
    #expect(throws: UnknownNameError.self) {
      try ShowcaseAccount.check(.all([.premium, .entitlement("gold")]), in: "a test")
    }
  }
}
