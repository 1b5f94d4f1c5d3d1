/// What a flow move did.
public enum FlowMove: Hashable, Sendable {
  /// The flow is now at this step.
  case step(String)
  /// The flow completed and was removed.
  case completed
}
