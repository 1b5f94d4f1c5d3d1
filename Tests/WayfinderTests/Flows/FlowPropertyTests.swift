import Testing
import Wayfinder

/// Random sequences of flow operations keep every flow consistent.
@MainActor
@Suite struct FlowPropertyTests {
  static let fieldsChoices: [FlowFields] = [
    [:], ["user": "ada"], ["items": "1"], ["card": "1"], ["item": "x"], ["user": ""],
  ]
  static let conditionChoices: [Set<FlowCondition>] = [
    [], [.hasExistingAccount], [.permissionsAlreadyGranted], [.digitalOnly], [.addAnother],
    [.hasExistingAccount, .permissionsAlreadyGranted, .digitalOnly],
  ]

  @Test(arguments: [1, 2, 3, 4] as [UInt64])
  func randomOperationsKeepFlowsConsistent(seed: UInt64) async throws {
    var random = CoreFixtures.Random(seed: seed)
    let switches = ConditionSwitch()
    let (engine, clock) = try FlowFixtures.engine(conditions: switches.conditions)
    let names = ["onboarding", "checkout", "order", "payment"]
    for _ in 0..<400 {
      clock.advance(by: .milliseconds(Int.random(in: 1...500, using: &random)))
      switches.holding = Self.conditionChoices.randomElement(using: &random)!
      let before = engine.coordinator.state
      let target = before.flows.randomElement(using: &random)?.id
      var failed = false
      do {
        switch Int.random(in: 0..<10, using: &random) {
        case 0:
          try engine.start(
            names.randomElement(using: &random)!,
            presentation: [.push, .sheet, .fullScreen].randomElement(using: &random)!)
        case 1, 2, 3:
          if let target {
            try await engine.advance(
              target, with: Self.fieldsChoices.randomElement(using: &random)!)
          }
        case 4, 5:
          if let target { try engine.back(target) }
        case 6:
          if let target { try await engine.forward(target) }
        case 7:
          if let target { try await engine.cancel(target) }
        case 8:
          _ = try await engine.open(
            flow: names.randomElement(using: &random)!,
            at: ["2", "complete", "summary", "confirmation", nil].randomElement(using: &random)!)
        default:
          try engine.coordinator.apply(
            [.pop, .dismiss, .popToRoot, .selectTab("tasks")].randomElement(using: &random)!)
        }
      } catch {
        failed = true
      }
      let state = engine.coordinator.state
      if failed { #expect(state == before, "a refused operation changed the state (seed \(seed))") }
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
}
