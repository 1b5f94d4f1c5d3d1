import ShowcaseApp
import Testing
import Wayfinder

/// The showcase's flows: which flow the user is in, and a completed checkout resuming what waited
/// for the plan.
@MainActor
@Suite struct ShowcaseFlowsTests {
  @Test func theFeaturesFlowsAreRegistered() throws {
    let app = try Showcase(storeAt: nil)
    #expect(app.flows.names == ["checkout", "onboarding", "taskWizard"])
    #expect(app.flows.current == nil)
  }

  @Test func theCurrentFlowIsTheOneOnScreen() throws {
    let app = try Showcase(storeAt: nil)
    #expect(
      app.bus.send(.flow(.open("onboarding")), source: .app)
        == .landed(FlowLanding(id: "onboarding", step: "welcome", requested: nil, reason: .started))
    )
    #expect(
      app.bus.send(.flow(.open("taskWizard")), source: .app)
        == .landed(
          FlowLanding(id: "taskWizard", step: "basicInfo", requested: nil, reason: .started)))
    #expect(app.flows.current?.flow == "taskWizard")
    #expect(app.bus.send(.dismiss, source: .app) == .applied)
    #expect(app.flows.current?.flow == "onboarding", "the wizard's sheet is gone")
  }

  @Test func aCompletedCheckoutResumesWhatWaitedForThePlan() async throws {
    let app = try Showcase(storeAt: nil, fixedClock: .zero)
    guard case .redirected = app.bus.send(.link("archery://app/tasks/analytics"), source: .link)
    else {
      Issue.record("the analytics screen should wait for premium")
      return
    }
    #expect(
      app.bus.send(.flow(.open("checkout")), source: .app)
        == .landed(FlowLanding(id: "checkout", step: "cart", requested: nil, reason: .started)))
    let checkout = try #require(app.flows.current)
    for fields in [["plan": "premium"], ["email": "ada@example.com"], ["card": "4242424242424242"]]
    {
      #expect(try await app.flows.advance(checkout.id, with: fields) != .completed)
    }
    // The plan the cart validated cannot be swapped at the confirmation (the engine refuses it,
    // whatever front sends it).
    await #expect(throws: FlowError.self) {
      try await app.flows.advance(checkout.id, with: ["plan": "pro"])
    }
    #expect(try await app.flows.advance(checkout.id, with: [:]) == .completed)
    #expect(app.account.entitlements == ["premium"])
    // The purchase is acted on once the checkout is gone and the bus is free.
    #expect(app.flows.current == nil)
    await app.bus.settle()
    #expect(app.screens.currentLink == .success("archery://app/tasks/analytics"))
  }

  @Test func aRefusedStepThrowsAndChangesNothing() async throws {
    let app = try Showcase(storeAt: nil)
    #expect(
      app.bus.send(.flow(.open("taskWizard")), source: .app)
        == .landed(
          FlowLanding(id: "taskWizard", step: "basicInfo", requested: nil, reason: .started)))
    let wizard = try #require(app.flows.current)
    let before = app.bus.store.state
    await #expect(throws: FlowError.self) {
      try await app.flows.advance(wizard.id, with: ["notes": "no title"])
    }
    #expect(app.bus.store.state == before)
    #expect(throws: FlowError.self) { try app.flows.back(wizard.id) }
  }
}
