/// A flow the engine can run: its ``FlowDeclaration`` (steps, branches, skips, persistence) and
/// what each step does (validation, repeating sections, sub-flows), with typed data and
/// completion and cancellation callbacks.
///
/// Built at run time with the result builder:
///
/// ```swift
/// let onboarding = FlowDefinition("onboarding", persists: true) {
///   FlowStep("welcome")
///   FlowStep("permissions").skip(when: .permissionsAlreadyGranted)
///   FlowStep("accountSetup").validate("Choose a user name") { $0["user"]?.isEmpty == false }
///   FlowStep("signIn").branch(replacing: "accountSetup", when: .hasExistingAccount)
///   FlowStep("complete")
/// }
/// .onComplete { data in await profile.save(data) }
/// ```
///
/// or from a declaration, such as the one `@Flow` generates:
///
/// ```swift
/// let checkout = FlowDefinition(CheckoutFlow.flowDeclaration, data: CheckoutData())
///   .validate("payment") { $0.card == nil ? "Add a card" : nil }
/// ```
public struct FlowDefinition<Data: FlowData>: Sendable {
  var runtime: FlowRuntime

  /// The flow as declared.
  public var declaration: FlowDeclaration { runtime.declaration }

  /// Creates a flow from its steps.
  /// - Parameters:
  ///   - name: The flow's link name.
  ///   - persists: Whether the flow survives relaunch.
  ///   - data: The data a new instance starts with.
  ///   - steps: The steps in order, branches included.
  public init(
    _ name: String, persists: Bool = false, data: Data,
    @FlowStepsBuilder<Data> steps: () -> [FlowStep<Data>]
  ) {
    let steps = steps()
    self.init(
      FlowDeclaration(name: name, persists: persists, steps: steps.map(\.declaration)), data: data)
    for step in steps {
      runtime.checks[step.declaration.name] = step.check
      runtime.loops[step.declaration.name] = step.loop
      runtime.subflows[step.declaration.name] = step.subflow
    }
  }

  /// Creates a flow from a declaration, for example `SomeFlow.flowDeclaration` from `@Flow`.
  /// - Parameters:
  ///   - declaration: The declaration.
  ///   - data: The data a new instance starts with.
  public init(_ declaration: FlowDeclaration, data: Data) {
    runtime = FlowRuntime(declaration: declaration)
    do throws(FlowDataError) {
      runtime.initialFields = try data.flowFields()
    } catch {
      runtime.initialDataError = error
    }
  }

  /// Adds validation to a step by name.
  /// - Parameters:
  ///   - step: The step's name.
  ///   - check: Returns `nil` when the data is valid, or the message to show.
  /// - Returns: The flow.
  public func validate(_ step: String, _ check: @escaping @Sendable (Data) -> String?) -> Self {
    var flow = self
    flow.runtime.checks[step] = .sync(FlowStepCheck.typed(check))
    return flow
  }

  /// Adds asynchronous validation to a step by name.
  /// - Parameters:
  ///   - step: The step's name.
  ///   - check: Returns `nil` when the data is valid, or the message to show.
  /// - Returns: The flow.
  public func validate(
    _ step: String, _ check: @escaping @Sendable (Data) async -> String?
  ) -> Self {
    var flow = self
    flow.runtime.checks[step] = .async(FlowStepCheck.typed(check))
    return flow
  }

  /// Makes `last` the end of a repeating section that starts at `first`; see
  /// ``FlowStep/repeats(from:when:)``.
  /// - Parameters:
  ///   - last: The section's last step.
  ///   - first: The section's first step.
  ///   - condition: Whether to go round again.
  /// - Returns: The flow.
  public func repeats(_ last: String, from first: String, when condition: FlowCondition) -> Self {
    var flow = self
    flow.runtime.loops[last] = FlowLoop(target: first, condition: condition)
    return flow
  }

  /// Runs a sub-flow as a step; see ``FlowStep/subflow(_:)``.
  /// - Parameters:
  ///   - step: The step's name.
  ///   - subflow: The sub-flow's name.
  /// - Returns: The flow.
  public func subflow(_ step: String, _ subflow: String) -> Self {
    var flow = self
    flow.runtime.subflows[step] = subflow
    return flow
  }

  /// Declares the fields a step collects. Each field then belongs to that step: a later step
  /// cannot change it (the move is refused, and says to go back to the step, whose validation
  /// runs again), so what the completion sees is what each step's validation accepted; and the
  /// step takes no other field. Steps that declare nothing take any field that no step declares.
  /// - Parameters:
  ///   - fields: The fields' keys, in the order a form shows them; empty for a step that
  ///     takes no values.
  ///   - step: The step's name.
  /// - Returns: The flow.
  public func collects(_ fields: [String], at step: String) -> Self {
    var flow = self
    flow.runtime.collects[step] = fields
    return flow
  }

  /// Gates the flow: starting it, opening it from a link, moving it and restoring it meet
  /// `requirement` in the middleware chain, with a redirect that resumes the move once it is met.
  /// - Parameter requirement: What the user needs to use the flow.
  /// - Returns: The flow.
  public func requires(_ requirement: Requirement) -> Self {
    var flow = self
    flow.runtime.declaration.requirement = requirement
    return flow
  }

  /// Gates one step: a move that would show it meets `requirement` in the middleware chain.
  /// - Parameters:
  ///   - requirement: What the user needs to be shown the step.
  ///   - step: The step's name.
  /// - Returns: The flow.
  public func requires(_ requirement: Requirement, at step: String) -> Self {
    var flow = self
    if let index = flow.runtime.declaration.steps.firstIndex(where: { $0.name == step }) {
      flow.runtime.declaration.steps[index].requirement = requirement
    } else {
      flow.runtime.unknownGates.insert(step)
    }
    return flow
  }

