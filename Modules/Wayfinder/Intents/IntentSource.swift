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
  /// The app itself, in its own code.
  case app
  /// The user, through the renderer, which has already moved: a back swipe, a sheet swiped down,
  /// a tab bar tap, a window closed (``NavigationViewModel/report(_:)``). When the chain refuses
  /// it, the renderer draws the bus's state again.
  case userInterface
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
    case .userInterface: return "ui"
    case .redirect: return "redirect"
    case .resume: return "resume"
    }
  }
}
