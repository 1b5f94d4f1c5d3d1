import Foundation
import Observation
import Wayfinder

/// The view model: how many observable parts a change tells (counted, not timed), and a back swipe
/// reported by a renderer, through four middlewares and an observer to the applied state.
@MainActor
enum ViewModelBenchmarks {
  static let calls = 64
  static let tabs: [TabID] = ["t0", "t1", "t2", "t3", "t4"]
  static let levels = 4

  /// The names of the parts told of a change; `onChange` may run on any thread.
  final class Told: @unchecked Sendable {
    private let lock = NSLock()
    private var names: Set<String> = []
    func insert(_ name: String) { lock.withLock { _ = names.insert(name) } }
    var count: Int { lock.withLock { names.count } }
  }

  static func route(_ id: Int) -> AnyRoute { AnyRoute(BenchmarkRoute.item(id: id)) }

  /// Five tabs, each a stack of three with two sheets over it, each sheet a stack of two.
  static func nestedBus() -> NavigationBus {
    var state = NavigationState(tabs: tabs)
    for (index, tab) in tabs.enumerated() {
      let base = index * 100
      try! state.apply(
        .selectTab(
          tab,
          then: [
            .push(route(base)), .push(route(base + 1)), .push(route(base + 2)),
            .present(route(base + 10), style: .sheet), .push(route(base + 11)),
            .present(route(base + 20), style: .sheet), .push(route(base + 21)),
          ]))
    }
    try! state.apply(.selectTab("t2", then: []))
    return try! NavigationBus(
      store: NavigationStore(state: state, entitlements: AllowEverything()),
      shell: ShellConfiguration(tabs: tabs.map { TabDeclaration($0) }),
      modules: [ModuleRegistration(BenchmarkModule())])
  }

  /// Every part a renderer of the nested state reads, by name, with what it reads now.
  static func reads(_ viewModel: NavigationViewModel) -> [String: AnyHashable] {
    var reads: [String: AnyHashable] = [
      "tabs": viewModel.selectedTab, "scenes": viewModel.openScenes,
    ]
    for tab in tabs {
      for depth in 0..<levels {
        let layer = viewModel.layer(at: StackLocation(container: .tab(tab), depth: depth))
        reads["\(tab)/\(depth) stack"] = layer.entries
        reads["\(tab)/\(depth) slot"] = [
          AnyHashable(layer.presentedLayer), AnyHashable(layer.presentedStyle),
        ]
      }
    }
    return reads
  }

  /// Counts the parts told of `intent` and the parts whose projection it changed.
  static func invalidations(
    of intent: NavigationIntent, _ run: BenchmarkRun
  ) -> (told: Int, changed: Int, parts: Int) {
    let bus = nestedBus()
    let viewModel = NavigationViewModel(bus: bus, platform: .iOS)
    let told = Told()
    for tab in tabs {
      for depth in 0..<levels {
        let layer = viewModel.layer(at: StackLocation(container: .tab(tab), depth: depth))
        let name = "\(tab)/\(depth)"
        withObservationTracking {
          _ = layer.entries
        } onChange: {
          told.insert(name + " stack")
        }
        withObservationTracking {
          _ = layer.presentedLayer
          _ = layer.presentedStyle
        } onChange: {
          told.insert(name + " slot")
        }
      }
    }
    withObservationTracking {
      _ = viewModel.selectedTab
    } onChange: {
      told.insert("tabs")
    }
    withObservationTracking {
      _ = viewModel.openScenes
    } onChange: {
      told.insert("scenes")
    }
    let before = reads(viewModel)
    let outcome = bus.send(intent, source: .app)
    if !outcome.didNavigate { run.problem("viewModel: \(intent) was not applied: \(outcome)") }
    let after = reads(viewModel)
    let changed = after.keys.filter { before[$0] != after[$0] }.count
    return (told.count, changed, after.count)
  }

  static func run(_ run: BenchmarkRun) {
    guard run.wants("viewModel") else { return }
    let cases: [(String, NavigationIntent)] = [
      ("push", .show(route(999), style: nil)), ("pop", .pop),
      ("present", .show(route(998), style: .fullScreen)), ("dismiss", .dismiss),
    ]
    for (name, intent) in cases {
      let (told, changed, parts) = invalidations(of: intent, run)
      run.note("viewModel.parts told of a \(name) (of \(parts))", "\(told), changed \(changed)")
      guard changed > 0 else {
        run.problem("viewModel: a \(name) changed no part")
        continue
      }
      let ratio = Double(told) / Double(changed)
      run.verdict(
        "viewModel.parts told / parts changed by a \(name), 5 tabs with nested sheets",
        value: ratio, bar: "= 1", passed: ratio == 1)
    }

    // A back swipe: the renderer reports its stack one entry shorter.
    let traffic = BusBenchmarks.Traffic(modules: 3)
    let viewModel = NavigationViewModel(bus: traffic.bus, platform: .iOS)
    var refused: String?
    let swipe = run.measure(
      "viewModel.report back swipe through 4 middlewares and an observer",
      parameters: ["middlewares": "4", "observers": "1"], calls: calls,
      setup: { () -> [WriteBack] in
        for index in 0..<calls {
          traffic.bus.send(
            .show(
              AnyRoute(BusBenchmarks.Screen<BusBenchmarks.Alpha>.report(id: index)), style: nil),
            source: .app)
        }
        let layer = viewModel.projection.focusedLayer!
        let ids = layer.entries.map(\.id)
        return (1...calls).map { .path(layer: layer.id, entries: Array(ids.dropLast($0))) }
      }
    ) { writeBacks in
      for writeBack in writeBacks {
        let outcome = viewModel.report(writeBack)
        if case .sent(_, .applied) = outcome { continue }
        refused = refused ?? "\(writeBack): \(outcome)"
      }
    }
    if let refused { run.problem("viewModel.report: a back swipe was not applied: \(refused)") }
    // The same pops sent by the app on a bus that no view model follows: what the view model adds.
    let bare = BusBenchmarks.Traffic(modules: 3)
    let pop = run.measure(
      "bus.send pop, the same stacks without a view model",
      parameters: ["middlewares": "4", "observers": "1"], calls: calls,
      setup: { () -> Int in
        for index in 0..<calls {
          bare.bus.send(
            .show(
              AnyRoute(BusBenchmarks.Screen<BusBenchmarks.Alpha>.report(id: index)), style: nil),
            source: .app)
        }
        return 0
      }
    ) { _ in
      for _ in 0..<calls { bare.bus.send(.pop, source: .userInterface) }
    }
    run.note(
      "viewModel.report back swipe / bus.send pop without a view model",
      String(format: "%.2f", swipe.medianNs / pop.medianNs))
  }
}
