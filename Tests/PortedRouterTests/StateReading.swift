import Wayfinder

/// The state read as a test outside the package reads it: through its public queries.
extension NavigationState {
  /// The routes of a tab's base stack (the ported app's tabs have no root routes, so these are
  /// the pushed ones), or `nil` when there is no such tab.
  func pushed(inTab tab: TabID) -> [AnyRoute]? {
    routes(at: StackLocation(container: .tab(tab), depth: 0))
  }

  /// The route that each modal layer of a tab presented, bottom first.
  func presented(inTab tab: TabID) -> [AnyRoute] {
    layers(inTab: tab).compactMap { routes(at: $0)?.first }
  }

  /// The style of each modal layer of a tab, bottom first.
  func presentedStyles(inTab tab: TabID) -> [PresentationStyle] {
    layers(inTab: tab).compactMap { presentationStyle(at: $0) }
  }

  /// The route at the bottom of an open scene's stack, or `nil` when it is not open.
  func root(ofScene scene: SceneID) -> AnyRoute? {
    routes(at: StackLocation(container: .scene(scene), depth: 0))?.first
  }

  private func layers(inTab tab: TabID) -> [StackLocation] {
    let count = presentationDepth(of: .tab(tab)) ?? 0
    return (0..<count).map { StackLocation(container: .tab(tab), depth: $0 + 1) }
  }
}
