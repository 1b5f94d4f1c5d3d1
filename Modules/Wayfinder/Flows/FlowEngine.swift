/// Decides what flow moves mean: starts, moves forward after validation, back, forward again,
/// completes, cancels, and opens flows at a step; its ``NavigationBus`` sends every move through
/// the middleware chain and applies it through the reducer.
///
/// A bus has its engine from the moment it is built (``NavigationBus/flows``), with the flows of
/// every feature registered and the conditions and clock the app gave the builder
/// (``NavigationBus/Builder/flowConditions``, ``NavigationBus/Builder/flowClock``). The engine
/// keeps nothing of its own: what it knows (the registered flows, when each flow entered its
/// step) is the bus's, so an engine is a view of its bus, and keeps the bus alive.
///
/// The engine never writes the state. Each move is a ``FlowRequest`` intent: the guards see the
/// flow's requirement and the requirement of every step the move enters, observers see the move
/// and its ``FlowEvent``s, and a move that a guard redirects resumes, decided again, once its
/// condition is met.
///
/// ```swift
/// var builder = NavigationBus.Builder(shell: shell)
/// builder.register(feature: OnboardingFeature.registration())
/// builder.flowConditions = { condition, _ in condition == "hasExistingAccount" }
/// let bus = try builder.build(store: store)
/// let id = try bus.flows.start("onboarding", presentation: .fullScreen)
/// try await bus.flows.advance(id, with: ["user": "ada"])
/// try bus.flows.back(id)
/// ```
@MainActor
public final class FlowEngine {
  /// The bus whose flows these are: it sends the moves and holds the state.
  public let bus: NavigationBus

  /// The engine of a bus.
  /// - Parameter bus: The bus.
  init(bus: NavigationBus) { self.bus = bus }

  /// What the bus keeps for its flows.
  var records: FlowRecords { bus.flowRecords }

  /// Whether a named condition holds; asked as a flow reaches a step that depends on it.
  public var conditions: @MainActor @Sendable (FlowCondition, ActiveFlow) -> Bool {
    get { records.conditions }
    set { records.conditions = newValue }
  }
  /// Where event times come from: the time elapsed since a fixed origin.
  var clock: @Sendable () -> Duration { records.clock }
  var runtimes: [String: RegisteredFlow] {
    get { records.runtimes }
    set { records.runtimes = newValue }
  }
  /// When each active flow entered its current step, for the time spent on it.
  package var enteredAt: [(id: FlowInstanceID, time: Duration)] { records.enteredAt }

  /// The store that holds the state, the bus's.
  public var store: NavigationStore { bus.store }

  // MARK: - Registration

  /// Registers a flow, replacing one of the same name; an app registers flows with its features
  /// or ``NavigationBus/Builder/register(flow:)``, before the bus is built.
  /// - Parameter definition: The flow.
  /// - Throws: ``FlowError/invalidDeclaration(_:)`` or ``FlowError/data(_:)``.
  package func register<Data>(_ definition: FlowDefinition<Data>) throws(FlowError) {
    let runtime = definition.runtime
    let problems = runtime.problems
    guard problems.isEmpty else { throw .invalidDeclaration(problems) }
    if let error = runtime.initialDataError { throw .data(error) }
    runtimes[runtime.declaration.name] = RegisteredFlow(runtime)
  }

  /// Registers a flow that has no behaviour beyond its declaration (from `@Flow` or a shell).
  /// - Parameter declaration: The declaration.
  /// - Throws: ``FlowError/invalidDeclaration(_:)``.
  package func register(_ declaration: FlowDeclaration) throws(FlowError) {
    try register(FlowDefinition(declaration))
  }

  /// The names of the registered flows, sorted.
  public var flowNames: [String] { runtimes.keys.sorted() }

  /// The declaration of a registered flow.
  /// - Parameter flow: The flow's name.
  /// - Returns: The declaration, or `nil` when no such flow is registered.
  public func declaration(of flow: String) -> FlowDeclaration? { runtimes[flow]?.declaration }

  // MARK: - Reading

  /// The state the engine decides against.
  var state: NavigationState { bus.store.untrackedState }

  /// An active flow.
  /// - Parameter id: The instance.
  /// - Returns: The flow, or `nil` when it is not active.
  public func flow(_ id: FlowInstanceID) -> ActiveFlow? { bus.store.state.flow(id) }

