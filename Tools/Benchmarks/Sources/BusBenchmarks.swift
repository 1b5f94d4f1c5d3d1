import Tasks
import Wayfinder

/// Sends from `send` to applied state through four middlewares and one observer, with 3 and with
/// 300 registered modules in the same run, on realistic traffic: every send shows a route that
/// needs premium (the user has it, so the guards check and let it through), interactions go round
/// the three feature modules, and handle calls go round every registered module. A flow advance
/// through the same chain is measured with the flows (`FlowBenchmarks.chain`).
@MainActor
enum BusBenchmarks {
  static let moduleCounts = [3, 300]
  static let calls = 64

  /// What gives a benchmark feature module its key, and so its own interaction and route types.
  protocol Feature {
    static var key: ModuleKey { get }
  }
  enum Alpha: Feature { static let key: ModuleKey = "alpha" }
  enum Bravo: Feature { static let key: ModuleKey = "bravo" }
  enum Charlie: Feature { static let key: ModuleKey = "charlie" }

  /// A feature's interaction: the user tapped a report.
  enum Tap<Module: Feature>: ModuleInteraction {
    case report(Int)
    static var moduleKey: ModuleKey { Module.key }
  }

  /// A feature's one route, which needs premium.
  enum Screen<Module: Feature>: NavigationRoute {
    case report(id: Int)

    static var moduleKey: ModuleKey { Module.key }
    static var routeCases: [RouteCase] {
      [
        RouteCase(
          name: "report", parameters: [RouteParameter(label: "id", type: Int.self)],
          requirement: .premium)
      ]
    }

    var routeComponents: RouteComponents {
      switch self {
      case .report(let id): return RouteComponents(name: "report", values: [id.linkValue])
      }
    }

    init(routeComponents: RouteComponents) throws(RouteDecodingError) {
      try routeComponents.expectValueCount(1, module: Self.moduleKey)
      guard routeComponents.name == "report" else {
        throw .unknownCase(module: Self.moduleKey, name: routeComponents.name, known: ["report"])
      }
      self = .report(id: try routeComponents.value(at: 0, as: Int.self, module: Self.moduleKey))
    }
  }

  /// A feature's router: a tapped report shows that report.
  struct Router<Module: Feature>: FeatureRouter {
    func respond(
      to interaction: Tap<Module>, in state: NavigationState
    ) -> ModuleResponse<Screen<Module>> {
      switch interaction {
      case .report(let id): return .show(.report(id: id))
      }
    }
  }

  @MainActor
  final class CountingObserver: NavigationObserver {
    var count = 0
    nonisolated init() {}
    func observe(_ event: NavigationEvent) { count += 1 }
  }

  /// A bus and where its traffic has got to, shared by the samples of a measurement. A view model
  /// follows the state, as in an app on screen, so every send that changes the state refreshes
  /// it.
  @MainActor
  final class Traffic {
    let bus: NavigationBus
    let viewModel: NavigationViewModel
    let keys: [ModuleKey]
    let observer: CountingObserver
    let store: EntitlementStore
    var sent = 0
    var resets = 0
    var refused: IntentOutcome?

    /// A bus of `modules` modules, with a flow when one is given.
    init(
      modules: Int, flow: FlowDefinition<FlowFields>? = nil,
      conditions: @escaping @MainActor @Sendable (FlowCondition, ActiveFlow) -> Bool = { _, _ in
        false
      }
    ) {
      store = EntitlementStore(granting: [.entitlement("premium")], user: "ada")
      observer = CountingObserver()
      // The three feature modules are registered as an app registers them.
      let feature = FeatureRegistration("traffic").routes(Router<Alpha>())
        .routes(Router<Bravo>()).routes(Router<Charlie>())
      // The other modules have the same router and route under keys of their own, which only
      // the package can register.
      let others = (feature.moduleKeys.count..<modules).map {
        ModuleRegistration(Router<Alpha>(), key: ModuleKey("m\($0)"))
      }
      keys = feature.moduleKeys + others.map(\.key)
      var builder = NavigationBus.Builder(
        shell: ShellConfiguration(tabs: [
          TabDeclaration("a"), TabDeclaration("b"), TabDeclaration("c"),
        ]))
      builder.register(feature: feature)
      for other in others { builder.register(other) }
      for guardian in BusBenchmarks.guards() { builder.use(guardian) }
      builder.observe(with: observer)
      if let flow { builder.register(flow: flow) }
      builder.flowConditions = conditions
      bus = try! builder.build(
        store: NavigationStore(
          state: NavigationState(tabs: ["a", "b", "c"]), entitlements: store))
      viewModel = NavigationViewModel(bus: bus, platform: .iOS)
      // What a tab view draws: each tab's stack, observed by part.
      for tab in ["a", "b", "c"] as [TabID] {
        _ = viewModel.layer(at: StackLocation(container: .tab(tab), depth: 0))
      }
    }

    /// Pops the stack back to its root through the bus, between samples and untimed: every
    /// sample then pushes onto a stack as shallow as an app's. (A stack that grew through the
    /// whole run made whichever row was measured first pay for fresh memory: 6 to 7 % slower
    /// than the same sends measured second, with the same instruction count.)
    func reset() {
      guard bus.store.state.topRoute != nil else { return }
      let outcome = bus.send(.popToRoot, source: .app)
      if !outcome.didNavigate { refused = outcome }
      resets += 1
    }

