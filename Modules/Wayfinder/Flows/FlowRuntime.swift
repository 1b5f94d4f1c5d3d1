/// A flow definition without its data type: what the engine keeps per registered flow.
struct FlowRuntime: Sendable {
  var declaration: FlowDeclaration
  var checks: [String: FlowStepCheck] = [:]
  var loops: [String: FlowLoop] = [:]
  var subflows: [String: String] = [:]
  /// The fields each step collects, for the steps that declare them.
  var collects: [String: [String]] = [:]
  /// The fields whose values are secrets (``FlowDefinition/sensitive(_:)``).
  var sensitive: Set<String> = []
  /// Steps named by ``FlowDefinition/requires(_:at:)`` that the flow does not declare.
  var unknownGates: Set<String> = []
  var initialFields: FlowFields = [:]
  var initialDataError: FlowDataError?
  var presentation: PresentationStyle = .push
  var historyLimit = ActiveFlow.defaultHistoryLimit
  /// Whether starting the flow while it is open starts another instance (else the open one is
  /// brought forward).
  var repeatable = false
  /// Whether the flow is cancelled when the user closes what shows it (else it waits, hidden,
  /// until a start or a link brings it forward).
  var cancelsWhenDismissed = false
  /// Whether the user's own gestures (a swipe-down, a back swipe) may not close what shows the
  /// flow; the flow's own buttons and the app still can.
  var refusesInteractiveDismissal = false
  var onComplete: (@Sendable (FlowFields) async throws -> Void)?
  var onCancel: (@Sendable (FlowFields, String) async -> Void)?

  init(declaration: FlowDeclaration) {
    self.declaration = declaration
  }

  /// The mistakes of the declaration and of the behaviour attached to it.
  var problems: [FlowDeclarationProblem] {
    var problems = declaration.problems
    let named = Set(checks.keys).union(loops.keys).union(subflows.keys).union(collects.keys)
      .union(loops.values.map(\.target)).union(unknownGates)
    for step in named.sorted() where declaration.step(named: step) == nil {
      problems.append(.unknownStep(flow: declaration.name, step: step))
    }
    return problems
  }

  /// The step that collects a field, when a step declares it.
  func collector(of key: String) -> String? {
    collects.first { $0.value.contains(key) }?.key
  }

  /// Why a step may not take `fields`, given the values the flow holds: a field that another
  /// step collects can be changed only at that step (sending its current value again is
  /// harmless), and a step that declares its fields takes no others.
  func refusal(of fields: FlowFields, at step: String, holding data: FlowFields) -> String? {
    for key in fields.keys.sorted() {
      if let owner = collector(of: key) {
        guard owner != step, data[key] != fields[key] else { continue }
        return "'\(key)' is given at step '\(owner)' and changes only there"
      }
      if let own = collects[step] {
        let takes = own.isEmpty ? "takes no values" : "takes " + own.joined(separator: ", ")
        return "step '\(step)' \(takes), not '\(key)'"
      }
    }
    return nil
  }

  func validateNow(_ step: String, data: FlowFields) -> FlowValidation {
    switch checks[step] {
    case nil: return .valid
    case .sync(let check): return check(data).map(FlowValidation.invalid) ?? .valid
    case .async: return .needsAsynchronousCheck
    }
  }

  /// The message that refuses leaving `step` with `data`, or `nil` when it may be left.
  func validate(_ step: String, data: FlowFields) async -> String? {
    switch checks[step] {
    case nil: return nil
    case .sync(let check): return check(data)
    case .async(let check): return await check(data)
    }
  }

  func nextStep(after step: String, where holds: (FlowCondition) -> Bool) -> String? {
    if let loop = loops[step], holds(loop.condition) { return loop.target }
    return declaration.nextStep(after: step, where: holds)?.name
  }
}

/// A flow as the engine keeps it once registered: its runtime, shared by every move that looks it
/// up, and the requirements its moves meet, worked out once.
final class RegisteredFlow: Sendable {
  let runtime: FlowRuntime
  /// What the guards see of the flow's own requirement, as the list a decision starts from:
  /// empty or one use.
  let flowUses: [RequirementUse]
  /// What the guards see of each gated step's requirement, by step.
  let stepUses: [String: RequirementUse]

  init(_ runtime: FlowRuntime) {
    self.runtime = runtime
    let declaration = runtime.declaration
    flowUses =
      declaration.requirement.map {
        [RequirementUse(subject: .flow(declaration.name), requirement: $0)]
      } ?? []
    var stepUses: [String: RequirementUse] = [:]
    for step in declaration.steps {
      guard let requirement = step.requirement else { continue }
      stepUses[step.name] = RequirementUse(
        subject: .flowStep(flow: declaration.name, step: step.name), requirement: requirement)
    }
    self.stepUses = stepUses
  }

  var declaration: FlowDeclaration { runtime.declaration }
  var checks: [String: FlowStepCheck] { runtime.checks }
  var subflows: [String: String] { runtime.subflows }
  var presentation: PresentationStyle { runtime.presentation }
  var repeatable: Bool { runtime.repeatable }
  var historyLimit: Int { runtime.historyLimit }
  var initialFields: FlowFields { runtime.initialFields }
  var sensitive: Set<String> { runtime.sensitive }

  func refusal(of fields: FlowFields, at step: String, holding data: FlowFields) -> String? {
    runtime.refusal(of: fields, at: step, holding: data)
  }

  func validateNow(_ step: String, data: FlowFields) -> FlowValidation {
    runtime.validateNow(step, data: data)
  }

  func validate(_ step: String, data: FlowFields) async -> String? {
    await runtime.validate(step, data: data)
  }

  func nextStep(after step: String, where holds: (FlowCondition) -> Bool) -> String? {
    runtime.nextStep(after: step, where: holds)
  }
}
