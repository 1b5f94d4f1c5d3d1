public import Wayfinder

/// One feature as the showcase composes it: its module registration, where its routes live for
/// links and pushes, and how its screens are drawn. Adding a feature to the app is one of these
/// in ``Showcase/features`` plus its tab or scene in ``ShowcaseShell``.
@MainActor
public struct ShowcaseFeature {
  /// The module's registration on the bus.
  public let registration: ModuleRegistration
  /// The tab its pushed routes live in, if any.
  public let homeTab: TabID?
  let addLinks: (inout DeepLinkResolverBuilder) -> Void
  let render: @MainActor (AnyRoute, any NavigationIntentSink) -> Screen?

  init<Module: ScreenRendering>(
    _ module: Module, homeTab: TabID?, addLinks: @escaping (inout DeepLinkResolverBuilder) -> Void
  ) {
    registration = ModuleRegistration(module)
    self.homeTab = homeTab
    self.addLinks = addLinks
    render = { route, sink in module.screen(for: route, sink: sink) }
  }

  /// A feature whose routes live in a tab; `root` is the tab's root screen.
  public static func tab<Module: ScreenRendering>(
    _ module: Module, _ tab: TabID, root: Module.Route? = nil
  ) -> ShowcaseFeature {
    ShowcaseFeature(module, homeTab: tab) {
      $0.addRoutes(Module.Route.self, toTab: tab, root: root)
    }
  }

  /// A feature of modal screens (sign-in, the paywall) that appear over any tab.
  public static func overAnyTab<Module: ScreenRendering>(
    _ module: Module, tabs: [TabID]
  ) -> ShowcaseFeature {
    ShowcaseFeature(module, homeTab: nil) { builder in
      for tab in tabs { builder.addRoutes(Module.Route.self, toTab: tab) }
    }
  }

  /// A feature whose routes live in a scene (a window, the settings pane, a space).
  public static func scene<Module: ScreenRendering>(
    _ module: Module, _ scene: SceneID
  ) -> ShowcaseFeature {
    ShowcaseFeature(module, homeTab: nil) { $0.addRoutes(Module.Route.self, toScene: scene) }
  }
}
