/// Collects what links can reach (tabs, their routes and root routes, scenes, flows), then
/// freezes it into a ``DeepLinkResolver``.
///
/// ```swift
/// var builder = DeepLinkResolverBuilder(scheme: "myapp", host: "app", shell: shell)
/// builder.addRoutes(TasksRoute.self, toTab: "tasks", root: .list)
/// builder.addRoutes(SharedRoute.self, toTab: "tasks")
/// builder.addRoutes(PreferencesRoute.self, toScene: .window("preferences"))
/// let resolver = try builder.build()
/// ```
///
/// Only the app knows which tab a route lives in, so the app registers each route type with
/// every tab or scene that shows it. Registration order does not matter; ``build()`` checks
/// everything at once and names both parties of any conflict.
public struct DeepLinkResolverBuilder: Sendable {
  /// The link scheme, for example `myapp`.
  public var scheme: String
  /// The link host, for example `app`.
  public var host: String
  /// What to do with query items that are not navigation; ``LinkQueryPolicy/refuseAll`` unless
  /// set.
  public var queryPolicy = LinkQueryPolicy.refuseAll
  var origins: [LinkOrigin] = []
  var tabs: [TabDeclaration] = []
  var scenes: [SceneDeclaration] = []
  var flows: [FlowDeclaration] = []
  var registrations: [(container: ContainerID, routes: RouteRegistration)] = []
  var roots: [(tab: TabID, root: AnyRoute)] = []
  var movedLinks: [(old: String, current: String)] = []

  /// Creates an empty builder.
  /// - Parameters:
  ///   - scheme: The link scheme, for example `myapp`.
  ///   - host: The link host, for example `app`.
  public init(scheme: String, host: String) {
    self.scheme = scheme
    self.host = host
  }

  /// Creates a builder with the shell's tabs, scenes and flows.
  /// - Parameters:
  ///   - scheme: The link scheme.
  ///   - host: The link host.
  ///   - shell: The app's shell.
  public init(scheme: String, host: String, shell: ShellConfiguration) {
    self.init(scheme: scheme, host: host)
    tabs = shell.tabs
    scenes = shell.scenes
    flows = shell.flows
  }

  /// Declares another origin whose links open the same states as `scheme://host`: a universal
  /// link domain, or a second custom scheme.
  /// - Parameter origin: The origin.
  public mutating func addOrigin(_ origin: LinkOrigin) { origins.append(origin) }

  /// Declares a tab, with its requirement and how it appears while the requirement is unmet.
  /// - Parameter tab: The tab.
  public mutating func addTab(_ tab: TabDeclaration) { tabs.append(tab) }

  /// Declares a scene that links can open.
  /// - Parameter scene: The scene.
  public mutating func addScene(_ scene: SceneDeclaration) { scenes.append(scene) }

  /// Declares a link shape the app used to have (a website's former URL) and the current link
  /// it opens; a segment that starts with `:` is a parameter. An old shape is read only when a
  /// link does not open as a current one, a parameter never takes a name of the current grammar
  /// (so `/tasks/detail` with its value missing keeps its own error), and what it opens goes
  /// through the same guards; generation never writes it.
  ///
  /// ```swift
  /// builder.addMovedLink("/tasks/:id", opens: "/tasks/detail/:id")
  /// ```
  /// - Parameters:
  ///   - old: The old shape, from its first `/`.
  ///   - current: The current link's path, naming the old shape's parameters.
  public mutating func addMovedLink(_ old: String, opens current: String) {
    movedLinks.append((old, current))
  }

  /// Declares a flow that links can start.
  /// - Parameter flow: The flow.
  public mutating func addFlow(_ flow: FlowDeclaration) { flows.append(flow) }

  /// Makes a route type's cases reachable in a tab, optionally as the tab's root route.
  /// - Parameters:
  ///   - type: The route type.
  ///   - tab: The tab.
  ///   - root: The route at the bottom of the tab's stack, if it is one of this type's.
  public mutating func addRoutes<Route: NavigationRoute>(
    _ type: Route.Type, toTab tab: TabID, root: Route? = nil
  ) {
    addRoutes(RouteRegistration(type), to: .tab(tab), root: root.map(AnyRoute.init))
  }

  /// Makes a route type's cases reachable in a scene.
  /// - Parameters:
  ///   - type: The route type.
  ///   - scene: The scene.
  public mutating func addRoutes<Route: NavigationRoute>(
    _ type: Route.Type, toScene scene: SceneID
  ) {
    addRoutes(RouteRegistration(type), to: .scene(scene))
  }

  /// Makes described routes reachable in a tab or scene.
  /// - Parameters:
  ///   - routes: The routes.
  ///   - container: The tab or scene.
  ///   - root: The tab's root route, if it is one of these; ignored for scenes, whose links
  ///     name their root.
  package mutating func addRoutes(
    _ routes: RouteRegistration, to container: ContainerID, root: AnyRoute? = nil
  ) {
    registrations.append((container, routes))
    if case .tab(let tab) = container, let root { roots.append((tab, root)) }
  }

  /// Checks the declarations and freezes them.
  /// - Returns: The resolver.
  /// - Throws: An error naming the first conflict or unusable name found, for example two
  ///   tabs with the same name.
  public func build() throws -> DeepLinkResolver {
    try makeResolver()
  }

  /// ``build()`` with its error typed, for the package's tools and tests.
  package func makeResolver() throws(DeepLinkBuildError) -> DeepLinkResolver {
    DeepLinkResolver(
      tables: try DeepLinkTables(self),
      shell: ShellConfiguration(tabs: tabs, scenes: scenes, flows: flows))
  }
}
