/// What happened when the saved navigation was restored at launch.
public enum RestoreReport: Equatable, Sendable, CustomStringConvertible {
  /// Nothing was saved; the app starts clean.
  case nothingSaved
  /// The saved navigation is shown again without the screens in `removed`, each as the route
  /// and the reason it was left out (`tasks/analytics (needs premium)`).
  case restored(removed: [String])
  /// The saved navigation could not be used; the app starts clean, for this reason.
  case fellBack(String)

  public var description: String {
    switch self {
    case .nothingSaved: return "no saved navigation; starting fresh"
    case .restored(let removed):
      return removed.isEmpty
        ? "restored the saved navigation"
        : "restored the saved navigation without \(removed.count) screen(s): "
          + removed.joined(separator: "; ")
    case .fellBack(let reason): return "starting fresh: \(reason)"
    }
  }
}
