import Foundation
import Wayfinder

/// The cost of a flow step transition: validation of the step being left, branch and skip
/// resolution of the step being reached, and the reducer command; and the same through the
/// asynchronous engine. Seed 004 budgets a transition at 16 ms; the bar here is 2 µs.
@MainActor
enum FlowBenchmarks {
  static let calls = 64
  static let budget = "seed budget 16 ms"

  /// Every step validates; `optional` is skipped, `branched` replaces `plain`, and `end` goes
  /// round to `start` again, so advancing never runs out of steps.
  static let definition = FlowDefinition("bench") {
    FlowStep("start").validate("Enter a name") { $0["name"] != nil }
    FlowStep("optional").skip(when: "skipOptional")
    FlowStep("plain").validate("Enter a name") { $0["name"] != nil }
    FlowStep("branched").branch(replacing: "plain", when: "useBranch")
      .validate("Enter a name") { $0["name"]?.isEmpty == false }
    FlowStep("end").validate("Enter a name") { $0["name"] != nil }
      .repeats(from: "start", when: "again")
  }

  static let holding: Set<FlowCondition> = ["skipOptional", "useBranch", "again"]

  static func run(_ run: BenchmarkRun) async {
    guard run.wants("flow") else { return }
    let holds: (FlowCondition) -> Bool = { holding.contains($0) }

    let advance = run.measure(
      "flow.advance", parameters: ["path": "branch+skip"], calls: calls,
      setup: { started(steps: 0) }
    ) { state in
      for _ in 0..<calls {
        let flow = state.flows[0]
        guard case .valid = definition.validateNow(flow.step, data: flow.data),
          let next = definition.nextStep(after: flow.step, where: holds)
        else { fatalError("the benchmark flow refused to advance") }
        try! state.apply(.advanceFlow(flow.id, to: next, data: [:]))
      }
    }
    let back = run.measure(
      "flow.back", parameters: ["history": "64"], calls: calls, setup: { started(steps: calls) }
    ) { state in
      for _ in 0..<calls { try! state.apply(.flowBack("bench")) }
    }
    run.verdict(
      "flow advance median in µs (\(budget))", value: advance.medianNs / 1_000, bar: "< 2",
      passed: advance.medianNs < 2_000)
    run.verdict(
      "flow back median in µs (\(budget))", value: back.medianNs / 1_000, bar: "< 2",
      passed: back.medianNs < 2_000)

    let engineAdvance = await engineMedian(samples: run.samples)
    run.note(
      "flow.engine.advance (async engine, coordinator, events) median",
      String(format: "%.2f µs", engineAdvance / 1_000))
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

  /// The median cost of one `FlowEngine.advance`, in nanoseconds.
  static func engineMedian(samples: Int) async -> Double {
    var times: [Double] = []
    for _ in 0..<samples {
      let bus = NavigationBus.standalone(
        coordinator: NavigationCoordinator(state: NavigationState(tabs: ["a"])))
      let engine = FlowEngine(bus: bus, conditions: .holding(holding))
      try! engine.register(definition)
      let id = try! engine.start("bench")
      _ = try! await engine.advance(id, with: ["name": "x"])
      let start = DispatchTime.now().uptimeNanoseconds
      for _ in 0..<calls { _ = try! await engine.advance(id) }
      let end = DispatchTime.now().uptimeNanoseconds
      times.append(Double(end - start) / Double(calls))
    }
    times.sort()
    return times[times.count / 2]
  }
}
