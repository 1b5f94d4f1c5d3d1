public import Wayfinder

/// The Dashboard's screens.
@Route(path: "dashboard")
public enum DashboardRoute {
  /// The home screen, with a summary of the user's tasks.
  case home
  /// The statistics; the app may present them full screen.
  case stats
}

/// What the user does on the Dashboard.
public enum DashboardInteraction: ModuleInteraction {
  /// The user tapped the statistics summary.
  case statsTapped
  public static let moduleKey: ModuleKey = DashboardRoute.moduleKey
}

/// What the Dashboard asks of navigation.
@FeatureNavigation(route: DashboardRoute.self)
@MainActor
public protocol DashboardNavigation {
  /// Shows the statistics.
  func showStats()
  /// Opens the user's tasks; where they live is the app's business.
  func openTasks()
  /// Starts the onboarding tour again.
  func startOnboarding()
  /// Goes back.
  func back()
}
