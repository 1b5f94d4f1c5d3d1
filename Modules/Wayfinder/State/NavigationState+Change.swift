/// What a change does to what the user sees, worked out by comparing the state before and after
/// it: the one answer to "does this go back, does it close a screen, what does it bring back on
/// top" that planning, the guards and the flows rely on.
package struct NavigationChange {
  /// The state once the change is applied.
  package let after: NavigationState
  /// The route the change brings back on top: one that was already in the state, below what was
  /// on top; `nil` when the top does not change or shows something new.
  package let revealed: AnyRoute?
  /// Whether a screen that was there is gone: a route, a presented layer or a scene.
  package let closesScreens: Bool
  /// Whether the change only goes back: it closes screens, shows nothing that was not there,
  /// and leaves the selected tab and the focused scene as they were.
  package let goesBack: Bool

  /// Compares two states. Only what differs is looked at: a tab or scene whose content is the
  /// same in both (a change leaves every other container's storage shared) is skipped, and in a
  /// stack that changed, the routes from the bottom that stand as they were.
  /// - Parameters:
  ///   - before: The state before the change.
  ///   - after: The state after it.
  init(from before: NavigationState, to after: NavigationState) {
    self.after = after
    // How many more times each route stands in `before` than in `after`: positive for a route
    // that is gone, negative for one that is new.
    var difference = RouteDifference()
    for tab in after.tabs {
      difference.compare(before.tabs.first { $0.id == tab.id }?.content, tab.content)
    }
    for tab in before.tabs where !after.tabs.contains(where: { $0.id == tab.id }) {
      difference.compare(tab.content, nil)
    }
    for scene in after.scenes {
      difference.compare(before.scene(scene.id)?.content, scene.content)
    }
    let closedScene = before.scenes.contains { scene in after.scene(scene.id) == nil }
    for scene in before.scenes where after.scene(scene.id) == nil {
      difference.compare(scene.content, nil)
    }
    closesScreens = closedScene || difference.removesAny
    goesBack =
      closesScreens && !difference.addsAny && after.selectedTab == before.selectedTab
      && (after.focusedScene == before.focusedScene || closedScene)
      && after.scenes.count <= before.scenes.count
    let top = after.topRoute
    if let top, top != before.topRoute, before.holds(top) {
      revealed = top
    } else {
      revealed = nil
    }
  }
}

/// The routes one state has more or fewer of than another, counted over what differs.
private struct RouteDifference {
  private var counts: [AnyRoute: Int] = [:]

  /// Whether a route stands fewer times after than before: a screen is gone.
  var removesAny: Bool { counts.values.contains { $0 > 0 } }
  /// Whether a route stands more times after than before: something new is shown.
  var addsAny: Bool { counts.values.contains { $0 < 0 } }

  /// Counts what differs between a container before and after; `nil` for one that is not there.
  mutating func compare(_ before: NavigationContainer?, _ after: NavigationContainer?) {
    guard before != after else { return }
    let levels = max(before?.levels ?? 0, after?.levels ?? 0)
    for level in 0..<levels {
      compare(before?.stack(at: level), after?.stack(at: level))
    }
  }

  /// Counts what differs between a stack before and after, past the routes from the bottom
  /// that stand as they were.
  private mutating func compare(_ before: RouteStack?, _ after: RouteStack?) {
    let gone = before?.path ?? []
    let shown = after?.path ?? []
    var same = 0
    if before?.root == after?.root {
      while same < gone.count, same < shown.count, gone[same] == shown[same] { same += 1 }
    } else {
      if let root = before?.root { counts[root, default: 0] += 1 }
      if let root = after?.root { counts[root, default: 0] -= 1 }
    }
    for route in gone[same...] { counts[route, default: 0] += 1 }
    for route in shown[same...] { counts[route, default: 0] -= 1 }
  }
}

extension NavigationContainer {
  /// How many stacks it holds: the base and one per presentation.
  fileprivate var levels: Int { presentations.count + 1 }

  /// The stack at a level: the base at 0, then each presentation's; `nil` past the top.
  fileprivate func stack(at level: Int) -> RouteStack? {
    if level == 0 { return base }
    return level <= presentations.count ? presentations[level - 1].stack : nil
  }
}

extension NavigationState {
  /// What a command would do to what the user sees.
  /// - Parameter command: The command.
  /// - Returns: The change, or `nil` when the reducer refuses the command here.
  package func change(by command: NavigationCommand) -> NavigationChange? {
    var after = self
    guard (try? after.apply(command)) != nil else { return nil }
    return NavigationChange(from: self, to: after)
  }
}
