/// What a module's router asks for in answer to an interaction.
public enum ModuleResponse<Route: NavigationRoute>: Sendable, Equatable {
  /// Show one of the module's routes; the app places it.
  case show(Route, style: PresentationStyle? = nil)
  /// Dismiss the top presentation.
  case dismiss
  /// Pop the top route.
  case pop
  /// Pop to the root.
  case popToRoot
  /// Nothing to do.
  case nothing

  var answer: RouterAnswer {
    switch self {
    case .show(let route, let style): return .navigate(.show(AnyRoute(route), style: style))
    case .dismiss: return .navigate(.dismiss)
    case .pop: return .navigate(.pop)
    case .popToRoot: return .navigate(.popToRoot)
    case .nothing: return .nothing
    }
  }
}
