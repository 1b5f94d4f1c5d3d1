/// What became of an intent.
public enum IntentOutcome: Equatable, Sendable, CustomStringConvertible {
  /// The intent was applied.
  case applied
  /// A flow move was applied and the flow landed at a step: a start, or a flow opened at a step
  /// (from a link, for example), with the step it reached and why.
  case landed(FlowLanding)
  /// A flow move was applied and moved the flow: forward, back, or to its completion.
  case moved(FlowMove)
  /// A guard sent the user elsewhere first (sign-in, the paywall); the intent resumes, exactly
  /// as the guard was given it, once `until` is met.
  indirect case redirected(to: NavigationIntent, until: Requirement, reason: String)
  /// A guard refused the intent.
  case blocked(reason: String)
  /// The intent could not be applied to the state.
  case failed(String)

  /// Whether navigation happened as asked.
  public var didNavigate: Bool {
    switch self {
    case .applied, .landed, .moved: return true
    case .redirected, .blocked, .failed: return false
    }
  }

  public var description: String {
    switch self {
    case .applied: return "applied"
    case .landed(let landing): return "applied: \(landing)"
    case .moved(.step(let step)): return "applied: moved to '\(step)'"
    case .moved(.completed): return "applied: completed"
    case .redirected(let intent, _, let reason): return "redirected to \(intent) (\(reason))"
    case .blocked(let reason): return "blocked: \(reason)"
    case .failed(let reason): return "failed: \(reason)"
    }
  }
}
