import ShowcaseApp
import Testing
import Wayfinder

/// The account: flags at launch, and every change told to the bus with what resumed.
@MainActor
@Suite struct ShowcaseAccountTests {
  @Test func aFlagsFileTurnsDefaultFlagsOffAndOthersOn() {
    #expect(ShowcaseAccount.defaultFlags == ["trends", "wizard"])
    #expect(
      ShowcaseAccount.flags(overriding: ["wizard": false, "beta": true, "trends": true])
        == ["trends", "beta"])
    #expect(ShowcaseAccount.flags(overriding: [:]) == ShowcaseAccount.defaultFlags)
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

  @Test func aFlagTurnedOffRemovesWhatNeedsIt() throws {
    let app = try Showcase(storeAt: nil)
    app.account.setEntitlement("premium", on: true)
    #expect(
      app.bus.send(.link("archery://app/insights/trend/focus"), source: .link) == .applied)
    #expect(app.account.setFlag("trends", on: false) == [])
    #expect(app.screens.currentLink != .success("archery://app/insights/trend/focus"))
    #expect(!app.coordinator.state.allRoutes.contains { $0.description == "insights/trend/focus" })
  }
}
