public import Wayfinder

extension GuardBypassAudit {
  /// What one attempt of a flow source came to.
  enum FlowTry {
    /// The attempt was made; whether the subject got through.
    case made(Bool)
    /// The source could not try the subject, and why.
    case skipped(String)
  }

  static let stoppedBefore = FlowTry.skipped("validation stops the flow before the step")

  /// Tries every gated flow and every gated flow step of the bus's flow engine through every
  /// source of a flow intent (a start, a link, an advance, going back, a restored snapshot and a
  /// redirect's resumption), with and without what it needs, and records whether it got
  /// through.
  ///
  /// A flow's steps may validate what they collect: to advance into a gated step, the audit
  /// restores the flow at the step before it with `fields`, which must pass that step's
  /// validation (an attempt whose fields are refused is skipped, with its reason).
  ///
  /// ```swift
  /// let failures = await audit.runFlows(fields: ["taskWizard": ["title": "Audit"]])
  ///   .filter { !$0.passed }
  /// ```
  /// - Parameter fields: Values that pass the validations of each flow's steps, by flow name.
  /// - Returns: Every attempt; none when the bus has no flows.
  public func runFlows(fields: [String: FlowFields] = [:]) async -> [Attempt] {
    let engine = bus.flows
    var attempts: [Attempt] = []
    for (subject, requirement, flowWide) in flowSubjects(engine) {
      for met in [false, true] {
        let sources = flowSources(for: subject, engine, requirement, flowWide, fields)
        for (source, attempt) in sources {
          // Everything else the flow needs holds: only the subject's requirement is at stake.
          reset()
          set(flowWide, met: true)
          set(requirement, met: met)
          let result = await attempt(met)
          var gotThrough = false
          var skipped: String?
          switch result {
          case .made(let through): gotThrough = through
          case .skipped(let reason): skipped = reason
          }
          attempts.append(
            Attempt(
              subject: subject, source: source, conditionMet: met, gotThrough: gotThrough,
              skipped: skipped))
        }
        set(flowWide, met: false)
      }
    }
    reset()
    return attempts
  }

  /// The gated flows and the gated steps, each with everything it needs (a step needs its
  /// flow's requirement as well as its own) and everything its flow needs anywhere, which the
  /// audit meets while it puts the flow in place.
  func flowSubjects(_ engine: FlowEngine) -> [(GatedSubject, Requirement, Requirement)] {
    var subjects: [(GatedSubject, Requirement, Requirement)] = []
    for name in engine.flowNames {
      guard let declaration = engine.declaration(of: name) else { continue }
      let flowWide = Requirement.all(
        ([declaration.requirement] + declaration.steps.map(\.requirement)).compactMap { $0 })
      if let needed = declaration.requirement { subjects.append((.flow(name), needed, flowWide)) }
      for step in declaration.steps {
        guard let needed = step.requirement else { continue }
        let all = declaration.requirement.map { Requirement.all([$0, needed]) } ?? needed
        subjects.append((.flowStep(flow: name, step: step.name), all, flowWide))
      }
    }
    return subjects
  }

  /// A state with the flow at `step`, holding `data`, shown as the engine would show it.
  func state(
    _ flow: String, at step: String, history: [String] = [], data: FlowFields = [:]
  )
    -> NavigationState?
  {
    var state = initial
    let active = ActiveFlow(flow: flow, step: step, history: history, data: data)
    guard (try? state.apply(.startFlow(active, presentation: .fullScreen))) != nil else {
      return nil
    }
    return state
  }

  /// Puts `state` on screen through the bus while everything its flow needs holds, then sets
  /// the subject's requirement as the attempt needs without telling the bus: the state is there
  /// from before (the requirement lapsed and was not yet enforced).
  func placeBefore(
    _ state: NavigationState, _ requirement: Requirement, flowWide: Requirement, met: Bool
  ) -> Bool {
    set(flowWide, met: true)
    // Put in place as the running app's state (the way a lapse is enforced), not as a saved
    // snapshot, which never holds a flow that does not persist.
    let placed = bus.send(.restore(state), source: .app) == .applied
    set(requirement, met: met)
    return placed
  }

