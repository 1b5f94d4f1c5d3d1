/// What became of an intent.
public enum IntentOutcome: Equatable, Sendable, CustomStringConvertible {
  /// The intent was applied.
  case applied
  /// A guard sent the user elsewhere first (sign-in, the paywall); the intent resumes, exactly
  /// as the guard was given it, once `until` is met.
  indirect case redirected(to: NavigationIntent, until: Requirement, reason: String)
  /// A guard refused the intent.
  case blocked(reason: String)
  /// The intent could not be applied to the state.
  case failed(String)

  /// Whether navigation happened as asked.
  public var didNavigate: Bool { self == .applied }

  public var description: String {
    switch self {
    case .applied: return "applied"
    case .redirected(let intent, _, let reason): return "redirected to \(intent) (\(reason))"
    case .blocked(let reason): return "blocked: \(reason)"
    case .failed(let reason): return "failed: \(reason)"
    }
  }
}
