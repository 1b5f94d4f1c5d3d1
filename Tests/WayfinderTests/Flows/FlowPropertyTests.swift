import Testing
import Wayfinder
import WayfinderTesting

/// Random sequences of flow operations keep every flow consistent, and each operation that
/// succeeds does what it says.
@MainActor
@Suite struct FlowPropertyTests {
  static let fieldsChoices: [FlowFields] = [
    [:], ["user": "ada"], ["items": "1"], ["card": "1"], ["item": "x"], ["user": ""],
  ]
  static let conditionChoices: [Set<FlowCondition>] = [
    [], [.hasExistingAccount], [.permissionsAlreadyGranted], [.digitalOnly], [.addAnother],
    [.hasExistingAccount, .permissionsAlreadyGranted, .digitalOnly],
  ]
  static let operations = 600

  /// What a run did: how many operations of each kind were tried on an active flow and how many
  /// succeeded, so that a run that mostly did nothing fails instead of passing.
  struct Tally {
    var tried: [String: Int] = [:]
    var succeeded: [String: Int] = [:]
    /// Operations that found at least one active flow to work on.
    var withActiveFlow = 0
    /// Flow moves (advance, back, forward, cancel) picked while no flow was active.
    var withoutTarget = 0

    mutating func record(_ kind: String, succeeded success: Bool) {
      tried[kind, default: 0] += 1
      if success { succeeded[kind, default: 0] += 1 }
    }
  }

  /// What a successful operation returned, to check against the state it left.
  enum Effect {
    case started(FlowInstanceID, flow: String)
    case moved(FlowInstanceID, FlowMove)
    case wentBack(FlowInstanceID, to: String)
    case wentForward(FlowInstanceID, FlowMove)
    case cancelled(FlowInstanceID)
    case landed(FlowLanding, flow: String)
    case other
  }

