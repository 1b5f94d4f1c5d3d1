import Testing
import Wayfinder
import WayfinderTestSupport
import WayfinderTesting

@Suite struct GeneratedRouteTests {
  @Test func declaresTheModuleAndCatalogue() {
    #expect(TasksRoute.moduleKey == TasksRouteExpectations.moduleKey)
    #expect(TasksRoute.routeCases == TasksRouteExpectations.catalogue)
  }

  @Test func everyCaseRoundTrips() throws {
    try RouteChecks.expectRoundTrip(TasksRouteExpectations.samples(of: TasksRoute.self))
  }

  @Test func metadataMatchesTheCatalogue() {
    RouteChecks.expectMetadataMatchesCatalogue(TasksRouteExpectations.samples(of: TasksRoute.self))
    #expect(TasksRoute.edit(id: "1").defaultPresentation == .sheet(detents: [.medium, .large]))
    #expect(TasksRoute.analytics.requirement == .premium)
    #expect(TasksRoute.list.defaultPresentation == .push)
    #expect(TasksRoute.list.requirement == nil)
  }

  @Test func malformedComponentsAreErrors() {
    RouteChecks.expectRejections(of: TasksRoute.self)
  }

  @Test func rawRepresentableValuesUseTheirRawValues() {
    let route = TasksRoute.board(
      filters: [.open, .tilde], priorities: [.low, .high], tags: [nil, "~"], sort: .oldest)
    #expect(route.routeComponents.values == ["open,~~tilde", "-1,3", "~~,~~~~", "oldest"])
    #expect(
      TasksRoute.ranked(.high, [nil, .tilde]).routeComponents.values == ["3", "~~,~~~~tilde"])
  }
}
