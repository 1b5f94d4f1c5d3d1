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
/// ``ShowcaseScreens`` (what is on screen and its link); the bus saves the navigation in the
/// database (``SnapshotStore``) and shows it again (`bus.restore()`).
///
/// ```swift
/// let app = try Showcase(storeAt: nil)  // in memory
/// app.bus.send(.link("archery://app/tasks/1"), source: .link)
/// ```
@MainActor
public final class Showcase {
  /// The link scheme.
  public static let scheme = "archery"
  /// The link host.
  public static let host = "app"
  /// The universal-link domain: `https://archery.example.com/...` opens what
  /// `archery://app/...` opens.
  public static let universalLinkDomain = "archery.example.com"
  /// The query items a link may carry beside `present=`: Google Analytics' campaign
  /// parameters (`utm_*`) and a referrer (`ref`), captured for analytics, and an invitation
  /// code (`invite`), captured as a secret: analytics learns that a link carried one, never
  /// which. Any other item refuses the link.
  public static let linkQueryPolicy = LinkQueryPolicy.capture(
    prefixes: ["utm_"], names: ["ref"], sensitive: ["invite"])
  /// Link shapes the app and its website used before: task links before they took the
  /// website's `/tasks/123`, and the old trend pages. Each opens the current link, through the
  /// same guards (a trend still needs premium); `url` writes the current shape.
  public static let movedLinks: KeyValuePairs<String, String> = [
    "/tasks/detail/:id": "/tasks/:id",
    "/tasks/detail/:id/edit": "/tasks/:id/edit",
    "/trends/:metric": "/insights/trend/:metric",
  ]
  /// The shell.
  public static var shell: ShellConfiguration { ShowcaseShell.shell }

  /// The database: the navigation snapshot and the tasks.
  public let database: AppDatabase
  /// The tasks.
  package let tasks: TaskStore
  /// Parses and writes links: the bus's.
  public let resolver: DeepLinkResolver
  /// The one way in.
  public let bus: NavigationBus
  /// What the text front draws, and the way back for what the user did on it: `back`,
  /// `dismiss` and `tab` are reported as a renderer reports a back swipe, a swipe-down and a
  /// tab bar tap. Links handed over at launch are held until the front has restored the saved
  /// navigation and calls `rootAppeared()` (``CommandExecutor/openHeldLinks()``).
  public let viewModel: NavigationViewModel
  /// The signed-in user, the entitlements and the feature flags.
  public let account: ShowcaseAccount
  /// The flows and their moves.
  public let flows: ShowcaseFlows
  /// What is on screen.
  public let screens: ShowcaseScreens
  /// Collects flow events for funnels.
  public let funnels = FlowFunnelRecorder()
  /// The features, in registration order.
  public let features: [FeatureRegistration]
  /// Where the features' routes live.
  public let placement = Showcase.placement
  /// Notes about what was read back at launch and left out: names in the saved account that the
  /// app does not declare, saved flow events that could not be read.
  public internal(set) var launchNotes: [String] = []

  /// Opens the showcase on a database.
  /// - Parameters:
  ///   - url: The database file; `nil` for a database in memory.
  ///   - fixedClock: The time every flow event shows, for runs whose output must not depend on
  ///     timing (scripted sessions, fuzzers); `nil` for the system's monotonic clock.
  ///   - flags: Feature flags turned on or off, over ``ShowcaseAccount/defaultFlags``.
  ///   - platform: The platform that renders the navigation: the text front's by default, or
  ///     the one a SwiftUI app runs on.
  ///   - configure: More wiring for the bus (an observer such as analytics, a mapping), after
  ///     the app's own.
  /// - Throws: A database error, or a configuration error of the app itself.
  public convenience init(
    storeAt url: URL?, fixedClock: Duration? = nil, flags: [String: Bool] = [:],
    platform: Platform = .headless, configure: (inout NavigationBus.Builder) -> Void = { _ in }
  ) throws {
    try self.init(
      database: Self.openDatabase(at: url), fixedClock: fixedClock, flags: flags,
      platform: platform,
      configure: configure)
  }