  @Test(arguments: [1, 2, 3, 4] as [UInt64])
  func randomOperationsKeepFlowsConsistent(seed: UInt64) async throws {
    var random = SeededRandom(seed: seed)
    let switches = ConditionSwitch()
    let (engine, clock) = try FlowFixtures.engine(conditions: switches.conditions)
    let names = ["onboarding", "checkout", "order", "payment"]
    var tally = Tally()
    for _ in 0..<Self.operations {
      clock.advance(by: .milliseconds(Int.random(in: 1...500, using: &random)))
      switches.holding = Self.conditionChoices.randomElement(using: &random)!
      let before = engine.store.state
      let target = before.flows.randomElement(using: &random)?.id
      if target != nil { tally.withActiveFlow += 1 }
      let choice = Int.random(in: 0..<10, using: &random)
      let kind: String
      var effect = Effect.other
      var failed = false
      do {
        switch choice {
        case 0:
          kind = "start"
          let name = names.randomElement(using: &random)!
          let id = try engine.start(
            name, presentation: [.push, .sheet, .fullScreen].randomElement(using: &random)!)
          effect = .started(id, flow: name)
        case 1, 2, 3:
          kind = "advance"
          guard let target else { break }
          let move = try await engine.advance(
            target, with: Self.fieldsChoices.randomElement(using: &random)!)
          effect = .moved(target, move)
        case 4, 5:
          kind = "back"
          guard let target else { break }
          effect = .wentBack(target, to: try engine.back(target))
        case 6:
          kind = "forward"
          // Mostly a flow that went back, so that going forward is tried where it can succeed.
          let returning = before.flows.filter { !$0.forward.isEmpty }.map(\.id)
          let pick =
            Int.random(in: 0..<4, using: &random) > 0
            ? returning.randomElement(using: &random) ?? target : target
          guard let pick else { break }
          effect = .wentForward(pick, try await engine.forward(pick))
        case 7:
          kind = "cancel"
          guard let target else { break }
          try await engine.cancel(target)
          effect = .cancelled(target)
        case 8:
          kind = "open"
          let name = names.randomElement(using: &random)!
          let landing = try await engine.open(
            flow: name,
            at: ["2", "complete", "summary", "confirmation", nil].randomElement(using: &random)!)
          effect = .landed(landing, flow: name)
        default:
          kind = "navigation"
          try engine.store.apply(
            [.pop, .dismiss, .popToRoot, .selectTab("tasks")].randomElement(using: &random)!)
        }
      } catch {
        failed = true
      }
      let state = engine.store.state
      let isFlowMove = (1...7).contains(choice)
      if isFlowMove && target == nil {
        tally.withoutTarget += 1
        #expect(state == before, "a move with no flow to move changed the state (seed \(seed))")
      } else {
        tally.record(kind, succeeded: !failed)
      }
      if failed {
        #expect(state == before, "a refused \(kind) changed the state (seed \(seed))")
      } else {
        Self.check(effect, before: before, after: state, seed: seed)
      }
      try Self.checkConsistency(of: state, engine: engine)
    }

    // A run in which most moves were refused, or no flow was ever active, checked little.
    let moves = tally.tried.filter { $0.key != "navigation" }.values.reduce(0, +)
    let moved = tally.succeeded.filter { $0.key != "navigation" }.values.reduce(0, +)
    #expect(
      Double(moved) >= 0.4 * Double(moves), "only \(moved) of \(moves) flow operations succeeded")
    #expect(
      tally.withActiveFlow >= Self.operations / 2,
      "a flow was active for only \(tally.withActiveFlow) of \(Self.operations) operations")
    for kind in ["start", "advance", "back", "forward", "cancel", "open"] {
      #expect(
        tally.succeeded[kind, default: 0] >= 3,
        "\(kind): \(tally.succeeded[kind, default: 0]) of \(tally.tried[kind, default: 0])")
    }
    // Refusals happen too: validation and the first step are exercised, not only the happy path.
    #expect(moved < moves, "no flow operation was ever refused")
  }

  /// Checks that a successful operation left the state it reported.
  static func check(_ effect: Effect, before: NavigationState, after: NavigationState, seed: UInt64)
  {
    switch effect {
    case .started(let id, let flow):
      if flow == "order" {
        // The fixture's repeatable flow: every start is another instance.
        #expect(before.flow(id) == nil, "start reused the active instance \(id) (seed \(seed))")
        #expect(after.flow(id)?.history == [], "a new instance has no history")
        return
      }
      if let open = before.flows.first(where: { $0.flow == flow && $0.parent == nil }) {
        // A flow is open once: starting it again brings the open instance forward.
        #expect(id == open.id, "start made a second \(flow) beside \(open.id) (seed \(seed))")
        #expect(after.flow(id).map(after.isShown) == true, "the open \(flow) is not shown")
      } else {
        #expect(before.flow(id) == nil, "start reused the active instance \(id) (seed \(seed))")
        #expect(after.flow(id)?.history == [], "a new instance has no history")
      }
      #expect(after.flow(id)?.flow == flow, "start of \(flow) left no instance \(id)")
      #expect(
        after.flows.filter { $0.flow == flow && $0.parent == nil }.count == 1,
        "\(flow) is open more than once (seed \(seed))")
    case .moved(let id, let move):
      let old = before.flow(id)
      switch move {
      case .step(let step):
        #expect(after.flow(id)?.step == step, "advance reported \(step) (seed \(seed))")
        if step == old?.step {
          // A step whose sub-flow was cancelled runs the sub-flow again instead of moving on.
          #expect(after.flows.contains { $0.parent == id }, "advance stayed at \(step) for nothing")
        } else {
          #expect(
            after.flow(id)?.history.last == old?.step,
            "advance from \(old?.step ?? "?") did not record it in the history (seed \(seed))")
        }
      case .completed:
        #expect(after.flow(id) == nil, "a completed flow is still active (seed \(seed))")
      }
    case .wentBack(let id, let step):
      let old = before.flow(id)
      #expect(step == old?.history.last, "back went to \(step), not the last step visited")
      #expect(after.flow(id)?.step == step, "back reported \(step) (seed \(seed))")
      #expect(after.flow(id)?.forward.last == old?.step, "back did not keep a way forward")
    case .wentForward(let id, let move):
      let old = before.flow(id)
      guard case .step(let step) = move else {
        #expect(after.flow(id) == nil, "a completed flow is still active (seed \(seed))")
        return
      }
      #expect(step == old?.forward.last, "forward went to \(step), not the step left by back")
      #expect(after.flow(id)?.step == step, "forward reported \(step) (seed \(seed))")
    case .cancelled(let id):
      #expect(after.flow(id) == nil, "a cancelled flow is still active (seed \(seed))")
      #expect(!after.flows.contains { $0.parent == id }, "a cancelled flow left its sub-flows")
    case .landed(let landing, let flow):
      #expect(after.flow(landing.id)?.flow == flow, "open of \(flow) landed on another flow")
      #expect(after.flow(landing.id)?.step == landing.step, "open reported \(landing)")
      if case .reachedRequestedStep = landing.reason {
        #expect(landing.requested == landing.step, "\(landing) (seed \(seed))")
      }
    case .other:
      break
    }
  }

  /// Every active flow is at a declared step with bounded history, and the state saves well.
  static func checkConsistency(of state: NavigationState, engine: FlowEngine) throws {
    #expect(state.isWellFormed)
    for flow in state.flows {
      let declaration = try #require(engine.declaration(of: flow.flow))
      #expect(declaration.step(named: flow.step) != nil)
      #expect(flow.history.count <= flow.historyLimit)
      #expect(flow.forward.count <= flow.historyLimit)
      #expect(flow.history.allSatisfy { declaration.step(named: $0) != nil })
      if let parent = flow.parent { #expect(state.flow(parent) != nil) }
      let progress = try #require(engine.progress(of: flow.id))
      #expect(1 <= progress.position && progress.position <= progress.count)
    }
    #expect(Set(state.flows.map(\.id)).count == state.flows.count)
    let saved = state.persistableState
    #expect(saved.isWellFormed)
    #expect(saved.flows.allSatisfy { $0.persists && ($0.host == nil || saved.isShown($0)) })
  }
}
