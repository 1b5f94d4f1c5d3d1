import Insights
import Testing
import Wayfinder
import WayfinderTesting

@MainActor
@Suite struct InsightsRouterTests {
  @Test func eachMetricIsAnInteractionAndTrendsGoBack() async throws {
    var sent: [InsightsInteraction] = []
    let mock = MockInsightsNavigation()
    let overview = InsightsRouter().screen(
      for: .overview, navigation: mock, send: { sent.append($0) })
    for action in overview.actions { try await action.perform([:]) }
    #expect(sent == InsightsRouter.metrics.map(InsightsInteraction.metricTapped))
    let trend = InsightsRouter().screen(for: .trend(metric: "x"), navigation: mock, send: { _ in })
    #expect(trend.content == ["No data for 'x'."])
    try await trend.actions[0].perform([:])
    #expect(mock.calls == [.back])
    #expect(
      InsightsRouter().respond(
        to: .metricTapped("focus"), in: NavigationState(tabs: ["home"] as [TabID]))
        == .show(.trend(metric: "focus")))
    #expect(InsightsRoute.trend(metric: "x").requirement == .featureFlag("trends"))
  }
}

/// The module through a real bus: a trend is behind the `trends` flag.
@MainActor
@Suite struct InsightsNavigationTests {
  @Test func aTrendOpensOnlyWhileItsFlagIsOn() throws {
    let account = EntitlementStore()
    let store = try NavigationTestStore(
      shell: ShellConfiguration(tabs: [TabDeclaration("insights")]),
      features: [InsightsFeature.registration()],
      middlewares: [RequirementGuard.featureFlags],
      placement: RoutePlacement(homeTabs: [InsightsRoute.moduleKey: "insights"]),
      entitlements: account)
    store.send(
      InsightsInteraction.metricTapped("weekly"),
      outcome: .blocked(reason: "route insights/trend/weekly needs flag trends"))
    account.grant(.featureFlag("trends"))
    store.send(InsightsInteraction.metricTapped("weekly")) {
      try $0.apply(.push(AnyRoute(InsightsRoute.trend(metric: "weekly"))))
    }
    store.finish()
  }
}
