public import Wayfinder

extension Showcase {
  /// The screen the user sees: the focused route drawn by its feature, a flow's step with the
  /// flow's actions, or a scene's own root screen.
  public func visibleScreen() -> Screen {
    let state = coordinator.state
    guard let route = state.topRoute else {
      if let scene = state.focusedScene {
        if let root = sceneRoots[scene], let render = renderers[root.module],
          let screen = render(root, bus)
        {
          return screen
        }
        let title =
          Showcase.shell.scenes.first { $0.id == scene }?.title ?? sceneTitles[scene]
          ?? "Scene \(scene)"
        return Screen(
          title: title, content: ["Nothing is shown here yet."],
          actions: [
            ScreenAction("Close") { [bus] _ in
              bus.send(.commands([.closeScene(scene)]), source: .app)
            }
          ])
      }
      return Screen(title: "(nothing)")
    }
    if let (flowName, _) = route.flowStep,
      let flow = state.flows.last(where: { $0.flow == flowName && state.isShown($0) })
        ?? state.flows.last(where: { $0.flow == flowName })
    {
      var screen = flowScreen(flow: flow)
      let engine = self.engine
      let id = flow.id
      screen.actions = [
        ScreenAction("Next", inputs: CommandInterpreter.anyInput) { input in
          try await self.advanceFlow(id, with: input)
        },
        ScreenAction("Back") { _ in try engine.back(id) },
        ScreenAction("Cancel") { _ in try await engine.cancel(id) },
      ]
      return screen
    }
    if let render = renderers[route.module], let screen = render(route, bus) {
      return screen
    }
    return Screen(title: route.description, content: ["No feature draws this screen."])
  }

  /// Moves a flow on; when it completes, what waited for its outcome (a purchase) resumes.
  /// - Parameters:
  ///   - id: The flow.
  ///   - fields: What the step collected.
  /// - Returns: The move.
  @discardableResult
  public func advanceFlow(_ id: FlowInstanceID, with fields: FlowFields) async throws -> FlowMove {
    let move = try await engine.advance(id, with: fields)
    if move == .completed { bus.requirementsChanged() }
    return move
  }

  /// The flow the user is in: the one whose step is on screen, else the latest started.
  public var currentFlow: ActiveFlow? {
    let state = coordinator.state
    if let (name, step) = state.topRoute?.flowStep,
      let flow = state.flows.last(where: { $0.flow == name && $0.step == step })
    {
      return flow
    }
    return state.flows.last
  }

  /// The canonical link of what is shown, or why it has none. A flow's step on screen is
  /// linked as the flow at that step.
  public var currentLink: Result<String, DeepLinkGenerationError> {
    let state = coordinator.state
    if let (flow, step) = state.topRoute?.flowStep {
      return .success(resolver.prefix + "/flow/\(flow)/step/\(step)")
    }
    do throws(DeepLinkGenerationError) {
      return .success(try resolver.link(for: state))
    } catch {
      return .failure(error)
    }
  }
}
