import Wayfinder

/// One interaction from `send` to applied state, through four middlewares and one observer, with
/// few and with many registered modules.
@MainActor
enum BusBenchmarks {
  static let moduleCounts = [3, 300]
  static let calls = 64

  enum Tap: ModuleInteraction {
    case item(Int)
    static let moduleKey = BenchmarkRoute.moduleKey
  }

  struct ItemModule: FeatureModule {
    func respond(to interaction: Tap, in state: NavigationState) -> ModuleResponse<BenchmarkRoute> {
      if case .item(let id) = interaction { return .show(.item(id: id)) }
      return .nothing
    }
  }

  /// A module that is registered only to make the table larger.
  struct FillerModule: FeatureModule {
    func respond(
      to interaction: FillerTap, in state: NavigationState
    )
      -> ModuleResponse<BenchmarkRoute>
    { .nothing }
  }

  enum FillerTap: ModuleInteraction {
    case tap
    static let moduleKey: ModuleKey = "filler"
  }

  /// A registration of a filler module under its own key.
  static func filler(_ index: Int) -> ModuleRegistration {
    ModuleRegistration(FillerModule(), key: ModuleKey("m\(index)"))
  }

  @MainActor
  final class CountingObserver: NavigationObserver {
    var count = 0
    nonisolated init() {}
    func observe(_ event: NavigationEvent) { count += 1 }
  }

  static func bareBus() -> NavigationBus {
    try! NavigationBus(
      coordinator: NavigationCoordinator(state: NavigationState(tabs: ["a"])),
      shell: ShellConfiguration(tabs: [TabDeclaration("a")]),
      modules: [ModuleRegistration(ItemModule())])
  }

  static func bus(modules: Int) -> NavigationBus {
    let store = EntitlementStore(entitlements: ["premium"], user: "ada")
    let coordinator = NavigationCoordinator(
      state: NavigationState(tabs: ["a", "b", "c"]), entitlements: store)
    let registrations =
      [ModuleRegistration(ItemModule())] + (1..<modules).map { filler($0) }
    let signIn = NavigationIntent.show(AnyRoute(BenchmarkRoute.detail(name: "sign-in")), style: nil)
    let paywall = NavigationIntent.show(
      AnyRoute(BenchmarkRoute.detail(name: "paywall")), style: nil)
    return try! NavigationBus(
      coordinator: coordinator,
      shell: ShellConfiguration(tabs: [
        TabDeclaration("a"), TabDeclaration("b"), TabDeclaration("c"),
      ]),
      modules: registrations,
      middlewares: [
        RequirementGuard.auth(signIn: { _ in signIn }),
        RequirementGuard.entitlements(paywall: { _ in paywall }),
        RequirementGuard.featureFlags,
        RequirementGuard(name: "beta", handles: { $0 == .featureFlag("beta") }),
      ],
      observers: [CountingObserver()])
  }

  static func run(_ run: BenchmarkRun) {
    guard run.wants("bus") else { return }
    var medians: [Int: Double] = [:]
    // One bus per table size, reused across samples: its stack grows by `calls` a sample, and a
    // push costs the same at any depth.
    let shared = Dictionary(uniqueKeysWithValues: moduleCounts.map { ($0, bus(modules: $0)) })
    for count in moduleCounts {
      let measurement = run.measure(
        "bus.send interaction",
        parameters: ["modules": String(count), "middlewares": "4", "observers": "1"],
        calls: calls, setup: { shared[count] ?? bus(modules: count) }
      ) { bus in
        for index in 0..<calls {
          let outcome = bus.send(Tap.item(index))
          if outcome != .applied { fatalError("benchmark interaction was not applied: \(outcome)") }
        }
      }
      medians[count] = measurement.medianNs
    }
    let bare = bareBus()
    run.measure(
      "bus.send interaction, bare",
      parameters: ["modules": "1", "middlewares": "0", "observers": "0"],
      calls: calls, setup: { bare }
    ) { bus in
      for index in 0..<calls { _ = bus.send(Tap.item(index)) }
    }
    if let few = medians[3], let many = medians[300] {
      run.verdict("bus.send median (ns)", value: few, bar: "<= 1000", passed: few <= 1_000)
      let ratio = many / few
      run.verdict(
        "bus.send cost with 300 modules / 3 modules", value: ratio, bar: "<= 1.2",
        passed: ratio <= 1.2)
    }
  }
}
