/// The flow commands of the reducer, and the state to save.
///
/// A flow's current step is shown as one route (``ActiveFlow/route``) at its host; a move
/// replaces that route and pops whatever the previous step pushed above it. When the user has
/// navigated the route away (popped it, dismissed its layer), the flow stays active but is no
/// longer shown: its host becomes `nil` at its next move, and ``NavigationCommand/resumeFlow(_:presentation:)``
/// shows it again.
extension NavigationState {
  /// The active flow with the given identifier.
  /// - Parameter id: The instance's identifier.
  /// - Returns: The flow, or `nil` when it is not active.
  public func flow(_ id: FlowInstanceID) -> ActiveFlow? {
    guard let index = flowIndex(id) else { return nil }
    return flows[index]
  }

  /// The sub-flow that a flow waits for, if any.
  func subflow(of id: FlowInstanceID) -> FlowInstanceID? {
    for index in flows.indices where flows[index].parent == id { return flows[index].id }
    return nil
  }

  /// The active flow whose current step a route shows: what a renderer that draws every entry
  /// of a stack asks of a flow step's route, to draw it with its flow's data and controls.
  /// - Parameter route: A flow step's route (`AnyRoute.flowStep(flow:step:)`).
  /// - Returns: The newest active flow at that step and shown where its host says, or `nil`.
  public func flow(showing route: AnyRoute) -> ActiveFlow? {
    guard let (name, step) = route.flowStep else { return nil }
    return flows.last { $0.flow == name && $0.step == step && isShown($0) }
  }

  /// Whether a flow's current step is shown where its host says.
  /// - Parameter flow: An active flow.
  /// - Returns: `true` when the route at its host is its current step's route.
  public func isShown(_ flow: ActiveFlow) -> Bool {
    guard let host = flow.host else { return false }
    return shows(flow.flow, step: flow.step, at: host)
  }

  private func shows(_ flow: String, step: String, at host: FlowHost) -> Bool {
    switch host.location.container {
    case .tab(let tab):
      guard let index = tabIndex(tab) else { return false }
      return tabs[index].content.shows(flow, step: step, at: host)
    case .scene(let scene):
      guard let index = sceneIndex(scene) else { return false }
      return scenes[index].content.shows(flow, step: step, at: host)
    }
  }

  /// The state to save: flows that do not persist (and their sub-flows) are left out together
  /// with what they show; flows that are kept but no longer shown lose their host.
  ///
  /// Restoring this value and resuming with a new ``FlowEngine`` continues every persistent flow
  /// at its step, with its history and data.
  public var persistableState: NavigationState {
    var dropped = Set<FlowInstanceID>()
    var changed = true
    while changed {
      changed = false
      for flow in flows where !dropped.contains(flow.id) {
        if !flow.persists || flow.parent.map(dropped.contains) == true {
          dropped.insert(flow.id)
          changed = true
        }
      }
    }
    var state = self
    for flow in flows.reversed() where dropped.contains(flow.id) { state.hide(flow) }
    state.flows.removeAll { dropped.contains($0.id) }
    for index in state.flows.indices where !state.isShown(state.flows[index]) {
      state.flows[index].host = nil
    }
    return state
  }

  func flowIndex(_ id: FlowInstanceID) -> Int? { flows.firstIndex { $0.id == id } }

  mutating func startFlow(
    _ flow: ActiveFlow, presentation: PresentationStyle
  ) throws(NavigationError) {
    guard flowIndex(flow.id) == nil else { throw .flowAlreadyActive(flow.id) }
    if let parent = flow.parent, flowIndex(parent) == nil {
      throw .flowNotActive(parent, active: flows.map(\.id))
    }
    try apply(.present(flow.route, style: presentation))
    var started = flow
    started.host = claimFocusedTop()
    flows.append(started)
  }

  mutating func advanceFlow(
    _ id: FlowInstanceID, to step: String, data: [String: String]
  ) throws(NavigationError) {
    let index = try movableFlowIndex(id)
    let shown = isShown(flows[index])
    let limit = flows[index].historyLimit
    flows[index].history.append(flows[index].step)
    if flows[index].history.count > limit {
      flows[index].history.removeFirst(flows[index].history.count - limit)
    }
    if flows[index].forward.last == step {
      flows[index].forward.removeLast()
    } else if !flows[index].forward.isEmpty {
      flows[index].forward.removeAll()
    }
    flows[index].step = step
    if !data.isEmpty { flows[index].data.merge(data) { $1 } }
    showCurrentStep(ofFlowAt: index, wasShown: shown)
  }

  mutating func editFlow(_ id: FlowInstanceID, data: [String: String]) throws(NavigationError) {
    let index = try movableFlowIndex(id)
    flows[index].data.merge(data) { $1 }
  }

  mutating func flowBack(_ id: FlowInstanceID) throws(NavigationError) {
    let index = try movableFlowIndex(id)
    guard let previous = flows[index].history.last else {
      throw .flowAtFirstStep(id, step: flows[index].step)
    }
    let shown = isShown(flows[index])
    flows[index].history.removeLast()
    flows[index].forward.append(flows[index].step)
    if flows[index].forward.count > flows[index].historyLimit { flows[index].forward.removeFirst() }
    flows[index].step = previous
    showCurrentStep(ofFlowAt: index, wasShown: shown)
  }

