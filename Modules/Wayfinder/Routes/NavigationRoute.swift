/// A feature's routes: an enum whose cases are the screens the feature can show.
///
/// `@Route` generates the conformance; it can also be written by hand:
///
/// ```swift
/// enum TasksRoute: NavigationRoute {
///   case list
///   case detail(id: String)
///
///   static let moduleKey: ModuleKey = "tasks"
///   static let routeCases: [RouteCase] = [
///     RouteCase(name: "list"),
///     RouteCase(name: "detail", parameters: [RouteParameter(label: "id", type: String.self)]),
///   ]
///   var routeComponents: RouteComponents { ... }
///   init(routeComponents: RouteComponents) throws(RouteDecodingError) { ... }
/// }
/// ```
public protocol NavigationRoute: Hashable, Sendable {
  /// The owning module's key and first link segment, for example `tasks`.
  static var moduleKey: ModuleKey { get }
  /// Every case in declaration order, with its path, parameters, presentation and requirement.
  static var routeCases: [RouteCase] { get }
  /// This route as plain data.
  var routeComponents: RouteComponents { get }
  /// Decodes a route from plain data.
  /// - Parameter routeComponents: The case name and encoded values.
  /// - Throws: ``RouteDecodingError`` when the case is unknown or a value does not decode.
  init(routeComponents: RouteComponents) throws(RouteDecodingError)
  /// How this route is shown when the app does not say otherwise.
  var defaultPresentation: PresentationStyle { get }
  /// What the user needs before this route may be shown, if anything.
  var requirement: Requirement? { get }
}

extension NavigationRoute {
  /// The declaration of this route's case.
  public var routeCase: RouteCase? {
    let name = routeComponents.name
    return Self.routeCases.first { $0.name == name }
  }

  public var defaultPresentation: PresentationStyle { routeCase?.presentation ?? .push }

  public var requirement: Requirement? { routeCase?.requirement }

  /// This route, type-erased.
  public var erased: AnyRoute { AnyRoute(self) }
}
