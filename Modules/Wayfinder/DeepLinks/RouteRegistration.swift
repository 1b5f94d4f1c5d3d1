/// One module's routes as a ``DeepLinkResolverBuilder`` sees them: the module's key, its case
/// declarations and how to check a case's values.
///
/// Register a ``NavigationRoute`` type with ``init(_:)``; the other initializer describes routes
/// without a Swift type, for tools and generated tables.
///
/// ```swift
/// builder.addRoutes(TasksRoute.self, toTab: "tasks", root: .list)
/// ```
package struct RouteRegistration: Sendable {
  /// Checks one route's values and reports how it is shown and what it requires.
  /// - Parameters:
  ///   - caseIndex: The position of the route's case in ``cases``.
  ///   - components: The route's case name and encoded values.
  /// - Returns: The route's default presentation and requirement.
  /// - Throws: ``RouteDecodingError`` when a value does not decode.
  package typealias Validator =
    @Sendable (_ caseIndex: Int, _ components: RouteComponents) throws(RouteDecodingError) ->
    ValidatedRoute

  /// The module's key.
  package let module: ModuleKey
  /// The module's cases in declaration order.
  package let cases: [RouteCase]
  package let validate: Validator

  /// Describes routes from their declarations.
  /// - Parameters:
  ///   - module: The module's key.
  ///   - cases: The cases in declaration order.
  ///   - validate: Checks a route's values; called once for every route of every link.
  package init(module: ModuleKey, cases: [RouteCase], validate: @escaping Validator) {
    self.module = module
    self.cases = cases
    self.validate = validate
  }

  /// Describes a route type. Values are checked by decoding the typed route, so a link accepts
  /// exactly the values that `init(routeComponents:)` accepts; the route instance gives the
  /// default presentation and the requirement.
  /// - Parameter type: The route type.
  package init<Route: NavigationRoute>(_ type: Route.Type) {
    self.init(module: Route.moduleKey, cases: Route.routeCases) {
      (_, components) throws(RouteDecodingError) in
      let route = try Route(routeComponents: components)
      return ValidatedRoute(presentation: route.defaultPresentation, requirement: route.requirement)
    }
  }
}

/// What checking a route's values reports: how the route is shown by default and what it needs.
package struct ValidatedRoute: Hashable, Sendable {
  /// The route's default presentation.
  package var presentation: PresentationStyle
  /// The route's requirement, if any.
  package var requirement: Requirement?

  /// Creates the report.
  /// - Parameters:
  ///   - presentation: The default presentation.
  ///   - requirement: The requirement, if any.
  package init(presentation: PresentationStyle, requirement: Requirement? = nil) {
    self.presentation = presentation
    self.requirement = requirement
  }
}
