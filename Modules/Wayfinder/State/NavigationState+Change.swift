/// What a change does to what the user sees, worked out by comparing the state before and after
/// it: the one answer to "does this go back, does it close a screen, what does it bring back on
/// top" that planning, the guards and the flows rely on.
struct NavigationChange {
  /// The state once the change is applied.
  let after: NavigationState
  /// The route the change brings back on top: one that was already in the state, below what was
  /// on top; `nil` when the top does not change or shows something new.
  let revealed: AnyRoute?
  /// Whether a screen that was there is gone: a route, a presented layer or a scene.
  let closesScreens: Bool
  /// Whether the change only goes back: it closes screens, shows nothing that was not there,
  /// and leaves the selected tab and the focused scene as they were.
  let goesBack: Bool

  /// Compares two states.
  /// - Parameters:
  ///   - before: The state before the change.
  ///   - after: The state after it.
  init(from before: NavigationState, to after: NavigationState) {
    self.after = after
    var counts: [AnyRoute: Int] = [:]
    for route in before.allRoutes { counts[route, default: 0] += 1 }
    var showsNew = false
    for route in after.allRoutes {
      let left = counts[route, default: 0] - 1
      if left < 0 { showsNew = true }
      counts[route] = left
    }
    let closedScene = before.scenes.contains { scene in after.scene(scene.id) == nil }
    closesScreens = closedScene || counts.values.contains { $0 > 0 }
    goesBack =
      closesScreens && !showsNew && after.selectedTab == before.selectedTab
      && (after.focusedScene == before.focusedScene || closedScene)
      && after.scenes.count <= before.scenes.count
    let top = after.topRoute
    if let top, top != before.topRoute, before.allRoutes.contains(top) {
      revealed = top
    } else {
      revealed = nil
    }
  }
}

extension NavigationState {
  /// What a command would do to what the user sees.
  /// - Parameter command: The command.
  /// - Returns: The change, or `nil` when the reducer refuses the command here.
  func change(by command: NavigationCommand) -> NavigationChange? {
    var after = self
    guard (try? after.apply(command)) != nil else { return nil }
    return NavigationChange(from: self, to: after)
  }
}
