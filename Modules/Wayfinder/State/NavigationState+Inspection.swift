/// One step on the way from the top of the tree to the focused screen.
package enum NavigationPathStep: Hashable, Sendable, CustomStringConvertible {
  /// The selected tab.
  case tab(TabID)
  /// The focused scene.
  case scene(SceneID)
  /// The root route of the container's base stack.
  case root(AnyRoute)
  /// A route pushed onto a stack.
  case pushed(AnyRoute)
  /// A route presented in a modal layer, with the layer's style.
  case presented(AnyRoute, PresentationStyle)

  /// The route of the step, if it has one.
  public var route: AnyRoute? {
    switch self {
    case .tab, .scene: return nil
    case .root(let route), .pushed(let route), .presented(let route, _): return route
    }
  }

  public var description: String {
    switch self {
    case .tab(let tab): return "tab \(tab)"
    case .scene(let scene): return "scene \(scene)"
    case .root(let route): return "\(route)"
    case .pushed(let route): return "push \(route)"
    case .presented(let route, let style): return "\(style) \(route)"
    }
  }
}

extension NavigationState {
  /// The stack that receives pushes: the focused container's top modal layer, or its base.
  public var focusedStack: RouteStack { focusedContainer.focusedStack }

  /// The route on top of the focused stack, or `nil` when it shows a tab's own root screen.
  public var topRoute: AnyRoute? {
    // Read in place, without copying the focused container.
    if let focusedScene, let index = sceneIndex(focusedScene) {
      return scenes[index].content.presentations.last?.stack.top ?? scenes[index].content.base.top
    }
    return Self.topRoute(ofTab: selectedTab, in: tabs)
  }

  /// The route on top of a tab's focused stack, or `nil` when it shows its own root screen.
  static func topRoute(ofTab tab: TabID, in tabs: [TabState]) -> AnyRoute? {
    guard let index = tabs.firstIndex(where: { $0.id == tab }) else { return nil }
    return tabs[index].content.presentations.last?.stack.top ?? tabs[index].content.base.top
  }

  /// How many modal layers the focused container presents.
  public var presentationDepth: Int { focusedContainer.presentations.count }

  /// Whether the focused container shows its root: nothing presented and nothing pushed.
  public var isAtRoot: Bool {
    let container = focusedContainer
    return container.presentations.isEmpty && container.base.path.isEmpty
  }

  /// The path from the selected tab (or focused scene) down to the focused screen.
  package var focusPath: [NavigationPathStep] {
    var steps: [NavigationPathStep] = [
      focusedScene.map(NavigationPathStep.scene) ?? .tab(selectedTab)
    ]
    let container = focusedContainer
    if let root = container.base.root { steps.append(.root(root)) }
    steps.append(contentsOf: container.base.path.map(NavigationPathStep.pushed))
    for layer in container.presentations {
      if let root = layer.stack.root { steps.append(.presented(root, layer.style)) }
      steps.append(contentsOf: layer.stack.path.map(NavigationPathStep.pushed))
    }
    return steps
  }
}
