extension NavigationState {
  /// Every route in the state: in every tab, presentation and scene.
  public var allRoutes: [AnyRoute] {
    let containers = tabs.map(\.content) + scenes.map(\.content)
    return containers.flatMap { container in
      container.base.routes + container.presentations.flatMap(\.stack.routes)
    }
  }

  /// Whether a route stands anywhere in the state, found without collecting every route.
  func holds(_ route: AnyRoute) -> Bool {
    func holds(_ container: NavigationContainer) -> Bool {
      container.base.holds(route) || container.presentations.contains { $0.stack.holds(route) }
    }
    return tabs.contains { holds($0.content) } || scenes.contains { holds($0.content) }
  }

  /// The state without what the user may no longer see.
  ///
  /// In every stack, the first route that is not kept is removed with everything above it; a
  /// presentation whose route is not kept is dismissed with everything it presented; a scene whose
  /// root is not kept is closed; a tab that is not kept goes back to its root with nothing
  /// presented, and when it was selected the first kept tab is selected instead.
  /// - Parameters:
  ///   - keepingRoute: Whether a route may stay.
  ///   - keepingTab: Whether a tab may keep its content and stay selected.
  /// - Returns: The pruned state; well formed whenever this one is.
  public func pruned(
    keepingRoute: (AnyRoute) -> Bool, keepingTab: (TabID) -> Bool
  ) -> NavigationState {
    var result = self
    for index in result.tabs.indices {
      let id = result.tabs[index].id
      if keepingTab(id) {
        result.withTab(at: index) { $0 = $0.pruned(keepingRoute) }
      } else {
        let root = result.tabs[index].content.base.root.flatMap { keepingRoute($0) ? $0 : nil }
        result.withTab(at: index) { $0 = NavigationContainer(base: RouteStack(root: root)) }
      }
    }
    result.scenes = result.scenes.compactMap { scene in
      if let root = scene.content.base.root, !keepingRoute(root) { return nil }
      var kept = scene
      kept.content = scene.content.pruned(keepingRoute)
      return kept
    }
    if let focused = result.focusedScene, result.scene(focused) == nil {
      result.focusedScene = nil
    }
    if !keepingTab(result.selectedTab), let first = result.tabIDs.first(where: keepingTab) {
      result.selectedTab = first
    }
    return result
  }
}

extension NavigationContainer {
  func pruned(_ keep: (AnyRoute) -> Bool) -> NavigationContainer {
    var result = self
    if let root = base.root, !keep(root) {
      return NavigationContainer(base: RouteStack())
    }
    if let cut = base.path.firstIndex(where: { !keep($0) }) {
      result.base.path.removeSubrange(cut...)
      result.presentations.removeAll()
      return result
    }
    if let cut = presentations.firstIndex(where: { layer in !layer.stack.routes.allSatisfy(keep) })
    {
      let layer = presentations[cut]
      if let root = layer.stack.root, keep(root) {
        result.presentations.removeSubrange((cut + 1)...)
        let firstBad = layer.stack.path.firstIndex(where: { !keep($0) }) ?? layer.stack.path.count
        result.presentations[cut].stack.path.removeSubrange(firstBad...)
      } else {
        result.presentations.removeSubrange(cut...)
      }
    }
    return result
  }
}

extension NavigationState {
  /// The state with every route where an intent could have put it: in each tab and scene, the
  /// first route that `registers` refuses there is removed with everything above it (as
  /// ``pruned(keepingRoute:keepingTab:)`` removes what a guard refuses), a scene whose root is
  /// refused is closed, and every tab has its declared root (a root edited away or replaced is
  /// put back, and what stands above it is checked like the rest), so no tab is left empty.
  /// - Parameters:
  ///   - registers: Whether a route may stand in a container.
  ///   - root: The root a container declares, if any.
  /// - Returns: The state; well formed whenever this one is.
  package func placed(
    by registers: (AnyRoute, ContainerID) -> Bool, roots root: (ContainerID) -> AnyRoute?
  ) -> NavigationState {
    var result = self
    for index in result.tabs.indices {
      let id = ContainerID.tab(result.tabs[index].id)
      let declared = root(id)
      result.withTab(at: index) { content in
        if let declared { content.base.root = declared }
        content = content.pruned { registers($0, id) }
      }
    }
    result.scenes = result.scenes.compactMap { scene in
      let id = ContainerID.scene(scene.id)
      if let sceneRoot = scene.content.base.root, !registers(sceneRoot, id) { return nil }
      var kept = scene
      kept.content = scene.content.pruned { registers($0, id) }
      return kept
    }
    if let focused = result.focusedScene, result.scene(focused) == nil {
      result.focusedScene = nil
    }
    return result
  }
}

extension NavigationState {
  /// The state with every route replaced by what `retype` makes of it; where `retype` gives
  /// `nil` the route is removed with everything above it, as ``pruned(keepingRoute:keepingTab:)``
  /// removes what a guard refuses. A restore reads every saved route back into its type this
  /// way: a restorable value comes back typed, and a transient one, never saved, is removed.
  /// - Parameter retype: The route as its module reads it, or `nil` when it cannot be shown.
  /// - Returns: The state; well formed whenever this one is.
  package func retyped(by retype: (AnyRoute) -> AnyRoute?) -> NavigationState {
    // Only a route that holds stored values changes as it is read back (a saved model becomes
    // the value); one of link values only is checked and kept as it is, without a table.
    var typed: [AnyRoute: AnyRoute] = [:]
    var result = pruned(
      keepingRoute: { route in
        guard let back = retype(route) else { return false }
        if route.components.hasStoredValues { typed[route] = back }
        return true
      }, keepingTab: { _ in true })
    guard !typed.isEmpty else { return result }
    let replace = { (route: AnyRoute) in
      route.components.hasStoredValues ? typed[route] ?? route : route
    }
    for index in result.tabs.indices {
      result.withTab(at: index) { $0.replaceRoutes(replace) }
    }
    for index in result.scenes.indices {
      result.scenes[index].content.replaceRoutes(replace)
    }
    return result
  }
}

extension NavigationContainer {
  fileprivate mutating func replaceRoutes(_ transform: (AnyRoute) -> AnyRoute) {
    base.replaceRoutes(transform)
    for index in presentations.indices { presentations[index].stack.replaceRoutes(transform) }
  }
}

extension RouteStack {
  fileprivate mutating func replaceRoutes(_ transform: (AnyRoute) -> AnyRoute) {
    root = root.map(transform)
    path = path.map(transform)
  }
}
