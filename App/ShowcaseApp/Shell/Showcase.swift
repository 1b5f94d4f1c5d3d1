import Admin
import Dashboard
public import Foundation
import Insights
import Onboarding
import Paywall
import Settings
public import Tasks
public import Wayfinder

/// The showcase app, composed: its database, the feature modules, the bus with its guards, the
/// flow engine, the deep-link resolver and the saved navigation.
///
/// ```swift
/// let app = try Showcase(storeAt: nil)  // in memory
/// app.bus.send(.link("archery://app/tasks/detail/1"), source: .link)
/// ```
@MainActor
public final class Showcase {
  /// The link scheme.
  public static let scheme = "archery"
  /// The link host.
  public static let host = "app"
  /// Flags that are on unless the user turns them off.
  public static let defaultFlags: Set<String> = ["trends"]

  /// The database: the navigation snapshot and the tasks.
  public let database: AppDatabase
  /// The tasks.
  public let tasks: TaskStore
  /// Entitlements, the signed-in user and feature flags.
  public let account: EntitlementStore
  /// The state holder.
  public let coordinator: NavigationCoordinator
  /// The one way in.
  public let bus: NavigationBus
  /// Runs the flows.
  public let engine: FlowEngine
  /// Parses and writes links.
  public let resolver: DeepLinkResolver
  /// Collects flow events for funnels.
  public let funnels = FlowFunnelRecorder()
  /// Saves and restores the navigation.
  public let persistence: NavigationPersistence
  /// What happened to the saved navigation at launch.
  public private(set) var restoreReport: RestoreReport = .nothingSaved
  /// The features, in registration order.
  public private(set) var features: [ShowcaseFeature] = []
  let outcomes = OutcomeLog()
  var renderers: [ModuleKey: @MainActor (AnyRoute, any NavigationIntentSink) -> Screen?] = [:]
  var flowScreens: [String: (String, FlowFields) -> Screen] = [:]
  var pendingFlows: [String] = []
  /// The names of scenes whose declaration has no title.
  let sceneTitles: [SceneID: String] = [.immersive("taskViewer"): "Task viewer"]
  /// The screen a scene shows when no route is open in it (a link to the scene alone).
  let sceneRoots: [SceneID: AnyRoute] = [
    .window("preferences"): AnyRoute(PreferencesRoute.general),
    .settings: AnyRoute(SettingsPaneRoute.appearance),
  ]

  /// The shell.
  public static var shell: ShellConfiguration { ShowcaseShell.shell }

  /// Opens the showcase on a database.
  /// - Parameters:
  ///   - url: The database file; `nil` for a database in memory.
  ///   - clock: Where flow event times come from.
  ///   - observers: Observers of the bus besides the app's own (a logger).
  /// - Throws: A database error, or a configuration error of the app itself.
  public convenience init(
    storeAt url: URL?, clock: any FlowClock = ContinuousFlowClock(),
    observers: [any NavigationObserver] = []
  ) throws {
    try self.init(database: Self.openDatabase(at: url), clock: clock, observers: observers)
  }

