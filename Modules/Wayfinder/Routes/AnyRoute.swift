/// A route of any feature module: its module key and its case as plain data.
///
/// Routes from many modules live side by side in one ``NavigationState``. The payload is the
/// route's ``RouteComponents``, so an `AnyRoute` is `Codable` without knowing the module's type,
/// and comes back typed with ``typed(as:)``.
///
/// ```swift
/// let route = AnyRoute(TasksRoute.detail(id: "42"))
/// route.typed(as: TasksRoute.self)  // .detail(id: "42")
/// ```
public struct AnyRoute: Hashable, Codable, Sendable, CustomStringConvertible {
  /// The module that owns the route.
  public let module: ModuleKey
  /// The route's case and values.
  public private(set) var components: RouteComponents

  /// Erases a typed route.
  /// - Parameter route: The route.
  public init<Route: NavigationRoute>(_ route: Route) {
    self.module = Route.moduleKey
    self.components = route.routeComponents
  }

  /// Creates a route from its parts, for example when a link or a snapshot is decoded.
  /// - Parameters:
  ///   - module: The owning module.
  ///   - components: The case and values.
  public init(module: ModuleKey, components: RouteComponents) {
    self.module = module
    self.components = components
  }

  /// The case's name, for example `detail`.
  public var name: String { components.name }

  /// The route as the module's own type, or `nil` when it belongs to another module or does not
  /// decode.
  /// - Parameter type: The module's route type.
  /// - Returns: The typed route, or `nil`.
  public func typed<Route: NavigationRoute>(as type: Route.Type = Route.self) -> Route? {
    try? decode(as: type)
  }

  /// The route as the module's own type.
  /// - Parameter type: The module's route type.
  /// - Returns: The typed route.
  /// - Throws: ``RouteDecodingError`` when the route belongs to another module or does not decode.
  public func decode<Route: NavigationRoute>(
    as type: Route.Type = Route.self
  )
    throws(RouteDecodingError) -> Route
  {
    guard module == Route.moduleKey else {
      throw .wrongModule(expected: Route.moduleKey, found: module)
    }
    return try Route(routeComponents: components)
  }

  /// Whether this is the given typed route.
  /// - Parameter route: A typed route.
  /// - Returns: `true` when both name the same module, case and values.
  public func `is`<Route: NavigationRoute>(_ route: Route) -> Bool {
    module == Route.moduleKey && components == route.routeComponents
  }

  /// What the route's values allow: a link, a restore after relaunch, or neither.
  public var kind: RouteValueKind { components.kind }

  private enum CodingKeys: String, CodingKey {
    case route, stored
  }

  /// Encoded compactly as one array of strings: the module, the case name, then the link
  /// values. A route that holds values without a link form is an object instead:
  /// `{"route": [...], "stored": [...]}`: each stored value is `{"type": ..., "json": ...}` for
  /// a model, or `{"type": ..., "transient": true}`, a marker of a value that is never saved.
  public init(from decoder: any Decoder) throws {
    if let keyed = try? decoder.container(keyedBy: CodingKeys.self), keyed.contains(.route) {
      var route = try keyed.nestedUnkeyedContainer(forKey: .route)
      try self.init(from: &route)
      self.components.stored = try keyed.decode([StoredRouteValue].self, forKey: .stored)
    } else {
      var container = try decoder.unkeyedContainer()
      try self.init(from: &container)
    }
  }

  private init(from container: inout any UnkeyedDecodingContainer) throws {
    let module = try container.decode(String.self)
    let name = try container.decode(String.self)
    var values: [String] = []
    while !container.isAtEnd { values.append(try container.decode(String.self)) }
    self.init(module: ModuleKey(module), components: RouteComponents(name: name, values: values))
  }

  public func encode(to encoder: any Encoder) throws {
    if components.stored.isEmpty {
      var container = encoder.unkeyedContainer()
      try encodeLinkForm(into: &container)
    } else {
      var keyed = encoder.container(keyedBy: CodingKeys.self)
      var route = keyed.nestedUnkeyedContainer(forKey: .route)
      try encodeLinkForm(into: &route)
      try keyed.encode(components.stored, forKey: .stored)
    }
  }

  private func encodeLinkForm(into container: inout some UnkeyedEncodingContainer) throws {
    try container.encode(module.rawValue)
    try container.encode(components.name)
    for value in components.values { try container.encode(value) }
  }

  /// The route in link form without percent-encoding, for example `tasks/detail/42`.
  public var description: String { "\(module)/\(components)" }
}
