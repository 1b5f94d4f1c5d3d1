import Foundation
import ShowcaseApp
import Wayfinder

/// Saving and restoring the navigation snapshot through SQLite. The restore goes through a bus
/// with the benchmarks' guards (sign-in, entitlements, flags), which check every route of the
/// snapshot; some of them need premium, which the user has.
@MainActor
enum PersistenceBenchmarks {
  /// A route of the stacks: one in `every` needs premium.
  static func route(_ index: Int, every: Int) -> BenchmarkRoute {
    index % every == 0 ? .report(id: index) : .item(id: index)
  }

  /// 3 tabs, 20 routes (6 of them need premium), 2 sheets, 1 flow.
  static func typicalState() -> NavigationState {
    var state = NavigationState(tabs: ["a", "b", "c"])
    for index in 0..<18 { try! state.apply(.push(route(index, every: 3))) }
    try! state.apply(.present(BenchmarkRoute.detail(name: "first sheet")))
    try! state.apply(.present(BenchmarkRoute.detail(name: "second sheet")))
    state.flows = [ActiveFlow(flow: "onboarding", step: "permissions", history: ["welcome"])]
    return state
  }

  /// 10 tabs of 100 routes (10 of each need premium), 20 nested sheets, 5 flows.
  static func largeState() -> NavigationState {
    let tabs = (0..<10).map { TabID("t\($0)") }
    var state = NavigationState(tabs: tabs)
    for tab in tabs {
      try! state.apply(.selectTab(tab))
      for index in 0..<100 { try! state.apply(.push(route(index, every: 10))) }
    }
    for layer in 0..<20 {
      try! state.apply(.present(BenchmarkRoute.detail(name: "sheet \(layer)")))
    }
    state.flows = (0..<5).map {
      ActiveFlow(
        id: FlowInstanceID("onboarding-\($0)"), flow: "onboarding", step: "step\($0)",
        history: ["welcome"])
    }
    return state
  }

  /// A bus that saves its navigation in an SQLite database in memory, and that persistence,
  /// whose restore is measured without the saving that a bus's restore starts.
  static func app(
    for state: NavigationState,
    storage: SnapshotStore = SnapshotStore(try! AppDatabase.open(at: nil))
  ) -> (SessionPersistence, NavigationBus, EntitlementStore) {
    let shell = ShellConfiguration(
      tabs: state.tabIDs.map { TabDeclaration($0) },
      flows: [FlowDeclaration(name: "onboarding", persists: true, steps: [])])
    let store = EntitlementStore(granting: [.entitlement("premium")], user: "ada")
    var builder = NavigationBus.Builder(shell: shell)
    builder.register(ModuleRegistration(BenchmarkModule()))
    for guardian in BusBenchmarks.guards() { builder.use(guardian) }
    builder.persist(in: storage)
    let bus = try! builder.build(store: NavigationStore(state: state, entitlements: store))
    return (bus.persistence!, bus, store)
  }

  /// Checks that the guards see the snapshot's routes: without premium a restore removes the
  /// routes that need it; with premium it keeps them all. Leaves the bus showing `state`.
  static func checkGuarded(
    _ state: NavigationState, on bus: NavigationBus, store: EntitlementStore, _ run: BenchmarkRun
  ) {
    store.revoke(.entitlement("premium"))
    let first = bus.send(.restore(state), source: .restore)
    let without = bus.store.state.allRoutes.count
    store.grant(.entitlement("premium"))
    let second = bus.send(.restore(state), source: .restore)
    if first != .applied || second != .applied {
      run.problem("persistence: the snapshot was not restored: \(first), \(second)")
    }
    let with = bus.store.state.allRoutes.count
    let all = state.allRoutes.count
    if without >= all || with != all {
      run.problem(
        "persistence: restored \(without) of \(all) routes without premium, \(with) with it")
    }
  }