  /// Opens the showcase on a database that is already open, for example one that a test or a
  /// fuzzer resets between runs.
  /// - Parameters:
  ///   - database: The database, opened by ``openDatabase(at:)``.
  ///   - fixedClock: The time every flow event shows, for runs whose output must not depend on
  ///     timing (scripted sessions, fuzzers); `nil` for the system's monotonic clock.
  ///   - flags: Feature flags turned on or off, over ``ShowcaseAccount/defaultFlags``.
  ///   - platform: The platform that renders the navigation.
  ///   - configure: More wiring for the bus (an observer such as analytics, a mapping), after
  ///     the app's own.
  /// - Throws: A configuration error of the app itself.
  public init(
    database: AppDatabase, fixedClock: Duration? = nil,
    flags: [String: Bool] = [:], platform: Platform = .headless,
    configure: (inout NavigationBus.Builder) -> Void = { _ in }
  ) throws {
    self.database = database
    tasks = TaskStore(TaskTable(writer: database.writer))
    // The account comes back before the navigation does, so that a restore meets the guards
    // with what the user had: saved flags over the defaults, a flags file over both (for this
    // launch only: the file's flags are not saved).
    let accountStore = AccountStore(database)
    let saved = try? accountStore.load(
      entitlements: ShowcaseAccount.entitlementNames, flags: ShowcaseAccount.flagNames)
    if let ignored = saved?.ignored, !ignored.isEmpty {
      launchNotes.append(
        "the saved account held what this app does not have, left out: "
          + ignored.joined(separator: ", "))
    }
    let flagsOn = try ShowcaseAccount.flags(
      overriding: flags,
      over: ShowcaseAccount.flags(
        overriding: saved?.contents.flags ?? [:], over: ShowcaseAccount.defaultFlags))
    let store = EntitlementStore(
      granting: Set((saved?.contents.entitlements ?? []).map(Requirement.entitlement))
        .union(flagsOn.map(Requirement.featureFlag)),
      user: saved?.contents.user)
    let account = ShowcaseAccount(store: store, saving: accountStore)
    features = Self.makeFeatures(
      tasks: tasks, store: store,
      settings: SettingsAccount(
        user: { store.user },
        signIn: { name in !account.signIn(name).isEmpty },
        signOut: { account.signOut() }),
      purchase: { plan in await account.purchased(plan) })

    let shell = Self.shell
    var composition = NavigationBus.Builder(shell: shell, placement: placement)
    composition.openLinks(
      scheme: Self.scheme, host: Self.host,
      origins: [.universalLink(domain: Self.universalLinkDomain)],
      queryPolicy: Self.linkQueryPolicy, movedLinks: Self.movedLinks)
    for feature in features { composition.register(feature: feature) }
    composition.use(RequirementGuard.auth(signIn: { _ in .show(SignInRoute.signIn) }))
    composition.use(RequirementGuard.entitlements(paywall: { _ in .show(PaywallRoute.paywall) }))
    composition.use(RequirementGuard.featureFlags)
    composition.observe(with: funnels)
    // The funnels' figures come back from the store and every new flow event goes into it.
    let funnelStore = FunnelStore(database)
    if let saved = try? funnelStore.load() {
      for event in saved.events { funnels.record(event) }
      if saved.unreadable > 0 {
        let note = "\(saved.unreadable) saved flow event(s) could not be read and were skipped"
        launchNotes.append(note)
      }
    }
    composition.observe(with: funnelStore)
    // Switching tabs is going elsewhere: what waited behind the paywall or sign-in is dropped,
    // so a purchase made later does not jump the user back.
    composition.resumptionsAbandoned { intent in
      if case .selectTab = intent { return true }
      return false
    }
    composition.flowConditions = ShowcaseFlows.conditions(reading: store)
    if let fixedClock { composition.flowClock = { fixedClock } }
    // Each session's navigation, in the database under its key.
    composition.persist(in: SnapshotStore(database))
    Self.mapOutputs(in: &composition)
    configure(&composition)
    bus = try composition.build(entitlements: store)
    guard let links = bus.links else { throw BusConfigurationError.links("no resolver was made") }
    resolver = links
    viewModel = NavigationViewModel(bus: bus, platform: platform, isReady: false)
    self.account = account
    flows = ShowcaseFlows(bus: bus, features: features)
    funnels.attach(to: flows.engine)
    screens = ShowcaseScreens(features: features, flows: flows, resolver: resolver)
    try Self.checkRequirementNames(features: features, engine: flows.engine)
  }

  /// Opens the app's database with every feature's migrations.
  /// - Parameter url: The database file; `nil` for a database in memory.
  /// - Returns: The database.
  /// - Throws: A database error that setting a damaged file aside cannot fix.
  public nonisolated static func openDatabase(at url: URL?) throws -> AppDatabase {
    try AppDatabase.open(at: url, features: [TaskTable.registerMigrations])
  }
}
