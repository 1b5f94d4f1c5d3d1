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