  mutating func completeFlow(_ id: FlowInstanceID) throws(NavigationError) {
    let index = try movableFlowIndex(id)
    hide(flows[index])
    flows.remove(at: index)
  }

  mutating func cancelFlow(_ id: FlowInstanceID) throws(NavigationError) {
    guard flowIndex(id) != nil else { throw .flowNotActive(id, active: flows.map(\.id)) }
    var ended: [FlowInstanceID] = [id]
    var next = 0
    while next < ended.count {
      let parent = ended[next]
      ended.append(contentsOf: flows.filter { $0.parent == parent }.map(\.id))
      next += 1
    }
    // Sub-flows first: they are shown above their parents.
    for ended in ended.reversed() {
      guard let index = flowIndex(ended) else { continue }
      hide(flows[index])
      flows.remove(at: index)
    }
  }

  mutating func resumeFlow(
    _ id: FlowInstanceID, presentation: PresentationStyle
  ) throws(NavigationError) {
    guard let index = flowIndex(id) else { throw .flowNotActive(id, active: flows.map(\.id)) }
    if isShown(flows[index]) { return }
    try apply(.present(flows[index].route, style: presentation))
    flows[index].host = claimFocusedTop()
  }

  /// The index of a flow that may move: active, and not waiting for a sub-flow.
  private func movableFlowIndex(_ id: FlowInstanceID) throws(NavigationError) -> Int {
    guard let index = flowIndex(id) else { throw .flowNotActive(id, active: flows.map(\.id)) }
    if let child = subflow(of: id) { throw .flowWaitingForSubflow(id, subflow: child) }
    return index
  }

  /// The host of the route that was just shown on top of the focused stack; a flow that claimed
  /// the same place before is no longer shown.
  private mutating func claimFocusedTop() -> FlowHost {
    let stack = focusedStack
    let host = FlowHost(
      location: focusedLocation, position: stack.path.isEmpty ? nil : stack.path.count - 1)
    for index in flows.indices where flows[index].host == host { flows[index].host = nil }
    return host
  }

  private mutating func showCurrentStep(ofFlowAt index: Int, wasShown: Bool) {
    guard wasShown, let host = flows[index].host else {
      flows[index].host = nil
      return
    }
    let route = flows[index].route
    withStack(at: host.location) { stack in
      if let position = host.position {
        stack.path[position] = route
        if stack.path.count > position + 1 { stack.path.removeSubrange((position + 1)...) }
      } else {
        stack.root = route
        if !stack.path.isEmpty { stack.path.removeAll() }
      }
    }
  }

  /// Removes what a flow shows: its route and what was pushed above it, its layer and the layers
  /// above when it is a layer's root, its scene when it is a scene's root.
  private mutating func hide(_ flow: ActiveFlow) {
    guard isShown(flow), let host = flow.host else { return }
    let depth = host.location.depth
    switch (host.position, depth, host.location.container) {
    case (let position?, _, _):
      withStack(at: host.location) { $0.path.removeSubrange(position...) }
    case (nil, 1..., _):
      withContainer(host.location.container) { $0.presentations.removeSubrange((depth - 1)...) }
    case (nil, _, .scene(let scene)):
      scenes.removeAll { $0.id == scene }
      if focusedScene == scene { focusedScene = nil }
    case (nil, _, .tab):
      withStack(at: host.location) { $0 = RouteStack() }
    }
  }

  /// The stack at a location, or `nil` when the state has none there.
  func stack(at location: StackLocation) -> RouteStack? {
    guard let content = container(location.container), location.depth >= 0,
      location.depth <= content.presentations.count
    else {
      return nil
    }
    return location.depth == 0 ? content.base : content.presentations[location.depth - 1].stack
  }

  mutating func withContainer(
    _ id: ContainerID, _ body: (inout NavigationContainer) -> Void
  ) {
    switch id {
    case .tab(let tab):
      if let index = tabIndex(tab) { withTab(at: index, body) }
    case .scene(let scene):
      if let index = sceneIndex(scene) { body(&scenes[index].content) }
    }
  }

  private mutating func withStack(at location: StackLocation, _ body: (inout RouteStack) -> Void) {
    withContainer(location.container) { container in
      if location.depth == 0 {
        body(&container.base)
      } else if location.depth <= container.presentations.count {
        body(&container.presentations[location.depth - 1].stack)
      }
    }
  }
}

extension NavigationContainer {
  /// Whether the route at `host` (in this container) shows step `step` of flow `flow`.
  fileprivate func shows(_ flow: String, step: String, at host: FlowHost) -> Bool {
    let depth = host.location.depth
    guard depth >= 0, depth <= presentations.count else { return false }
    if depth == 0 { return base.shows(flow, step: step, at: host.position) }
    return presentations[depth - 1].stack.shows(flow, step: step, at: host.position)
  }
}

extension RouteStack {
  /// Whether the route at `position` (the root for `nil`) shows step `step` of flow `flow`.
  fileprivate func shows(_ flow: String, step: String, at position: Int?) -> Bool {
    guard let position else { return root?.isStep(step, of: flow) ?? false }
    return position >= 0 && position < path.count && path[position].isStep(step, of: flow)
  }
}

extension AnyRoute {
  /// Whether this is the route of step `step` of flow `flow`.
  fileprivate func isStep(_ step: String, of flow: String) -> Bool {
    module == .flow && components.name == flow && components.values.count == 1
      && components.values[0] == step
  }
}
