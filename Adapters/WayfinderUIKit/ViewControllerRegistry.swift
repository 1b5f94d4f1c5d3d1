#if canImport(UIKit)
public import UIKit
public import Wayfinder

/// Where the view controllers of an app's routes come from: the app's own view controller
/// for a route, else a ``ScreenViewController`` that draws the route's ``Screen``, else one
/// that says no screen is registered.
///
/// A route that moves in with a zoom (``ScreenTransition/zoom``) grows out of the view that
/// `transitionSource` names in the controller below it, and shrinks back into it.
///
/// ```swift
/// let registry = ViewControllerRegistry(
///   viewController: { route in
///     guard case .detail(let id)? = route.as(TasksRoute.self) else { return nil }
///     return TaskViewController(id: id)
///   },
///   screen: { route in app.screens.screen(for: route) },
///   transitionSource: { route, below in (below as? TaskViewController)?.editButton })
/// ```
@MainActor
public struct ViewControllerRegistry {
  private let viewController: @MainActor (AnyRoute) -> UIViewController?
  private let screen: @MainActor (AnyRoute) -> Screen?
  /// The view a zooming route grows out of, in the controller it zooms from.
  let transitionSource: @MainActor (AnyRoute, UIViewController) -> UIView?

  /// Creates a registry.
  /// - Parameters:
  ///   - viewController: The app's view controller for a route, or `nil` to draw its screen.
  ///   - screen: The screen model of a route, or `nil` when the app has none.
  ///   - transitionSource: The view that a route moving in with a zoom grows out of, in the
  ///     controller it is pushed or presented from; `nil` lets UIKit zoom without one.
  public init(
    viewController: @escaping @MainActor (AnyRoute) -> UIViewController? = { _ in nil },
    screen: @escaping @MainActor (AnyRoute) -> Screen? = { _ in nil },
    transitionSource: @escaping @MainActor (AnyRoute, UIViewController) -> UIView? = { _, _ in
      nil
    }
  ) {
    self.viewController = viewController
    self.screen = screen
    self.transitionSource = transitionSource
  }

  /// A new view controller for a route.
  /// - Parameter route: The route of a stack entry.
  /// - Returns: The app's view controller, or a ``ScreenViewController``.
  public func makeViewController(for route: AnyRoute) -> UIViewController {
    if let controller = viewController(route) { return controller }
    let screen =
      screen(route)
      ?? Screen(title: route.description, content: ["No screen is registered for this route."])
    return ScreenViewController(screen)
  }
}
#endif
