/// Opening a flow at a step (`/flow/{name}/step/{step}`), and re-checking a restored flow. A step
/// is never reached without the validation of the steps before it.
extension FlowEngine {
  /// Opens a flow from a link: continues the active instance of the flow (shown again if it was
  /// not), or starts one; then, when a step is asked for, goes back to it when it is in the
  /// history, or walks forward to it, validating each step on the way with the data the flow
  /// has, and stops at the first step that is not yet valid.
  ///
  /// ```swift
  /// let landing = try await engine.open(flow: "taskWizard", at: "scheduling")
  /// // landing.step == "basicInfo", landing.reason == .stoppedAtInvalidStep("Enter a title")
  /// ```
  /// - Parameters:
  ///   - name: The flow's name.
  ///   - step: The step, by name or by 1-based position on the declared main line (as in links);
  ///     a main-line step that a branch replaces now, or that is skipped now, is reached as the
  ///     branch or the step that follows; `nil` for none.
  /// - Returns: Where the flow landed and why.
  /// - Throws: ``FlowError/navigation(_:)`` for an unknown flow or a step that is not on the
  ///   flow's path; nothing changes then.
  public func open(
    flow name: String, at step: String? = nil
  ) async throws(FlowError)
    -> FlowLanding
  {
    let runtime = try runtime(name)
    let state = coordinator.state
    let candidates = state.flows.filter { $0.flow == name }
    if let existing = candidates.first(where: { $0.parent == nil }) ?? candidates.first {
      let shown = state.isShown(existing)
      let resume: [NavigationCommand] =
        shown ? [] : [.resumeFlow(existing.id, presentation: runtime.presentation)]
      return try await land(existing, runtime, requested: step, prefix: resume, fresh: false)
    }
    var reserved = Set<FlowInstanceID>()
    let (flow, commands, _) = try newInstance(
      runtime, parent: nil, presentation: nil, reserved: &reserved, depth: 8)
    return try await land(flow, runtime, requested: step, prefix: commands, fresh: true)
  }

  /// Starts a new instance of a flow and walks it to a step, as a link would.
  /// - Parameters:
  ///   - name: The flow's name.
  ///   - step: The step, by name or 1-based position.
  ///   - presentation: How to show it; the flow's own presentation when omitted.
  /// - Returns: Where the flow landed and why.
  /// - Throws: ``FlowError``; nothing changes then.
  public func start(
    _ name: String, at step: String, presentation: PresentationStyle? = nil
  ) async throws(FlowError) -> FlowLanding {
    var reserved = Set<FlowInstanceID>()
    let (flow, commands, _) = try newInstance(
      try runtime(name), parent: nil, presentation: presentation, reserved: &reserved, depth: 8)
    return try await land(flow, try runtime(name), requested: step, prefix: commands, fresh: true)
  }

  /// Checks a flow's earlier steps again, in order, with the data it has, and goes back to the
  /// first one that is no longer valid: what a restored flow goes through before it is shown.
  /// - Parameter id: The instance.
  /// - Returns: Where the flow stands and why.
  /// - Throws: ``FlowError``; nothing changes then.
  public func recheck(_ id: FlowInstanceID) async throws(FlowError) -> FlowLanding {
    let flow = try active(id)
    let runtime = try runtime(flow.flow)
    for (index, step) in flow.history.enumerated() {
      guard let refusal = await refusal(runtime, step, flow.data) else { continue }
      try ensureUnchanged([flow])
      let backs = flow.history.count - index
      try apply(Array(repeating: .flowBack(id), count: backs))
      emit(.wentBack, flow, step: flow.step)
      entered(flow, step: step)
      emit(.validationRefused, flow, step: step, message: refusal)
      return FlowLanding(
        id: id, step: step, requested: flow.step, reason: .stoppedAtInvalidStep(message: refusal))
    }
    try ensureUnchanged([flow])
    return FlowLanding(id: id, step: flow.step, requested: flow.step, reason: .reachedRequestedStep)
  }

