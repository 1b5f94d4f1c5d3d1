/// A feature module that can describe its screens: how each of its routes looks and which
/// actions it offers. The description stays inside the module; the app reaches it only through
/// the entry point.
///
/// ```swift
/// extension TasksModule: ScreenRendering {
///   public func screen(for route: TasksRoute, sink: any NavigationIntentSink) -> Screen {
///     screen(for: route, navigation: LiveTasksNavigation(sink: sink))
///   }
/// }
/// ```
public protocol ScreenRendering: FeatureModule {
  /// The screen that shows a route.
  /// - Parameters:
  ///   - route: One of the module's routes.
  ///   - sink: Where the screen's actions send their intents (the app's bus), through the
  ///     module's typed handle.
  /// - Returns: The screen.
  @MainActor func screen(for route: Route, sink: any NavigationIntentSink) -> Screen
}

extension ScreenRendering {
  /// The screen of a type-erased route, when it is one of this module's.
  /// - Parameters:
  ///   - route: A route of any module.
  ///   - sink: Where the screen's actions send their intents.
  /// - Returns: The screen, or `nil` when the route is not this module's or does not decode.
  @MainActor public func screen(for route: AnyRoute, sink: any NavigationIntentSink) -> Screen? {
    guard route.module == Route.moduleKey, let typed = route.typed(as: Route.self) else {
      return nil
    }
    return screen(for: typed, sink: sink)
  }
}
