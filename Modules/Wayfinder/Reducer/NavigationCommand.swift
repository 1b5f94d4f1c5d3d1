/// One change to a ``NavigationState``, applied by its pure reducer (``NavigationState/apply(_:)``).
///
/// Commands act on the focused container (the focused scene, or else the selected tab) and, within
/// it, on the focused stack (the top modal layer's, or else the base stack).
public enum NavigationCommand: Equatable, Sendable, CustomStringConvertible {
  /// Pushes a route onto the focused stack.
  case push(AnyRoute)
  /// Replaces the top of the focused stack (its root when nothing is pushed).
  case replace(AnyRoute)
  /// Shows a route in a style: modal styles add a layer, `push` and `replace` act on the stack,
  /// scene styles open the scene, and `tab` selects the tab and pushes the route there.
  case present(AnyRoute, style: PresentationStyle)
  /// Dismisses the top `levels` modal layers of the focused container.
  case dismiss(levels: Int)
  /// Dismisses every modal layer of the focused container; nothing happens when there is none.
  case dismissAll
  /// Pops `count` routes off the focused stack.
  case pop(count: Int)
  /// Pops the focused stack down to the nearest route (searching from the top) that matches.
  case popTo(RouteQuery)
  /// Pops the focused stack to its root; nothing happens when it is already there.
  case popToRoot
  /// Selects a tab, gives the main window focus, then applies `then` in order, all or nothing.
  case selectTab(TabID, then: [NavigationCommand])
  /// The user tapped the selected tab again: its presentations are dismissed and its stack popped
  /// to the root.
  case reselectTab
  /// Opens a scene with an optional root route and gives it focus. An open scene is focused, and
  /// its content starts over at `root` when `root` is given and differs. Opening an immersive
  /// space closes the one that is open.
  indirect case openScene(SceneID, root: AnyRoute?, immersion: PresentationStyle.Immersion?)
  /// Closes an open scene; focus returns to the main window when it had focus.
  case closeScene(SceneID)
  /// Applies the commands in order, all or nothing.
  case batch([NavigationCommand])
  /// Starts a flow: shows its step route in `presentation` (as ``present(_:style:)-enum.case`` would) and
  /// adds it to ``NavigationState/flows`` with the place that shows it recorded.
  indirect case startFlow(ActiveFlow, presentation: PresentationStyle)
  /// Moves a flow forward to `step`, merging `data` into what it has collected; the step it
  /// leaves goes onto its history.
  case advanceFlow(FlowInstanceID, to: String, data: [String: String])
  /// Merges `data` into what a flow has collected, at the step it is at.
  case editFlow(FlowInstanceID, data: [String: String])
  /// Moves a flow back to the last step of its history.
  case flowBack(FlowInstanceID)
  /// Ends a flow that reached its end, and removes what it shows.
  case completeFlow(FlowInstanceID)
  /// Ends a flow and its sub-flows, and removes what they show.
  case cancelFlow(FlowInstanceID)
  /// Shows again a flow that is no longer shown (an interrupted or restored flow), in
  /// `presentation`; nothing happens when it is shown.
  case resumeFlow(FlowInstanceID, presentation: PresentationStyle)

  /// Pushes a typed route.
  /// - Parameter route: The route.
  /// - Returns: The command.
  public static func push<Route: NavigationRoute>(_ route: Route) -> NavigationCommand {
    .push(AnyRoute(route))
  }

  /// Shows a typed route in its default presentation.
  /// - Parameter route: The route.
  /// - Returns: The command.
  public static func present<Route: NavigationRoute>(_ route: Route) -> NavigationCommand {
    .present(AnyRoute(route), style: route.defaultPresentation)
  }

  /// Shows a typed route in the given style.
  /// - Parameters:
  ///   - route: The route.
  ///   - style: The style.
  /// - Returns: The command.
  public static func present<Route: NavigationRoute>(
    _ route: Route, style: PresentationStyle
  )
    -> NavigationCommand
  {
    .present(AnyRoute(route), style: style)
  }

  /// Dismisses the top modal layer.
  public static var dismiss: NavigationCommand { .dismiss(levels: 1) }

  /// Pops the top route.
  public static var pop: NavigationCommand { .pop(count: 1) }

  /// Selects a tab and does nothing else.
  /// - Parameter tab: The tab.
  /// - Returns: The command.
  public static func selectTab(_ tab: TabID) -> NavigationCommand { .selectTab(tab, then: []) }

