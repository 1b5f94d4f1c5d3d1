/// Deciding a flow move in one state: pure apart from reading the conditions and the clock. The
/// decision lists the commands, the requirements and the events; the bus applies it.
extension FlowEngine {
  /// Decides what `request` means in `state`. Asynchronous validations that `context` holds no
  /// verdict for are listed in ``FlowTransition/pendingChecks`` and count as not yet valid.
  func decide(
    _ request: FlowRequest, in state: consuming NavigationState, context: FlowRequestContext
  ) -> FlowTransition {
    // The state is taken, not copied: a copy of the state retains each of its parts.
    var decision = Decision(
      engine: self, state: state, context: context,
      transition: FlowTransition(version: bus.store.changeCount))
    do throws(FlowError) {
      try decision.decide(request)
    } catch {
      decision.transition.refusal = error
      decision.transition.commands = []
    }
    return decision.transition
  }

  func active(_ id: FlowInstanceID, in state: NavigationState) throws(FlowError) -> ActiveFlow {
    guard let flow = state.flow(id) else {
      throw .navigation(.flowNotActive(id, active: state.flows.map(\.id)))
    }
    return flow
  }

  func runtime(_ name: String) throws(FlowError) -> RegisteredFlow {
    guard let runtime = runtimes[name] else {
      throw .navigation(.unknownFlow(name, known: flowNames))
    }
    return runtime
  }

  /// A condition evaluator for a flow as it is at this moment.
  func holds(in flow: ActiveFlow) -> (FlowCondition) -> Bool {
    let conditions = self.conditions
    return { conditions($0, flow) }
  }
}

/// One decision in the making.
@MainActor
private struct Decision {
  let engine: FlowEngine
  var state: NavigationState
  let context: FlowRequestContext
  var transition: FlowTransition
  var reserved = Set<FlowInstanceID>()
  /// When the decision is made: the time of every event it reports. The clock is read once,
  /// since a move's events happen together.
  let now: Duration

  init(
    engine: FlowEngine, state: consuming NavigationState, context: FlowRequestContext,
    transition: FlowTransition
  ) {
    self.engine = engine
    self.state = state
    self.context = context
    self.transition = transition
    self.now = engine.clock()
  }

  mutating func decide(_ request: FlowRequest) throws(FlowError) {
    switch request {
    case .start(let name, let step, let presentation, let parent):
      let runtime = try engine.runtime(name)
      if parent == nil, !runtime.repeatable,
        let existing = state.flows.first(where: { $0.flow == name && $0.parent == nil })
      {
        // Open once: a second start brings the open instance forward.
        let forward = bringForward(existing, runtime)
        if let step {
          try land(existing, runtime, requested: step, prefix: forward, fresh: false)
        } else {
          gateFlow(runtime)
          gateStep(runtime, existing.step)
          transition.commands = forward
          if !state.isShown(existing) { emit(.resumed, existing, step: existing.step) }
          transition.result = .started(existing.id)
        }
        return
      }
      let (flow, commands, started) = try newInstance(
        runtime, parent: parent, presentation: presentation, depth: step == nil ? 0 : 8)
      if let step {
        try land(flow, runtime, requested: step, prefix: commands, fresh: true)
      } else {
        transition.commands = commands
        announce(started)
        transition.result = .started(flow.id)
      }
    case .open(let name, let step):
      let runtime = try engine.runtime(name)
      let candidates = state.flows.filter { $0.flow == name }
      if let existing = candidates.first(where: { $0.parent == nil }) ?? candidates.first {
        try land(
          existing, runtime, requested: step, prefix: bringForward(existing, runtime),
          fresh: false)
      } else {
        let (flow, commands, _) = try newInstance(
          runtime, parent: nil, presentation: nil, depth: 8)
        try land(flow, runtime, requested: step, prefix: commands, fresh: true)
      }
    case .advance(let id, let fields, let target):
      try move(id, fields: fields, to: target, mustComplete: false)
    case .edit(let id, let fields):
      try edit(id, fields: fields)
    case .forward(let id):
      let flow = try engine.active(id, in: state)
      guard let step = flow.forward.last else {
        throw .nothingForward(flow: id, step: flow.step)
      }
      try move(id, fields: [:], to: step, mustComplete: false)
    case .complete(let id, let fields):
      try move(id, fields: fields, to: nil, mustComplete: true)
    case .back(let id):
      try back(id)
    case .cancel(let id):
      try cancel(id)
    case .resume(let id, let presentation):
      try resume(id, presentation: presentation)
    case .recheck(let id):
      try recheck(id)
    }
  }

