/// A mistake in a flow's declaration, found when the flow is registered with a ``FlowEngine``.
public enum FlowDeclarationProblem: Error, Hashable, Sendable, CustomStringConvertible {
  /// The flow has no name.
  case emptyName
  /// The flow has no step that replaces nothing, so it has nowhere to start.
  case noSteps(flow: String)
  /// Two steps share a name.
  case duplicateStep(flow: String, step: String)
  /// A step has no name.
  case emptyStepName(flow: String)
  /// A branch replaces a step that the flow does not declare.
  case unknownReplacedStep(flow: String, step: String, replacing: String)
  /// A branch has no condition, so it could never be taken.
  case branchWithoutCondition(flow: String, step: String)
  /// Branches replace each other in a circle.
  case branchCycle(flow: String, step: String)
  /// Validation, a repeating section or a sub-flow names a step that the flow does not declare.
  case unknownStep(flow: String, step: String)

  public var description: String {
    switch self {
    case .emptyName: return "a flow needs a name"
    case .noSteps(let flow): return "flow '\(flow)' has no step to start at"
    case .duplicateStep(let flow, let step):
      return "flow '\(flow)' declares step '\(step)' more than once"
    case .emptyStepName(let flow): return "flow '\(flow)' has a step without a name"
    case .unknownReplacedStep(let flow, let step, let replacing):
      return "step '\(step)' of flow '\(flow)' replaces '\(replacing)', which is not a step"
    case .branchWithoutCondition(let flow, let step):
      return "step '\(step)' of flow '\(flow)' replaces a step but has no condition"
    case .branchCycle(let flow, let step):
      return "step '\(step)' of flow '\(flow)' is part of a circle of branches"
    case .unknownStep(let flow, let step):
      return "flow '\(flow)' has behaviour for step '\(step)', which it does not declare"
    }
  }
}

extension FlowDeclaration {
  /// Every mistake in the declaration; empty when the engine can run it.
  public var problems: [FlowDeclarationProblem] {
    var problems: [FlowDeclarationProblem] = []
    if name.isEmpty { problems.append(.emptyName) }
    if !steps.contains(where: { $0.replacing == nil }) { problems.append(.noSteps(flow: name)) }
    var seen = Set<String>()
    for step in steps {
      if step.name.isEmpty { problems.append(.emptyStepName(flow: name)) }
      if !step.name.isEmpty, !seen.insert(step.name).inserted {
        problems.append(.duplicateStep(flow: name, step: step.name))
      }
      guard let replacing = step.replacing else { continue }
      if self.step(named: replacing) == nil {
        problems.append(.unknownReplacedStep(flow: name, step: step.name, replacing: replacing))
      } else if slot(of: step.name) == nil {
        problems.append(.branchCycle(flow: name, step: step.name))
      }
      if step.branchCondition == nil {
        problems.append(.branchWithoutCondition(flow: name, step: step.name))
      }
    }
    return problems
  }
}