  /// Where a flow stands, with branches and skips resolved for the conditions that hold now.
  /// - Parameter id: The instance.
  /// - Returns: The progress, or `nil` when the flow is not active or not registered.
  public func progress(of id: FlowInstanceID) -> FlowProgress? {
    guard let flow = flow(id), let runtime = runtimes[flow.flow] else { return nil }
    guard
      let place = runtime.declaration.position(of: flow.step, where: holds(in: flow))
    else { return nil }
    return FlowProgress(
      id: id, step: flow.step, position: place.position, count: place.count,
      canGoBack: !flow.history.isEmpty, canGoForward: !flow.forward.isEmpty)
  }

  /// A flow's data as its typed value.
  /// - Parameters:
  ///   - id: The instance.
  ///   - type: The data type.
  /// - Returns: The data.
  /// - Throws: ``FlowError/navigation(_:)`` when the flow is not active, ``FlowError/data(_:)``
  ///   when the fields do not read as `type`.
  public func data<Data: FlowData>(
    of id: FlowInstanceID, as type: Data.Type = Data.self
  ) throws(FlowError) -> Data {
    let flow = try active(id, in: state)
    do throws(FlowDataError) {
      return try Data(flowFields: flow.data)
    } catch {
      throw .data(error)
    }
  }

  // MARK: - Moving

  /// Starts a new instance of a flow at its first step (branches and skips resolved).
  /// - Parameters:
  ///   - name: The flow's name.
  ///   - presentation: How to show it; the flow's own presentation when omitted.
  ///   - parent: The flow this one runs inside as a sub-flow.
  /// - Returns: The new instance's identifier.
  /// - Throws: ``FlowError``, including ``FlowError/guarded(_:)`` when a guard redirects or
  ///   blocks the start; nothing changes then.
  @discardableResult
  public func start(
    _ name: String, presentation: PresentationStyle? = nil, parent: FlowInstanceID? = nil
  ) throws(FlowError) -> FlowInstanceID {
    let applied = try submit(
      .start(name, presentation: presentation, parent: parent), context: FlowRequestContext())
    guard case .started(let id) = applied.transition.result else { throw .noStepToShow(flow: name) }
    return id
  }

  /// Moves a flow to its next step, after the current step's validation accepted the data; at
  /// the last step, completes it (see ``complete(_:with:)``).
  /// - Parameters:
  ///   - id: The instance.
  ///   - fields: What the current step collected; merged into the flow's data.
  /// - Returns: The step reached, or `.completed`.
  /// - Throws: ``FlowError/invalidStep(flow:step:message:)`` when validation refuses; nothing
  ///   changes then.
  @discardableResult
  public func advance(
    _ id: FlowInstanceID, with fields: FlowFields = [:]
  ) async throws(FlowError) -> FlowMove {
    try await moved(.advance(id, fields: fields))
  }

  /// Moves a flow to its next step with typed data, which replaces the fields it writes.
  /// - Parameters:
  ///   - id: The instance.
  ///   - data: The flow's data after the current step.
  /// - Returns: The step reached, or `.completed`.
  /// - Throws: ``FlowError``; nothing changes then.
  @discardableResult
  public func advance<Data: FlowData>(
    _ id: FlowInstanceID, data: Data
  ) async throws(FlowError) -> FlowMove {
    let fields: FlowFields
    do throws(FlowDataError) { fields = try data.flowFields() } catch { throw .data(error) }
    return try await moved(.advance(id, fields: fields))
  }

  /// Moves a flow to a named step as a move forward (history grows), after the current step's
  /// validation: how a repeating section goes round again on demand.
  /// - Parameters:
  ///   - id: The instance.
  ///   - step: A declared step.
  ///   - fields: What the current step collected.
  /// - Returns: The step reached.
  /// - Throws: ``FlowError``; nothing changes then.
  @discardableResult
  public func advance(
    _ id: FlowInstanceID, to step: String, with fields: FlowFields = [:]
  ) async throws(FlowError) -> FlowMove {
    try await moved(.advance(id, fields: fields, to: step))
  }

