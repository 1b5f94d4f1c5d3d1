import Foundation

/// The one way in: every intent, from any source, passes the same middleware chain, is turned into
/// commands by the owning module and the app's placement, and is applied through the reducer.
///
/// A bus is built once, by ``init(store:shell:features:middlewares:observers:placement:links:)``
/// or by a ``Builder``, and does not change afterwards: its flow engine (``flows``) is made with
/// it, with the flows of every feature registered.
///
/// ```swift
/// let bus = try NavigationBus(
///   store: store, shell: shell, features: [TasksFeature.registration()],
///   middlewares: [RequirementGuard.featureFlags], observers: [analytics], links: resolver)
/// bus.send(TasksInteraction.taskTapped(id: "42"))
/// ```
@MainActor
public final class NavigationBus: NavigationIntentSink {
  /// The store that holds the state.
  public let store: NavigationStore
  /// The app's shell.
  public let shell: ShellConfiguration
  let modules: ModuleDirectory
  let middlewares: [any NavigationMiddleware]
  let observers: [any NavigationObserver]
  let placement: RoutePlacement
  let tabs: [TabID: TabDeclaration]
  var resumptions: [Resumption] = []
  /// Which applied intents abandon the pending resumptions, as the app declared.
  let abandons: (@MainActor (NavigationIntent) -> Bool)?
  let interactionMap: [ObjectIdentifier: @MainActor (AnyInteraction) -> NavigationIntent?]
  /// Parses the links the bus opens; `nil` when the app opens none.
  public let links: DeepLinkResolver?
  /// Decides what flow moves mean: the bus's ``FlowEngine``, with the flows of every registered
  /// feature.
  public var flows: FlowEngine { FlowEngine(bus: self) }
  /// What the engine knows of the bus's flows.
  let flowRecords: FlowRecords
  /// Whether the chain runs only to learn what the guards would say (``preflight(_:source:)``).
  var isPreflight = false
  /// How many sends are under way: a change of what the user has waits until none is.
  var runningSends = 0
  /// What the bus was built from, for the sessions of the app's other windows.
  let configuration: Builder
  /// Where this session's navigation is saved under its key, when the app persists it.
  package let persistence: SessionPersistence?
  /// The key this session's navigation is saved under (``Builder/persist(in:codec:)``): `main`
  /// for the app's bus, the window's own for another window's (``makeSession(key:)``).
  public let persistenceKey: String
  nonisolated let inbox = Locked(Inbox())
  /// The most redirects one intent may go through before the bus calls it a loop.
  public static let maximumRedirects = 8

  /// Builds a bus.
  /// - Parameters:
  ///   - store: The store that holds the state.
  ///   - shell: The app's tabs, scenes and flows.
  ///   - features: The features, each by its one entry point (``FeatureRegistration``); their
  ///     route enums are registered with their routers.
  ///   - middlewares: The guards, in the order they run.
  ///   - observers: The observers, told of every request after the fact.
  ///   - placement: Where the app puts each module's routes.
  ///   - links: The resolver of the links the bus opens; `nil` when the app opens none.
  /// - Throws: ``BusConfigurationError`` when two route enums share a key or a home tab is
  ///   unknown.
  public convenience init(
    store: NavigationStore, shell: ShellConfiguration,
    features: [FeatureRegistration], middlewares: [any NavigationMiddleware] = [],
    observers: [any NavigationObserver] = [], placement: RoutePlacement = [],
    links: DeepLinkResolver? = nil
  ) throws(BusConfigurationError) {
    var builder = Builder(shell: shell, placement: placement)
    for feature in features { builder.register(feature: feature) }
    for middleware in middlewares { builder.use(middleware) }
    for observer in observers { builder.observe(with: observer) }
    if let links { builder.openLinks(with: links) }
    try self.init(builder, store: store)
  }

  /// Builds a bus from route enums registered one by one, as the package's own tests do.
  package convenience init(
    store: NavigationStore, shell: ShellConfiguration,
    modules: [ModuleRegistration], middlewares: [any NavigationMiddleware] = [],
    observers: [any NavigationObserver] = [], placement: RoutePlacement = [],
    links: DeepLinkResolver? = nil
  ) throws(BusConfigurationError) {
    try self.init(
      store: store, shell: shell,
      features: [FeatureRegistration("modules", modules: modules)], middlewares: middlewares,
      observers: observers, placement: placement, links: links)
  }

