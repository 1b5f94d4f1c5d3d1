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
  package var focusedStack: RouteStack { focusedContainer.focusedStack }

  /// The routes of the stack at a location, bottom first: the stack's root route when it has
  /// one, then the routes pushed above it.
  ///
  /// Depth 0 is the base stack of a tab or open scene, which has no root route when it shows its
  /// own root screen; depth `n` is the stack of its `n`-th modal layer, which starts at the route
  /// that was presented.
  ///
  /// ```swift
  /// state.routes(at: StackLocation(container: .tab("recipes"), depth: 0))
  /// // [recipes/list, recipes/detail/7]
  /// ```
  /// - Parameter location: The stack's place.
  /// - Returns: The routes, or `nil` when there is no such tab, open scene or modal layer.
  public func routes(at location: StackLocation) -> [AnyRoute]? {
    stack(at: location)?.routes
  }

  /// The style that the modal layer at a location was presented in, as it was asked for (how a
  /// platform shows it is ``PresentationStyle/shownStyle(for:on:)``).
  /// - Parameter location: The layer's place; depth 1 is the lowest modal layer.
  /// - Returns: The style, or `nil` for a base stack (depth 0) or a layer that does not exist.
  public func presentationStyle(at location: StackLocation) -> PresentationStyle? {
    guard let content = container(location.container), location.depth >= 1,
      location.depth <= content.presentations.count
    else { return nil }
    return content.presentations[location.depth - 1].style
  }

  /// How many modal layers a tab or an open scene presents.
  /// - Parameter container: The tab or scene.
  /// - Returns: The number of layers, or `nil` when there is no such tab or open scene.
  public func presentationDepth(of container: ContainerID) -> Int? {
    self.container(container)?.presentations.count
  }

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
