/// A flow move as asked, on its way through the middleware chain like any other intent: start,
/// open at a step, advance (with validation), go back, complete, cancel, resume or re-check.
///
/// The bus asks the app's ``FlowEngine`` what the move means in the current state (which steps it
/// validates and enters, which commands carry it out), so the guards see the flow's requirement
/// and every step's requirement before anything changes.
///
/// ```swift
/// bus.send(.flow(.open("checkout", at: "payment")), source: .link)
/// ```
public enum FlowRequest: Hashable, Sendable, CustomStringConvertible {
  /// Starts a new instance, at its first step or walked to `at` (validating every step on the
  /// way), shown as `presentation` or as the flow decides, inside `parent` when it is a sub-flow.
  case start(
    String, at: String? = nil, presentation: PresentationStyle? = nil,
    parent: FlowInstanceID? = nil)
  /// Opens a flow as a link does: brings the open instance forward or starts one, then walks to
  /// the step asked for, stopping at the first step that is not yet valid.
  case open(String, at: String? = nil)
  /// Validates the current step with `fields` merged in, then moves to `to`, to the next step,
  /// or completes the flow at its end.
  case advance(FlowInstanceID, fields: FlowFields = [:], to: String? = nil)
  /// Writes fields into what the flow has collected, at its current step, without validating
  /// or moving: a form bound to the step's fields, as the user types. A field that
  /// another step collects, or one the step does not declare, is refused with the reason.
  case edit(FlowInstanceID, fields: FlowFields)
  /// Goes forward again to the step the flow last went back from.
  case forward(FlowInstanceID)
  /// Goes back one step; going back never validates.
  case back(FlowInstanceID)
  /// Completes the flow at its last step, after validating it.
  case complete(FlowInstanceID, fields: FlowFields = [:])
  /// Cancels the flow and its sub-flows.
  case cancel(FlowInstanceID)
  /// Shows again a flow that is not shown.
  case resume(FlowInstanceID, presentation: PresentationStyle? = nil)
  /// Checks the flow's earlier steps again and goes back to the first that is no longer valid.
  case recheck(FlowInstanceID)

  /// Whether the move goes back to a step the user saw before: what
  /// ``NavigationRequest/goesBack`` says of a flow move.
  var goesBack: Bool {
    switch self {
    case .back, .recheck: return true
    default: return false
    }
  }

  public var description: String {
    switch self {
    case .start(let flow, let step, let presentation, let parent):
      return "start flow \(flow)" + (step.map { " at \($0)" } ?? "")
        + (presentation.map { " as \($0)" } ?? "") + (parent.map { " inside \($0)" } ?? "")
    case .open(let flow, let step): return "open flow \(flow)" + (step.map { " at \($0)" } ?? "")
    case .advance(let id, let fields, let step):
      return "advance flow \(id)" + (step.map { " to \($0)" } ?? "")
        // Values are described by their names only: a field may hold a secret.
        + (fields.isEmpty ? "" : " with " + fields.keys.sorted().joined(separator: ", "))
    case .edit(let id, let fields):
      // Values are described by their names only: a field may hold a secret.
      return "edit flow \(id): " + fields.keys.sorted().joined(separator: ", ")
    case .forward(let id): return "forward flow \(id)"
    case .back(let id): return "back in flow \(id)"
    case .complete(let id, _): return "complete flow \(id)"
    case .cancel(let id): return "cancel flow \(id)"
    case .resume(let id, _): return "resume flow \(id)"
    case .recheck(let id): return "recheck flow \(id)"
    }
  }
}
