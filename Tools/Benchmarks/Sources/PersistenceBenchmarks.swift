import Foundation
import ShowcaseApp
import Wayfinder

/// Saving and restoring the navigation snapshot through SQLite.
@MainActor
enum PersistenceBenchmarks {
  /// 3 tabs, 20 routes, 2 sheets, 1 flow.
  static func typicalState() -> NavigationState {
    var state = NavigationState(tabs: ["a", "b", "c"])
    for index in 0..<18 { try! state.apply(.push(BenchmarkRoute.item(id: index))) }
    try! state.apply(.present(BenchmarkRoute.detail(name: "first sheet")))
    try! state.apply(.present(BenchmarkRoute.detail(name: "second sheet")))
    state.flows = [ActiveFlow(flow: "onboarding", step: "permissions", history: ["welcome"])]
    return state
  }

  /// 10 tabs of 100 routes, 20 nested sheets, 5 flows.
  static func largeState() -> NavigationState {
    let tabs = (0..<10).map { TabID("t\($0)") }
    var state = NavigationState(tabs: tabs)
    for tab in tabs {
      try! state.apply(.selectTab(tab))
      for index in 0..<100 { try! state.apply(.push(BenchmarkRoute.item(id: index))) }
    }
    for layer in 0..<20 {
      try! state.apply(.present(BenchmarkRoute.detail(name: "sheet \(layer)")))
    }
    state.flows = (0..<5).map {
      ActiveFlow(flow: "onboarding", step: "step\($0)", history: ["welcome"])
    }
    return state
  }

  static func app(for state: NavigationState) -> (NavigationPersistence, NavigationBus) {
    let shell = ShellConfiguration(
      tabs: state.tabIDs.map { TabDeclaration($0) },
      flows: [FlowDeclaration(name: "onboarding", persists: true, steps: [])])
    let database = try! AppDatabase.open(at: nil)
    let bus = try! NavigationBus(
      coordinator: NavigationCoordinator(state: state), shell: shell,
      modules: [ModuleRegistration(BusBenchmarks.ItemModule())])
    let persistence = NavigationPersistence(
      bus: bus, store: SnapshotStore(database), keepsFlow: { _ in true })
    return (persistence, bus)
  }

  static func run(_ run: BenchmarkRun) {
    guard run.wants("persistence") else { return }
    for (size, state) in [("typical", typicalState()), ("large", largeState())] {
      let (persistence, bus) = app(for: state)
      let bytes = try! SnapshotCodec().encode(state).count
      run.note("persistence.\(size) snapshot bytes", "\(bytes)")
      let parameters = ["state": size, "routes": String(state.allRoutes.count)]
      let mainActor = run.measure(
        "persistence.save on the main actor (encode + enqueue)", parameters: parameters, calls: 1,
        setup: {}
      ) { _ in
        persistence.save()
      }
      try! persistence.flush()
      run.measure(
        "persistence.save written (SQLite transaction)", parameters: parameters, calls: 1, setup: {}
      ) { _ in
        try! persistence.saveNow()
      }
      run.measure(
        "persistence.restore (read + decode + guards)", parameters: parameters, calls: 1, setup: {}
      ) { _ in
        let report = persistence.restore()
        if case .fellBack(let reason) = report { fatalError("restore fell back: \(reason)") }
      }
      if size == "typical" {
        let busy = mainActor.medianNs / 1_000_000
        run.verdict(
          "typical save, main actor busy (ms)", value: busy, bar: "<= 1", passed: busy <= 1)
      }
      blackHole(bus)
    }
  }
}
