import Testing
import Wayfinder

/// The flow commands of the pure reducer.
@Suite struct FlowReducerTests {
  let flow = ActiveFlow(flow: "wizard", step: "one", historyLimit: 3)

  func started(_ style: PresentationStyle = .push) throws -> NavigationState {
    var state = CoreFixtures.state()
    try state.apply(.startFlow(flow, presentation: style))
    return state
  }

  func expectFailure(
    _ command: NavigationCommand, on state: NavigationState, _ expected: NavigationError,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    var copy = state
    #expect(throws: expected, sourceLocation: sourceLocation) { try copy.apply(command) }
    #expect(copy == state, "a failed command changed the state", sourceLocation: sourceLocation)
  }

  @Test func startShowsTheStepAndRecordsTheHost() throws {
    let state = try started(.sheet)
    #expect(state.topRoute == .flowStep(flow: "wizard", step: "one"))
    #expect(
      state.flows.first?.host
        == FlowHost(location: StackLocation(container: .tab("home"), depth: 1), position: nil))
    #expect(state.isShown(try #require(state.flows.first)))
  }

  @Test func advanceAndBackKeepBoundedHistoryAndForward() throws {
    var state = try started()
    for step in ["two", "three", "four", "five"] {
      try state.apply(.advanceFlow("wizard", to: step, data: [step: "x"]))
    }
    #expect(state.flow("wizard")?.history == ["two", "three", "four"])
    #expect(state.flow("wizard")?.data.count == 4)
    try state.apply(.flowBack("wizard"))
    try state.apply(.flowBack("wizard"))
    #expect(state.flow("wizard")?.step == "three")
    #expect(state.flow("wizard")?.forward == ["five", "four"])
    try state.apply(.advanceFlow("wizard", to: "four", data: [:]))
    #expect(state.flow("wizard")?.forward == ["five"])
    try state.apply(.advanceFlow("wizard", to: "other", data: [:]))
    #expect(state.flow("wizard")?.forward == [])
    #expect(state.topRoute == .flowStep(flow: "wizard", step: "other"))
  }

  @Test func flowCommandsFailWithTypedErrorsAndNoChange() throws {
    let state = try started()
    expectFailure(.flowBack("wizard"), on: state, .flowAtFirstStep("wizard", step: "one"))
    expectFailure(
      .advanceFlow("nope", to: "x", data: [:]), on: state,
      .flowNotActive("nope", active: ["wizard"]))
    expectFailure(.startFlow(flow, presentation: .sheet), on: state, .flowAlreadyActive("wizard"))
    expectFailure(
      .startFlow(ActiveFlow(flow: "sub", step: "a", parent: "ghost"), presentation: .push),
      on: state,
      .flowNotActive("ghost", active: ["wizard"]))
    expectFailure(
      .startFlow(ActiveFlow(flow: "x", step: "a"), presentation: .tab("nope")), on: state,
      .unknownTab("nope", known: CoreFixtures.tabs))
  }

  @Test func aParentWaitsForItsSubflow() throws {
    var state = try started()
    try state.apply(
      .startFlow(ActiveFlow(flow: "sub", step: "a", parent: "wizard"), presentation: .sheet))
    expectFailure(
      .advanceFlow("wizard", to: "two", data: [:]), on: state,
      .flowWaitingForSubflow("wizard", subflow: "sub"))
    expectFailure(
      .completeFlow("wizard"), on: state, .flowWaitingForSubflow("wizard", subflow: "sub"))
    try state.apply(.cancelFlow("wizard"))
    #expect(state.flows.isEmpty)
    #expect(state == CoreFixtures.state())
  }

  @Test func aFlowBatchIsAllOrNothing() throws {
    let state = try started()
    expectFailure(
      .batch([.advanceFlow("wizard", to: "two", data: [:]), .flowBack("missing")]), on: state,
      .inSequence(
        index: 1, command: "flow missing back",
        underlying: .flowNotActive("missing", active: ["wizard"])))
  }

  @Test func resumeShowsAnInterruptedFlowAgainAndIsANoOpWhenShown() throws {
    var state = try started(.sheet)
    try state.apply(.dismiss)
    try state.apply(.advanceFlow("wizard", to: "two", data: [:]))
    #expect(state.flow("wizard")?.host == nil)
    try state.apply(.resumeFlow("wizard", presentation: .fullScreen))
    #expect(state.focusedContainer.presentations.map(\.style) == [.fullScreen])
    let shown = state
    try state.apply(.resumeFlow("wizard", presentation: .sheet))
    #expect(state == shown)
  }
}
