extension DeepLinkResolver {
  /// Whether a route is one of those registered in a container (`addRoutes(_:toTab:)`,
  /// `addRoutes(_:toScene:)`), where a link or an intent can put it. A flow's step stands
  /// anywhere. A route placed elsewhere (a snapshot edited by hand) is one no intent could build.
  /// - Parameters:
  ///   - route: The route.
  ///   - container: The tab or scene it stands in.
  /// - Returns: Whether it is registered there; `true` for a container or a module the resolver
  ///   does not know at all (the bus refuses those itself, naming them, since a snapshot that
  ///   names them needs a migration rather than a silent cut).
  package func registers(_ route: AnyRoute, in container: ContainerID) -> Bool {
    if route.module == .flow { return true }
    guard let index = containerIndex(container) else { return true }
    if tables.entry(of: route, in: index) != nil { return true }
    return !tables.routes.contains { $0.module == route.module }
  }

  /// The root route a container declares, if any.
  /// - Parameter container: The tab or scene.
  /// - Returns: Its root, or `nil`.
  package func declaredRoot(of container: ContainerID) -> AnyRoute? {
    containerIndex(container).flatMap { tables.containers[$0].root }
  }

  private func containerIndex(_ container: ContainerID) -> Int? {
    switch container {
    case .tab(let tab): return tables.tabIndex(tab)
    case .scene(let scene): return tables.sceneIndex(scene)
    }
  }
}