    /// Sends the next interaction, to the three feature modules in turn.
    func interaction() {
      let outcome: IntentOutcome
      switch sent % 3 {
      case 0: outcome = bus.send(Tap<Alpha>.report(sent))
      case 1: outcome = bus.send(Tap<Bravo>.report(sent))
      default: outcome = bus.send(Tap<Charlie>.report(sent))
      }
      if !outcome.didNavigate { refused = outcome }
      sent += 1
    }

    /// Sends the next handle call, to every registered module in turn.
    func handleCall() {
      let key = keys[sent % keys.count]
      let route = AnyRoute(
        module: key, components: RouteComponents(name: "report", values: [sent.linkValue]))
      let outcome = bus.send(.show(route, style: nil), from: key)
      if !outcome.didNavigate { refused = outcome }
      sent += 1
    }

    /// Checks that every send was applied and seen, and ended on the route it showed, in the
    /// state and in the view model's projection.
    func check(_ run: BenchmarkRun, _ name: String) {
      if viewModel.projection.focusedLayer?.entries.last?.route != bus.store.state.topRoute {
        run.problem("\(name): the view model does not show the last send's route")
      }
      if let refused { run.problem("\(name): a send was not applied: \(refused)") }
      if observer.count != sent + resets {
        run.problem("\(name): \(observer.count) of \(sent + resets) observed")
      }
      if bus.store.state.topRoute?.name != "report" {
        run.problem("\(name): the last send did not show its report")
      }
    }
  }

  /// The guards of every benchmark bus: sign-in, entitlements, feature flags and one more flag.
  static func guards() -> [any NavigationMiddleware] {
    let signIn = NavigationIntent.show(AnyRoute(BenchmarkRoute.detail(name: "sign-in")), style: nil)
    let paywall = NavigationIntent.show(
      AnyRoute(BenchmarkRoute.detail(name: "paywall")), style: nil)
    return [
      RequirementGuard.auth(signIn: { _ in signIn }),
      RequirementGuard.entitlements(paywall: { _ in paywall }),
      RequirementGuard.featureFlags,
      RequirementGuard(name: "beta", handles: { $0 == .featureFlag("beta") }),
    ]
  }

  /// Checks that the bus's guards stop `intent` without premium and let it through with it, so
  /// that what is measured is a send behind a requirement.
  static func checkGuarded(
    _ intent: NavigationIntent, on bus: NavigationBus, store: EntitlementStore, _ run: BenchmarkRun
  ) {
    store.revoke(.entitlement("premium"))
    let without = bus.preflight(intent)
    store.grant(.entitlement("premium"))
    let with = bus.preflight(intent)
    guard case .redirected = without, with == .applied else {
      run.problem("\(intent): without premium \(without), with it \(with)")
      return
    }
  }

  /// A bus with one module and no guard or observer; its route's requirement is not checked.
  static func bareBus() -> NavigationBus {
    try! NavigationBus(
      store: NavigationStore(state: NavigationState(tabs: ["a"]), entitlements: AllowEverything()),
      shell: ShellConfiguration(tabs: [TabDeclaration("a")]),
      modules: [ModuleRegistration(Router<Alpha>())])
  }

  static func run(_ run: BenchmarkRun) {
    guard run.wants("bus") else { return }
    var interactions: [Int: Double] = [:]
    var handleCalls: [Int: Double] = [:]
    for count in moduleCounts {
      let parameters = ["modules": String(count), "middlewares": "4", "observers": "1"]
      // One bus per table size and kind of send, reused across samples, its stack popped back
      // to the root before each (`Traffic.reset`).
      let tapped = Traffic(modules: count)
      checkGuarded(
        .show(AnyRoute(Screen<Alpha>.report(id: 1)), style: nil), on: tapped.bus,
        store: tapped.store, run)
      interactions[count] =
        run.measure(
          "bus.send interaction", parameters: parameters, calls: calls,
          setup: {
            tapped.reset()
            return tapped
          }
        ) { traffic in
          for _ in 0..<calls { traffic.interaction() }
        }
        .medianNs
      tapped.check(run, "bus.send interaction with \(count) modules")

      let called = Traffic(modules: count)
      handleCalls[count] =
        run.measure(
          "bus.send handle call, every module", parameters: parameters, calls: calls,
          setup: {
            called.reset()
            return called
          }
        ) { traffic in
          for _ in 0..<calls { traffic.handleCall() }
        }
        .medianNs
      called.check(run, "bus.send handle call with \(count) modules")
    }

    let bare = bareBus()
    run.measure(
      "bus.send interaction, bare (no guard, no observer, no requirement check)",
      parameters: ["modules": "1", "middlewares": "0", "observers": "0"], calls: calls,
      setup: { bare }
    ) { bus in
      for index in 0..<calls { _ = bus.send(Tap<Alpha>.report(index)) }
    }

    // The bar a user can feel: a tap has a frame of 16 ms, and an interaction through the guards
    // and an observer, with the view model refreshed, must leave nearly all of it to drawing. The
    // bare send is printed beside it, so that a reader sees how fast the machine was.
    if let few = interactions[3] {
      run.verdict(
        "bus.send interaction with the view model refreshed, median (ns)", value: few,
        bar: "<= 4000", passed: few <= 4_000)
    } else {
      run.problem("bus.send interaction: no median with 3 modules")
    }
    run.ratioVerdict(
      "bus.send interaction, 300 modules / 3 modules", interactions[300], over: interactions[3],
      atMost: 1.2)
    run.ratioVerdict(
      "bus.send handle call, 300 modules / 3 modules", handleCalls[300], over: handleCalls[3],
      atMost: 1.2)
  }
}
