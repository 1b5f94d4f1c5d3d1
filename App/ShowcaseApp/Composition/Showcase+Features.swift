import Admin
import Dashboard
import Insights
import Onboarding
import Paywall
import Settings
import Tasks
import Wayfinder

extension Showcase {
  /// The features, each through its one entry point, in registration order: adding a feature
  /// to the app is one entry here, its places in ``placement`` and its tab or scene in
  /// ``ShowcaseShell``.
  /// - Parameters:
  ///   - tasks: The tasks.
  ///   - store: What the user has, for the paywall.
  ///   - settings: Sign-in and sign-out, for the Settings feature.
  ///   - purchase: Grants a plan once the checkout is paid.
  /// - Returns: The features' registrations.
  static func makeFeatures(
    tasks: TaskStore, store: EntitlementStore, settings: SettingsAccount,
    purchase: @escaping @Sendable (String) async -> Void
  ) -> [FeatureRegistration] {
    [
      DashboardFeature.registration(stats: {
        let counts = (try? tasks.counts()) ?? (total: 0, done: 0)
        return DashboardStats(tasks: counts.total, done: counts.done)
      }),
      TasksFeature.registration(store: tasks),
      OnboardingFeature.registration(),
      InsightsFeature.registration(),
      AdminFeature.registration(),
      SettingsFeature.registration(account: settings),
      PaywallFeature.registration(
        owned: { ShowcaseAccount.entitlements(in: store) }, purchase: purchase),
    ]
  }

  /// Where the features' routes live, each route enum once, in the order their links are
  /// listed.
  static var placement: RoutePlacement {
    [
      .tab(DashboardRoute.self, ShowcaseShell.dashboard, root: .home),
      .tab(TasksRoute.self, ShowcaseShell.tasks, root: .list),
      .scene(TaskViewerRoute.self, ShowcaseShell.taskViewerSpace),
      .overTabs(OnboardingRoute.self, [ShowcaseShell.dashboard]),
      .tab(InsightsRoute.self, ShowcaseShell.insights, root: .overview),
      .tab(AdminRoute.self, ShowcaseShell.admin, root: .console),
      .tab(SettingsRoute.self, ShowcaseShell.settings, root: .home),
      .overTabs(SignInRoute.self),
      .scene(PreferencesRoute.self, ShowcaseShell.preferencesWindow),
      .scene(SettingsPaneRoute.self, ShowcaseShell.appSettings),
      .overTabs(PaywallRoute.self),
    ]
  }
}

extension Showcase {
  /// Checks at launch that every requirement of the app (its tabs' and scenes', its routes' and
  /// its flows' and steps') names an entitlement or a flag that the account declares: a
  /// misspelled name would gate a screen that nobody can ever open.
  /// - Throws: ``UnknownNameError`` for the first name that is not declared.
  static func checkRequirementNames(
    features: [FeatureRegistration], engine: FlowEngine
  ) throws(UnknownNameError) {
    for tab in shell.tabs {
      if let needed = tab.requirement { try ShowcaseAccount.check(needed, in: "tab \(tab.id)") }
    }
    for module in features.flatMap(\.modules) {
      for routeCase in module.orderedRouteCases {
        guard let needed = routeCase.requirement else { continue }
        try ShowcaseAccount.check(needed, in: "route \(module.key)/\(routeCase.name)")
      }
    }
    for name in engine.flowNames {
      guard let declaration = engine.declaration(of: name) else { continue }
      if let needed = declaration.requirement {
        try ShowcaseAccount.check(needed, in: "flow \(name)")
      }
      for step in declaration.steps {
        guard let needed = step.requirement else { continue }
        try ShowcaseAccount.check(needed, in: "step \(step.name) of flow \(name)")
      }
    }
  }
}
