import Admin
import Dashboard
import Insights
import Onboarding
import Paywall
import Settings
import Tasks
import Wayfinder

extension Showcase {
  /// The features, in registration order: adding a feature to the app is one entry here plus its
  /// tab or scene in ``ShowcaseShell``.
  /// - Parameters:
  ///   - tasks: The tasks.
  ///   - store: What the user has, for the paywall.
  ///   - settings: Sign-in and sign-out, for the Settings module.
  ///   - purchase: Grants a plan once the checkout is paid.
  /// - Returns: The features.
  static func makeFeatures(
    tasks: TaskStore, store: EntitlementStore, settings: SettingsAccount,
    purchase: @escaping @Sendable (String) async -> Void
  ) -> [ShowcaseFeature] {
    let allTabs = shell.tabs.map(\.id)
    return [
      .tab(
        DashboardModule(stats: {
          let counts = (try? tasks.counts()) ?? (total: 0, done: 0)
          return DashboardStats(tasks: counts.total, done: counts.done)
        }), "dashboard", root: .home),
      .tab(TasksModule(store: tasks), "tasks", root: .list),
      .scene(TaskViewerModule(store: tasks), .immersive("taskViewer")),
      .overAnyTab(OnboardingModule(), tabs: ["dashboard"]),
      .tab(InsightsModule(), "insights", root: .overview),
      .tab(AdminModule(), "admin", root: .console),
      .tab(SettingsModule(account: settings), "settings", root: .home),
      .overAnyTab(SignInModule(account: settings), tabs: allTabs),
      .scene(PreferencesModule(), .window("preferences")),
      .scene(SettingsPaneModule(), .settings),
      .overAnyTab(
        PaywallModule(owned: { store.entitlements }, purchase: purchase), tabs: allTabs),
    ]
  }
}
