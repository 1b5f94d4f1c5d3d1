/// Runs flows on a ``NavigationCoordinator``: starts them, moves them forward after validation,
/// back, forward again, completes and cancels them, and reports what happened to observers.
///
/// The engine decides; the pure reducer applies. Validation (synchronous or asynchronous) and
/// conditions are evaluated here first, so a refused move is never applied and changes nothing.
///
/// ```swift
/// let engine = FlowEngine(coordinator: coordinator, conditions: .holding(["hasExistingAccount"]))
/// try engine.register(onboarding)
/// let id = try engine.start("onboarding", presentation: .fullScreen)
/// try await engine.advance(id, with: ["user": "ada"])
/// try engine.back(id)
/// ```
@MainActor
public final class FlowEngine {
  /// The coordinator whose state holds the flows.
  public let coordinator: NavigationCoordinator
  /// Whether a named condition holds; asked as a flow reaches a step that depends on it.
  public var conditions: FlowConditions
  /// Where event times come from.
  public let clock: any FlowClock
  var runtimes: [String: FlowRuntime] = [:]
  private var observers: [@MainActor (FlowEvent) -> Void] = []
  private var enteredAt: [FlowInstanceID: Duration] = [:]

  /// Creates an engine.
  /// - Parameters:
  ///   - coordinator: The coordinator whose state holds the flows.
  ///   - conditions: Whether named conditions hold; none does when omitted.
  ///   - clock: Where event times come from; the system's monotonic clock when omitted.
  public init(
    coordinator: NavigationCoordinator, conditions: FlowConditions = .none,
    clock: any FlowClock = ContinuousFlowClock()
  ) {
    self.coordinator = coordinator
    self.conditions = conditions
    self.clock = clock
  }

  // MARK: - Registration

  /// Registers a flow, replacing one of the same name.
  /// - Parameter definition: The flow.
  /// - Throws: ``FlowError/invalidDeclaration(_:)`` or ``FlowError/data(_:)``.
  public func register<Data>(_ definition: FlowDefinition<Data>) throws(FlowError) {
    let runtime = definition.runtime
    let problems = runtime.problems
    guard problems.isEmpty else { throw .invalidDeclaration(problems) }
    if let error = runtime.initialDataError { throw .data(error) }
    runtimes[runtime.declaration.name] = runtime
  }

  /// Registers a flow that has no behaviour beyond its declaration (from `@Flow` or a shell).
  /// - Parameter declaration: The declaration.
  /// - Throws: ``FlowError/invalidDeclaration(_:)``.
  public func register(_ declaration: FlowDeclaration) throws(FlowError) {
    try register(FlowDefinition(declaration))
  }

  /// The names of the registered flows, sorted.
  public var flowNames: [String] { runtimes.keys.sorted() }

  /// The declaration of a registered flow.
  /// - Parameter flow: The flow's name.
  /// - Returns: The declaration, or `nil` when no such flow is registered.
  public func declaration(of flow: String) -> FlowDeclaration? { runtimes[flow]?.declaration }

  /// Adds an observer; it receives every event, in order, after the state changed.
  /// - Parameter observer: The observer.
  public func observe(_ observer: @escaping @MainActor (FlowEvent) -> Void) {
    observers.append(observer)
  }

  // MARK: - Reading

  /// An active flow.
  /// - Parameter id: The instance.
  /// - Returns: The flow, or `nil` when it is not active.
  public func flow(_ id: FlowInstanceID) -> ActiveFlow? { coordinator.state.flow(id) }

