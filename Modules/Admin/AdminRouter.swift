public import Wayfinder

/// The Admin tab's screens (a pro tab, hidden from everyone else).
@Route(path: "admin")
public enum AdminRoute {
  /// The console.
  case console
  /// The users of the workspace.
  case users
}

/// What the user does in Admin.
public enum AdminInteraction: ModuleInteraction {
  /// The user tapped "Users".
  case usersTapped
  public static let moduleKey: ModuleKey = AdminRoute.moduleKey
}

/// What Admin asks of navigation.
@FeatureNavigation(route: AdminRoute.self)
@MainActor
public protocol AdminNavigation {
  /// Goes back.
  func back()
}

/// Admin's router and screens.
package struct AdminRouter: FeatureRouter {
  /// Creates the module.
  package init() {}

  package func respond(
    to interaction: AdminInteraction, in state: NavigationState
  )
    -> ModuleResponse<AdminRoute>
  {
    switch interaction {
    case .usersTapped: return .show(.users)
    }
  }

  @MainActor
  package func screen(for route: AdminRoute, sink: any NavigationIntentSink) -> Screen {
    screen(
      for: route, navigation: LiveAdminNavigation(sink: sink),
      send: { sink.send(.interaction(AnyInteraction($0)), from: AdminRoute.moduleKey) })
  }

  /// The screen of a route, with its actions bound to a handle and an interaction sender.
  @MainActor
  package func screen(
    for route: AdminRoute, navigation: any AdminNavigation,
    send: @escaping @MainActor (AdminInteraction) -> Void
  ) -> Screen {
    switch route {
    case .console:
      return Screen(
        title: "Admin console", content: ["Workspace health: good."],
        actions: [ScreenAction("Users") { _ in send(.usersTapped) }])
    case .users:
      return Screen(
        title: "Users", content: ["1 user in this workspace."],
        actions: [ScreenAction("Back") { _ in navigation.back() }])
    }
  }
}

/// The Admin feature's entry point.
public enum AdminFeature {
  /// The feature's routes, their screens and what its interactions mean.
  /// - Returns: The registration, for the app's bus builder.
  public static func registration() -> FeatureRegistration {
    let module = AdminRouter()
    return FeatureRegistration("admin").routes(module) { module.screen(for: $0, sink: $1) }
  }
}
