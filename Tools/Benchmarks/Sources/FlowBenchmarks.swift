import Tasks
import Wayfinder

/// The cost of a flow step transition, judged on the engine's own moves: `FlowEngine.advance`
/// (validation of the step being left, branch and skip resolution of the step being reached) and
/// `FlowEngine.back`, each sent as a flow intent through a bus with four middlewares and one
/// observer, with the flow behind a requirement the user meets. Seed 004 budgets a transition at
/// 16 ms; no time is judged here (CI guards the instruction count of an advance against a
/// baseline, `Tools/Benchmarks/callgrind.sh --check`). The reducer's share (validation, branch and skip resolution and
/// the command, without the engine and the chain) is measured beside it.
@MainActor
enum FlowBenchmarks {
  static let calls = 64

  /// Every step validates; `optional` is skipped, `branched` replaces `plain`, and `end` goes
  /// round to `start` again, so advancing never runs out of steps. The flow needs premium.
  static let definition = FlowDefinition("bench") {
    FlowStep("start").validate("Enter a name") { $0["name"] != nil }
    FlowStep("optional").skip(when: "skipOptional")
    FlowStep("plain").validate("Enter a name") { $0["name"] != nil }
    FlowStep("branched").branch(replacing: "plain", when: "useBranch")
      .validate("Enter a name") { $0["name"]?.isEmpty == false }
    FlowStep("end").validate("Enter a name") { $0["name"] != nil }
      .repeats(from: "start", when: "again")
  }
  .requires(.premium)

  static let holding: Set<FlowCondition> = ["skipOptional", "useBranch", "again"]

  static func run(_ run: BenchmarkRun) async {
    if run.wants("flow") { reducer(run) }
    // The engine's moves through the chain are the flow bar and part of the bus bar.
    if run.wants("flow") || run.wants("bus") { await chain(run) }
  }

  /// The reducer's share of a move, with no engine and no chain: a breakdown, not the bar.
  static func reducer(_ run: BenchmarkRun) {
    let holds: (FlowCondition) -> Bool = { holding.contains($0) }
    run.measure(
      "flow.reducer.advance (no engine, no chain)", parameters: ["path": "branch+skip"],
      calls: calls, setup: { started(steps: 0) }
    ) { state in
      for _ in 0..<calls {
        let flow = state.flows[0]
        guard case .valid = definition.validateNow(flow.step, data: flow.data),
          let next = definition.nextStep(after: flow.step, where: holds),
          (try? state.apply(.advanceFlow(flow.id, to: next, data: [:]))) != nil
        else {
          run.problem("flow.reducer.advance: the benchmark flow refused to advance")
          return
        }
      }
    }
    run.measure(
      "flow.reducer.back (no engine, no chain)", parameters: ["history": "64"], calls: calls,
      setup: { started(steps: calls) }
    ) { state in
      for _ in 0..<calls {
        guard (try? state.apply(.flowBack("bench"))) != nil else {
          run.problem("flow.reducer.back: the benchmark flow refused to go back")
          return
        }
      }
    }
  }

  /// The benchmark flow, started on a benchmark bus, and what became of its moves.
  @MainActor
  final class Moves {
    let traffic: BusBenchmarks.Traffic
    let engine: FlowEngine
    let id: FlowInstanceID
    var failure: String?
    var moves = 0

    /// Starts the flow on a new bus with `modules` modules, or records why it could not.
    init?(modules: Int, _ run: BenchmarkRun) async {
      traffic = BusBenchmarks.Traffic(
        modules: modules, flow: FlowBenchmarks.definition,
        conditions: { condition, _ in FlowBenchmarks.holding.contains(condition) })
      engine = traffic.bus.flows
      do {
        BusBenchmarks.checkGuarded(
          .flow(.start("bench")), on: traffic.bus, store: traffic.store, run)
        id = try engine.start("bench")
        _ = try await engine.advance(id, with: ["name": "x"])
      } catch {
        run.problem("flow.engine with \(modules) modules: the flow did not start: \(error)")
        return nil
      }
    }

    func advance() async {
      do {
        guard case .step = try await engine.advance(id) else {
          failure = "the flow completed"
          return
        }
        moves += 1
      } catch {
        failure = "\(error)"
      }
    }

    func back() {
      do {
        _ = try engine.back(id)
        moves += 1
      } catch {
        failure = "\(error)"
      }
    }

    /// Moves forward until the history is full, so that `back` has as far to go as it is asked.
    func fillHistory() async {
      while (engine.flow(id)?.history.count ?? .max) < FlowBenchmarks.calls {
        await advance()
        if failure != nil { return }
      }
    }

    /// Checks that every move was applied, and seen by the observer with the bus's other sends.
    func check(_ run: BenchmarkRun, _ name: String) {
      if let failure { run.problem("\(name): a move failed: \(failure)") }
      if traffic.observer.count < moves { run.problem("\(name): moves went unobserved") }
    }
  }

  /// The engine's advance and back through the chain, with 3 and with 300 modules on the bus.
  static func chain(_ run: BenchmarkRun) async {
    var advances: [Int: Double] = [:]
    for count in BusBenchmarks.moduleCounts {
      guard let moves = await Moves(modules: count, run) else { continue }
      let parameters = ["modules": String(count), "middlewares": "4", "observers": "1"]
      advances[count] =
        await run.measureAsync(
          "flow.engine.advance through the chain", parameters: parameters, calls: calls,
          setup: { moves }
        ) { moves in
          for _ in 0..<calls { await moves.advance() }
        }
        .medianNs
      if count == BusBenchmarks.moduleCounts[0] {
        await run.measureAsync(
          "flow.engine.back through the chain", parameters: parameters, calls: calls,
          setup: {
            await moves.fillHistory()
            return moves
          }
        ) { moves in
          for _ in 0..<calls { moves.back() }
        }
      }
      moves.check(run, "flow.engine with \(count) modules")
    }
    run.ratioVerdict(
      "flow.engine.advance through the chain, 300 modules / 3 modules", advances[300],
      over: advances[3], atMost: 1.2)
  }

  /// A state whose selected tab shows the flow, moved forward `steps` times.
  static func started(steps: Int) -> NavigationState {
    var state = NavigationState(tabs: ["a", "b"])
    try! state.apply(
      .startFlow(ActiveFlow(flow: "bench", step: "start", data: ["name": "x"]), presentation: .push)
    )
    let holds: (FlowCondition) -> Bool = { holding.contains($0) }
    for _ in 0..<steps {
      let flow = state.flows[0]
      let next = definition.nextStep(after: flow.step, where: holds) ?? "start"
      try! state.apply(.advanceFlow(flow.id, to: next, data: [:]))
    }
    return state
  }
}
