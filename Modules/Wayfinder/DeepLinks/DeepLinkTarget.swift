/// Where a link leads, as typed values: a tab or a scene with the routes to show there, or a
/// flow.
///
/// ```swift
/// // myapp://app/tasks/detail/42/edit
/// .tab("tasks", routes: [
///   LinkedRoute(AnyRoute(TasksRoute.detail(id: "42")), style: .push),
///   LinkedRoute(AnyRoute(TasksRoute.edit(id: "42")), style: .sheet),
/// ])
/// ```
package enum DeepLinkTarget: Hashable, Sendable, CustomStringConvertible {
  /// A tab, reset to its root route, then the routes in order: `push` routes go onto the top
  /// stack, modal styles open a layer of their own.
  case tab(TabID, routes: [LinkedRoute])
  /// A scene, opened with the first route as the root of its stack (none for the scene's own
  /// root screen), then the other routes as in a tab.
  case scene(SceneID, routes: [LinkedRoute])
  /// A flow to start, at a step when one is named. A step given by number is reported by name.
  case flow(String, step: String?)

  package var description: String {
    switch self {
    case .tab(let tab, let routes):
      return (["tab \(tab)"] + routes.map(\.description)).joined(separator: " > ")
    case .scene(let scene, let routes):
      return (["scene \(scene)"] + routes.map(\.description)).joined(separator: " > ")
    case .flow(let flow, let step):
      return "flow \(flow)" + (step.map { " at step \($0)" } ?? "")
    }
  }
}

/// A route in a link and how it is shown over the route before it.
package struct LinkedRoute: Hashable, Sendable, CustomStringConvertible {
  /// The route.
  package var route: AnyRoute
  /// `push`, or a modal style (sheet, full screen, popover, ornament).
  package var style: PresentationStyle

  /// Creates a linked route.
  /// - Parameters:
  ///   - route: The route.
  ///   - style: `push` or a modal style.
  package init(_ route: AnyRoute, style: PresentationStyle) {
    self.route = route
    self.style = style
  }

  package var description: String { "\(style) \(route)" }
}
