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
