import Testing
import Wayfinder

/// Flow moves are intents: they pass the middleware chain, meet the flow's and the steps'
/// requirements, redirect and resume, and reach observers with their events.
@MainActor
@Suite struct FlowGuardTests {
  /// A bus with the standard guards and an engine running a gated wizard: the flow needs the
  /// `wizard` flag, its `schedule` step needs premium, its `title` step validates.
  @MainActor
  struct Harness {
    let harness: BusHarness
    let engine: FlowEngine
    var bus: NavigationBus { harness.bus }
    var store: EntitlementStore { harness.store }
    var state: NavigationState { harness.state }
    var events: [NavigationEvent] { harness.events.events }

    init(flags: Set<String> = ["wizard"], completions: CompletionLog? = nil) throws {
      harness = try BusHarness(
        store: EntitlementStore(granting: Set(flags.map(Requirement.featureFlag))))
      engine = harness.bus.flows
      var wizard = FlowDefinition("wizard", persists: true) {
        FlowStep<FlowFields>("title").validate("a title is needed") { $0["title"] != nil }
        FlowStep<FlowFields>("schedule").requires(.premium)
        FlowStep<FlowFields>("review")
      }
      .requires(.featureFlag("wizard"))
      .presented(as: .sheet)
      if let completions {
        wizard = wizard.onComplete { data in await completions.add(data["title"] ?? "") }
      }
      try engine.register(wizard)
    }
  }

  @Test func theBackGestureOnAFlowStepIsTheFlowsOwnBack() async throws {
    let app = try Harness()
    app.store.grant(.premium)
    let id = try app.engine.start("wizard")
    #expect(try await app.engine.advance(id, with: ["title": "Plan"]) == .step("schedule"))
    // The system back on the step goes to the step before, as the flow's back button does, and
    // observers see it as the back gesture it was.
    #expect(app.bus.send(.back, source: .userInterface) == .moved(.step("title")))
    #expect(app.state.flow(id)?.step == "title")
    #expect(app.state.topRoute == .flowStep(flow: "wizard", step: "title"))
    #expect(app.events.last?.request.intent == .back)
    // At the first step there is no step before: back closes the sheet that shows the flow.
    #expect(app.bus.send(.back, source: .userInterface) == .applied)
    #expect(app.state.presentationDepth == 0)
  }

