/// Why the flow engine refused a request. The navigation state is left exactly as it was.
public enum FlowError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The reducer refused the flow command (unknown flow or step, flow not active, at the first
  /// step, waiting for a sub-flow ...).
  case navigation(NavigationError)
  /// The step's validation refused to let the flow move past it.
  case invalidStep(flow: FlowInstanceID, step: String, message: String)
  /// The step the flow is at does not take a field written to it
  /// (``FlowRequest/edit(_:fields:)``): another step collects it, or the step declares others.
  case fieldRefused(flow: FlowInstanceID, step: String, message: String)
  /// Every step of the flow is skipped under the conditions that hold.
  case noStepToShow(flow: String)
  /// `complete` on a flow that has steps left.
  case notAtLastStep(flow: FlowInstanceID, step: String, next: String)
  /// `forward` on a flow with no step to go forward to.
  case nothingForward(flow: FlowInstanceID, step: String)
  /// The flow changed while an asynchronous validation or callback ran; nothing was applied.
  case flowChanged(FlowInstanceID)
  /// The declaration, or the behaviour attached to it, has mistakes.
  case invalidDeclaration([FlowDeclarationProblem])
  /// The flow's fields did not convert to or from its typed data.
  case data(FlowDataError)
  /// The completion callback threw; the flow stays at its last step.
  case completionFailed(flow: FlowInstanceID, reason: String)
  /// A flow would complete before its completion action ran: the action runs when the flow is
  /// moved on through ``FlowEngine``, which awaits it.
  case completionPending(flow: FlowInstanceID)
  /// A guard redirected, blocked or refused the move; the outcome says which and why.
  case guarded(IntentOutcome)

  public var description: String {
    switch self {
    case .navigation(let error): return error.description
    case .invalidStep(let flow, let step, let message):
      return "flow '\(flow)' cannot leave step '\(step)': \(message)"
    case .fieldRefused(let flow, let step, let message):
      return "step '\(step)' of flow '\(flow)' does not take that field: \(message)"
    case .noStepToShow(let flow):
      return "flow '\(flow)' has no step to show: every step is skipped"
    case .notAtLastStep(let flow, let step, let next):
      return "flow '\(flow)' cannot complete at step '\(step)': step '\(next)' comes next"
    case .nothingForward(let flow, let step):
      return "flow '\(flow)' has no step to go forward to from '\(step)'"
    case .flowChanged(let flow):
      return "flow '\(flow)' changed while it was being checked; nothing was applied"
    case .invalidDeclaration(let problems):
      return problems.map(\.description).joined(separator: "; ")
    case .data(let error): return error.description
    case .completionFailed(let flow, let reason):
      return "flow '\(flow)' could not complete: \(reason)"
    case .completionPending(let flow):
      return "flow '\(flow)' runs its completion action before it completes: move it on again"
    case .guarded(let outcome):
      switch outcome {
      case .redirected(let target, _, let reason): return "\(reason); showing \(target) first"
      case .blocked(let reason): return reason
      case .failed(let reason): return reason
      case .applied, .landed, .moved: return outcome.description
      }
    }
  }
}