  /// Builds a bus from what a builder collected.
  init(
    _ builder: Builder, store: NavigationStore, persistenceKey: String = "main"
  ) throws(BusConfigurationError) {
    let shell = builder.shell
    let placement = builder.placement
    let modules = builder.modules
    var byKey: [ModuleKey: ModuleEntry] = [:]
    for module in modules {
      guard byKey[module.key] == nil else { throw .duplicateModule(module.key) }
      let entry = ModuleEntry(module, placement: placement)
      for placed in entry.cases
      where placed.presentation.opensScene
        && module.routeCases[placed.name]?.kind == .transient
      {
        throw .transientSceneRoute(module: module.key, case: placed.name)
      }
      byKey[module.key] = entry
    }
    let tabs = Dictionary(shell.tabs.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    if let unknown = placement.unknownHomeTab(among: shell.tabs.map(\.id)) {
      throw .unknownHomeTab(module: unknown.module, tab: unknown.tab)
    }
    self.store = store
    self.shell = shell
    self.configuration = builder
    self.modules = ModuleDirectory(byKey)
    self.middlewares = builder.middlewares
    self.observers = builder.observers
    self.placement = placement
    self.tabs = tabs
    self.interactionMap = builder.interactionMaps
    self.links = builder.links
    self.abandons = builder.abandons
    self.persistenceKey = persistenceKey
    self.persistence = builder.snapshots.map { snapshots in
      SessionPersistence(storage: snapshots.storage, codec: snapshots.codec, key: persistenceKey)
    }
    flowRecords = FlowRecords(conditions: builder.flowConditions, clock: builder.flowClock)
    let engine = flows
    var registered = Set<String>()
    for flow in builder.flows {
      guard registered.insert(flow.name).inserted else { throw .duplicateFlow(flow.name) }
      do throws(FlowError) {
        try flow.register(engine)
      } catch {
        throw .invalidFlow(flow.name, error)
      }
    }
    store.entitlements.observeChanges { [weak self] in self?.checkRequirementsWhenFree() }
  }

  /// A bus for another main window of the app (iPad, Mac): the same features, guards,
  /// observers, links, flows and entitlements, and a state of its own that starts where the app
  /// starts, each tab of the shell at the root its placement gives it. A window's tabs, stacks
  /// and sheets are its own, so each window has its own session, and keeps and restores its
  /// state on its own (the SwiftUI adapter's `NavigationRoot` makes one per window).
  ///
  /// ```swift
  /// let second = app.bus.makeSession(key: scene.session.persistentIdentifier)
  /// second.restore()  // the window's own saved navigation
  /// second.send(.selectTab("shopping"), source: .userInterface)  // the first window stays
  /// ```
  /// - Parameter key: The key the window's navigation is saved under
  ///   (``Builder/persist(in:codec:)``): an identifier the platform keeps for the window across
  ///   launches, such as UIKit's `UISceneSession.persistentIdentifier`. Each window needs its
  ///   own; `main` is the app's bus's.
  /// - Returns: The new session's bus.
  public func makeSession(key: String) -> NavigationBus {
    let session: NavigationBus
    do {
      session = try NavigationBus(
        configuration,
        store: NavigationStore(state: configuration.firstState, entitlements: store.entitlements),
        persistenceKey: key)
    } catch {
      // The same configuration built this bus, and building checks nothing else.
      preconditionFailure("a configuration that built a bus builds it again: \(error)")
    }
    // Flows registered with the engine after the bus was built, and conditions set since.
    session.flowRecords.runtimes = flowRecords.runtimes
    session.flowRecords.conditions = flowRecords.conditions
    return session
  }

  /// A bus with no feature modules over the store's tabs (none of them gated): for flows
  /// on their own, tools and tests.
  /// - Parameters:
  ///   - store: The store that holds the state.
  ///   - middlewares: The guards, in the order they run.
  ///   - observers: The observers.
  /// - Returns: The bus.
  package static func standalone(
    store: NavigationStore, middlewares: [any NavigationMiddleware] = [],
    observers: [any NavigationObserver] = []
  ) -> NavigationBus {
    var builder = Builder(
      shell: ShellConfiguration(tabs: store.untrackedState.tabIDs.map { TabDeclaration($0) }))
    for middleware in middlewares { builder.use(middleware) }
    for observer in observers { builder.observe(with: observer) }
    do {
      return try NavigationBus(builder, store: store)
    } catch {
      // Only modules and home tabs can be misconfigured, and this bus has neither.
      preconditionFailure("a bus without modules is always well formed: \(error)")
    }
  }

  /// Whether the app maps an interaction or output type (``Builder/mapInteractions(_:_:)``).
  /// - Parameter type: The type.
  /// - Returns: `true` when the app has a mapping for it.
  package func maps<Interaction: ModuleInteraction>(_ type: Interaction.Type) -> Bool {
    interactionMap[ObjectIdentifier(type)] != nil
  }

  /// The registered modules' keys, sorted.
  public var moduleKeys: [ModuleKey] { modules.byKey.keys.sorted() }

  /// The registration of a module.
  /// - Parameter key: The module's key.
  /// - Returns: The registration, or `nil`.
  package func module(_ key: ModuleKey) -> ModuleRegistration? {
    modules.byKey[key]?.registration
  }

  /// The declaration of a route's case (its presentation, its requirement, its values), as the
  /// module that registered the route's enum declared it.
  /// - Parameter route: The route.
  /// - Returns: The case, or `nil` when no registered module has it.
  public func routeCase(of route: AnyRoute) -> RouteCase? {
    modules.byKey[route.module]?.registration.routeCase(of: route)
  }

  /// Sends an intent through the chain and applies it.
  /// - Parameters:
  ///   - intent: The intent.
  ///   - source: Where it came from; the app itself when omitted.
  /// - Returns: What became of it.
  @discardableResult
  public func send(_ intent: NavigationIntent, source: IntentSource = .app) -> IntentOutcome {
    let outcome = run(NavigationRequest(intent, source: source), redirectChain: [])
    // A saved snapshot's flows are read like links into their steps: each is re-validated step
    // by step once the snapshot is in place.
    if source == .restore, case .restore = intent, outcome == .applied {
      recheckFlows(from: source)
    }
    return outcome
  }

  /// Sends an intent from a module's typed handle.
  /// - Parameters:
  ///   - intent: The intent.
  ///   - module: The module whose handle sent it.
  /// - Returns: What became of it.
  @discardableResult
  public func send(_ intent: NavigationIntent, from module: ModuleKey) -> IntentOutcome {
    send(intent, source: .handle(module))
  }

  /// Runs an intent from a module's typed handle through the chain without applying it.
  /// - Parameters:
  ///   - intent: The intent.
  ///   - module: The module whose handle asks.
  /// - Returns: What the guards would answer now.
  public func preflight(_ intent: NavigationIntent, from module: ModuleKey) -> IntentOutcome {
    preflight(intent, source: .handle(module))
  }

  /// Sends a feature's interaction.
  /// - Parameter interaction: The interaction.
  /// - Returns: What became of it.
  @discardableResult
  public func send<Interaction: ModuleInteraction>(_ interaction: Interaction) -> IntentOutcome {
    run(
      NavigationRequest(
        .interaction(AnyInteraction(interaction)), source: .interaction(Interaction.moduleKey)),
      redirectChain: [])
  }

  /// Runs a request through the chain, applies it, and tells the observers.
  func run(_ incoming: consuming NavigationRequest, redirectChain: [String]) -> IntentOutcome {
    dispatch(incoming, redirectChain: redirectChain).outcome
  }

  /// Runs a request through the chain, applies it, and tells the observers; returns the outcome
  /// with the flow move that was applied, if the request was one.
  func dispatch(
    _ incoming: consuming NavigationRequest, redirectChain: [String]
  ) -> (outcome: IntentOutcome, flow: FlowDecision?) {
    var request = incoming
    var trace = ChainTrace()
    runningSends += 1
    defer { runningSends -= 1 }
    // Without observers nothing is timed. With them, a send is timed on the system's uptime
    // clock; a send is far too short for time asleep to matter.
    if observers.isEmpty {
      let outcome = process(&request, redirectChain: redirectChain, trace: &trace)
      return (outcome, trace.appliedFlow)
    }
    let start = DispatchTime.now().uptimeNanoseconds
    let changesBefore = store.changeCount
    let outcome = process(&request, redirectChain: redirectChain, trace: &trace)
    let changed = store.changeCount != changesBefore
    let event = NavigationEvent(
      request: consume request, outcome: outcome,
      screen: changed ? store.untrackedTopRoute : nil,
      changedState: changed,
      duration: .nanoseconds(DispatchTime.now().uptimeNanoseconds &- start), date: Date(),
      flowEvents: trace.flowEvents)
    for observer in observers { observer.observe(event) }
    return (outcome, trace.appliedFlow)
  }

  /// Normalizes and plans a request, runs it through the chain, and follows a redirect.
  private func process(
    _ request: inout NavigationRequest, redirectChain: [String], trace: inout ChainTrace
  ) -> IntentOutcome {
    // No copy of the state is kept across the chain: a kept copy would make applying the request
    // copy the arrays it changes.
    let changesBefore = store.changeCount
    let failure: IntentOutcome?
    do {
      // One copy of the state serves the module's router and planning, and is gone before the
      // chain runs.
      var state = store.untrackedState
      var router: ModuleEntry?
      failure = normalize(&request, in: state, router: &router)
      if failure == nil {
        // An app's mapping may have changed the state meanwhile: plan against what is there now.
        if store.changeCount != changesBefore { state = store.untrackedState }
        prepare(&request, in: state, knowing: router)
      }
    }
    if let failure { return failure }
    let result = runChain(from: 0, request, trace: &trace)
    if case .redirected(let target, let until, _) = result, let resumes = trace.resumes {
      return follow(
        resumes, to: target, until: until, chain: redirectChain + [request.intent.description],
        result)
    }
    // Only when something waits: the common send pays one check.
    if !resumptions.isEmpty, result.didNavigate { dropDeclinedResumptions(after: request) }
    if result.didNavigate, request.closesScreens { cancelDismissedFlows() }
    return result
  }

  /// Runs an intent through the chain without applying it or telling observers: what the guards
  /// would answer now. A redirect is answered but not remembered.
  /// - Parameters:
  ///   - intent: The intent.
  ///   - source: Where it would come from.
  /// - Returns: `.applied` when the whole chain would let it through and it can be carried out,
  ///   else the redirect, refusal or failure it would meet.
  public func preflight(_ intent: NavigationIntent, source: IntentSource = .app) -> IntentOutcome {
    preflight(NavigationRequest(intent, source: source))
  }

  /// Runs a flow move, as the engine decided it, through the chain without applying it.
  func preflight(_ intent: NavigationIntent, decision: FlowDecision) -> IntentOutcome {
    var request = NavigationRequest(intent, source: .app)
    request.flowDecision = decision
    return preflight(request)
  }

  private func preflight(_ incoming: NavigationRequest) -> IntentOutcome {
    var request = incoming
    var router: ModuleEntry?
    if let failure = normalize(&request, in: store.untrackedState, router: &router) {
      return failure
    }
    prepare(&request, in: store.untrackedState, knowing: router)
    let wasPreflight = isPreflight
    isPreflight = true
    defer { isPreflight = wasPreflight }
    var trace = ChainTrace()
    return runChain(from: 0, request, trace: &trace)
  }

  /// Runs the chain from one middleware on. A middleware's answer is its return value: when it
  /// is a redirect that this middleware made (not one it passed on from further down the chain),
  /// the request it was given is the one that resumes once the redirect's condition is met, and
  /// is written to the trace. Only the outcome is returned, so that a request is copied only when
  /// a middleware changes it or redirects.
  private func runChain(
    from index: Int, _ request: NavigationRequest, trace: inout ChainTrace
  ) -> IntentOutcome {
    guard index < middlewares.count else {
      return isPreflight ? request.plan.outcomeIfApplied : apply(request, trace: &trace)
    }
    var passedOn: IntentOutcome?
    let outcome = middlewares[index].handle(request, context: MiddlewareContext(bus: self)) {
      next in
      let result: IntentOutcome
      if next.revision == 0 {
        result = runChain(from: index + 1, next, trace: &trace)
      } else {
        var changed = next
        prepare(&changed, in: store.untrackedState)
        result = runChain(from: index + 1, changed, trace: &trace)
      }
      passedOn = result
      return result
    }
    if case .redirected = outcome, passedOn != outcome { trace.resumes = request }
    return outcome
  }
}

/// What one run of the chain leaves for the send that started it, as the chain returns: the
/// request that resumes after a redirect a middleware made, and the flow move applied at its end
/// with the events observers are told.
struct ChainTrace {
  var resumes: NavigationRequest?
  var appliedFlow: FlowDecision?
  var flowEvents: [FlowEvent] = []
}