  /// Walks `flow` (active, or about to start with `prefix`) to the requested step and applies
  /// everything as one batch.
  private func land(
    _ flow: ActiveFlow, _ runtime: FlowRuntime, requested: String?,
    prefix: [NavigationCommand], fresh: Bool
  ) async throws(FlowError) -> FlowLanding {
    var commands = prefix
    var current = flow
    var passed: [String] = []
    var wentBack = false
    var reason: FlowLanding.Reason = fresh ? .started : .resumed
    var target: String?
    if let requested {
      let name = try resolve(requested, for: flow, runtime)
      target = name
      reason = .reachedRequestedStep
      if let index = current.history.lastIndex(of: name), current.step != name {
        try refuseIfWaiting(current)
        commands += Array(repeating: .flowBack(current.id), count: current.history.count - index)
        current.history.removeSubrange(index...)
        current.step = name
        wentBack = true
      } else {
        var budget = runtime.declaration.steps.count + 1
        while current.step != name {
          if let child = coordinator.state.flows.first(where: { $0.parent == current.id }) {
            reason = .stoppedAtInvalidStep(message: "the flow waits for its sub-flow '\(child.id)'")
            break
          }
          if let subflow = runtime.subflows[current.step], runtime.checks[current.step] == nil {
            reason = .stoppedAtInvalidStep(
              message: "step '\(current.step)' runs the sub-flow '\(subflow)' first")
            break
          }
          if let refusal = await refusal(runtime, current.step, current.data) {
            reason = .stoppedAtInvalidStep(message: refusal)
            break
          }
          budget -= 1
          guard budget > 0,
            let next = runtime.nextStep(after: current.step, where: holds(in: current))
          else {
            throw .navigation(
              .noSuchFlowStep(
                flow: flow.flow, step: name,
                steps: runtime.declaration.resolvedSteps(where: holds(in: current)).map(\.name)))
          }
          commands.append(.advanceFlow(current.id, to: next, data: [:]))
          passed.append(current.step)
          current.history.append(current.step)
          current.step = next
        }
      }
    }
    if !fresh { try ensureUnchanged([flow]) }
    var started: [ActiveFlow] = []
    if fresh || current.step != flow.step {
      var reserved: Set<FlowInstanceID> = [current.id]
      let (extra, children) = try enter(current, runtime, reserved: &reserved, depth: 0)
      commands += extra
      started = children
    }
    try apply(commands)
    if fresh {
      emit(.started, flow, step: flow.step)
      entered(flow, step: flow.step)
    } else if prefix.contains(where: { if case .resumeFlow = $0 { true } else { false } }) {
      emit(.resumed, flow, step: flow.step)
      entered(flow, step: flow.step)
    }
    if wentBack {
      emit(.wentBack, flow, step: flow.step)
      entered(flow, step: current.step)
    }
    for (index, step) in passed.enumerated() {
      left(flow, step: step)
      entered(flow, step: index + 1 < passed.count ? passed[index + 1] : current.step)
    }
    if case .stoppedAtInvalidStep(let message) = reason {
      emit(.validationRefused, flow, step: current.step, message: message)
    }
    announce(started)
    return FlowLanding(id: current.id, step: current.step, requested: target, reason: reason)
  }

  /// A step by name, or by 1-based position on the declared main line: the current step, a step
  /// in the history, a step on the path that the conditions give now, or what a main-line
  /// position shows now (a branch not taken is refused).
  private func resolve(
    _ requested: String, for flow: ActiveFlow, _ runtime: FlowRuntime
  ) throws(FlowError) -> String {
    let declaration = runtime.declaration
    let holds = holds(in: flow)
    let path = declaration.resolvedSteps(where: holds).map(\.name)
    if requested == flow.step || flow.history.contains(requested) || path.contains(requested) {
      return requested
    }
    // A number, as in links, is a position on the declared main line (the steps that replace
    // none); a main-line step is its position too. The position shows the step that its branches
    // lead to now, or, when that step is skipped, the step that follows.
    let slots = declaration.steps.indices.filter { declaration.steps[$0].replacing == nil }
    var slot: Int?
    if declaration.step(named: requested) == nil, let number = Int(requested), number >= 1,
      number <= slots.count
    {
      slot = slots[number - 1]
    } else if let index = declaration.steps.firstIndex(where: { $0.name == requested }),
      declaration.steps[index].replacing == nil
    {
      slot = index
    }
    if let slot {
      let shown =
        declaration.resolvedStep(atSlot: slot, where: holds)
        ?? declaration.firstStep(after: slot, where: holds)
      if let shown, path.contains(shown.name) { return shown.name }
    }
    throw .navigation(.noSuchFlowStep(flow: flow.flow, step: requested, steps: path))
  }

  private func refuseIfWaiting(_ flow: ActiveFlow) throws(FlowError) {
    if let child = coordinator.state.flows.first(where: { $0.parent == flow.id }) {
      throw .navigation(.flowWaitingForSubflow(flow.id, subflow: child.id))
    }
  }
}
