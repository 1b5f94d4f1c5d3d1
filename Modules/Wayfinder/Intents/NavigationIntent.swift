/// What some source of intent (a handle call, an interaction, a link, a restored snapshot) asks
/// of navigation, before the middleware chain and the module router have decided anything.
public enum NavigationIntent: Equatable, Sendable, CustomStringConvertible {
  /// Show a route, in the given style or, when `nil`, as the app decides.
  case show(AnyRoute, style: PresentationStyle?)
  /// Dismiss the top presentation.
  case dismiss
  /// Pop the top route of the focused stack.
  case pop
  /// Pop the focused stack to its root.
  case popToRoot
  /// The system back gesture: pop, or dismiss when the focused stack is at its root.
  case back
  /// Select a tab.
  case selectTab(TabID)
  /// Navigation that is already decided.
  case commands([NavigationCommand])
  /// A feature's interaction; the app's mapping or the module's router turns it into an intent.
  case interaction(AnyInteraction)
  /// A deep link, resolved by the app's link resolver.
  case link(String)
  /// A saved state to show again, re-checked by every guard first.
  indirect case restore(NavigationState)
  /// A flow move: the app's ``FlowEngine`` decides what it means, the guards check the flow's
  /// and its steps' requirements.
  case flow(FlowRequest)

  /// Shows a typed route as the app decides.
  /// - Parameter route: The route.
  /// - Returns: The intent.
  public static func show<Route: NavigationRoute>(_ route: Route) -> NavigationIntent {
    .show(AnyRoute(route), style: nil)
  }

  public var description: String {
    switch self {
    case .show(let route, let style): return "show \(route)" + (style.map { " as \($0)" } ?? "")
    case .dismiss: return "dismiss"
    case .pop: return "pop"
    case .popToRoot: return "pop to root"
    case .back: return "back"
    case .selectTab(let tab): return "select tab \(tab)"
    case .commands(let commands): return commands.map(\.description).joined(separator: "; ")
    case .interaction(let interaction): return "interaction \(interaction)"
    case .link(let link): return "open \(link)"
    case .restore: return "restore snapshot"
    case .flow(let request): return request.description
    }
  }
}
