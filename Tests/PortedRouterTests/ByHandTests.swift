import PortedRouter
import PortedRouterByHand
import PortedRouterModels
import Testing
import Wayfinder

/// The port's routes written by hand declare what the macros declare: the same catalogue, and
/// every destination reads back from the other spelling's components into the same link
/// values, style and requirement. This is what makes the build cost comparison of
/// Tools/BuildCost a comparison of one feature.
@MainActor
@Suite struct ByHandTests {
  /// Checks one enum of each spelling against the other, through every sample route.
  func expectSameRoutes<Macro: NavigationRoute, Hand: NavigationRoute>(
    _ samples: [Macro], byHand: Hand.Type
  ) throws {
    #expect(Hand.moduleKey == Macro.moduleKey)
    #expect(Hand.routeCases == Macro.routeCases)
    #expect(Set(samples.map(\.routeComponents.name)).count == Macro.routeCases.count)
    for route in samples {
      let written = try Hand(routeComponents: route.routeComponents)
      #expect(written.routeComponents == route.routeComponents, "\(route)")
      #expect(written.defaultPresentation == route.defaultPresentation, "\(route)")
      #expect(written.requirement == route.requirement, "\(route)")
    }
  }

  @Test func theHandWrittenRoutesDeclareWhatTheMacrosDeclare() throws {
    try expectSameRoutes(
      Sample.router.map(\.0), byHand: PortedRouterByHand.RouterDestination.self)
    try expectSameRoutes(
      Sample.sheets(onSaved: RouteCallback { _ in }).map(\.0),
      byHand: PortedRouterByHand.SheetDestination.self)
    try expectSameRoutes(
      Sample.editor.map(\.0), byHand: PortedRouterByHand.WindowDestinationEditor.self)
    try expectSameRoutes(
      Sample.media.map(\.0), byHand: PortedRouterByHand.WindowDestinationMedia.self)
  }
}
