import Wayfinder

/// A small feature for the app layer's tests: a home screen and a vault that needs premium.
enum Screens: NavigationRoute {
  case home
  case vault

  static let moduleKey: ModuleKey = "screens"
  static let routeCases = [
    RouteCase(name: "home"), RouteCase(name: "vault", requirement: .premium),
  ]
  var routeComponents: RouteComponents { RouteComponents(name: self == .home ? "home" : "vault") }
  init(routeComponents: RouteComponents) throws(RouteDecodingError) {
    switch routeComponents.name {
    case "home": self = .home
    case "vault": self = .vault
    default: throw .unknownCase(module: Self.moduleKey, name: routeComponents.name, known: [])
    }
  }
}

enum ScreensInteraction: ModuleInteraction {
  case open(vault: Bool)
  static let moduleKey: ModuleKey = "screens"
}

struct ScreensModule: FeatureRouter {
  func respond(
    to interaction: ScreensInteraction, in state: NavigationState
  )
    -> ModuleResponse<Screens>
  {
    if case .open(let vault) = interaction { return .show(vault ? .vault : .home) }
    return .nothing
  }
}