  /// Where a flow stands, with branches and skips resolved for the conditions that hold now.
  /// - Parameter id: The instance.
  /// - Returns: The progress, or `nil` when the flow is not active or not registered.
  public func progress(of id: FlowInstanceID) -> FlowProgress? {
    guard let flow = flow(id), let runtime = runtimes[flow.flow] else { return nil }
    let conditions = self.conditions
    guard
      let place = runtime.declaration.position(
        of: flow.step, where: { conditions.holds($0, in: flow) })
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
    let flow = try active(id)
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
  /// - Throws: ``FlowError``; nothing changes then.
  @discardableResult
  public func start(
    _ name: String, presentation: PresentationStyle? = nil, parent: FlowInstanceID? = nil
  ) throws(FlowError) -> FlowInstanceID {
    var reserved = Set<FlowInstanceID>()
    let (flow, commands, started) = try newInstance(
      try runtime(name), parent: parent, presentation: presentation, reserved: &reserved)
    try apply(commands)
    announce(started)
    return flow.id
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
    try await move(id, fields: fields, to: nil, mustComplete: false)
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
    return try await move(id, fields: fields, to: nil, mustComplete: false)
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
    try await move(id, fields: fields, to: step, mustComplete: false)
  }

  /// Goes forward again to the step the flow last went back from, after the current step's
  /// validation.
  /// - Parameter id: The instance.
  /// - Returns: The step reached.
  /// - Throws: ``FlowError/nothingForward(flow:step:)`` when there is none.
  @discardableResult
  public func forward(_ id: FlowInstanceID) async throws(FlowError) -> FlowMove {
    let flow = try active(id)
    guard let step = flow.forward.last else { throw .nothingForward(flow: id, step: flow.step) }
    return try await move(id, fields: [:], to: step, mustComplete: false)
  }

  /// Goes back to the previous step. Going back never validates.
  /// - Parameter id: The instance.
  /// - Returns: The step reached.
  /// - Throws: ``NavigationError/flowAtFirstStep(_:step:)`` (wrapped) at the first step.
  @discardableResult
  public func back(_ id: FlowInstanceID) throws(FlowError) -> String {
    let flow = try active(id)
    let runtime = try runtime(flow.flow)
    guard let previous = flow.history.last else {
      throw .navigation(.flowAtFirstStep(id, step: flow.step))
    }
    var moved = flow
    moved.step = previous
    var reserved = Set<FlowInstanceID>()
    let (extra, started) = try enter(moved, runtime, reserved: &reserved, depth: 0)
    try apply([.flowBack(id)] + extra)
    emit(.wentBack, flow, step: flow.step)
    entered(flow, step: previous)
    announce(started)
    return previous
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
    _ = try await move(id, fields: fields, to: nil, mustComplete: true)
  }

  /// Cancels a flow and its sub-flows: removes them and what they show, reports them abandoned at
  /// their steps, then runs their cancellation callbacks (sub-flows first). A cancelled
  /// sub-flow's parent stays at its step.
  /// - Parameter id: The instance.
  /// - Throws: ``FlowError/navigation(_:)`` when the flow is not active.
  public func cancel(_ id: FlowInstanceID) async throws(FlowError) {
    let before = coordinator.state.flows
    try apply([.cancelFlow(id)])
    let state = coordinator.state
    let removed = before.filter { state.flow($0.id) == nil }.reversed()
    for flow in removed {
      emit(.cancelled, flow, step: flow.step)
      enteredAt[flow.id] = nil
    }
    for flow in removed {
      if let action = runtimes[flow.flow]?.onCancel { await action(flow.data, flow.step) }
    }
  }

  /// Shows again a flow that is no longer shown (interrupted, or restored without its screen).
  /// - Parameters:
  ///   - id: The instance.
  ///   - presentation: How to show it; the flow's own presentation when omitted.
  /// - Throws: ``FlowError/navigation(_:)`` when the flow is not active.
  public func resume(_ id: FlowInstanceID, presentation: PresentationStyle? = nil) throws(FlowError)
  {
    let flow = try active(id)
    let style = presentation ?? runtimes[flow.flow]?.presentation ?? .push
    let wasShown = coordinator.state.isShown(flow)
    try apply([.resumeFlow(id, presentation: style)])
    if !wasShown {
      emit(.resumed, flow, step: flow.step)
      enteredAt[id] = clock.now()
    }
  }

  // MARK: - Internals shared with links

  func active(_ id: FlowInstanceID) throws(FlowError) -> ActiveFlow {
    let state = coordinator.state
    guard let flow = state.flow(id) else {
      throw .navigation(.flowNotActive(id, active: state.flows.map(\.id)))
    }
    return flow
  }

  func runtime(_ name: String) throws(FlowError) -> FlowRuntime {
    guard let runtime = runtimes[name] else {
      throw .navigation(.unknownFlow(name, known: flowNames))
    }
    return runtime
  }

  /// A condition evaluator for a flow as it is at this moment.
  func holds(in flow: ActiveFlow) -> (FlowCondition) -> Bool {
    let conditions = self.conditions
    return { conditions.holds($0, in: flow) }
  }

  func apply(_ commands: [NavigationCommand]) throws(FlowError) {
    do {
      if commands.count == 1 {
        try coordinator.apply(commands[0])
      } else {
        try coordinator.apply(.batch(commands))
      }
    } catch {
      if case .inSequence(_, _, let underlying) = error { throw .navigation(underlying) }
      throw .navigation(error)
    }
  }

  /// A new instance at its first step, the command that starts it, and the sub-flows its first
  /// step starts.
  func newInstance(
    _ runtime: FlowRuntime, parent: FlowInstanceID?, presentation: PresentationStyle?,
    reserved: inout Set<FlowInstanceID>, depth: Int = 0
  ) throws(FlowError) -> (ActiveFlow, [NavigationCommand], [ActiveFlow]) {
    let name = runtime.declaration.name
    let id = freshID(for: name, reserved: reserved)
    reserved.insert(id)
    var flow = ActiveFlow(
      id: id, flow: name, step: "", data: runtime.initialFields,
      persists: runtime.declaration.persists, parent: parent, historyLimit: runtime.historyLimit)
    guard let first = runtime.declaration.firstStep(after: nil, where: holds(in: flow)) else {
      throw .noStepToShow(flow: name)
    }
    flow.step = first.name
    let start = NavigationCommand.startFlow(
      flow, presentation: presentation ?? runtime.presentation)
    let (extra, children) = try enter(flow, runtime, reserved: &reserved, depth: depth)
    return (flow, [start] + extra, [flow] + children)
  }

  /// What reaching a step starts: its sub-flow, when it runs one.
  func enter(
    _ flow: ActiveFlow, _ runtime: FlowRuntime, reserved: inout Set<FlowInstanceID>, depth: Int
  ) throws(FlowError) -> ([NavigationCommand], [ActiveFlow]) {
    // Sub-flows nest up to eight deep; a flow that runs itself stops there.
    guard let name = runtime.subflows[flow.step], depth < 8 else { return ([], []) }
    let (_, commands, started) = try newInstance(
      try self.runtime(name), parent: flow.id, presentation: nil, reserved: &reserved,
      depth: depth + 1)
    return (commands, started)
  }

  private func freshID(for name: String, reserved: Set<FlowInstanceID>) -> FlowInstanceID {
    let state = coordinator.state
    var candidate = FlowInstanceID(name)
    var number = 1
    while state.flow(candidate) != nil || reserved.contains(candidate) {
      number += 1
      candidate = FlowInstanceID("\(name)-\(number)")
    }
    return candidate
  }

  // MARK: - Events

  func emit(_ kind: FlowEvent.Kind, _ flow: ActiveFlow, step: String, message: String? = nil) {
    emit(
      FlowEvent(
        kind, flow: flow.flow, instance: flow.id, step: step, time: clock.now(),
        message: message))
  }

  func emit(_ event: FlowEvent) {
    for observer in observers { observer(event) }
  }

  func entered(_ flow: ActiveFlow, step: String) {
    enteredAt[flow.id] = clock.now()
    emit(.stepEntered, flow, step: step)
  }

  func left(_ flow: ActiveFlow, step: String) {
    let now = clock.now()
    emit(
      FlowEvent(
        .stepCompleted, flow: flow.flow, instance: flow.id, step: step, time: now,
        duration: enteredAt[flow.id].map { now - $0 }))
  }

  /// Reports started instances and the steps they entered.
  func announce(_ started: [ActiveFlow]) {
    for flow in started {
      emit(.started, flow, step: flow.step)
      entered(flow, step: flow.step)
    }
  }

  func finished(_ flow: ActiveFlow) {
    emit(.completed, flow, step: flow.step)
    enteredAt[flow.id] = nil
  }
}