  @Test func aFlowBehindAFlagIsBlockedFromEverySource() throws {
    let app = try Harness(flags: [])
    #expect(throws: FlowError.guarded(.blocked(reason: "flow wizard needs flag wizard"))) {
      try app.engine.start("wizard")
    }
    let outcome = app.bus.send(.flow(.open("wizard", at: "review")), source: .link)
    #expect(outcome == .blocked(reason: "flow wizard needs flag wizard"))
    #expect(app.state.flows.isEmpty)
    // Observers saw both refusals, as flow intents.
    #expect(app.events.count == 2)
    #expect(app.events.allSatisfy { if case .flow = $0.request.intent { true } else { false } })
  }

  @Test func aGatedStepRedirectsAndTheMoveResumesOnceItIsMet() async throws {
    let app = try Harness()
    let id = try app.engine.start("wizard")
    await #expect(throws: FlowError.self) {
      try await app.engine.advance(id, with: ["title": "Plan"])
    }
    // The paywall is shown over the flow; the flow is still at its first step.
    #expect(app.state.topRoute == AnyRoute(Gate.paywall))
    #expect(app.state.flow(id)?.step == "title")
    #expect(
      app.bus.pendingResumptions.map(\.intent) == [.flow(.advance(id, fields: ["title": "Plan"]))])

    let outcomes = app.store.grant(.premium)
    #expect(outcomes.last == .moved(.step("schedule")))
    #expect(app.state.flow(id)?.step == "schedule")
    #expect(app.state.flow(id)?.data["title"] == "Plan")
    #expect(app.state.topRoute == .flowStep(flow: "wizard", step: "schedule"))
  }

  @Test func aLinkIntoAStepValidatesTheStepsBeforeIt() throws {
    let app = try Harness()
    app.store.grant(.premium)
    #expect(
      app.bus.send(.flow(.open("wizard", at: "review")), source: .link)
        == .landed(
          FlowLanding(
            id: "wizard", step: "title", requested: "review",
            reason: .stoppedAtInvalidStep(message: "a title is needed"))))
    // The title step is not valid yet: the link stops there, past no guard.
    #expect(app.state.flows.map(\.step) == ["title"])
  }

  @Test func goingBackIntoAGatedStepIsBlockedNotRedirected() async throws {
    let app = try Harness()
    app.store.grant(.premium)
    let id = try app.engine.start("wizard")
    try await app.engine.advance(id, with: ["title": "Plan"])
    try await app.engine.advance(id)
    #expect(app.state.flow(id)?.step == "review")
    // The entitlement lapses but the entry is not yet enforced: going back must not show it.
    app.store.revoke(.premium)
    #expect(throws: FlowError.self) { try app.engine.back(id) }
    // The system back gesture on the step is the same step back: refused, and no paywall.
    #expect(
      app.bus.send(.back, source: .userInterface)
        == .blocked(reason: "step schedule of flow wizard needs premium"))
    #expect(app.state.flow(id)?.step == "review")
    #expect(app.bus.pendingResumptions.isEmpty)
  }

  @Test func aLapsedFlowIsRemovedAndARestoredOneIsPruned() throws {
    let app = try Harness()
    let id = try app.engine.start("wizard")
    let saved = app.state
    app.store.revoke(.featureFlag("wizard"))
    #expect(app.state.flow(id) == nil)
    #expect(app.state.topRoute != .flowStep(flow: "wizard", step: "title"))
    // A snapshot that still holds the flow is restored without it.
    #expect(app.bus.send(.restore(saved), source: .restore) == .applied)
    #expect(app.state.flows.isEmpty)
    app.store.grant(.featureFlag("wizard"))
    #expect(app.bus.send(.restore(saved), source: .restore) == .applied)
    #expect(app.state.flows.map(\.id) == [id])
  }

  @Test func observersSeeEachMoveWithItsFlowEvents() async throws {
    let app = try Harness()
    let id = try app.engine.start("wizard")
    await #expect(throws: FlowError.self) { try await app.engine.advance(id) }
    let kinds = app.events.map { $0.flowEvents.map(\.kind) }
    #expect(kinds == [[.started, .stepEntered], [.validationRefused]])
    #expect(app.events.map(\.outcome.didNavigate) == [true, false])
  }

  @Test func aCompletionActionDoesNotRunWhenAGuardWouldStopTheCompletion() async throws {
    let completions = CompletionLog()
    let app = try Harness(completions: completions)
    app.store.grant(.premium)
    let id = try app.engine.start("wizard")
    try await app.engine.advance(id, with: ["title": "Plan"])
    try await app.engine.advance(id)
    // Lapsed, and the bus not told yet (a provider that reports nothing).
    app.store.unreported { app.store.revoke(.featureFlag("wizard")) }
    await #expect(throws: FlowError.guarded(.blocked(reason: "flow wizard needs flag wizard"))) {
      try await app.engine.advance(id)
    }
    #expect(await completions.titles.isEmpty)
    app.store.grant(.featureFlag("wizard"))
    #expect(try await app.engine.advance(id) == .completed)
    #expect(await completions.titles == ["Plan"])
    #expect(app.state.flows.isEmpty)
  }

  @Test func aMiddlewareSeesAFlowMoveWithItsRequirements() async throws {
    let trace = Trace()
    let harness = try BusHarness(
      store: EntitlementStore(granting: [.premium, .featureFlag("wizard")]),
      middlewares: [Probe(name: "probe", trace: trace)])
    let engine = harness.bus.flows
    try engine.register(
      FlowDefinition("wizard") {
        FlowStep<FlowFields>("title")
        FlowStep<FlowFields>("schedule").requires(.premium)
      }.requires(.featureFlag("wizard")))
    let id = try engine.start("wizard")
    try await engine.advance(id)
    #expect(
      trace.requirements.last == [
        RequirementUse(subject: .flow("wizard"), requirement: .featureFlag("wizard")),
        RequirementUse(
          subject: .flowStep(flow: "wizard", step: "schedule"), requirement: .premium),
      ])
  }
  /// The bus applies the engine's decision only for the move the engine sent: a middleware that
  /// changes the move has it decided again, so what is applied is the changed move.
  @Test func aMoveChangedByAMiddlewareIsDecidedAgain() async throws {
    let trace = Trace()
    let probe = Probe(
      name: "advance means cancel", trace: trace,
      rewrite: { intent in
        guard case .flow(.advance(let id, _, _)) = intent else { return nil }
        return .flow(.cancel(id))
      })
    let harness = try BusHarness(middlewares: [probe])
    let engine = harness.bus.flows
    try engine.register(
      FlowDefinition("steps") {
        FlowStep<FlowFields>("first")
        FlowStep<FlowFields>("second")
      })
    let id = try engine.start("steps")
    await #expect(throws: FlowError.flowChanged(id)) { try await engine.advance(id) }
    // The engine decided an advance to `second`; the chain applied the cancel instead.
    #expect(harness.state.flow(id) == nil)
    #expect(harness.events.events.last?.flowEvents.map(\.kind) == [.cancelled])
    #expect(trace.names == ["advance means cancel", "advance means cancel"])
  }
}

/// The titles of the wizards that completed.
actor CompletionLog {
  var titles: [String] = []
  func add(_ title: String) { titles.append(title) }
}
