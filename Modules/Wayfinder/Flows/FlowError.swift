/// Why the flow engine refused a request. The navigation state is left exactly as it was.
public enum FlowError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The reducer refused the flow command (unknown flow or step, flow not active, at the first
  /// step, waiting for a sub-flow ...).
  case navigation(NavigationError)
  /// The step's validation refused to let the flow move past it.
  case invalidStep(flow: FlowInstanceID, step: String, message: String)
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
      case .applied: return "applied"
      }
    }
  }
}

/// Where a flow stands: "step 2 of 4", after branches and skips are resolved.
public struct FlowProgress: Hashable, Sendable, CustomStringConvertible {
  /// The flow instance.
  public var id: FlowInstanceID
  /// The current step.
  public var step: String
  /// The current step's 1-based position among the steps walked through.
  public var position: Int
  /// The number of steps walked through, the current conditions applied.
  public var count: Int
  /// Whether there is a step to go back to.
  public var canGoBack: Bool
  /// Whether there is a step to go forward to again.
  public var canGoForward: Bool

  /// How far along, from 0 (first step) to 1 (last step).
  public var fraction: Double { count <= 1 ? 1 : Double(position - 1) / Double(count - 1) }

  /// Whether the current step is the last one.
  public var isLastStep: Bool { position == count }

  public var description: String { "\(step): step \(position) of \(count)" }
}

/// What a flow move did.
public enum FlowMove: Hashable, Sendable {
  /// The flow is now at this step.
  case step(String)
  /// The flow completed and was removed.
  case completed
}

/// Where a link (or a start at a step) landed, and why there.
public struct FlowLanding: Hashable, Sendable, CustomStringConvertible {
  /// Why the flow landed where it did.
  public enum Reason: Hashable, Sendable {
    /// No step was asked for; a new instance starts at its first step.
    case started
    /// No step was asked for; the active instance continues where it was.
    case resumed
    /// The flow is at the step that was asked for.
    case reachedRequestedStep
    /// A step before the one asked for is not yet valid; the flow stops there.
    case stoppedAtInvalidStep(message: String)
  }

  /// The flow instance.
  public var id: FlowInstanceID
  /// The step it landed on.
  public var step: String
  /// The step that was asked for, by name, if any.
  public var requested: String?
  /// Why it landed there.
  public var reason: Reason

  /// Creates a landing.
  /// - Parameters:
  ///   - id: The flow instance.
  ///   - step: The step it landed on.
  ///   - requested: The step that was asked for.
  ///   - reason: Why it landed there.
  public init(id: FlowInstanceID, step: String, requested: String?, reason: Reason) {
    self.id = id
    self.step = step
    self.requested = requested
    self.reason = reason
  }

  public var description: String {
    switch reason {
    case .started: return "flow '\(id)' started at '\(step)'"
    case .resumed: return "flow '\(id)' resumed at '\(step)'"
    case .reachedRequestedStep: return "flow '\(id)' opened at '\(step)'"
    case .stoppedAtInvalidStep(let message):
      return "flow '\(id)' stopped at '\(step)' before '\(requested ?? step)': \(message)"
    }
  }
}
