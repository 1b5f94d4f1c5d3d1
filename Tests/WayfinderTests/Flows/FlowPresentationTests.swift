import Testing
import Wayfinder

/// A flow is shown like any route: its current step is a route of the `flow` module.
@MainActor
@Suite struct FlowPresentationTests {
  @Test func aFlowPushedInATabReplacesItsRouteAsItMoves() async throws {
    let (engine, _) = try FlowFixtures.engine()
    try engine.store.apply(.push(CoreFixtures.detail(1)))
    let id = try engine.start("onboarding")
    #expect(
      engine.flow(id)?.host
        == FlowHost(location: StackLocation(container: .tab("home"), depth: 0), position: 1))
    try await engine.advance(id)
    #expect(
      engine.store.state.focusedStack.path == [
        CoreFixtures.detail(1), .flowStep(flow: "onboarding", step: "permissions"),
      ])
    #expect(engine.store.state.renderTree().contains("push flow/onboarding/permissions"))
  }

  @Test func aStepsOwnPushesArePoppedWhenTheFlowMoves() async throws {
    let (engine, _) = try FlowFixtures.engine()
    let id = try engine.start("taskWizard")
    try engine.store.apply(.push(CoreFixtures.detail(7)))
    #expect(engine.store.state.focusedStack.path == [CoreFixtures.detail(7)])
    try await engine.advance(id, data: TaskDraft(title: "x"))
    #expect(
      engine.store.state.focusedStack
        == RouteStack(root: .flowStep(flow: "taskWizard", step: "scheduling")))
  }

  @Test func aFullScreenFlowHasItsOwnStackAndIsDismissedWhenItEnds() async throws {
    let (engine, _) = try FlowFixtures.engine()
    let id = try engine.start("checkout")
    let layer = try #require(engine.store.state.tab("home")?.content.presentations.first)
    #expect(layer.style == .fullScreen)
    #expect(layer.route == .flowStep(flow: "checkout", step: "cart"))
    try await engine.cancel(id)
    #expect(engine.store.state.tab("home")?.content.presentations == [])
  }

  @Test func aFlowInAWindowClosesTheWindowWhenItEnds() async throws {
    let (engine, _) = try FlowFixtures.engine()
    let id = try engine.start("onboarding", presentation: .window(id: "welcome"))
    #expect(
      engine.store.state.scene(.window("welcome"))?.content.base.root
        == .flowStep(flow: "onboarding", step: "welcome"))
    try await engine.cancel(id)
    #expect(engine.store.state.scenes.isEmpty)
  }

  @Test func aFlowNavigatedAwayStaysActiveAndCanBeResumed() async throws {
    let (engine, _) = try FlowFixtures.engine()
    let id = try engine.start("taskWizard")
    try engine.store.apply(.dismiss)
    #expect(engine.store.state.isShown(try #require(engine.flow(id))) == false)
    try await engine.advance(id, data: TaskDraft(title: "x"))
    #expect(engine.flow(id)?.host == nil)
    #expect(engine.store.state.presentationDepth == 0)
    try engine.resume(id)
    #expect(engine.store.state.topRoute == .flowStep(flow: "taskWizard", step: "scheduling"))
    #expect(engine.store.state.isShown(try #require(engine.flow(id))))
  }

  @Test func treeRenderingNamesInstancesParentsAndVisibility() async throws {
    let (engine, _) = try FlowFixtures.engine()
    let id = try engine.start("checkout")
    try await engine.advance(id, with: ["items": "1"])
    try await engine.advance(id)
    let tree = engine.store.state.renderTree()
    #expect(tree.contains("  checkout at payment (2 step(s) back), shown\n"))
    #expect(tree.contains("  payment at card (0 step(s) back), sub-flow of checkout, shown\n"))
  }
}