  // MARK: - Moves

  /// Fields written at the current step, by the step's rules of ownership: nothing is
  /// validated and the flow stays where it is.
  private mutating func edit(_ id: FlowInstanceID, fields: FlowFields) throws(FlowError) {
    let (current, runtime) = try workable(id)
    if let refusal = runtime.refusal(of: fields, at: current.step, holding: current.data) {
      throw .fieldRefused(flow: id, step: current.step, message: refusal)
    }
    let changed = fields.filter { current.data[$0.key] != $0.value }
    transition.commands = changed.isEmpty ? [] : [.editFlow(id, data: changed)]
  }

  /// An active flow that may be moved or written to now, with its runtime: its requirement is
  /// gated, and it does not wait for a sub-flow.
  private mutating func workable(
    _ id: FlowInstanceID
  ) throws(FlowError) -> (ActiveFlow, RegisteredFlow) {
    let current = try engine.active(id, in: state)
    let runtime = try engine.runtime(current.flow)
    gateFlow(runtime)
    if let child = state.subflow(of: id) {
      throw .navigation(.flowWaitingForSubflow(id, subflow: child))
    }
    return (current, runtime)
  }

  private mutating func move(
    _ id: FlowInstanceID, fields: FlowFields, to target: String?, mustComplete: Bool
  ) throws(FlowError) {
    let (current, runtime) = try workable(id)
    if let target, runtime.declaration.step(named: target) == nil {
      throw .navigation(
        .noSuchFlowStep(
          flow: current.flow, step: target, steps: runtime.declaration.steps.map(\.name)))
    }
    if !fields.isEmpty,
      let refusal = runtime.refusal(of: fields, at: current.step, holding: current.data)
    {
      emit(.validationRefused, current, step: current.step, message: refusal)
      throw .invalidStep(flow: id, step: current.step, message: refusal)
    }
    // A step that runs a sub-flow is done when the sub-flow completes. When its sub-flow was
    // cancelled, moving on runs the sub-flow again instead of passing the step unchecked; a step
    // with a validation of its own lets the validation decide.
    if let subflow = runtime.subflows[current.step], runtime.checks[current.step] == nil {
      if mustComplete {
        throw .invalidStep(
          flow: id, step: current.step,
          message: "step '\(current.step)' runs the sub-flow '\(subflow)' first")
      }
      let (commands, started) = try enter(id, at: current.step, runtime, depth: 0)
      if !started.isEmpty {
        transition.commands = commands
        announce(started)
        transition.result = .moved(.step(current.step))
        return
      }
    }
    // The flow as the move leaves it: its data takes the fields once they are checked.
    var flow = current
    flow.data.merge(fields) { $1 }
    if let refusal = refusal(runtime, flow.step, flow.data) {
      emit(.validationRefused, flow, step: flow.step, message: refusal)
      throw .invalidStep(flow: id, step: flow.step, message: refusal)
    }
    let conditions = engine.conditions
    let natural = runtime.nextStep(after: flow.step, where: { conditions($0, flow) })
    // A move to a named step goes round again (to a step already visited), on to the next
    // step, or forward again to a step left by going back; it never jumps ahead past steps
    // whose validation has not run.
    if let target, target != natural, target != flow.step, !flow.history.contains(target),
      !flow.forward.contains(target)
    {
      let message = "cannot jump ahead to step '\(target)' past steps not yet validated"
      throw .invalidStep(flow: id, step: flow.step, message: message)
    }
    guard let next = target ?? natural else {
      try finish(flow, runtime)
      transition.result = .moved(.completed)
      return
    }
    if mustComplete { throw .notAtLastStep(flow: id, step: flow.step, next: next) }
    gateStep(runtime, next)
    let (extra, started) = try enter(id, at: next, runtime, depth: 0)
    transition.commands = [.advanceFlow(id, to: next, data: fields)]
    transition.commands.append(contentsOf: extra)
    // The two events of the move (and those of a sub-flow it starts) in one allocation.
    transition.events.reserveCapacity(transition.events.count + 2 + 2 * started.count)
    left(flow, step: flow.step)
    entered(flow, step: next)
    announce(started)
    transition.result = .moved(.step(next))
  }

