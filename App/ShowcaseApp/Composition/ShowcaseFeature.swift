public import Wayfinder

/// Where one of a feature's route enums lives in the showcase: in a tab (its pushed routes and
/// its links), over any tab (sign-in, the paywall) or in a scene. The features say what their
/// routes are; the app says where they go.
public struct ShowcasePlacement: Sendable {
  /// The route enum's module.
  public let module: ModuleKey
  /// The tab its pushed routes live in, if any.
  public let homeTab: TabID?
  /// The scene its routes live in, if any.
  public var scene: SceneID?
  let addLinks: @Sendable (inout DeepLinkResolverBuilder) -> Void

  /// Routes that live in a tab; `root` is the tab's root screen.
  public static func tab<Route: NavigationRoute>(
    _ route: Route.Type, _ tab: TabID, root: Route? = nil
  ) -> ShowcasePlacement {
    ShowcasePlacement(module: Route.moduleKey, homeTab: tab) {
      $0.addRoutes(Route.self, toTab: tab, root: root)
    }
  }

  /// Modal routes (sign-in, the paywall) that appear over any of `tabs`.
  public static func overAnyTab<Route: NavigationRoute>(
    _ route: Route.Type, tabs: [TabID]
  ) -> ShowcasePlacement {
    ShowcasePlacement(module: Route.moduleKey, homeTab: nil) { builder in
      for tab in tabs { builder.addRoutes(Route.self, toTab: tab) }
    }
  }

  /// Routes that live in a scene (a window, the settings pane, a space).
  public static func scene<Route: NavigationRoute>(
    _ route: Route.Type, _ scene: SceneID
  ) -> ShowcasePlacement {
    var placement = ShowcasePlacement(module: Route.moduleKey, homeTab: nil) {
      $0.addRoutes(Route.self, toScene: scene)
    }
    placement.scene = scene
    return placement
  }
}