  static func run(_ run: BenchmarkRun) {
    guard run.wants("persistence") else { return }
    var mainActorShare: [String: Double] = [:]
    for (size, state) in [("typical", typicalState()), ("large", largeState())] {
      let (persistence, bus, store) = app(for: state)
      checkGuarded(state, on: bus, store: store, run)
      let bytes = try! SnapshotCodec().encode(state).count
      run.note("persistence.\(size) snapshot bytes", "\(bytes)")
      let parameters = ["state": size, "routes": String(state.allRoutes.count)]
      // Saves in a row, as a burst of changes makes them: the writer is still busy with an
      // earlier one, so a save copies the state and replaces the one waiting.
      let mainActor = run.measure(
        "persistence.save on the main actor (copy + enqueue)", parameters: parameters, calls: 1,
        setup: {}
      ) { _ in
        persistence.save(bus)
      }
      // A save with the writer idle also wakes its queue's thread; the encoding then starts on
      // the other core while the main actor returns, and its medians carry that interference
      // (the minimums are alike for both states).
      run.measure(
        "persistence.save on the main actor, writer idle (copy + wake)", parameters: parameters,
        calls: 1, setup: { try! persistence.flush() }
      ) { _ in
        persistence.save(bus)
      }
      mainActorShare[size] = mainActor.medianNs
      try! persistence.flush()
      run.measure(
        "persistence.save written (SQLite transaction)", parameters: parameters, calls: 1, setup: {}
      ) { _ in
        try! bus.saveNow()
      }
      run.measure(
        "persistence.restore (read + decode + guards)", parameters: parameters, calls: 1, setup: {}
      ) { _ in
        let report = persistence.restore(through: bus)
        if report != .restored(removed: []) {
          run.problem("persistence.restore \(size): \(report)")
        }
      }
      if size == "typical" {
        let busy = mainActor.medianNs / 1_000_000
        run.verdict(
          "typical save, main actor busy (ms)", value: busy, bar: "<= 1", passed: busy <= 1)
      }
      blackHole(bus)
    }
    overTheLimit(run)
    // Encoding and writing happen off the main actor from a copy of the state, so the main
    // actor's share of a save does not grow with the state (it was about 20x before).
    if let typical = mainActorShare["typical"], let large = mainActorShare["large"] {
      let ratio = large / typical
      run.verdict(
        "large / typical save, main actor's share", value: ratio, bar: "<= 1.5",
        passed: ratio <= 1.5)
    }
  }

  /// A snapshot far past the size limit, as a hand-edited or hostile file would be: about
  /// 47 MB and 1.75 million routes. The restore refuses it before parsing and the app starts
  /// from the fallback; the time until it does is what the user waits at launch.
  static func overTheLimit(_ run: BenchmarkRun) {
    let store = SnapshotStore(try! AppDatabase.open(at: nil))
    let (limited, bus, _) = app(for: typicalState(), storage: store)
    let routes = 1_750_000
    var text =
      #"{"version":2,"state":{"selectedTab":"a","tabs":[{"id":"a","content":{"base":{"path":["#
    text.reserveCapacity(routes * 28 + 200)
    for index in 0..<routes { text += #"["bench","item",""# + String(index) + #""],"# }
    text += #"["bench","item","0"]]}}}]}}"#
    let data = Data(text.utf8)
    run.note("persistence.over-limit snapshot bytes", "\(data.count)")
    let measured = run.measure(
      "persistence.restore past the size limit (refused, fallback)",
      parameters: ["bytes": String(data.count)], calls: 1,
      setup: { try! store.save(data, version: 2, for: bus.persistenceKey) }
    ) { _ in
      guard case .fellBack = limited.restore(through: bus) else {
        run.problem("persistence: a snapshot past the size limit was not refused")
        return
      }
    }
    let milliseconds = measured.medianNs / 1_000_000
    run.verdict(
      "restore past the size limit, median ms", value: milliseconds, bar: "<= 1000",
      passed: milliseconds <= 1000)
    blackHole(bus)
  }
}