  /// Completes a flow whose last step was validated. A sub-flow's parent then validates its own
  /// step with the sub-flow's data and moves on, or completes in turn; all of it is one batch,
  /// and every flow that completes is listed for its completion action.
  private mutating func finish(_ flow: ActiveFlow, _ runtime: RegisteredFlow) throws(FlowError) {
    var commands: [NavigationCommand] = [.completeFlow(flow.id)]
    var completed = [flow]
    var landing: (parent: ActiveFlow, next: String, started: [ActiveFlow])?
    var child = flow
    while let parentID = child.parent, let parent = state.flow(parentID),
      let parentRuntime = engine.runtimes[parent.flow]
    {
      var context = parent
      context.data.merge(child.data) { $1 }
      if let refusal = refusal(parentRuntime, parent.step, context.data) {
        emit(.validationRefused, parent, step: parent.step, message: refusal)
        throw .invalidStep(flow: parentID, step: parent.step, message: refusal)
      }
      if let next = parentRuntime.nextStep(
        after: parent.step, where: engine.holds(in: context))
      {
        gateStep(parentRuntime, next)
        let (extra, started) = try enter(parentID, at: next, parentRuntime, depth: 0)
        commands.append(.advanceFlow(parentID, to: next, data: child.data))
        commands.append(contentsOf: extra)
        landing = (parent, next, started)
        break
      }
      commands.append(.completeFlow(parentID))
      completed.append(context)
      child = context
    }
    let needsAction = completed.filter { engine.runtimes[$0.flow]?.runtime.onComplete != nil }
    transition.completing = needsAction
    if !needsAction.isEmpty, !context.completionsRan {
      throw .completionPending(flow: needsAction[0].id)
    }
    transition.commands = commands
    for flow in completed {
      left(flow, step: flow.step)
      emit(.completed, flow, step: flow.step)
    }
    if let landing {
      left(landing.parent, step: landing.parent.step)
      entered(landing.parent, step: landing.next)
      announce(landing.started)
    }
  }

  private mutating func back(_ id: FlowInstanceID) throws(FlowError) {
    let flow = try engine.active(id, in: state)
    let runtime = try engine.runtime(flow.flow)
    guard let previous = flow.history.last else {
      throw .navigation(.flowAtFirstStep(id, step: flow.step))
    }
    gateFlow(runtime)
    gateStep(runtime, previous)
    let (extra, started) = try enter(id, at: previous, runtime, depth: 0)
    transition.commands = [.flowBack(id)]
    transition.commands.append(contentsOf: extra)
    emit(.wentBack, flow, step: flow.step)
    entered(flow, step: previous)
    announce(started)
    transition.result = .wentBack(previous)
  }

  private mutating func cancel(_ id: FlowInstanceID) throws(FlowError) {
    var after = state
    do throws(NavigationError) {
      try after.apply(.cancelFlow(id))
    } catch {
      throw .navigation(error)
    }
    transition.commands = [.cancelFlow(id)]
    let removed = Array(state.flows.filter { after.flow($0.id) == nil }.reversed())
    for flow in removed { emit(.cancelled, flow, step: flow.step) }
    transition.cancelled = removed
    transition.result = .cancelled
  }

  /// The commands that put an open flow in front of the user: shown again where it is not
  /// shown, else its tab selected or its scene focused when the user is elsewhere.
  private func bringForward(_ flow: ActiveFlow, _ runtime: RegisteredFlow) -> [NavigationCommand] {
    guard state.isShown(flow), let host = flow.host else {
      return [.resumeFlow(flow.id, presentation: runtime.presentation)]
    }
    switch host.location.container {
    case .tab(let tab):
      return tab == state.selectedTab && state.focusedScene == nil
        ? [] : [.selectTab(tab, then: [])]
    case .scene(let scene):
      return scene == state.focusedScene ? [] : [.openScene(scene, root: nil, immersion: nil)]
    }
  }

  private mutating func resume(
    _ id: FlowInstanceID, presentation: PresentationStyle?
  ) throws(FlowError) {
    let flow = try engine.active(id, in: state)
    let runtime = engine.runtimes[flow.flow]
    if let runtime {
      gateFlow(runtime)
      gateStep(runtime, flow.step)
    }
    let style = presentation ?? runtime?.presentation ?? .push
    transition.commands = [.resumeFlow(id, presentation: style)]
    if !state.isShown(flow) { emit(.resumed, flow, step: flow.step) }
    transition.result = .resumed
  }