  /// Goes forward again to the step the flow last went back from, after the current step's
  /// validation.
  /// - Parameter id: The instance.
  /// - Returns: The step reached.
  /// - Throws: ``FlowError/nothingForward(flow:step:)`` when there is none.
  @discardableResult
  public func forward(_ id: FlowInstanceID) async throws(FlowError) -> FlowMove {
    try await moved(.forward(id))
  }

  /// Goes back to the previous step. Going back never validates.
  /// - Parameter id: The instance.
  /// - Returns: The step reached.
  /// - Throws: ``NavigationError/flowAtFirstStep(_:step:)`` (wrapped) at the first step.
  @discardableResult
  public func back(_ id: FlowInstanceID) throws(FlowError) -> String {
    let applied = try submit(.back(id), context: FlowRequestContext())
    guard case .wentBack(let step) = applied.transition.result else { throw .flowChanged(id) }
    return step
  }

  /// Completes a flow at its last step: validates the step, runs the completion callback, then
  /// removes the flow and what it shows. A sub-flow's data then joins its parent's, and the
  /// parent moves on past its step (or completes too, when that was its last).
  /// - Parameters:
  ///   - id: The instance.
  ///   - fields: What the last step collected.
  /// - Throws: ``FlowError/notAtLastStep(flow:step:next:)`` when steps remain; validation and
  ///   callback failures; nothing changes then.
  public func complete(_ id: FlowInstanceID, with fields: FlowFields = [:]) async throws(FlowError)
  {
    _ = try await applied(.complete(id, fields: fields))
  }

  /// Cancels a flow and its sub-flows: removes them and what they show, reports them abandoned at
  /// their steps, then runs their cancellation callbacks (sub-flows first). A cancelled
  /// sub-flow's parent stays at its step.
  /// - Parameter id: The instance.
  /// - Throws: ``FlowError/navigation(_:)`` when the flow is not active.
  public func cancel(_ id: FlowInstanceID) async throws(FlowError) {
    let applied = try submit(.cancel(id), context: FlowRequestContext(), runsCancellations: false)
    await runCancellations(of: applied.transition.cancelled)
  }

