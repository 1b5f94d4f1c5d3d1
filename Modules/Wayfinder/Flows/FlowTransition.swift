/// What a ``FlowRequest`` means in one state, as the engine decided it: the commands that carry it
/// out, every requirement it meets, the events it will report, or why it is refused.
///
/// The bus applies the commands through the reducer when the chain lets the request through; the
/// engine itself never writes the state.
package struct FlowTransition: Sendable, Equatable {
  /// The commands that carry the move out, applied as one batch.
  package var commands: [NavigationCommand] = []
  /// The flow's and the steps' requirements (and the tabs the flow is shown in).
  package var requirements: [RequirementUse] = []
  /// What observers are told once the commands are applied (or the refusal reported).
  package var events: [FlowEvent] = []
  /// Why the move is refused (a step's validation, a flow that is not active...); nothing is
  /// applied then.
  package var refusal: FlowError?
  /// What the move reached.
  package var result = FlowResult.none
  /// Flows that the move completes, whose completion actions must have run first.
  package var completing: [ActiveFlow] = []
  /// Flows that the move cancels, whose cancellation actions run afterwards.
  package var cancelled: [ActiveFlow] = []
  /// Steps whose asynchronous validation has not run yet for the data they hold.
  package var pendingChecks: [FlowCheckKey] = []
  /// The store's change count the decision was made against.
  package var version: Int

  package init(version: Int) {
    self.version = version
  }

  /// Whether the move is refused only until the completion actions of the flows it completes
  /// have run.
  var waitsForCompletion: Bool {
    if case .completionPending = refusal { return true }
    return false
  }
}

/// A decided move, shared once it is made: the engine sends it with the request, the bus plans
/// and applies it, and the send that carried it returns the decision the bus applied. It also carries the verdicts it
/// was made with, so that the bus can decide again when a middleware changes the move.
package final class FlowDecision: Sendable {
  package let transition: FlowTransition
  /// The verdicts and completions the decision was made with: the bus decides again with them
  /// when a middleware changes the move.
  package let context: FlowRequestContext

  init(_ transition: consuming FlowTransition, context: FlowRequestContext) {
    self.transition = transition
    self.context = context
  }
}

/// What a flow move reached.
package enum FlowResult: Sendable, Equatable {
  /// Nothing yet (a refused move).
  case none
  /// A new instance started.
  case started(FlowInstanceID)
  /// The flow moved to a step, or completed.
  case moved(FlowMove)
  /// Where a flow opened at a step landed, and why.
  case landed(FlowLanding)
  /// The step a flow went back to.
  case wentBack(String)
  /// The flow was cancelled.
  case cancelled
  /// The flow is shown again.
  case resumed
}

/// A step's validation for one set of data: the key of an asynchronous verdict.
package struct FlowCheckKey: Hashable, Sendable {
  package var flow: String
  package var step: String
  package var data: FlowFields
}

/// What the engine worked out before it decided a move: the verdicts of asynchronous
/// validations, and whether completion actions ran.
package struct FlowRequestContext: Sendable, Equatable {
  /// Asynchronous validations already run: `nil` for valid, else the refusal.
  package var verdicts: [FlowCheckKey: String?] = [:]
  /// Whether the completion actions of the flows the move completes have run.
  package var completionsRan = false
}
