/// Something that happened to a flow, for analytics: the bus tells its observers of every flow
/// move with its events (``NavigationEvent/flowEvents``); ``FlowFunnel`` turns them into a report.
public struct FlowEvent: Hashable, Codable, Sendable, CustomStringConvertible {
  /// What happened.
  public enum Kind: String, Hashable, Codable, Sendable {
    /// A new instance started (at ``FlowEvent/step``).
    case started
    /// The flow reached a step.
    case stepEntered
    /// The flow moved past a step; ``FlowEvent/duration`` is the time spent on it.
    case stepCompleted
    /// The flow went back from a step.
    case wentBack
    /// Validation refused to let the flow leave a step; ``FlowEvent/message`` says why.
    case validationRefused
    /// The flow was cancelled (abandoned) at a step.
    case cancelled
    /// The flow completed at its last step.
    case completed
    /// An interrupted flow was shown again.
    case resumed
  }

  /// What happened.
  public var kind: Kind
  /// The flow's name.
  public var flow: String
  /// The flow instance.
  public var instance: FlowInstanceID
  /// The step it happened at.
  public var step: String
  /// When, on the clock the builder was given (``NavigationBus/Builder/flowClock``).
  public var time: Duration
  /// For `stepCompleted`, the time spent on the step.
  public var duration: Duration?
  /// For `validationRefused`, the message.
  public var message: String?

  /// Creates an event.
  /// - Parameters:
  ///   - kind: What happened.
  ///   - flow: The flow's name.
  ///   - instance: The flow instance.
  ///   - step: The step.
  ///   - time: When.
  ///   - duration: The time spent on the step, for `stepCompleted`.
  ///   - message: The refusal, for `validationRefused`.
  public init(
    _ kind: Kind, flow: String, instance: FlowInstanceID, step: String, time: Duration,
    duration: Duration? = nil, message: String? = nil
  ) {
    self.kind = kind
    self.flow = flow
    self.instance = instance
    self.step = step
    self.time = time
    self.duration = duration
    self.message = message
  }

  public var description: String {
    var text = "\(instance) \(kind.rawValue) \(step)"
    if let duration { text += " after \(duration)" }
    if let message { text += ": \(message)" }
    return text
  }
}