  private mutating func recheck(_ id: FlowInstanceID) throws(FlowError) {
    let flow = try engine.active(id, in: state)
    let runtime = try engine.runtime(flow.flow)
    gateFlow(runtime)
    for (index, step) in flow.history.enumerated() {
      guard let refusal = refusal(runtime, step, flow.data) else { continue }
      let backs = flow.history.count - index
      transition.commands = Array(repeating: .flowBack(id), count: backs)
      emit(.wentBack, flow, step: flow.step)
      entered(flow, step: step)
      emit(.validationRefused, flow, step: step, message: refusal)
      transition.result = .landed(
        FlowLanding(
          id: id, step: step, requested: flow.step,
          reason: .stoppedAtInvalidStep(message: refusal)))
      return
    }
    // A condition may have changed since the step was reached (the user signed out, so the
    // step that replaced account setup no longer applies): go back to the latest step that is
    // still on the path the conditions lead along now.
    let path = Set(runtime.declaration.resolvedSteps(where: engine.holds(in: flow)).map(\.name))
    if !path.contains(flow.step),
      let index = flow.history.lastIndex(where: { path.contains($0) })
    {
      let step = flow.history[index]
      transition.commands = Array(repeating: .flowBack(id), count: flow.history.count - index)
      emit(.wentBack, flow, step: flow.step)
      entered(flow, step: step)
      gateStep(runtime, step)
      let message = "step '\(flow.step)' no longer applies"
      transition.result = .landed(
        FlowLanding(
          id: id, step: step, requested: flow.step,
          reason: .stoppedAtInvalidStep(message: message)))
      return
    }
    gateStep(runtime, flow.step)
    transition.result = .landed(
      FlowLanding(id: id, step: flow.step, requested: flow.step, reason: .reachedRequestedStep))
  }

  // MARK: - Links into steps

