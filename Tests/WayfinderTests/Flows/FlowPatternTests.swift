import Testing
import Wayfinder

/// The five patterns: linear, branching, nested, circular and parallel.
@MainActor
@Suite struct FlowPatternTests {
  @Test func linearFlowWalksEveryStepInOrder() async throws {
    let (engine, _) = try FlowFixtures.engine()
    let id = try engine.start("onboarding")
    var visited = [engine.flow(id)?.step]
    try await engine.advance(id)
    visited.append(engine.flow(id)?.step)
    try await engine.advance(id, with: ["user": "ada"])
    visited.append(engine.flow(id)?.step)
    #expect(visited == ["welcome", "permissions", "accountSetup"])
    try await engine.advance(id)
    #expect(engine.flow(id)?.step == "complete")
    #expect(try await engine.advance(id) == .completed)
    #expect(engine.store.state.flows.isEmpty)
  }

  @Test func branchingFlowTakesTheDigitalPath() async throws {
    let (engine, _) = try FlowFixtures.engine(
      conditions: { condition, flow in
        condition == .digitalOnly && flow.data["kind"] == "ebook"
      })
    let id = try engine.start("checkout")
    try await engine.advance(id, with: ["items": "1", "kind": "ebook"])
    #expect(engine.flow(id)?.step == "digitalDelivery")
    try await engine.cancel(id)
    let other = try engine.start("checkout")
    try await engine.advance(other, with: ["items": "1", "kind": "lamp"])
    #expect(engine.flow(other)?.step == "shipping")
  }

  @Test func nestedFlowReturnsToTheParentsNextStep() async throws {
    let (engine, _) = try FlowFixtures.engine()
    let id = try engine.start("checkout")
    try await engine.advance(id, with: ["items": "2"])
    try await engine.advance(id)
    // Reaching "payment" started the payment sub-flow, shown above the checkout step.
    #expect(engine.flow(id)?.step == "payment")
    let child = try #require(engine.store.state.flows.first { $0.parent == id })
    #expect(child.flow == "payment")
    #expect(engine.store.state.topRoute == .flowStep(flow: "payment", step: "card"))
    // The parent waits while its sub-flow runs.
    await #expect(throws: FlowError.navigation(.flowWaitingForSubflow(id, subflow: child.id))) {
      try await engine.advance(id)
    }
    try await engine.advance(child.id, with: ["card": "4242"])
    #expect(try await engine.advance(child.id) == .completed)
    #expect(engine.flow(child.id) == nil)
    #expect(engine.flow(id)?.step == "confirmation")
    #expect(engine.flow(id)?.data["card"] == "4242")
    #expect(engine.store.state.topRoute == .flowStep(flow: "checkout", step: "confirmation"))
    #expect(try await engine.advance(id) == .completed)
    #expect(engine.store.state.presentationDepth == 0)
  }

  @Test func cancellingASubflowCancelsOnlyItAndCancellingTheParentCancelsBoth() async throws {
    let (engine, _) = try FlowFixtures.engine()
    let id = try engine.start("checkout")
    try await engine.advance(id, with: ["items": "2"])
    try await engine.advance(id)
    let child = try #require(engine.store.state.flows.first { $0.parent == id })
    try await engine.cancel(child.id)
    #expect(engine.flow(id)?.step == "payment")
    #expect(engine.store.state.topRoute == .flowStep(flow: "checkout", step: "payment"))
    // Moving on from the step runs its sub-flow again: the step is not passed unchecked.
    #expect(try await engine.advance(id) == .step("payment"))
    let again = try #require(engine.store.state.flows.first { $0.parent == id })
    #expect(again.flow == "payment")
    #expect(engine.store.state.topRoute == .flowStep(flow: "payment", step: "card"))
    try await engine.cancel(again.id)
    // Going back into the step and forward again starts a new sub-flow.
    try engine.back(id)
    try await engine.advance(id)
    #expect(engine.store.state.flows.count == 2)
    try await engine.cancel(id)
    #expect(engine.store.state.flows.isEmpty)
    #expect(engine.store.state.presentationDepth == 0)
  }

  @Test func circularSectionRepeatsWithBoundedHistory() async throws {
    let switches = ConditionSwitch()
    switches.holding = [.addAnother]
    let (engine, _) = try FlowFixtures.engine(conditions: switches.conditions)
    let id = try engine.start("order")
    for index in 1...4 {
      try await engine.advance(id, with: ["item": "item \(index)"])
      #expect(engine.flow(id)?.step == "addAnother")
      try await engine.advance(id)
      #expect(engine.flow(id)?.step == "item")
    }
    // The order flow keeps five steps of history.
    #expect(engine.flow(id)?.history.count == 5)
    #expect(engine.flow(id)?.history.last == "addAnother")
    switches.holding = []
    try await engine.advance(id, with: ["item": "last"])
    try await engine.advance(id)
    #expect(engine.flow(id)?.step == "summary")
    #expect(engine.progress(of: id)?.isLastStep == true)
    // Going round again on demand.
    try await engine.advance(id, to: "item")
    #expect(engine.flow(id)?.step == "item")
  }

  @Test func parallelFlowsInDifferentContainersDoNotTouchEachOther() async throws {
    let (engine, _) = try FlowFixtures.engine()
    let onboarding = try engine.start("onboarding", presentation: .tab("home"))
    try engine.store.apply(.selectTab("tasks"))
    let wizard = try engine.start("taskWizard")
    try engine.store.apply(.openScene(.window("shop"), root: nil))
    let checkout = try engine.start("checkout", presentation: .push)
    let wizardBefore = engine.flow(wizard)
    let tasksTab = engine.store.state.tab("tasks")

    try await engine.advance(onboarding)
    try await engine.advance(checkout, with: ["items": "1"])
    #expect(engine.flow(wizard) == wizardBefore)
    #expect(engine.store.state.tab("tasks") == tasksTab)
    #expect(
      engine.store.state.tab("home")?.content.base.path == [
        .flowStep(flow: "onboarding", step: "permissions")
      ])
    #expect(
      engine.store.state.scene(.window("shop"))?.content.base.path == [
        .flowStep(flow: "checkout", step: "shipping")
      ])

    try await engine.cancel(wizard)
    #expect(engine.flow(onboarding)?.step == "permissions")
    #expect(engine.flow(checkout)?.step == "shipping")
    #expect(engine.store.state.tab("tasks")?.content.presentations == [])
  }

  @Test func aFlowIsOpenOnceUnlessItIsRepeatable() throws {
    let (engine, _) = try FlowFixtures.engine()
    let first = try engine.start("checkout")
    try engine.store.apply(.selectTab("home"))
    // A second start brings the open checkout forward instead of hiding a duplicate.
    #expect(try engine.start("checkout") == first)
    #expect(engine.store.state.flows.filter { $0.flow == "checkout" }.count == 1)
    #expect(engine.store.state.topRoute?.module == .flow)
    try engine.register(FlowDefinition("survey") { FlowStep<FlowFields>("question") }.repeatable())
    #expect(try engine.start("survey") == "survey")
    #expect(try engine.start("survey") == "survey-2", "a repeatable flow gets another instance")
    #expect(engine.store.state.isWellFormed)
  }
}
