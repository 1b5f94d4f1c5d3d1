import Observation
import Testing
import Wayfinder

/// Lifecycle, validation, branching and skipping through the engine.
@MainActor
@Suite struct FlowEngineTests {
  /// Seed 004's own test shape: start, next, back, and a validation failure.
  @Test func startNextBackAndValidationFailure() async throws {
    let (engine, _) = try FlowFixtures.engine()
    let id = try engine.start("onboarding")
    #expect(engine.progress(of: id)?.position == 1)
    try await engine.advance(id)
    #expect(engine.progress(of: id)?.position == 2)
    try engine.back(id)
    #expect(engine.progress(of: id)?.position == 1)
    try await engine.advance(id)
    try await engine.advance(id)
    #expect(engine.flow(id)?.step == "accountSetup")
    await #expect(
      throws: FlowError.invalidStep(flow: id, step: "accountSetup", message: "Choose a user name")
    ) {
      try await engine.advance(id, with: ["user": ""])
    }
  }

  @Test func refusedValidationChangesNothing() async throws {
    let (engine, _) = try FlowFixtures.engine()
    let id = try engine.start("onboarding")
    try await engine.advance(id)
    try await engine.advance(id)
    let before = engine.store.state
    final class Counter: @unchecked Sendable { var value = 0 }
    let notified = Counter()
    withObservationTracking {
      _ = engine.store.state
    } onChange: {
      notified.value += 1
    }
    await #expect(throws: FlowError.self) { try await engine.advance(id, with: ["other": "x"]) }
    #expect(engine.store.state == before)
    #expect(notified.value == 0)
    try await engine.advance(id, with: ["user": "ada"])
    #expect(engine.flow(id)?.step == "complete")
    #expect(engine.flow(id)?.data == ["user": "ada"])
  }

  @Test func asyncValidationRefusesWithItsMessage() async throws {
    let (engine, _) = try FlowFixtures.engine()
    let id = try engine.start("taskWizard")
    try await engine.advance(id, data: TaskDraft(title: "Write docs"))
    let before = engine.store.state
    await #expect(
      throws: FlowError.invalidStep(flow: id, step: "scheduling", message: "Pick a due date")
    ) {
      try await engine.advance(id)
    }
    #expect(engine.store.state == before)
    try await engine.advance(id, data: TaskDraft(title: "Write docs", due: "friday"))
    #expect(engine.flow(id)?.step == "priority")
  }

  @Test func typedDataIsCarriedAcrossSteps() async throws {
    let (engine, _) = try FlowFixtures.engine()
    let id = try engine.start("taskWizard")
    try await engine.advance(id, data: TaskDraft(title: "a/b \"c\""))
    var draft = try engine.data(of: id, as: TaskDraft.self)
    #expect(draft.title == "a/b \"c\"")
    draft.due = "monday"
    try await engine.advance(id, data: draft)
    #expect(
      try engine.data(of: id, as: TaskDraft.self) == TaskDraft(title: "a/b \"c\"", due: "monday"))
  }

  @Test func asyncCompletionCreatesTheTaskAndRemovesTheFlow() async throws {
    let store = TaskStore()
    let (engine, _) = try FlowFixtures.engine(store: store)
    let id = try engine.start("taskWizard")
    #expect(engine.store.state.presentationDepth == 1)
    try await engine.advance(id, data: TaskDraft(title: "t", due: "d", priority: 2))
    try await engine.advance(id)
    try await engine.advance(id)
    #expect(engine.flow(id)?.step == "review")
    #expect(engine.progress(of: id)?.isLastStep == true)
    let move = try await engine.advance(id)
    #expect(move == .completed)
    #expect(await store.tasks == [TaskDraft(title: "t", due: "d", priority: 2)])
    #expect(engine.flow(id) == nil)
    #expect(engine.store.state.presentationDepth == 0)
  }

  @Test func aFailingCompletionLeavesTheFlowAtItsLastStep() async throws {
    let store = TaskStore()
    let (engine, _) = try FlowFixtures.engine(store: store)
    let id = try engine.start("taskWizard")
    try await engine.advance(id, data: TaskDraft(title: "t", due: "d", priority: 1))
    try await engine.advance(id)
    try await engine.advance(id)
    await store.failOnce()
    let before = engine.store.state
    await #expect(throws: FlowError.self) { try await engine.complete(id) }
    #expect(engine.store.state == before)
    try await engine.complete(id)
    #expect(engine.flow(id) == nil)
    #expect(await store.tasks.count == 1)
  }

  @Test func completeBeforeTheLastStepIsRefused() async throws {
    let (engine, _) = try FlowFixtures.engine()
    let id = try engine.start("onboarding")
    await #expect(throws: FlowError.notAtLastStep(flow: id, step: "welcome", next: "permissions")) {
      try await engine.complete(id)
    }
    #expect(engine.flow(id)?.step == "welcome")
  }

  @Test func cancelRemovesTheFlowAndRunsItsCallback() async throws {
    let cancels = CancelLog()
    let (engine, _) = try FlowFixtures.engine(cancels: cancels)
    let id = try engine.start("taskWizard")
    try await engine.advance(id, data: TaskDraft(title: "draft"))
    try await engine.cancel(id)
    #expect(engine.flow(id) == nil)
    #expect(engine.store.state.presentationDepth == 0)
    #expect(await cancels.entries == ["draft at scheduling"])
    await #expect(throws: FlowError.navigation(.flowNotActive(id, active: []))) {
      try await engine.cancel(id)
    }
  }

  @Test func branchIsTakenWhenItsConditionHoldsAsTheStepIsReached() async throws {
    let switches = ConditionSwitch()
    let (engine, _) = try FlowFixtures.engine(conditions: switches.conditions)
    let id = try engine.start("onboarding")
    try await engine.advance(id)
    // The condition becomes true only now, before the branch point is reached.
    switches.holding = [.hasExistingAccount]
    try await engine.advance(id)
    #expect(engine.flow(id)?.step == "signIn")
    #expect(engine.progress(of: id).map { "\($0.position)/\($0.count)" } == "3/4")
    try await engine.advance(id)
    #expect(engine.flow(id)?.history == ["welcome", "permissions", "signIn"])
  }

  @Test func skipDropsTheStepAndProgressCountsWithoutIt() async throws {
    let switches = ConditionSwitch()
    switches.holding = [.permissionsAlreadyGranted]
    let (engine, _) = try FlowFixtures.engine(conditions: switches.conditions)
    let id = try engine.start("onboarding")
    #expect(engine.progress(of: id)?.count == 3)
    try await engine.advance(id)
    #expect(engine.flow(id)?.step == "accountSetup")
    #expect(engine.progress(of: id)?.description == "accountSetup: step 2 of 3")
  }

  @Test func conditionsAreAskedOnlyForTheStepBeingReached() async throws {
    let switches = ConditionSwitch()
    let (engine, _) = try FlowFixtures.engine(conditions: switches.conditions)
    let id = try engine.start("onboarding")
    #expect(switches.asked == [])
    switches.asked = []
    try await engine.advance(id)
    #expect(switches.asked == [.permissionsAlreadyGranted])
  }

  @Test func aFlowWhoseStepsAreAllSkippedDoesNotStart() throws {
    let coordinator = NavigationStore(
      state: NavigationState(tabs: ["a"]), entitlements: AllowEverything())
    let engine = NavigationBus.standalone(store: coordinator).flows
    engine.conditions = holding(["off"])
    try engine.register(FlowDefinition("empty") { FlowStep("only").skip(when: "off") })
    #expect(throws: FlowError.noStepToShow(flow: "empty")) { try engine.start("empty") }
    #expect(coordinator.state.flows.isEmpty)
  }

  @Test func backThenForwardRevisitsTheStepAfterValidation() async throws {
    let (engine, _) = try FlowFixtures.engine()
    let id = try engine.start("onboarding")
    try await engine.advance(id)
    try await engine.advance(id)
    try engine.back(id)
    #expect(engine.flow(id)?.forward == ["accountSetup"])
    #expect(engine.progress(of: id)?.canGoForward == true)
    try await engine.forward(id)
    #expect(engine.flow(id)?.step == "accountSetup")
    #expect(engine.flow(id)?.forward == [])
    await #expect(throws: FlowError.nothingForward(flow: id, step: "accountSetup")) {
      try await engine.forward(id)
    }
  }

  @Test func backAtTheFirstStepIsATypedError() throws {
    let (engine, _) = try FlowFixtures.engine()
    let id = try engine.start("onboarding")
    #expect(throws: FlowError.navigation(.flowAtFirstStep(id, step: "welcome"))) {
      try engine.back(id)
    }
  }

  @Test func unknownFlowsAndStepsAreTypedErrors() async throws {
    let (engine, _) = try FlowFixtures.engine()
    #expect(throws: FlowError.navigation(.unknownFlow("nope", known: engine.flowNames))) {
      try engine.start("nope")
    }
    let id = try engine.start("onboarding")
    await #expect(throws: FlowError.self) { try await engine.advance(id, to: "missing") }
    await #expect(throws: FlowError.navigation(.flowNotActive("ghost", active: [id]))) {
      try await engine.advance("ghost")
    }
  }

  @Test func invalidDeclarationsAreRejectedWhenTheBusIsBuilt() throws {
    func build(_ flows: FlowDefinition<FlowFields>...) throws(BusConfigurationError) {
      var builder = NavigationBus.Builder(shell: ShellConfiguration(tabs: [TabDeclaration("a")]))
      for flow in flows { builder.register(flow: flow) }
      _ = try builder.build(
        store: NavigationStore(state: NavigationState(tabs: ["a"]), entitlements: AllowEverything())
      )
    }
    let broken = FlowDeclaration(
      name: "broken", persists: false,
      steps: [
        FlowStepDeclaration("a"), FlowStepDeclaration("a"),
        FlowStepDeclaration("b", replacing: "zzz", when: "c"),
      ])
    #expect(
      throws: BusConfigurationError.invalidFlow(
        "broken",
        .invalidDeclaration([
          .duplicateStep(flow: "broken", step: "a"),
          .unknownReplacedStep(flow: "broken", step: "b", replacing: "zzz"),
        ]))
    ) { try build(FlowDefinition(broken)) }
    let badBehaviour = FlowDefinition("x") { FlowStep("a").repeats(from: "nowhere", when: "c") }
    #expect(
      throws: BusConfigurationError.invalidFlow(
        "x", .invalidDeclaration([.unknownStep(flow: "x", step: "nowhere")]))
    ) { try build(badBehaviour) }
    // Two flows of one name are a conflict the builder names.
    let again = FlowDefinition("x") { FlowStep("a") }
    #expect(throws: BusConfigurationError.duplicateFlow("x")) { try build(again, again) }
    #expect(throws: Never.self) { try build(again) }
  }

  @Test func aDeclarationFromElsewherePlugsInWithoutGlue() async throws {
    // What `@Flow` generates: a declaration only.
    let declaration = FlowDeclaration(
      name: "checkoutLite", persists: false,
      steps: [
        FlowStepDeclaration("cart"), FlowStepDeclaration("shipping"),
        FlowStepDeclaration("digitalDelivery", replacing: "shipping", when: .digitalOnly),
        FlowStepDeclaration("confirmation"),
      ])
    let engine = NavigationBus.standalone(
      store: NavigationStore(state: NavigationState(tabs: ["a"]), entitlements: AllowEverything())
    ).flows
    engine.conditions = holding([.digitalOnly])
    try engine.register(
      FlowDefinition(declaration).validate("cart") { $0["items"] == nil ? "Empty cart" : nil })
    let id = try engine.start("checkoutLite")
    await #expect(throws: FlowError.self) { try await engine.advance(id) }
    try await engine.advance(id, with: ["items": "3"])
    #expect(engine.flow(id)?.step == "digitalDelivery")
  }

  @Test func aValidationThatOutlivesAChangeAppliesNothing() async throws {
    let coordinator = NavigationStore(
      state: NavigationState(tabs: ["a"]), entitlements: AllowEverything())
    let engine = NavigationBus.standalone(store: coordinator).flows
    let gate = ValidationGate()
    try engine.register(
      FlowDefinition("slow") {
        FlowStep("one").validate { _ async in
          await gate.wait()
          return nil
        }
        FlowStep("two")
      })
    let id = try engine.start("slow")
    let pending = Task { @MainActor in try await engine.advance(id, with: ["k": "v"]) }
    await gate.waitUntilWaiting()
    try await engine.cancel(id)
    await gate.open()
    await #expect(throws: FlowError.flowChanged(id)) { try await pending.value }
    #expect(coordinator.state.flows.isEmpty)
  }

  /// Flows that leave without an event of the engine (a restore replaced them) leave their step
  /// entry times behind; the engine drops them before its list grows long, and keeps timing the
  /// flows that are still there.
  @Test func entryTimesOfFlowsThatLeftWithoutAnEventAreDropped() async throws {
    let log = EventLog()
    let (engine, clock) = try FlowFixtures.engine(observers: [log])
    let before = engine.store.state
    for _ in 0..<20 { try engine.start("order") }
    #expect(engine.enteredAt.count == 20)
    #expect(engine.bus.send(.restore(before), source: .app) == .applied)
    #expect(engine.store.state.flows.isEmpty)
    // A flow of another name gets a new entry, and the stale ones go before it is added.
    let id = try engine.start("order")
    #expect(engine.enteredAt.count == 20)
    clock.advance(by: .seconds(5))
    try await engine.advance(id, with: ["item": "milk"])
    let completed = log.events.last?.flowEvents.first { $0.kind == .stepCompleted }
    #expect(completed?.step == "item")
    #expect(completed?.duration == .seconds(5))
    let other = try engine.start("checkout")
    #expect(engine.enteredAt.map(\.id) == [id, other])
  }
}

/// A gate that an asynchronous validation waits at until the test opens it.
actor ValidationGate {
  private var waiter: CheckedContinuation<Void, Never>?
  private var isWaiting = false
  private var isOpen = false

  func wait() async {
    if isOpen { return }
    await withCheckedContinuation { continuation in
      waiter = continuation
      isWaiting = true
    }
  }

  func waitUntilWaiting() async {
    while !isWaiting { await Task.yield() }
  }

  func open() {
    isOpen = true
    waiter?.resume()
    waiter = nil
  }
}
