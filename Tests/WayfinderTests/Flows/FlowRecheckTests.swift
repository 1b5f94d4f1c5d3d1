import Testing
import Wayfinder

/// A recheck re-evaluates a flow against what holds now: validations of the steps it passed,
/// and the branch conditions that chose its path.
@MainActor
@Suite struct FlowRecheckTests {
  final class Account: @unchecked Sendable {
    var hasAccount = true
  }

  @Test func aStepWhoseBranchNoLongerAppliesGoesBackToThePath() async throws {
    let account = Account()
    let coordinator = NavigationStore(
      state: NavigationState(tabs: ["home"]), entitlements: AllowEverything())
    let engine = NavigationBus.standalone(store: coordinator).flows
    engine.conditions = { condition, _ in
      condition == "hasAccount" && account.hasAccount
    }
    try engine.register(
      FlowDefinition("onboarding") {
        FlowStep<FlowFields>("welcome")
        FlowStep<FlowFields>("accountSetup").validate("a name") { $0["name"] != nil }
        FlowStep<FlowFields>("signIn").branch(replacing: "accountSetup", when: "hasAccount")
        FlowStep<FlowFields>("complete")
      })
    let id = try engine.start("onboarding")
    #expect(try await engine.advance(id) == .step("signIn"))
    #expect(try await engine.recheck(id).reason == .reachedRequestedStep, "nothing changed")
    account.hasAccount = false  // signed out
    let landing = try await engine.recheck(id)
    #expect(landing.step == "welcome")
    #expect(landing.reason == .stoppedAtInvalidStep(message: "step 'signIn' no longer applies"))
    // From there the path leads through account setup, which needs a name.
    #expect(try await engine.advance(id) == .step("accountSetup"))
    await #expect(throws: FlowError.self) { try await engine.advance(id) }
  }
}
