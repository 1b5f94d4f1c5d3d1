public import Wayfinder

/// The Insights tab's screens (a premium tab).
@Route(path: "insights")
public enum InsightsRoute {
  /// The overview of trends.
  case overview
  /// One metric's trend; behind the `trends` feature flag.
  @Requires(.trends)
  case trend(metric: String)
}

extension Requirement {
  /// The feature flag that the metrics' trends are behind.
  public static let trends = Requirement.featureFlag("trends")
}

/// What the user does in Insights.
public enum InsightsInteraction: ModuleInteraction {
  /// The user tapped a metric.
  case metricTapped(String)
  public static let moduleKey: ModuleKey = InsightsRoute.moduleKey
}

/// What Insights asks of navigation.
@FeatureNavigation(route: InsightsRoute.self)
@MainActor
public protocol InsightsNavigation {
  /// Goes back.
  func back()
}

/// Insights' router and screens.
package struct InsightsRouter: FeatureRouter {
  /// The metrics Insights knows.
  package static let metrics = ["completion", "velocity", "focus"]

  /// Creates the module.
  package init() {}

  package func respond(
    to interaction: InsightsInteraction, in state: NavigationState
  )
    -> ModuleResponse<InsightsRoute>
  {
    switch interaction {
    case .metricTapped(let metric): return .show(.trend(metric: metric))
    }
  }

  @MainActor
  package func screen(for route: InsightsRoute, sink: any NavigationIntentSink) -> Screen {
    screen(
      for: route, navigation: LiveInsightsNavigation(sink: sink),
      send: { sink.send(.interaction(AnyInteraction($0)), from: InsightsRoute.moduleKey) })
  }

  /// The screen of a route, with its actions bound to a handle and an interaction sender.
  @MainActor
  package func screen(
    for route: InsightsRoute, navigation: any InsightsNavigation,
    send: @escaping @MainActor (InsightsInteraction) -> Void
  ) -> Screen {
    switch route {
    case .overview:
      return Screen(
        title: "Insights", content: ["Trends of the last 30 days."],
        actions: Self.metrics.map { metric in
          ScreenAction("Trend: \(metric)") { _ in send(.metricTapped(metric)) }
        })
    case .trend(let metric):
      let known = Self.metrics.contains(metric)
      return Screen(
        title: "Trend: \(metric)",
        content: [known ? "Steady over the last 30 days." : "No data for '\(metric)'."],
        actions: [ScreenAction("Back") { _ in navigation.back() }])
    }
  }
}

/// The Insights feature's entry point.
public enum InsightsFeature {
  /// The feature's routes, their screens and what its interactions mean.
  /// - Returns: The registration, for the app's bus builder.
  public static func registration() -> FeatureRegistration {
    let module = InsightsRouter()
    return FeatureRegistration("insights").routes(module) { module.screen(for: $0, sink: $1) }
  }
}