  /// Shows again a flow that is no longer shown (interrupted, or restored without its screen).
  /// - Parameters:
  ///   - id: The instance.
  ///   - presentation: How to show it; the flow's own presentation when omitted.
  /// - Throws: ``FlowError/navigation(_:)`` when the flow is not active.
  public func resume(_ id: FlowInstanceID, presentation: PresentationStyle? = nil) throws(FlowError)
  {
    _ = try submit(.resume(id, presentation: presentation), context: FlowRequestContext())
  }

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
    try await landed(.open(name, at: step))
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
    try await landed(.start(name, at: step, presentation: presentation))
  }

  /// Checks a flow's earlier steps again, in order, with the data it has, and goes back to the
  /// first one that is no longer valid: what a restored flow goes through before it is shown.
  /// - Parameter id: The instance.
  /// - Returns: Where the flow stands and why.
  /// - Throws: ``FlowError``; nothing changes then.
  public func recheck(_ id: FlowInstanceID) async throws(FlowError) -> FlowLanding {
    try await landed(.recheck(id))
  }

  // MARK: - Sending

  /// Sends a move and returns where the flow moved.
  private func moved(_ request: FlowRequest) async throws(FlowError) -> FlowMove {
    let applied = try await applied(request)
    guard case .moved(let move) = applied.transition.result else {
      throw .flowChanged(request.instance)
    }
    return move
  }

  /// Sends a move and returns where the flow landed.
  private func landed(_ request: FlowRequest) async throws(FlowError) -> FlowLanding {
    let applied = try await applied(request)
    guard case .landed(let landing) = applied.transition.result else {
      throw .flowChanged(request.instance)
    }
    return landing
  }

  /// Sends a move and returns what the bus applied: at once when its decision waits for no
  /// asynchronous validation and no completion action, else after them (``perform(_:from:)``).
  private func applied(_ request: FlowRequest) async throws(FlowError) -> FlowDecision {
    let context = FlowRequestContext()
    let decision = decide(request, in: state, context: context)
    if decision.pendingChecks.isEmpty, !decision.waitsForCompletion {
      return try send(request, consume decision, context: context)
    }
    return try await perform(request, from: decision)
  }

  /// Runs the asynchronous validations a move needs, then its completion actions once the chain
  /// would let it through, then sends it.
  /// - Parameter first: The decision made without verdicts, which met them.
  private func perform(
    _ request: FlowRequest, from first: consuming FlowTransition
  ) async throws(FlowError) -> FlowDecision {
    var context = FlowRequestContext()
    var decision = first
    // Each round runs the checks that the decision met without a verdict; a new decision may meet
    // further steps (a link walking on), so this repeats until every verdict is known.
    let before = decision.pendingChecks.isEmpty ? [] : state.flows
    while !decision.pendingChecks.isEmpty {
      for key in decision.pendingChecks {
        guard let runtime = runtimes[key.flow] else { continue }
        context.verdicts[key] = .some(await runtime.validate(key.step, data: key.data))
      }
      // A flow that changed while its validation ran is not moved on a verdict about old data.
      if let changed = before.first(where: { state.flow($0.id) != $0 }) {
        throw .flowChanged(changed.id)
      }
      decision = decide(request, in: state, context: context)
    }
    if decision.waitsForCompletion {
      // The guards decide before anything irreversible runs: a completion that a guard would
      // stop is sent as it is, so the guard's redirect or refusal is what the caller sees.
      var trial = context
      trial.completionsRan = true
      let full = decide(request, in: state, context: trial)
      if full.refusal == nil {
        let preflight = bus.preflight(
          .flow(request), decision: FlowDecision(full, context: trial))
        if !preflight.didNavigate {
          // Sent as it is, so that the guard's redirect or refusal is recorded and answered.
          return try send(request, decision, context: context, evenIfRefused: true)
        }
        // What the completion grants (a purchase) is acted on once the flow is gone.
        records.completionsRunning += 1
        defer {
          records.completionsRunning -= 1
          if records.completionsRunning == 0, records.requirementsCheckWaits {
            records.requirementsCheckWaits = false
            bus.scheduleRequirementsCheck()
          }
        }
        for flow in full.completing {
          guard let action = runtimes[flow.flow]?.runtime.onComplete else { continue }
          do {
            try await action(flow.data)
          } catch {
            throw .completionFailed(flow: flow.id, reason: "\(error)")
          }
        }
        let again = decide(request, in: state, context: trial)
        guard again.commands == full.commands else { throw .flowChanged(request.instance) }
        return try send(request, again, context: trial)
      }
      decision = full
    }
    return try send(request, consume decision, context: context)
  }

  /// Sends a move through the bus and returns what it applied.
  private func submit(
    _ request: FlowRequest, context: FlowRequestContext, runsCancellations: Bool = true
  ) throws(FlowError) -> FlowDecision {
    try send(
      request, decide(request, in: state, context: context), context: context,
      runsCancellations: runsCancellations)
  }

  /// Sends a decided move through the bus: the bus applies the decision when the state is still
  /// the one it was made against, and decides again otherwise (after a middleware changed it).
  private func send(
    _ request: FlowRequest, _ decision: consuming FlowTransition, context: FlowRequestContext,
    runsCancellations: Bool = true, evenIfRefused: Bool = false
  ) throws(FlowError) -> FlowDecision {
    // A refusal that observers need not hear of (a flow that is not active, an unknown step) is
    // thrown at once; a refused validation is sent, so that observers count it.
    let refusal = decision.refusal
    if let refusal, decision.events.isEmpty, !evenIfRefused { throw refusal }
    let (outcome, applied) = bus.dispatch(
      NavigationRequest(
        request, decided: FlowDecision(decision, context: context),
        runsCancellations: runsCancellations),
      redirectChain: [])
    switch outcome {
    case .applied, .landed, .moved:
      // A middleware may answer for the move without letting it through to the end of the chain.
      guard let applied else { throw .flowChanged(request.instance) }
      return applied
    case .redirected, .blocked:
      throw .guarded(outcome)
    case .failed:
      throw refusal ?? .guarded(outcome)
    }
  }

  /// When a flow entered its current step, if the engine saw it happen.
  func enteredTime(of id: FlowInstanceID) -> Duration? {
    for entry in enteredAt where entry.id == id { return entry.time }
    return nil
  }

  /// The fields each step of a flow declares it collects, by step.
  package func collectedFields(of flow: String) -> [String: [String]] {
    runtimes[flow]?.runtime.collects ?? [:]
  }

  /// The step of a flow that collects a field, when a step declares it: the field's owner.
  package func collector(of field: String, in flow: String) -> String? {
    runtimes[flow]?.runtime.collector(of: field)
  }

  /// The steps a flow can stand at today: those on the path its conditions lead along now, each
  /// with its requirement met. Empty for a flow the engine does not know.
  package func reachableSteps(of flow: ActiveFlow) -> Set<String> {
    guard let runtime = runtimes[flow.flow] else { return [] }
    let entitlements = store.entitlements
    return Set(
      runtime.declaration.resolvedSteps(where: holds(in: flow))
        .filter { step in step.requirement.map(entitlements.allows) ?? true }
        .map(\.name))
  }

  /// The fields of a flow whose values are secrets (``FlowDefinition/sensitive(_:)``).
  package func sensitiveFields(of flow: String) -> Set<String> {
    runtimes[flow]?.sensitive ?? []
  }

  /// The fields that any of the flows marks sensitive.
  package var sensitiveFields: Set<String> {
    runtimes.values.reduce(into: []) { $0.formUnion($1.sensitive) }
  }

  /// Whether a flow is cancelled when the user closes what shows it.
  func cancelsWhenDismissed(_ flow: String) -> Bool {
    runtimes[flow]?.runtime.cancelsWhenDismissed ?? false
  }

  /// Whether the user's gestures may not close what shows a flow.
  func refusesInteractiveDismissal(_ flow: String) -> Bool {
    runtimes[flow]?.runtime.refusesInteractiveDismissal ?? false
  }

  /// Runs the cancellation actions of flows that a move removed, sub-flows first.
  func runCancellations(of flows: [ActiveFlow]) async {
    for flow in flows {
      if let action = runtimes[flow.flow]?.runtime.onCancel { await action(flow.data, flow.step) }
    }
  }
}

