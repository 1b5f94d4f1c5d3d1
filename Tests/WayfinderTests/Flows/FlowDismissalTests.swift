import Testing
import Wayfinder

/// What happens to a flow when the user closes what shows it follows the flow's declaration.
@MainActor
@Suite struct FlowDismissalTests {
  actor Cancellations {
    var steps: [String] = []
    func add(_ step: String) { steps.append(step) }
  }

  static func engine(
    cancels: Bool, refusesGestures: Bool = false, log: Cancellations
  ) throws -> FlowEngine {
    let coordinator = NavigationStore(
      state: NavigationState(tabs: ["home"]), entitlements: AllowEverything())
    let engine = NavigationBus.standalone(store: coordinator).flows
    var definition = FlowDefinition("wizard") {
      FlowStep<FlowFields>("one")
      FlowStep<FlowFields>("two")
    }
    .presented(as: .sheet)
    .onCancel { _, step in await log.add(step) }
    if cancels { definition = definition.cancelsWhenDismissed() }
    if refusesGestures { definition = definition.refusesInteractiveDismissal() }
    try engine.register(definition)
    return engine
  }

  @Test func aFlowDeclaredSoIsCancelledWhenItsSheetIsClosed() async throws {
    let log = Cancellations()
    let engine = try Self.engine(cancels: true, log: log)
    let id = try engine.start("wizard")
    try await engine.advance(id)
    #expect(engine.bus.send(.dismiss, source: .app) == .applied)  // a swipe down
    #expect(engine.flow(id) == nil)
    for _ in 0..<100 where await log.steps.isEmpty { await Task.yield() }
    #expect(await log.steps == ["two"], "its cancellation action ran")
  }

  @Test func otherwiseItWaitsHiddenAndAStartBringsItBack() async throws {
    let log = Cancellations()
    let engine = try Self.engine(cancels: false, log: log)
    let id = try engine.start("wizard")
    try await engine.advance(id)
    #expect(engine.bus.send(.dismiss, source: .app) == .applied)
    let waiting = try #require(engine.flow(id))
    #expect(!engine.store.state.isShown(waiting))
    #expect(try engine.start("wizard") == id)
    #expect(engine.store.state.topRoute == .flowStep(flow: "wizard", step: "two"))
    #expect(await log.steps.isEmpty)
  }

  @Test func aFlowThatRefusesGesturesIsNotSwipedAwayButItsCancelStillCloses() async throws {
    let log = Cancellations()
    let engine = try Self.engine(cancels: true, refusesGestures: true, log: log)
    let viewModel = NavigationViewModel(bus: engine.bus, platform: .iOS)
    let id = try engine.start("wizard")
    try await engine.advance(id)
    let sheet = try #require(viewModel.projection.focusedLayer)
    #expect(sheet.location.depth == 1)
    let refusal = IntentOutcome.failed(
      "flow 'wizard' cannot be closed by a gesture; use its Cancel")
    // The renderer asks first and disables the swipe; a swipe reported anyway is refused.
    #expect(viewModel.preflight(.dismissed(layer: sheet.id)) == .sent(.dismiss, refusal))
    #expect(viewModel.report(.dismissed(layer: sheet.id)) == .sent(.dismiss, refusal))
    #expect(engine.bus.send(.commands([.dismissAll]), source: .userInterface) == refusal)
    #expect(engine.flow(id) != nil)
    #expect(viewModel.projection.focusedLayer == sheet)
    // The app (the flow's Cancel button) still closes it, and it is cancelled.
    #expect(engine.bus.send(.dismiss, source: .app) == .applied)
    #expect(engine.flow(id) == nil)
    for _ in 0..<100 where await log.steps.isEmpty { await Task.yield() }
    #expect(await log.steps == ["two"])
  }
}
