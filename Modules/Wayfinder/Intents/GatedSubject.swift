/// What needs a requirement in a request: a route to be shown, a tab to be selected, or a route
/// that going back would reveal again.
public enum GatedSubject: Hashable, Sendable, CustomStringConvertible {
  /// A route that would be shown, or revealed by going back.
  case route(AnyRoute)
  /// A tab that would be selected.
  case tab(TabID)
  /// A flow that would start or move.
  case flow(String)
  /// A step of a flow that would be shown.
  case flowStep(flow: String, step: String)

  public var description: String {
    switch self {
    case .route(let route): return "route \(route)"
    case .tab(let tab): return "tab \(tab)"
    case .flow(let flow): return "flow \(flow)"
    case .flowStep(let flow, let step): return "step \(step) of flow \(flow)"
    }
  }
}
