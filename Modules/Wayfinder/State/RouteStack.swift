/// A navigation stack: an optional root route and the routes pushed above it.
///
/// A tab's stack may have no root route (the tab's own root screen); a presentation's and a
/// scene's stack start at the route that was presented.
package struct RouteStack: Hashable, Codable, Sendable {
  /// The route at the bottom, or `nil` for a tab's own root screen.
  package var root: AnyRoute?
  /// The routes pushed above the root, bottom first.
  package var path: [AnyRoute]

  /// Creates a stack.
  /// - Parameters:
  ///   - root: The route at the bottom, or `nil`.
  ///   - path: The pushed routes, bottom first.
  package init(root: AnyRoute? = nil, path: [AnyRoute] = []) {
    self.root = root
    self.path = path
  }

  /// The route on top: the last pushed one, or the root.
  package var top: AnyRoute? { path.last ?? root }

  /// Whether nothing is pushed above the root.
  package var isAtRoot: Bool { path.isEmpty }

  /// The number of routes, the root included.
  package var count: Int { path.count + (root == nil ? 0 : 1) }

  /// The routes from the bottom up, the root included.
  package var routes: [AnyRoute] { (root.map { [$0] } ?? []) + path }

  /// Whether a route stands in the stack.
  func holds(_ route: AnyRoute) -> Bool { root == route || path.contains(route) }
}

/// A modal layer over a stack: how it is shown and the stack it holds.
package struct Presentation: Hashable, Codable, Sendable {
  /// How the layer is shown; always a modal style (``PresentationStyle/isModal``).
  package var style: PresentationStyle
  /// The layer's own stack, rooted at the presented route.
  package var stack: RouteStack

  /// Creates a presentation of `route`.
  /// - Parameters:
  ///   - route: The presented route, the root of the layer's stack.
  ///   - style: A modal style.
  package init(_ route: AnyRoute, style: PresentationStyle) {
    self.style = style
    self.stack = RouteStack(root: route)
  }

  /// The presented route.
  package var route: AnyRoute? { stack.root }
}
