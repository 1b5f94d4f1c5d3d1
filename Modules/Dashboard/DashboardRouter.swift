public import Wayfinder

/// The figures the Dashboard shows; the app supplies them, so the Dashboard needs no other
/// feature.
public struct DashboardStats: Equatable, Sendable {
  /// How many tasks there are.
  public var tasks: Int
  /// How many of them are done.
  public var done: Int

  /// Creates figures.
  /// - Parameters:
  ///   - tasks: How many tasks there are.
  ///   - done: How many are done.
  public init(tasks: Int, done: Int) {
    self.tasks = tasks
    self.done = done
  }
}

/// The Dashboard's router and screens.
package struct DashboardRouter: FeatureRouter {
  private let stats: @MainActor @Sendable () -> DashboardStats

  /// Creates the module.
  /// - Parameter stats: Reads the current figures.
  package init(stats: @escaping @MainActor @Sendable () -> DashboardStats) {
    self.stats = stats
  }

  package func respond(
    to interaction: DashboardInteraction, in state: NavigationState
  )
    -> ModuleResponse<DashboardRoute>
  {
    switch interaction {
    case .statsTapped: return .show(.stats)
    }
  }

  @MainActor
  package func screen(for route: DashboardRoute, sink: any NavigationIntentSink) -> Screen {
    screen(
      for: route, navigation: LiveDashboardNavigation(sink: sink),
      send: { sink.send(.interaction(AnyInteraction($0)), from: DashboardRoute.moduleKey) })
  }

  /// The screen of a route, with its actions bound to a handle and an interaction sender.
  /// - Parameters:
  ///   - route: The route.
  ///   - navigation: The handle (a recording mock in tests).
  ///   - send: Sends an interaction.
  /// - Returns: The screen.
  @MainActor
  package func screen(
    for route: DashboardRoute, navigation: any DashboardNavigation,
    send: @escaping @MainActor (DashboardInteraction) -> Void
  ) -> Screen {
    let figures = stats()
    switch route {
    case .home:
      return Screen(
        title: "Dashboard",
        content: [
          "Tasks: \(figures.tasks), done: \(figures.done), open: \(figures.tasks - figures.done)"
        ],
        actions: [
          ScreenAction("Statistics") { _ in send(.statsTapped) },
          ScreenAction("Open tasks") { _ in navigation.openTasks() },
          ScreenAction("Take the onboarding tour") { _ in navigation.startOnboarding() },
        ])
    case .stats:
      let rate = figures.tasks == 0 ? 0 : figures.done * 100 / figures.tasks
      return Screen(
        title: "Statistics",
        content: [
          "Tasks: \(figures.tasks)", "Done: \(figures.done)", "Completion: \(rate)%",
        ],
        actions: [ScreenAction("Close") { _ in navigation.back() }])
    }
  }
}

/// The Dashboard feature's entry point.
public enum DashboardFeature {
  /// The feature's routes, their screens and what its interactions mean.
  /// - Parameter stats: Reads the figures the dashboard shows.
  /// - Returns: The registration, for the app's bus builder.
  public static func registration(
    stats: @escaping @MainActor @Sendable () -> DashboardStats
  ) -> FeatureRegistration {
    let module = DashboardRouter(stats: stats)
    return FeatureRegistration("dashboard").routes(module) { module.screen(for: $0, sink: $1) }
  }
}