  /// Opens a scene.
  /// - Parameters:
  ///   - scene: The scene.
  ///   - root: The route at the bottom of its stack, or `nil`.
  /// - Returns: The command.
  public static func openScene(_ scene: SceneID, root: AnyRoute? = nil) -> NavigationCommand {
    .openScene(scene, root: root, immersion: nil)
  }

  public var description: String {
    switch self {
    case .push(let route): return "push \(route)"
    case .replace(let route): return "replace \(route)"
    case .present(let route, let style): return "present \(route) as \(style)"
    case .dismiss(let levels): return levels == 1 ? "dismiss" : "dismiss \(levels)"
    case .dismissAll: return "dismiss all"
    case .pop(let count): return count == 1 ? "pop" : "pop \(count)"
    case .popTo(let query): return "pop to \(query)"
    case .popToRoot: return "pop to root"
    case .selectTab(let tab, let then):
      return then.isEmpty
        ? "select tab \(tab)"
        : "select tab \(tab), then " + then.map(\.description).joined(separator: ", ")
    case .reselectTab: return "reselect tab"
    case .openScene(let scene, let root, _):
      return root.map { "open scene \(scene) at \($0)" } ?? "open scene \(scene)"
    case .closeScene(let scene): return "close scene \(scene)"
    case .batch(let commands): return commands.map(\.description).joined(separator: "; ")
    case .startFlow(let flow, let style): return "start flow \(flow.id) at \(flow.step) as \(style)"
    case .advanceFlow(let id, let step, _): return "advance flow \(id) to \(step)"
    case .editFlow(let id, let data):
      return "edit flow \(id): " + data.keys.sorted().joined(separator: ", ")
    case .flowBack(let id): return "flow \(id) back"
    case .completeFlow(let id): return "complete flow \(id)"
    case .cancelFlow(let id): return "cancel flow \(id)"
    case .resumeFlow(let id, let style): return "resume flow \(id) as \(style)"
    }
  }
}

/// Which route a ``NavigationCommand/popTo(_:)`` looks for.
///
/// Queries compare equal when their descriptions are equal, so give a custom predicate a
/// description that says what it matches.
public struct RouteQuery: Sendable, Equatable, CustomStringConvertible {
  /// What the query matches, for messages.
  public let description: String
  private let predicate: @Sendable (AnyRoute) -> Bool

  /// Creates a query from a predicate.
  /// - Parameters:
  ///   - description: What the predicate matches, for messages and equality.
  ///   - predicate: Whether a route matches.
  public init(_ description: String, where predicate: @escaping @Sendable (AnyRoute) -> Bool) {
    self.description = description
    self.predicate = predicate
  }

  /// Whether `route` matches.
  /// - Parameter route: A route.
  /// - Returns: `true` when it matches.
  public func matches(_ route: AnyRoute) -> Bool { predicate(route) }

  /// Matches exactly this route.
  /// - Parameter route: The route.
  /// - Returns: The query.
  public static func route(_ route: AnyRoute) -> RouteQuery {
    RouteQuery(route.description) { $0 == route }
  }

  /// Matches exactly this typed route.
  /// - Parameter route: The route.
  /// - Returns: The query.
  public static func route<Route: NavigationRoute>(_ route: Route) -> RouteQuery {
    .route(AnyRoute(route))
  }

  /// Matches any route of a case, whatever its values.
  /// - Parameters:
  ///   - module: The module.
  ///   - name: The case name.
  /// - Returns: The query.
  public static func routeCase(_ module: ModuleKey, _ name: String) -> RouteQuery {
    RouteQuery("\(module)/\(name)") { $0.module == module && $0.name == name }
  }

  /// Matches the first route of a typed route type that satisfies a predicate.
  /// - Parameters:
  ///   - description: What the predicate matches.
  ///   - type: The route type.
  ///   - predicate: Whether a typed route matches.
  /// - Returns: The query.
  public static func first<Route: NavigationRoute>(
    _ description: String, of type: Route.Type, where predicate: @escaping @Sendable (Route) -> Bool
  ) -> RouteQuery {
    RouteQuery(description) { route in route.typed(as: Route.self).map(predicate) ?? false }
  }

  public static func == (lhs: RouteQuery, rhs: RouteQuery) -> Bool {
    lhs.description == rhs.description
  }
}