  /// Each source of a flow intent, as a closure that tries the subject and says whether it got
  /// through, or `nil` when the source cannot try it.
  func flowSources(
    for subject: GatedSubject, _ engine: FlowEngine, _ requirement: Requirement,
    _ flowWide: Requirement, _ fields: [String: FlowFields]
  ) -> [(String, (Bool) async -> FlowTry)] {
    let name: String
    let gatedStep: String?
    switch subject {
    case .flow(let flow): (name, gatedStep) = (flow, nil)
    case .flowStep(let flow, let step): (name, gatedStep) = (flow, step)
    case .route, .tab: return []
    }
    guard let steps = engine.declaration(of: name)?.steps.map(\.name), let first = steps.first
    else { return [] }
    let sample = fields[name] ?? [:]
    /// Whether the flow stands at the gated step, or (for a whole flow) at all.
    func through() -> FlowTry { .made(isThrough(subject)) }
    /// Puts the flow in place at `step`, or says why it could not.
    func place(at step: String, history: [String] = [], met: Bool) -> FlowInstanceID? {
      guard let placed = state(name, at: step, history: history, data: sample),
        placeBefore(placed, requirement, flowWide: flowWide, met: met)
      else { return nil }
      return bus.store.state.flows.first { $0.flow == name }?.id
    }
    /// Whether the flow was opened but validation stopped it before the gated step.
    func stoppedBefore(met: Bool) -> Bool {
      met && gatedStep != nil && !isThrough(subject)
        && bus.store.state.flows.contains { $0.flow == name }
    }
    var list: [(String, (Bool) async -> FlowTry)] = []
    list.append(
      (
        gatedStep == nil ? "flow start" : "flow start at the step",
        { met in
          bus.send(.flow(.start(name, at: gatedStep)), source: .app)
          return stoppedBefore(met: met) ? Self.stoppedBefore : through()
        }
      ))
    list.append(
      (
        "flow link",
        { met in
          let path = "/flow/\(name)" + (gatedStep.map { "/step/\($0)" } ?? "")
          bus.send(.link(resolver.prefix + path), source: .link)
          return stoppedBefore(met: met) ? Self.stoppedBefore : through()
        }
      ))
    list.append(
      (
        "flow advance",
        { met in
          // Into the gated step from the one before it; a gated flow from its first step.
          let from: String
          if let gatedStep {
            guard let index = steps.firstIndex(of: gatedStep), index > 0 else {
              return .skipped("the step is the flow's first: nothing advances into it")
            }
            from = steps[index - 1]
          } else {
            guard steps.count > 1 else { return .skipped("the flow has one step") }
            from = first
          }
          guard let id = place(at: from, met: met) else {
            return .skipped("the flow could not be put at '\(from)'")
          }
          do throws(FlowError) {
            try await engine.advance(id, to: gatedStep ?? steps[1], with: sample)
          } catch {
            if case .invalidStep = error {
              return .skipped("the sample fields do not pass step '\(from)'")
            }
            return .made(false)
          }
          return gatedStep == nil
            ? .made(bus.store.state.flow(id).map { $0.step != from } ?? false) : through()
        }
      ))
    list.append(
      (
        "back into a gated step",
        { met in
          // From the step after the gated one (a gated flow: its second step) back into it.
          let target = gatedStep ?? first
          guard let index = steps.firstIndex(of: target), index + 1 < steps.count else {
            return .skipped("the step is the flow's last: there is no step to go back from")
          }
          guard let id = place(at: steps[index + 1], history: [target], met: met) else {
            return .skipped("the flow could not be put at '\(steps[index + 1])'")
          }
          let outcome = bus.send(.flow(.back(id)), source: .app)
          return .made(outcome.didNavigate && bus.store.state.flow(id)?.step == target)
        }
      ))
    list.append(
      (
        "restored snapshot",
        { _ in
          guard engine.declaration(of: name)?.persists == true else {
            return .skipped("the flow does not persist, so no snapshot restores it")
          }
          guard let showing = state(name, at: gatedStep ?? first, data: sample) else {
            return .skipped("no state shows the flow at its step")
          }
          bus.send(.restore(showing), source: .restore)
          return through()
        }
      ))
    list.append(
      (
        "redirect resume",
        { met in
          set(requirement, met: false)
          let asked = bus.send(.flow(.open(name, at: gatedStep)), source: .app)
          guard case .redirected = asked else {
            return .skipped("not redirected, so nothing waits to resume")
          }
          set(requirement, met: met)
          bus.requirementsChanged()
          return through()
        }
      ))
    return list
  }
}
