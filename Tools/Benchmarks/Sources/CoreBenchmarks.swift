import Foundation
import Wayfinder

/// The cost of each reducer command on shallow and deep stacks, and of a snapshot round trip.
@MainActor
enum CoreBenchmarks {
  static let depths = [10, 10_000]
  static let calls = 64

  static func run(_ run: BenchmarkRun) {
    guard run.wants("core") else { return }
    let route = AnyRoute(BenchmarkRoute.item(id: 7))
    let sheet = AnyRoute(BenchmarkRoute.detail(name: "sheet"))
    var costs: [String: [Int: Double]] = [:]

    func record(_ operation: String, depth: Int, _ measurement: Measurement) {
      costs[operation, default: [:]][depth] = measurement.medianNs
    }

    for depth in depths {
      let parameters = ["depth": String(depth)]
      record(
        "push", depth: depth,
        run.measure("core.push", parameters: parameters, calls: calls, setup: { state(depth) }) {
          for _ in 0..<calls { try! $0.apply(.push(route)) }
        })
      record(
        "pop", depth: depth,
        run.measure(
          "core.pop", parameters: parameters, calls: calls, setup: { state(depth + calls) }
        ) {
          for _ in 0..<calls { try! $0.apply(.pop) }
        })
      record(
        "present", depth: depth,
        run.measure("core.present", parameters: parameters, calls: calls, setup: { state(depth) }) {
          for _ in 0..<calls { try! $0.apply(.present(sheet, style: .sheet)) }
        })
      record(
        "dismiss", depth: depth,
        run.measure(
          "core.dismiss", parameters: parameters, calls: calls,
          setup: { state(depth, presentations: calls) }
        ) {
          for _ in 0..<calls { try! $0.apply(.dismiss) }
        })
      record(
        "coordinator.push", depth: depth,
        run.measure(
          "core.coordinator.push", parameters: parameters, calls: calls,
          setup: { NavigationStore(state: state(depth), entitlements: AllowEverything()) }
        ) {
          for _ in 0..<calls { try! $0.apply(.push(route)) }
        })
      record(
        "failed dismiss", depth: depth,
        run.measure(
          "core.failedDismiss", parameters: parameters, calls: calls, setup: { state(depth) }
        ) {
          for _ in 0..<calls { _ = try? $0.apply(.dismiss) }
        })
    }

    for (operation, byDepth) in costs.sorted(by: { $0.key < $1.key }) {
      run.ratioVerdict(
        "\(operation) cost at depth \(depths[1]) / depth \(depths[0])", byDepth[depths[1]],
        over: byDepth[depths[0]], atMost: 1.5)
    }

    snapshot(run)
  }

  /// The selected tab holds `depth` routes (pushed one by one, as an app would) and
  /// `presentations` sheets.
  static func state(_ depth: Int, presentations: Int = 0) -> NavigationState {
    var state = NavigationState(tabs: ["a", "b", "c"])
    for index in 0..<depth { try! state.apply(.push(BenchmarkRoute.item(id: index))) }
    for index in 0..<presentations {
      try! state.apply(.present(BenchmarkRoute.detail(name: "layer \(index)")))
    }
    return state
  }

  /// A large state: 10 tabs of 1,000 routes each and 20 nested sheets with 10 routes each.
  static func largeState() -> NavigationState {
    let tabs: [TabID] = (0..<10).map { TabID("tab\($0)") }
    var state = NavigationState(tabs: tabs)
    for tab in tabs {
      try! state.apply(.selectTab(tab))
      for index in 0..<1_000 { try! state.apply(.push(BenchmarkRoute.item(id: index))) }
    }
    for layer in 0..<20 {
      try! state.apply(.present(BenchmarkRoute.detail(name: "sheet \(layer)")))
      for index in 0..<10 { try! state.apply(.push(BenchmarkRoute.item(id: index))) }
    }
    state.flows = [ActiveFlow(flow: "onboarding", step: "permissions", history: ["welcome"])]
    return state
  }

  static func snapshot(_ run: BenchmarkRun) {
    let large = largeState()
    let encoder = JSONEncoder()
    let decoder = JSONDecoder()
    let data = try! encoder.encode(large)
    run.note("core.snapshot large state bytes", "\(data.count)")
    run.measure("core.snapshot.encode", parameters: ["routes": "10200"], calls: 1, setup: {}) {
      _ in blackHole(try! encoder.encode(large))
    }
    run.measure("core.snapshot.decode", parameters: ["routes": "10200"], calls: 1, setup: {}) {
      _ in blackHole(try! decoder.decode(NavigationState.self, from: data))
    }
  }
}
