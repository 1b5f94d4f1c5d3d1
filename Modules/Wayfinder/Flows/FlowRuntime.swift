/// A flow definition without its data type: what the engine keeps per registered flow.
struct FlowRuntime: Sendable {
  var declaration: FlowDeclaration
  var checks: [String: FlowStepCheck] = [:]
  var loops: [String: FlowLoop] = [:]
  var subflows: [String: String] = [:]
  /// Steps named by ``FlowDefinition/requires(_:at:)`` that the flow does not declare.
  var unknownGates: Set<String> = []
  var initialFields: FlowFields = [:]
  var initialDataError: FlowDataError?
  var presentation: PresentationStyle = .push
  var historyLimit = ActiveFlow.defaultHistoryLimit
  var onComplete: (@Sendable (FlowFields) async throws -> Void)?
  var onCancel: (@Sendable (FlowFields, String) async -> Void)?

  init(declaration: FlowDeclaration) {
    self.declaration = declaration
  }

  /// The mistakes of the declaration and of the behaviour attached to it.
  var problems: [FlowDeclarationProblem] {
    var problems = declaration.problems
    let named = Set(checks.keys).union(loops.keys).union(subflows.keys)
      .union(loops.values.map(\.target)).union(unknownGates)
    for step in named.sorted() where declaration.step(named: step) == nil {
      problems.append(.unknownStep(flow: declaration.name, step: step))
    }
    return problems
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