  /// Where the flow is shown when it starts and the caller does not say: `.push` (onto the
  /// focused stack) unless set here, for example `.sheet` or `.fullScreen`.
  /// - Parameter style: The presentation.
  /// - Returns: The flow.
  public func presented(as style: PresentationStyle) -> Self {
    var flow = self
    flow.runtime.presentation = style
    return flow
  }

  /// Cancels the flow when the user closes what shows it: a dismissal of its sheet, a swipe,
  /// going back from its first step. Its cancellation action runs. By default a flow that the
  /// user closes waits, hidden, and a start or a link brings it forward where it was.
  /// - Returns: The flow.
  public func cancelsWhenDismissed() -> Self {
    var flow = self
    flow.runtime.cancelsWhenDismissed = true
    return flow
  }

  /// Refuses the user's own gestures that would close what shows the flow: a swipe-down of its
  /// sheet, a back swipe from its first step, reported by a renderer
  /// (``IntentSource/userInterface``). The chain answers them with a failure that names the
  /// flow, so a renderer that asks first (``NavigationViewModel/preflight(_:)``) disables the
  /// gesture (`interactiveDismissDisabled`). The flow's own Cancel, and the app, still close it,
  /// and then ``cancelsWhenDismissed()`` decides whether it is cancelled or waits.
  /// - Returns: The flow.
  public func refusesInteractiveDismissal() -> Self {
    var flow = self
    flow.runtime.refusesInteractiveDismissal = true
    return flow
  }

  /// Lets the flow run several times at once: each start begins another instance. By default
  /// a flow is open once, and starting it while it is open (a second tap, a link) brings the
  /// open instance forward instead of leaving a hidden duplicate.
  /// - Returns: The flow.
  public func repeatable() -> Self {
    var flow = self
    flow.runtime.repeatable = true
    return flow
  }

  /// Declares fields whose values are secrets, such as a card number. Their values never reach a
  /// description, a log, an analytics line or a snapshot: an encoded state shows each as
  /// ``ActiveFlow/mask``, and a flow read back from a snapshot has lost them, so it is put back at
  /// the step that collects the first one it had (the user types it again). Every other field's
  /// value is described by its name only, but is saved.
  /// - Parameter fields: The fields' keys.
  /// - Returns: The flow.
  public func sensitive(_ fields: [String]) -> Self {
    var flow = self
    flow.runtime.sensitive.formUnion(fields)
    return flow
  }

  /// Bounds the history (and the forward steps) an instance keeps; the oldest entries go first.
  /// - Parameter limit: The most steps kept, at least 1; ``ActiveFlow/defaultHistoryLimit``
  ///   unless set.
  /// - Returns: The flow.
  public func historyLimit(_ limit: Int) -> Self {
    var flow = self
    flow.runtime.historyLimit = max(1, limit)
    return flow
  }

  /// Runs when the flow completes, before it is removed; throwing refuses the completion and
  /// leaves the flow at its last step.
  /// - Parameter action: Receives the collected data.
  /// - Returns: The flow.
  public func onComplete(_ action: @escaping @Sendable (Data) async throws -> Void) -> Self {
    var flow = self
    flow.runtime.onComplete = { fields in try await action(try Data(flowFields: fields)) }
    return flow
  }

  /// Runs after the flow was cancelled, with the data it had and the step it was left at.
  /// - Parameter action: Receives the data (`nil` when it does not read) and the step.
  /// - Returns: The flow.
  public func onCancel(_ action: @escaping @Sendable (Data?, String) async -> Void) -> Self {
    var flow = self
    flow.runtime.onCancel = { fields, step in await action(try? Data(flowFields: fields), step) }
    return flow
  }

  /// Checks a step's data now, with its synchronous validation.
  /// - Parameters:
  ///   - step: The step's name.
  ///   - data: The data, as fields.
  /// - Returns: `.valid`, `.invalid(message)`, or `.needsAsynchronousCheck`.
  package func validateNow(_ step: String, data: FlowFields) -> FlowValidation {
    runtime.validateNow(step, data: data)
  }

  /// The step after `step`, with repeating sections, branches and skips resolved now.
  /// - Parameters:
  ///   - step: The current step.
  ///   - holds: Whether a condition holds now.
  /// - Returns: The next step's name, or `nil` at the end.
  public func nextStep(after step: String, where holds: (FlowCondition) -> Bool) -> String? {
    runtime.nextStep(after: step, where: holds)
  }
}

extension FlowDefinition where Data == FlowFields {
  /// Creates a flow whose data is plain fields.
  /// - Parameters:
  ///   - name: The flow's link name.
  ///   - persists: Whether the flow survives relaunch.
  ///   - steps: The steps in order, branches included.
  public init(
    _ name: String, persists: Bool = false,
    @FlowStepsBuilder<FlowFields> steps: () -> [FlowStep<FlowFields>]
  ) {
    self.init(name, persists: persists, data: [:], steps: steps)
  }

  /// Creates a flow from a declaration, with plain fields as data.
  /// - Parameter declaration: The declaration, for example `SomeFlow.flowDeclaration`.
  public init(_ declaration: FlowDeclaration) {
    self.init(declaration, data: [:])
  }
}

/// The outcome of checking a step's data.
package enum FlowValidation: Hashable, Sendable {
  /// The step may be left.
  case valid
  /// The step may not be left; the message says why.
  case invalid(String)
  /// The step's validation is asynchronous.
  case needsAsynchronousCheck
}