extension FlowRequest {
  /// The instance the move is about, or the flow's name for a start.
  var instance: FlowInstanceID {
    switch self {
    case .start(let name, _, _, _), .open(let name, _): return FlowInstanceID(name)
    case .advance(let id, _, _), .edit(let id, _), .forward(let id), .back(let id),
      .complete(let id, _),
      .cancel(let id), .resume(let id, _), .recheck(let id):
      return id
    }
  }
}

/// What a bus keeps for its flows, which its ``FlowEngine`` reads and changes: the registered
/// flows, the conditions and the clock, and when each active flow entered its step.
@MainActor
final class FlowRecords {
  var conditions: @MainActor @Sendable (FlowCondition, ActiveFlow) -> Bool
  let clock: @Sendable () -> Duration
  var runtimes: [String: RegisteredFlow] = [:]
  /// How many completion actions are under way: a change of what the user has waits for them.
  var completionsRunning = 0
  /// Whether a change of what the user has waits for the completions under way.
  var requirementsCheckWaits = false
  /// A short list searched in order: an app has a handful of flows active at once.
  private(set) var enteredAt: [(id: FlowInstanceID, time: Duration)] = []

  init(
    conditions: @escaping @MainActor @Sendable (FlowCondition, ActiveFlow) -> Bool,
    clock: @escaping @Sendable () -> Duration
  ) {
    self.conditions = conditions
    self.clock = clock
  }

  /// Notes when the flows of an applied move entered their steps, or left.
  /// - Parameters:
  ///   - events: The move's events.
  ///   - active: The flows active once the move is applied.
  func record(_ events: [FlowEvent], active: [ActiveFlow]) {
    for event in events {
      switch event.kind {
      case .stepEntered, .resumed: setEntered(event.instance, at: event.time, active: active)
      case .completed, .cancelled: setEntered(event.instance, at: nil, active: active)
      default: break
      }
    }
  }

  private func setEntered(_ id: FlowInstanceID, at time: Duration?, active: [ActiveFlow]) {
    for index in enteredAt.indices where enteredAt[index].id == id {
      if let time { enteredAt[index].time = time } else { enteredAt.remove(at: index) }
      return
    }
    guard let time else { return }
    // A flow that leaves without an event of the engine (a restore replaced it, a guard pruned
    // it) leaves its entry behind: the list is cleared of them before it grows long.
    if enteredAt.count >= 16 {
      enteredAt.removeAll { entry in !active.contains { $0.id == entry.id } }
    }
    enteredAt.append((id, time))
  }
}
