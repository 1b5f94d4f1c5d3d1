/// What happened when the saved navigation was restored at launch.
public enum RestoreReport: Equatable, Sendable, CustomStringConvertible {
  /// Nothing was saved; the app starts clean.
  case nothingSaved
  /// The saved navigation is shown again; `removed` entries no longer passed the guards.
  case restored(removed: Int)
  /// The saved navigation could not be used; the app starts clean, for this reason.
  case fellBack(String)

  public var description: String {
    switch self {
    case .nothingSaved: return "no saved navigation; starting fresh"
    case .restored(let removed):
      return removed == 0
        ? "restored the saved navigation"
        : "restored the saved navigation without \(removed) screen(s) you can no longer open"
    case .fellBack(let reason): return "starting fresh: \(reason)"
    }
  }
}