  /// Opens the showcase on a database that is already open, for example one that a test or a
  /// fuzzer resets between runs.
  /// - Parameters:
  ///   - database: The database, opened by ``openDatabase(at:)``.
  ///   - clock: Where flow event times come from.
  ///   - observers: Observers of the bus besides the app's own (a logger).
  /// - Throws: A configuration error of the app itself.
  public init(
    database: AppDatabase, clock: any FlowClock = ContinuousFlowClock(),
    observers: [any NavigationObserver] = []
  ) throws {
    self.database = database
    tasks = TaskStore(database.writer)
    account = EntitlementStore(flags: Self.defaultFlags)
    let shell = Self.shell
    coordinator = NavigationCoordinator(
      state: NavigationState(tabs: shell.tabs.map(\.id)), entitlements: account)

    let account = self.account
    let tasks = self.tasks
    let hooks = Hooks()
    let modules = Self.makeFeatures(
      tasks: tasks, account: account,
      settings: SettingsAccount(
        user: { account.user }, signIn: { hooks.app?.signIn($0) ?? false },
        signOut: { hooks.app?.signOut() }),
      purchase: { plan in account.grant(plan) })

    var builder = DeepLinkResolverBuilder(scheme: Self.scheme, host: Self.host, shell: shell)
    for feature in modules { feature.addLinks(&builder) }
    resolver = try builder.build()

    let signIn = NavigationIntent.show(AnyRoute(SignInRoute.signIn), style: nil)
    let paywall = NavigationIntent.show(AnyRoute(PaywallRoute.paywall), style: nil)
    bus = try NavigationBus(
      coordinator: coordinator, shell: shell, modules: modules.map(\.registration),
      middlewares: [
        RequirementGuard.auth(signIn: { _ in signIn }),
        RequirementGuard.entitlements(paywall: { _ in paywall }),
        RequirementGuard.featureFlags,
      ],
      observers: [outcomes] + observers,
      placement: RoutePlacement(
        homeTabs: Dictionary(
          modules.compactMap { feature in feature.homeTab.map { (feature.registration.key, $0) } },
          uniquingKeysWith: { first, _ in first })))
    engine = FlowEngine(
      coordinator: coordinator,
      conditions: FlowConditions { condition, flow in
        switch condition {
        case .hasExistingAccount: return account.user != nil
        case .permissionsAlreadyGranted: return account.isMet(.featureFlag("permissionsGranted"))
        case .digitalOnly: return PaywallModule.isDigitalOnly(flow.data)
        default: return false
        }
      }, clock: clock)
    persistence = NavigationPersistence(
      bus: bus, store: SnapshotStore(database),
      keepsFlow: { flow in shell.flows.first { $0.name == flow.flow }?.persists ?? false })

    if let initial = resolver.makeInitialState() { coordinator.replaceState(initial) }
    features = modules
    hooks.app = self
    for feature in features {
      renderers[feature.registration.key] = feature.render
    }
    try registerFlows()
    mapActions()
    funnels.attach(to: engine)
    bus.openLinks(with: resolver)
  }

  /// Opens the app's database with every feature's migrations.
  /// - Parameter url: The database file; `nil` for a database in memory.
  /// - Returns: The database.
  /// - Throws: A database error that setting a damaged file aside cannot fix.
  public nonisolated static func openDatabase(at url: URL?) throws -> AppDatabase {
    try AppDatabase.open(at: url, features: [TaskStore.registerMigrations])
  }

  /// Shows the saved navigation again and starts saving after every change.
  /// - Returns: What happened to the saved navigation.
  @discardableResult
  public func restoreAndStartSaving() -> RestoreReport {
    restoreReport = persistence.restore()
    persistence.startSaving()
    return restoreReport
  }

