import Insights
import Testing
import Wayfinder

@MainActor
@Suite struct InsightsModuleTests {
  @Test func eachMetricIsAnInteractionAndTrendsGoBack() async throws {
    var sent: [InsightsInteraction] = []
    let mock = MockInsightsNavigation()
    let overview = InsightsModule().screen(
      for: .overview, navigation: mock, send: { sent.append($0) })
    for action in overview.actions { try await action.perform([:]) }
    #expect(sent == InsightsModule.metrics.map(InsightsInteraction.metricTapped))
    let trend = InsightsModule().screen(for: .trend(metric: "x"), navigation: mock, send: { _ in })
    #expect(trend.content == ["No data for 'x'."])
    try await trend.actions[0].perform([:])
    #expect(mock.calls == [.back])
    #expect(
      InsightsModule().respond(
        to: .metricTapped("focus"), in: NavigationState(tabs: ["home"] as [TabID]))
        == .show(.trend(metric: "focus")))
    #expect(InsightsRoute.trend(metric: "x").requirement == .featureFlag("trends"))
  }
}
