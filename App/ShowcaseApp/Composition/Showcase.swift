public import Foundation
import Paywall
import Settings
package import Tasks
public import Wayfinder

/// The showcase app, composed: its database, the feature modules, the link resolver, the bus
/// with its guards and observers, the account, the flows, the screens and the saved navigation.
///
/// This type only builds and holds the parts; each part does its own work: ``ShowcaseAccount``
/// (sign-in, entitlements, flags), ``ShowcaseFlows`` (the flow engine and its moves),
/// ``ShowcaseScreens`` (what is on screen and its link), ``NavigationPersistence``.
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
  /// The shell.
  public static var shell: ShellConfiguration { ShowcaseShell.shell }

  /// The database: the navigation snapshot and the tasks.
  public let database: AppDatabase
  /// The tasks.
  package let tasks: TaskStore
  /// Parses and writes links.
  public let resolver: DeepLinkResolver
  /// The state holder.
  public let coordinator: NavigationCoordinator
  /// The one way in.
  public let bus: NavigationBus
  /// The signed-in user, the entitlements and the feature flags.
  public let account: ShowcaseAccount
  /// The flows and their moves.
  public let flows: ShowcaseFlows
  /// What is on screen.
  public let screens: ShowcaseScreens
  /// Collects flow events for funnels.
  public let funnels = FlowFunnelRecorder()
  /// Saves and restores the navigation.
  public let persistence: NavigationPersistence
  /// The features, in registration order.
  public let features: [ShowcaseFeature]
  /// What happened to the saved navigation at launch.
  public private(set) var restoreReport: RestoreReport = .nothingSaved
  /// The outcomes of the requests of one command that the text front did not send itself.
  let outcomes = OutcomeLog()

  /// Opens the showcase on a database.
  /// - Parameters:
  ///   - url: The database file; `nil` for a database in memory.
  ///   - clock: Where flow event times come from.
  ///   - flags: Feature flags turned on or off, over ``ShowcaseAccount/defaultFlags``.
  ///   - configure: More wiring for the bus (an observer such as analytics, a mapping), after
  ///     the app's own.
  /// - Throws: A database error, or a configuration error of the app itself.
  public convenience init(
    storeAt url: URL?, clock: any FlowClock = ContinuousFlowClock(), flags: [String: Bool] = [:],
    configure: (inout NavigationBus.Builder) -> Void = { _ in }
  ) throws {
    try self.init(
      database: Self.openDatabase(at: url), clock: clock, flags: flags, configure: configure)
  }

  /// Opens the showcase on a database that is already open, for example one that a test or a
  /// fuzzer resets between runs.
  /// - Parameters:
  ///   - database: The database, opened by ``openDatabase(at:)``.
  ///   - clock: Where flow event times come from.
  ///   - flags: Feature flags turned on or off, over ``ShowcaseAccount/defaultFlags``.
  ///   - configure: More wiring for the bus (an observer such as analytics, a mapping), after
  ///     the app's own.
  /// - Throws: A configuration error of the app itself.
  public init(
    database: AppDatabase, clock: any FlowClock = ContinuousFlowClock(),
    flags: [String: Bool] = [:], configure: (inout NavigationBus.Builder) -> Void = { _ in }
  ) throws {
    self.database = database
    tasks = TaskStore(database.writer)
    let store = EntitlementStore(flags: ShowcaseAccount.flags(overriding: flags))
    // The Settings module signs in through the account, which needs the bus, which needs the
    // modules: the account is reached through this reference once it exists.
    let accountReference = AccountReference()
    features = Self.makeFeatures(
      tasks: tasks, store: store,
      settings: SettingsAccount(
        user: { store.user },
        signIn: { name in accountReference.account?.signIn(name).contains(.applied) ?? false },
        signOut: { accountReference.account?.signOut() }),
      purchase: { plan in store.grant(plan) })

    let shell = Self.shell
    var builder = DeepLinkResolverBuilder(scheme: Self.scheme, host: Self.host, shell: shell)
    for feature in features { feature.addLinks(&builder) }
    resolver = try builder.build()
    coordinator = NavigationCoordinator(
      state: resolver.makeInitialState() ?? NavigationState(tabs: shell.tabs.map(\.id)),
      entitlements: store)
    var composition = NavigationBus.Builder(
      shell: shell,
      placement: RoutePlacement(
        homeTabs: Dictionary(
          features.compactMap { feature in feature.homeTab.map { (feature.registration.key, $0) } },
          uniquingKeysWith: { first, _ in first })))
    for feature in features { composition.register(feature.registration) }
    composition.use(RequirementGuard.auth(signIn: { _ in .show(SignInRoute.signIn) }))
    composition.use(RequirementGuard.entitlements(paywall: { _ in .show(PaywallRoute.paywall) }))
    composition.use(RequirementGuard.featureFlags)
    composition.observe(with: outcomes)
    composition.observe(with: funnels)
    composition.openLinks(with: resolver)
    Self.mapOutputs(in: &composition)
    configure(&composition)
    bus = try composition.build(coordinator: coordinator)
    account = ShowcaseAccount(store: store, bus: bus)
    accountReference.account = account
    flows = try ShowcaseFlows(bus: bus, account: account, tasks: tasks, clock: clock)
    funnels.attach(to: flows.engine)
    screens = ShowcaseScreens(features: features, flows: flows, resolver: resolver)
    persistence = NavigationPersistence(
      bus: bus, store: SnapshotStore(database),
      keepsFlow: { flow in shell.flows.first { $0.name == flow.flow }?.persists ?? false })
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
}

/// Lets the Settings module's sign-in reach the account once the account exists.
@MainActor
final class AccountReference {
  weak var account: ShowcaseAccount?
  nonisolated init() {}
}
