/// Where an intent came from.
public enum IntentSource: Hashable, Sendable, CustomStringConvertible {
  /// A typed handle of a module.
  case handle(ModuleKey)
  /// A feature interaction of a module.
  case interaction(ModuleKey)
  /// A deep link.
  case link
  /// A restored snapshot.
  case restore
  /// The app itself (the system back gesture, a tab bar tap, a command of the text front).
  case app
  /// A redirect that a guard asked for.
  case redirect
  /// An intent resumed after a redirect, once its condition was met.
  case resume

  public var description: String {
    switch self {
    case .handle(let module): return "handle \(module)"
    case .interaction(let module): return "interaction \(module)"
    case .link: return "link"
    case .restore: return "restore"
    case .app: return "app"
    case .redirect: return "redirect"
    case .resume: return "resume"
    }
  }
}
