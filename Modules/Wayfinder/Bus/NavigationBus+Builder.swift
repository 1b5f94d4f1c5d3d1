extension NavigationBus {
  /// Collects what a bus is made of: its modules, the app's mappings of their interactions and
  /// actions, its middlewares in the order they run, its observers and the resolver of its links.
  /// ``build(store:)`` returns a bus that does not change afterwards.
  ///
  /// ```swift
  /// var builder = NavigationBus.Builder(shell: shell, placement: placement)
  /// builder.register(feature: TasksFeature.registration())
  /// builder.mapInteractions(TasksInteraction.self) { interaction in
  ///   interaction == .upgradeTapped ? .show(PaywallRoute.paywall) : nil
  /// }
  /// builder.use(RequirementGuard.featureFlags)
  /// builder.observe(with: analytics)
  /// builder.openLinks(with: resolver)
  /// let bus = try builder.build(store: store)
  /// ```
  @MainActor
  public struct Builder {
    /// The app's tabs, scenes and flows.
    public var shell: ShellConfiguration
    /// Where the app puts each module's routes.
    public var placement: RoutePlacement
    var modules: [ModuleRegistration] = []
    var middlewares: [any NavigationMiddleware] = []
    var observers: [any NavigationObserver] = []
    var interactionMaps: [ObjectIdentifier: @MainActor (AnyInteraction) -> NavigationIntent?] = [:]
    var links: DeepLinkResolver?
    /// How links reach the app, when the builder makes the resolver from the placement.
    var linkOrigins:
      (
        scheme: String, host: String, origins: [LinkOrigin], policy: LinkQueryPolicy,
        moved: [(old: String, current: String)]
      )?
    var abandons: (@MainActor (NavigationIntent) -> Bool)?
    /// Where the sessions' navigation is saved, and in which format.
    var snapshots: (storage: any SnapshotStorage, codec: SnapshotCodec)?
    var flows: [FeatureRegistration.FlowEntry] = []
    /// The activity of each module whose feature advertises one.
    var activities: [ModuleKey: AdvertisedActivity] = [:]
    /// Whether a named condition of the flows' branches and skips holds for a flow, with its
    /// data at that moment; none does unless set. The engine asks one condition at a time, as a
    /// flow reaches a step that depends on it.
    ///
    /// ```swift
    /// builder.flowConditions = { condition, flow in
    ///   switch condition {
    ///   case .permissionsAlreadyGranted: return permissions.granted
    ///   case .digitalOnly: return flow.data["shipping"] == "none"
    ///   default: return false
    ///   }
    /// }
    /// ```
    public var flowConditions: @MainActor @Sendable (FlowCondition, ActiveFlow) -> Bool = { _, _ in
      false
    }
    /// Where flow event times come from: the time elapsed since a fixed origin. The system's
    /// monotonic clock, from when the builder was made, unless set (tests set WayfinderTesting's
    /// `ManualFlowClock`: `builder.flowClock = { clock.now() }`).
    public var flowClock: @Sendable () -> Duration = continuousFlowClock()

    /// Starts a bus for an app's shell.
    /// - Parameters:
    ///   - shell: The app's tabs, scenes and flows.
    ///   - placement: Where the app puts each module's routes.
    public init(shell: ShellConfiguration, placement: RoutePlacement = []) {
      self.shell = shell
      self.placement = placement
    }

    /// Registers one route enum with its router; an app registers whole features
    /// (``register(feature:)``).
    /// - Parameter module: The module's registration.
    package mutating func register(_ module: ModuleRegistration) { modules.append(module) }

    /// Adds a flow that no feature brings, with its validations, requirements and actions; a
    /// feature's flows come with ``register(feature:)``.
    /// - Parameter flow: The flow's definition.
    public mutating func register<Data>(flow: FlowDefinition<Data>) {
      flows.append(
        FeatureRegistration.FlowEntry(
          name: flow.declaration.name, declaration: flow.declaration,
          register: { engine throws(FlowError) in try engine.register(flow) },
          draw: { _, _ in nil }))
    }

    /// Adds a middleware; middlewares run in the order they are added.
    /// - Parameter middleware: The middleware.
    public mutating func use(_ middleware: any NavigationMiddleware) {
      middlewares.append(middleware)
    }

    /// Adds an observer, told of every request after the fact.
    /// - Parameter observer: The observer.
    public mutating func observe(with observer: any NavigationObserver) {
      observers.append(observer)
    }

    /// Lets the app decide what a module's interactions mean before the module's own router
    /// does, and what a handle's outputs mean (the `<Handle>Output` enum that
    /// `@FeatureNavigation` writes for the requests that are not routes): the way features reach
    /// each other without importing each other.
    /// - Parameters:
    ///   - type: The interaction or output type.
    ///   - map: The intent for one, or `nil` to leave it to the module's router.
    public mutating func mapInteractions<Interaction: ModuleInteraction>(
      _ type: Interaction.Type, _ map: @escaping @MainActor (Interaction) -> NavigationIntent?
    ) {
      interactionMaps[ObjectIdentifier(Interaction.self)] = { interaction in
        interaction.typed(as: Interaction.self).flatMap(map)
      }
    }

    /// Saves each session's navigation in `storage` after every change, under the session's key
    /// (``NavigationBus/persistenceKey``): the app's bus under `main`, the bus of each other
    /// window under the key its window was given (``NavigationBus/makeSession(key:)``).
    /// ``NavigationBus/restore()`` shows what was saved again, through the guards, and starts
    /// the saving; a bus that is never restored saves nothing, so that it cannot write over a
    /// snapshot before it was read.
    ///
    /// ```swift
    /// builder.persist(in: SavedNavigation(database: database))
    /// let bus = try builder.build(entitlements: account)
    /// print(bus.restore())  // "restored the saved navigation"
    /// ```
    /// - Parameters:
    ///   - storage: Where the snapshots live.
    ///   - codec: The snapshot format and its migrations.
    public mutating func persist(
      in storage: any SnapshotStorage, codec: SnapshotCodec = SnapshotCodec()
    ) {
      snapshots = (storage, codec)
    }

    /// Opens links with a resolver: a link becomes the intent it stands for and goes through the
    /// chain like every other intent; a flow link becomes a ``FlowRequest/open(_:at:)-enum.case``.
    /// - Parameter resolver: The app's resolver.
    public mutating func openLinks(with resolver: DeepLinkResolver) {
      links = resolver
      linkOrigins = nil
    }

    /// Opens links that the builder reads from the shell, the ``placement`` and the flows: every
    /// placed route enum is reached in its tab, over its tabs or in its scene, and every flow,
    /// the shell's and the features', by `/flow/{name}`. The resolver is made by
    /// ``build(entitlements:)`` and is the bus's ``NavigationBus/links``.
    ///
    /// ```swift
    /// builder.openLinks(scheme: "cookbook", host: "app")  // cookbook://app/recipes/detail/42
    /// ```
    /// - Parameters:
    ///   - scheme: The custom scheme.
    ///   - host: The host after the scheme.
    ///   - origins: More origins that open the same links: universal-link domains.
    ///   - queryPolicy: What to do with query items that are not navigation; refused unless set.
    ///   - movedLinks: Link shapes the app used to have and the current links they open
    ///     (``DeepLinkResolverBuilder/addMovedLink(_:opens:)``), in the order they are tried.
    public mutating func openLinks(
      scheme: String, host: String, origins: [LinkOrigin] = [],
      queryPolicy: LinkQueryPolicy = .refuseAll, movedLinks: KeyValuePairs<String, String> = [:]
    ) {
      links = nil
      linkOrigins = (scheme, host, origins, queryPolicy, movedLinks.map { ($0.key, $0.value) })
    }

    /// Declares which intents abandon what waits behind a redirect: when the user goes
    /// elsewhere in such a way (another tab, for example), a purchase made much later does not
    /// jump them back to the screen they asked for before. Declining the redirect itself (its
    /// screen closed by any means) always abandons it.
    /// - Parameter abandons: Whether an applied intent of the user abandons every pending
    ///   resumption.
    public mutating func resumptionsAbandoned(
      by abandons: @escaping @MainActor (NavigationIntent) -> Bool
    ) {
      self.abandons = abandons
    }

    /// Where the app starts: every tab of the shell at the root the placement gives it.
    var firstState: NavigationState {
      NavigationState(tabs: shell.tabs.map(\.id), roots: placement.tabRoots)
    }

    /// Builds the bus.
    /// - Parameter store: The store that holds the state.
    /// - Returns: The bus.
    /// - Throws: ``BusConfigurationError`` when two modules share a key, a home tab is unknown,
    ///   a route that opens a scene carries a transient value, two flows share a name or a
    ///   flow's definition has mistakes.
    public func build(
      store: NavigationStore
    ) throws(BusConfigurationError) -> NavigationBus {
      try NavigationBus(self, store: store)
    }

    /// Builds the bus with everything it holds: the link resolver
    /// (``openLinks(scheme:host:origins:queryPolicy:movedLinks:)``), the store, whose first state
    /// shows every tab of the shell at the root the ``placement`` gives it, and the flow engine.
    ///
    /// ```swift
    /// let bus = try builder.build(entitlements: account)
    /// bus.send(.link("cookbook://app/shopping/item/flour"), source: .link)
    /// ```
    /// - Parameter entitlements: What the user has. There is no default: an app that forgot its
    ///   entitlements would pass every guard.
    /// - Returns: The bus; its ``NavigationBus/store`` holds the state.
    /// - Throws: ``BusConfigurationError``: what ``build(store:)`` checks, and
    ///   ``BusConfigurationError/links(_:)`` when the links cannot be read (a tab named `flow`,
    ///   a name that cannot stand in a link, two routes in one place with the same name).
    public func build(
      entitlements: any EntitlementProvider
    ) throws(BusConfigurationError) -> NavigationBus {
      let tabs = shell.tabs.map(\.id)
      guard !tabs.isEmpty else { throw .noTabs("the shell declares no tab") }
      if let twice = tabs.first(where: { tab in tabs.filter { $0 == tab }.count > 1 }) {
        throw .noTabs("the shell declares the tab '\(twice)' twice")
      }
      // Before the links are made from the placement, which would name the mistake less well.
      if let unknown = placement.unknownHomeTab(among: tabs) {
        throw .unknownHomeTab(module: unknown.module, tab: unknown.tab)
      }
      var complete = self
      if let origins = linkOrigins {
        var links = DeepLinkResolverBuilder(
          scheme: origins.scheme, host: origins.host, shell: shell)
        for origin in origins.origins { links.addOrigin(origin) }
        links.queryPolicy = origins.policy
        for moved in origins.moved { links.addMovedLink(moved.old, opens: moved.current) }
        placement.addLinks(to: &links, tabs: tabs)
        // The flows registered with the features open from links too, as the shell's do: a
        // flow is declared once, where its feature registers it.
        for flow in flows where !shell.flows.contains(where: { $0.name == flow.name }) {
          links.addFlow(flow.declaration)
        }
        do throws(DeepLinkBuildError) {
          complete.links = try links.makeResolver()
        } catch {
          throw .links(error.description)
        }
      }
      let store = NavigationStore(state: firstState, entitlements: entitlements)
      return try NavigationBus(complete, store: store)
    }
  }
}
