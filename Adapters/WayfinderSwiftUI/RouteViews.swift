#if canImport(SwiftUI)
public import SwiftUI
public import Wayfinder

/// Which view draws a route: the views an app registers for its route enums, and for every
/// other route a ``ScreenView`` of the feature's ``Screen`` model, so that a feature with no
/// SwiftUI view of its own is on screen all the same.
///
/// A screen model is made for the window it is drawn in: its actions send through that
/// window's bus, which the model is asked with.
///
/// ```swift
/// var views = RouteViews { route, bus in app.screens.screen(for: route, in: bus) }
/// views.register(TasksRoute.self) { route in TaskView(route: route) }
/// ```
@MainActor
public struct RouteViews {
  private var drawers: [ModuleKey: @MainActor (AnyRoute) -> AnyView?] = [:]
  private let screen: @MainActor (AnyRoute, NavigationBus) -> Screen?

  /// Creates a registry with no view of its own yet.
  /// - Parameter screen: The screen model of a route (its feature draws it) in the window whose
  ///   bus is given, for the routes that have no registered view; `nil` for a route that no
  ///   feature draws.
  public init(screen: @escaping @MainActor (AnyRoute, NavigationBus) -> Screen?) {
    self.screen = screen
  }

  /// Draws a route enum's routes with a view of the app's.
  /// - Parameters:
  ///   - route: The route enum.
  ///   - view: The view of a route.
  public mutating func register<Route: NavigationRoute, Content: View>(
    _ route: Route.Type, @ViewBuilder view: @escaping @MainActor (Route) -> Content
  ) {
    drawers[Route.moduleKey] = { route in route.typed(as: Route.self).map { AnyView(view($0)) } }
  }

  /// The view of a route: the registered view, else the screen model drawn, else a view that
  /// names the route and says that nothing draws it.
  /// - Parameters:
  ///   - route: The route.
  ///   - bus: The bus of the window it is drawn in.
  /// - Returns: The view.
  public func view(for route: AnyRoute, in bus: NavigationBus) -> AnyView {
    if let drawn = drawers[route.module]?(route) { return drawn }
    return AnyView(
      ScreenView(
        screen(route, bus)
          ?? Screen(title: route.description, content: ["No feature draws this screen."])))
  }
}
#endif
