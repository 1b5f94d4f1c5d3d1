/// A registered module, type-erased: its key, its route declarations and its router.
package final class ModuleRegistration: Sendable {
  /// The module's key.
  package let key: ModuleKey
  /// The module's route cases by name.
  package let routeCases: [String: RouteCase]
  /// The route cases in declaration order.
  package let orderedRouteCases: [RouteCase]
  let respond: @Sendable (AnyInteraction, NavigationState) -> RouterAnswer
  /// Reads a route of the module back into its type and erases it again: a restorable value
  /// read from a snapshot comes back as the value, and a route that does not decode throws.
  let retype: @Sendable (AnyRoute) throws(RouteDecodingError) -> AnyRoute

  /// Registers a module.
  /// - Parameters:
  ///   - module: The module's entry point.
  ///   - key: The key to register it under; the route type's key when omitted.
  package convenience init<Module: FeatureRouter>(_ module: Module, key: ModuleKey? = nil) {
    self.init(
      key: key ?? Module.Route.moduleKey, routeCases: Module.Route.routeCases,
      respond: { interaction, state in
        guard let typed = interaction.typed(as: Module.Interaction.self) else { return .foreign }
        return module.respond(to: typed, in: state).answer
      },
      retype: Self.retype(as: Module.Route.self))
  }

  /// The round trip of a route through its type, under whatever key it is registered.
  static func retype<Route: NavigationRoute>(
    as type: Route.Type
  ) -> @Sendable (AnyRoute) throws(RouteDecodingError) -> AnyRoute {
    { route throws(RouteDecodingError) in
      let typed = try Route(routeComponents: route.components)
      return AnyRoute(module: route.module, components: typed.routeComponents)
    }
  }

  /// Registers a module from its key, its route cases and its router, already type-erased.
  init(
    key: ModuleKey, routeCases cases: [RouteCase],
    respond: @escaping @Sendable (AnyInteraction, NavigationState) -> RouterAnswer,
    retype: @escaping @Sendable (AnyRoute) throws(RouteDecodingError) -> AnyRoute
  ) {
    self.retype = retype
    self.key = key
    orderedRouteCases = cases
    routeCases = Dictionary(cases.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    self.respond = respond
  }

  /// The declaration of a route's case, or `nil` when the module has no such case.
  /// - Parameter route: A route of this module.
  /// - Returns: The case declaration.
  package func routeCase(of route: AnyRoute) -> RouteCase? { routeCases[route.name] }

  /// Checks that a route of this module reads back into the module's route type: a saved
  /// model decodes, a transient value was not lost in a snapshot.
  /// - Parameter route: A route of this module.
  /// - Throws: ``RouteDecodingError`` saying which value does not read back.
  /// - Returns: The route read back into its type (a saved model becomes the value again).
  @discardableResult
  package func check(_ route: AnyRoute) throws(RouteDecodingError) -> AnyRoute {
    try retype(route)
  }

  /// A route of this module with the values named replaced, each read from its text as a
  /// link's value is: what a screen's own edit writes when it is typed.
  /// - Parameters:
  ///   - route: A route of this module.
  ///   - values: The new values' texts by label.
  /// - Throws: ``RouteDecodingError`` naming a label the case does not have (every label, when
  ///   the route holds values that have no text form) or a value that does not read.
  /// - Returns: The edited route.
  package func editing(
    _ route: AnyRoute, with values: [String: String]
  ) throws(RouteDecodingError) -> AnyRoute {
    let components = route.components
    let labels =
      components.stored.isEmpty
      ? (routeCase(of: route)?.parameters.map { $0.label ?? "" } ?? []) : []
    var written = components.values
    for (label, value) in values.sorted(by: { $0.key < $1.key }) {
      guard let index = labels.firstIndex(of: label) else {
        throw .unknownValue(module: key, case: route.name, label: label, known: labels)
      }
      written[index] = value
    }
    let edited = AnyRoute(
      module: key, components: RouteComponents(name: route.name, values: written))
    try check(edited)
    return edited
  }
}

/// What a module's router made of an interaction.
enum RouterAnswer: Sendable {
  /// Navigate as the intent says.
  case navigate(NavigationIntent)
  /// Nothing to do.
  case nothing
  /// The interaction is not of the module's interaction type.
  case foreign
}