  static func makeFeatures(
    tasks: TaskStore, account: EntitlementStore, settings: SettingsAccount,
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
        PaywallModule(owned: { account.entitlements }, purchase: purchase), tabs: allTabs),
    ]
  }

  private func registerFlows() throws {
    let tasksModule = TasksModule(store: tasks)
    let onboarding = OnboardingModule()
    let account = self.account
    let paywall = PaywallModule(
      owned: { account.entitlements }, purchase: { plan in account.grant(plan) })
    try engine.register(onboarding.flow)
    try engine.register(tasksModule.wizard)
    try engine.register(paywall.checkout)
    flowScreens["onboarding"] = onboarding.stepScreen
    flowScreens["taskWizard"] = tasksModule.wizardScreen
    flowScreens["checkout"] = paywall.checkoutScreen
  }

  /// What the handles' requests that are not routes mean in this app.
  private func mapActions() {
    bus.mapActions(of: DashboardRoute.moduleKey) { [weak self] name, _ in
      switch name {
      case "openTasks": return .selectTab("tasks")
      case "startOnboarding": return self?.startFlowLater("onboarding")
      default: return nil
      }
    }
    bus.mapActions(of: OnboardingRoute.moduleKey) { [weak self] name, _ in
      name == "startOnboarding" ? self?.startFlowLater("onboarding") : nil
    }
    bus.mapActions(of: TasksRoute.moduleKey) { [weak self] name, arguments in
      switch name {
      case "startTaskCreation": return self?.startFlowLater("taskWizard")
      case "openViewer":
        guard let id = arguments.first else { return nil }
        return .commands([
          .openScene(
            .immersive("taskViewer"), root: AnyRoute(TaskViewerRoute.task(id: id)),
            immersion: .mixed)
        ])
      default: return nil
      }
    }
    bus.mapActions(of: TaskViewerRoute.moduleKey) { name, _ in
      name == "close" ? .commands([.closeScene(.immersive("taskViewer"))]) : nil
    }
    bus.mapActions(of: PaywallRoute.moduleKey) { [weak self] name, _ in
      name == "startCheckout" ? self?.startFlowLater("checkout") : nil
    }
    bus.mapActions(of: SettingsRoute.moduleKey) { name, _ in
      switch name {
      case "openPreferences":
        return .commands([
          .openScene(
            .window("preferences"), root: AnyRoute(PreferencesRoute.general), immersion: nil)
        ])
      case "openSettingsPane":
        return .commands([
          .openScene(.settings, root: AnyRoute(SettingsPaneRoute.appearance), immersion: nil)
        ])
      default: return nil
      }
    }
    bus.mapActions(of: PreferencesRoute.moduleKey) { name, _ in
      name == "closeWindow" ? .commands([.closeScene(.window("preferences"))]) : nil
    }
    bus.mapActions(of: SettingsPaneRoute.moduleKey) { name, _ in
      name == "closePane" ? .commands([.closeScene(.settings)]) : nil
    }
  }

  /// A handle asked for a flow: the bus records the request (an intent that changes nothing) and
  /// the engine starts the flow once the request is done (``startPendingFlows()``), so the engine
  /// never changes the state in the middle of the bus's chain.
  private func startFlowLater(_ name: String) -> NavigationIntent {
    pendingFlows.append(name)
    return .commands([])
  }

  /// Starts the flows that handles asked for.
  /// - Returns: The errors of flows that could not start.
  @discardableResult
  public func startPendingFlows() -> [FlowError] {
    var errors: [FlowError] = []
    while !pendingFlows.isEmpty {
      let name = pendingFlows.removeFirst()
      do throws(FlowError) { try engine.start(name) } catch { errors.append(error) }
    }
    return errors
  }

  /// Signs a user in and resumes what waited for it.
  /// - Parameter name: The user's name.
  /// - Returns: Whether a request that waited for sign-in went on.
  @discardableResult
  public func signIn(_ name: String) -> Bool {
    account.signIn(name)
    return bus.requirementsChanged().contains(.applied)
  }

  /// Signs the user out; what needs sign-in is removed from the state.
  public func signOut() {
    account.signOut()
    bus.requirementsChanged()
  }

  /// The screen of a flow's step: the feature's content with the flow's own actions.
  func flowScreen(flow: ActiveFlow) -> Screen {
    var screen =
      flowScreens[flow.flow]?(flow.step, flow.data) ?? Screen(title: "\(flow.flow): \(flow.step)")
    if let progress = engine.progress(of: flow.id) {
      screen.content.insert("Step \(progress.position) of \(progress.count)", at: 0)
    }
    return screen
  }
}

/// Lets the features' services reach the app once it exists.
@MainActor
final class Hooks {
  weak var app: Showcase?
  nonisolated init() {}
}

/// Keeps the outcomes of the requests of one command, for the text front to report.
@MainActor
final class OutcomeLog: NavigationObserver {
  var events: [NavigationEvent] = []
  nonisolated init() {}
  func observe(_ event: NavigationEvent) { events.append(event) }
}
