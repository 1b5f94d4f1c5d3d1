import Foundation
public import Testing
public import Wayfinder

/// Checks that any route type, generated or written by hand, keeps its promises.
public enum RouteChecks {
  /// Every route encodes to components and decodes back to itself, directly, through
  /// `AnyRoute` and through JSON.
  public static func expectRoundTrip<Route: NavigationRoute>(
    _ routes: [Route], sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let names = Set(Route.routeCases.map(\.name))
    for route in routes {
      let components = route.routeComponents
      #expect(names.contains(components.name), sourceLocation: sourceLocation)
      #expect(try Route(routeComponents: components) == route, sourceLocation: sourceLocation)
      let erased = AnyRoute(route)
      #expect(erased.module == Route.moduleKey, sourceLocation: sourceLocation)
      #expect(erased.typed(as: Route.self) == route, sourceLocation: sourceLocation)
      let data = try JSONEncoder().encode(erased)
      let decoded = try JSONDecoder().decode(AnyRoute.self, from: data)
      #expect(try decoded.decode(as: Route.self) == route, sourceLocation: sourceLocation)
    }
  }

  /// Each route's presentation and requirement are those its catalogue entry declares.
  public static func expectMetadataMatchesCatalogue<Route: NavigationRoute>(
    _ routes: [Route], sourceLocation: SourceLocation = #_sourceLocation
  ) {
    for route in routes {
      let entry = Route.routeCases.first { $0.name == route.routeComponents.name }
      #expect(route.defaultPresentation == entry?.presentation, sourceLocation: sourceLocation)
      #expect(route.requirement == entry?.requirement, sourceLocation: sourceLocation)
      #expect(
        route.routeComponents.values.count == entry?.parameters.count,
        sourceLocation: sourceLocation)
    }
  }

  /// Components that name no case, carry the wrong number of values or a value that does not
  /// decode are errors, never a crash.
  public static func expectRejections<Route: NavigationRoute>(
    of type: Route.Type, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let module = Route.moduleKey
    #expect(
      throws: RouteDecodingError.unknownCase(
        module: module, name: "nope", known: Route.routeCases.map(\.name)),
      sourceLocation: sourceLocation
    ) { try Route(routeComponents: RouteComponents(name: "nope")) }
    for entry in Route.routeCases {
      #expect(
        throws: RouteDecodingError.wrongValueCount(
          module: module, case: entry.name, expected: entry.parameters.count,
          found: entry.parameters.count + 1),
        sourceLocation: sourceLocation
      ) {
        try Route(
          routeComponents: RouteComponents(
            name: entry.name, values: Array(repeating: "1", count: entry.parameters.count + 1)))
      }
    }
  }
}
