/// Moving forward and completing: validation first, then one command (or one batch) applied.
extension FlowEngine {
  /// Validates the current step with `fields` merged in, then moves to `target`, to the next
  /// step, or completes the flow at its end.
  func move(
    _ id: FlowInstanceID, fields: FlowFields, to target: String?, mustComplete: Bool
  ) async throws(FlowError) -> FlowMove {
    let flow = try active(id)
    let runtime = try runtime(flow.flow)
    if let child = coordinator.state.flows.first(where: { $0.parent == id }) {
      throw .navigation(.flowWaitingForSubflow(id, subflow: child.id))
    }
    if let target, runtime.declaration.step(named: target) == nil {
      throw .navigation(
        .noSuchFlowStep(
          flow: flow.flow, step: target, steps: runtime.declaration.steps.map(\.name)))
    }
    // A step that runs a sub-flow is done when the sub-flow completes. When its sub-flow was
    // cancelled, moving on runs the sub-flow again instead of passing the step unchecked; a step
    // with a validation of its own lets the validation decide.
    if let subflow = runtime.subflows[flow.step], runtime.checks[flow.step] == nil {
      if mustComplete {
        throw .invalidStep(
          flow: id, step: flow.step,
          message: "step '\(flow.step)' runs the sub-flow '\(subflow)' first")
      }
      var reserved = Set<FlowInstanceID>()
      let (commands, started) = try enter(flow, runtime, reserved: &reserved, depth: 0)
      if !started.isEmpty {
        try apply(commands)
        announce(started)
        return .step(flow.step)
      }
    }
    var context = flow
    if !fields.isEmpty { context.data.merge(fields) { $1 } }
    let refusal = await refusal(runtime, flow.step, context.data)
    try ensureUnchanged([flow])
    if let refusal {
      emit(.validationRefused, flow, step: flow.step, message: refusal)
      throw .invalidStep(flow: id, step: flow.step, message: refusal)
    }
    guard let next = target ?? runtime.nextStep(after: flow.step, where: holds(in: context)) else {
      try await finish(context, original: flow, runtime)
      return .completed
    }
    if mustComplete { throw .notAtLastStep(flow: id, step: flow.step, next: next) }
    var moved = context
    moved.step = next
    var reserved = Set<FlowInstanceID>()
    let (extra, started) = try enter(moved, runtime, reserved: &reserved, depth: 0)
    try apply([.advanceFlow(id, to: next, data: fields)] + extra)
    left(flow, step: flow.step)
    entered(flow, step: next)
    announce(started)
    return .step(next)
  }

  /// Completes a flow whose last step was validated. A sub-flow's parent then validates its own
  /// step with the sub-flow's data and moves on, or completes in turn; every completion callback
  /// runs before anything is applied, and all of it is applied as one batch.
  private func finish(
    _ flow: ActiveFlow, original: ActiveFlow, _ runtime: FlowRuntime
  ) async throws(FlowError) {
    var commands: [NavigationCommand] = [.completeFlow(flow.id)]
    var involved = [original]
    var completed = [flow]
    var callbacks: [(ActiveFlow, @Sendable (FlowFields) async throws -> Void)] = []
    if let action = runtime.onComplete { callbacks.append((flow, action)) }
    var landing: (parent: ActiveFlow, next: String, started: [ActiveFlow])?
    var child = flow
    while let parentID = child.parent, let parent = coordinator.state.flow(parentID),
      let parentRuntime = runtimes[parent.flow]
    {
      involved.append(parent)
      var context = parent
      context.data.merge(child.data) { $1 }
      let refusal = await refusal(parentRuntime, parent.step, context.data)
      try ensureUnchanged(involved)
      if let refusal {
        emit(.validationRefused, parent, step: parent.step, message: refusal)
        throw .invalidStep(flow: parentID, step: parent.step, message: refusal)
      }
      if let next = parentRuntime.nextStep(after: parent.step, where: holds(in: context)) {
        var moved = context
        moved.step = next
        var reserved = Set<FlowInstanceID>()
        let (extra, started) = try enter(moved, parentRuntime, reserved: &reserved, depth: 0)
        commands.append(.advanceFlow(parentID, to: next, data: child.data))
        commands.append(contentsOf: extra)
        landing = (parent, next, started)
        break
      }
      commands.append(.completeFlow(parentID))
      completed.append(context)
      if let action = parentRuntime.onComplete { callbacks.append((context, action)) }
      child = context
    }
    for (flow, action) in callbacks {
      do {
        try await action(flow.data)
      } catch {
        throw .completionFailed(flow: flow.id, reason: "\(error)")
      }
    }
    try ensureUnchanged(involved)
    try apply(commands)
    for flow in completed {
      left(flow, step: flow.step)
      finished(flow)
    }
    if let landing {
      left(landing.parent, step: landing.parent.step)
      entered(landing.parent, step: landing.next)
      announce(landing.started)
    }
  }

  /// The message that refuses leaving `step` with `data`, or `nil`. Synchronous validation runs
  /// right here on the main actor; only asynchronous validation suspends.
  func refusal(_ runtime: FlowRuntime, _ step: String, _ data: FlowFields) async -> String? {
    switch runtime.validateNow(step, data: data) {
    case .valid: return nil
    case .invalid(let message): return message
    case .needsAsynchronousCheck: return await runtime.validate(step, data: data)
    }
  }

  /// Throws ``FlowError/flowChanged(_:)`` when a flow is no longer as it was before an await.
  func ensureUnchanged(_ flows: [ActiveFlow]) throws(FlowError) {
    let state = coordinator.state
    for flow in flows where state.flow(flow.id) != flow { throw .flowChanged(flow.id) }
  }
}