  /// Walks `flow` (active, or about to start with `prefix`) to the requested step.
  private mutating func land(
    _ flow: ActiveFlow, _ runtime: RegisteredFlow, requested: String?,
    prefix: [NavigationCommand], fresh: Bool
  ) throws(FlowError) {
    gateFlow(runtime)
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
        if let child = state.subflow(of: current.id) {
          throw .navigation(.flowWaitingForSubflow(current.id, subflow: child))
        }
        commands += Array(repeating: .flowBack(current.id), count: current.history.count - index)
        current.history.removeSubrange(index...)
        current.step = name
        wentBack = true
      } else {
        var budget = runtime.declaration.steps.count + 1
        while current.step != name {
          if let child = state.subflow(of: current.id) {
            reason = .stoppedAtInvalidStep(message: "the flow waits for its sub-flow '\(child)'")
            break
          }
          if let subflow = runtime.subflows[current.step], runtime.checks[current.step] == nil {
            reason = .stoppedAtInvalidStep(
              message: "step '\(current.step)' runs the sub-flow '\(subflow)' first")
            break
          }
          if let refusal = refusal(runtime, current.step, current.data) {
            reason = .stoppedAtInvalidStep(message: refusal)
            break
          }
          budget -= 1
          guard budget > 0,
            let next = runtime.nextStep(after: current.step, where: engine.holds(in: current))
          else {
            throw .navigation(
              .noSuchFlowStep(
                flow: flow.flow, step: name,
                steps: runtime.declaration.resolvedSteps(where: engine.holds(in: current))
                  .map(\.name)))
          }
          commands.append(.advanceFlow(current.id, to: next, data: [:]))
          passed.append(current.step)
          current.history.append(current.step)
          current.step = next
        }
      }
    }
    var started: [ActiveFlow] = []
    if fresh || current.step != flow.step {
      reserved.insert(current.id)
      let (extra, children) = try enter(current.id, at: current.step, runtime, depth: 0)
      commands += extra
      started = children
    }
    for step in [flow.step] + passed + [current.step] { gateStep(runtime, step) }
    transition.commands = commands
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
    transition.result = .landed(
      FlowLanding(id: current.id, step: current.step, requested: target, reason: reason))
  }

  /// A step by name, or by 1-based position on the declared main line: the current step, a step
  /// in the history, a step on the path that the conditions give now, or what a main-line
  /// position shows now (a branch not taken is refused).
  private func resolve(
    _ requested: String, for flow: ActiveFlow, _ runtime: RegisteredFlow
  ) throws(FlowError) -> String {
    let declaration = runtime.declaration
    let holds = engine.holds(in: flow)
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

  // MARK: - Instances

  /// A new instance at its first step, the command that starts it, and the sub-flows its first
  /// step starts.
  private mutating func newInstance(
    _ runtime: RegisteredFlow, parent: FlowInstanceID?, presentation: PresentationStyle?, depth: Int
  ) throws(FlowError) -> (ActiveFlow, [NavigationCommand], [ActiveFlow]) {
    let name = runtime.declaration.name
    let id = freshID(for: name)
    reserved.insert(id)
    var flow = ActiveFlow(
      id: id, flow: name, step: "", data: runtime.initialFields,
      persists: runtime.declaration.persists, parent: parent, historyLimit: runtime.historyLimit,
      sensitive: runtime.sensitive)
    guard let first = runtime.declaration.firstStep(after: nil, where: engine.holds(in: flow))
    else {
      throw .noStepToShow(flow: name)
    }
    flow.step = first.name
    gateFlow(runtime)
    gateStep(runtime, first.name)
    let start = NavigationCommand.startFlow(
      flow, presentation: presentation ?? runtime.presentation)
    let (extra, children) = try enter(flow.id, at: flow.step, runtime, depth: depth)
    return (flow, [start] + extra, [flow] + children)
  }

  /// What reaching a step starts: its sub-flow, when it runs one.
  private mutating func enter(
    _ id: FlowInstanceID, at step: String, _ runtime: RegisteredFlow, depth: Int
  ) throws(FlowError) -> ([NavigationCommand], [ActiveFlow]) {
    // Sub-flows nest up to eight deep; a flow that runs itself stops there.
    guard let name = runtime.subflows[step], depth < 8 else { return ([], []) }
    let (_, commands, started) = try newInstance(
      try engine.runtime(name), parent: id, presentation: nil, depth: depth + 1)
    return (commands, started)
  }

  private func freshID(for name: String) -> FlowInstanceID {
    var candidate = FlowInstanceID(name)
    var number = 1
    while state.flow(candidate) != nil || reserved.contains(candidate) {
      number += 1
      candidate = FlowInstanceID("\(name)-\(number)")
    }
    return candidate
  }

  // MARK: - Validation and requirements

  /// The message that refuses leaving `step` with `data`, or `nil`. An asynchronous validation
  /// without a verdict yet refuses, and is listed for the engine to run.
  private mutating func refusal(
    _ runtime: RegisteredFlow, _ step: String, _ data: FlowFields
  ) -> String? {
    switch runtime.validateNow(step, data: data) {
    case .valid: return nil
    case .invalid(let message): return message
    case .needsAsynchronousCheck:
      let key = FlowCheckKey(flow: runtime.declaration.name, step: step, data: data)
      if let verdict = context.verdicts[key] { return verdict }
      transition.pendingChecks.append(key)
      return "step '\(step)' is checked asynchronously as the flow moves on"
    }
  }

  /// Adds the flow's requirement, from the runtime already looked up.
  private mutating func gateFlow(_ runtime: RegisteredFlow) {
    guard let use = runtime.flowUses.first else { return }
    if transition.requirements.isEmpty {
      transition.requirements = runtime.flowUses
    } else if !transition.requirements.contains(use) {
      transition.requirements.append(use)
    }
  }

  /// Adds a step's requirement, from the runtime already looked up.
  private mutating func gateStep(_ runtime: RegisteredFlow, _ step: String) {
    guard let use = runtime.stepUses[step], !transition.requirements.contains(use) else { return }
    transition.requirements.append(use)
  }

  // MARK: - Events

  private mutating func emit(
    _ kind: FlowEvent.Kind, _ flow: ActiveFlow, step: String, message: String? = nil
  ) {
    transition.events.append(
      FlowEvent(
        kind, flow: flow.flow, instance: flow.id, step: step, time: now, message: message))
  }

  private mutating func entered(_ flow: ActiveFlow, step: String) {
    emit(.stepEntered, flow, step: step)
  }

  private mutating func left(_ flow: ActiveFlow, step: String) {
    // Loops and conditions, not closures: a closure made on the main actor is checked to run
    // there each time it is called.
    var since: Duration?
    for event in transition.events.reversed()
    where event.instance == flow.id && event.kind == .stepEntered {
      since = event.time
      break
    }
    if since == nil { since = engine.enteredTime(of: flow.id) }
    var duration: Duration?
    if let since { duration = now - since }
    transition.events.append(
      FlowEvent(
        .stepCompleted, flow: flow.flow, instance: flow.id, step: step, time: now,
        duration: duration))
  }

  /// Reports started instances and the steps they entered.
  private mutating func announce(_ started: [ActiveFlow]) {
    for flow in started {
      emit(.started, flow, step: flow.step)
      entered(flow, step: flow.step)
    }
  }
}
