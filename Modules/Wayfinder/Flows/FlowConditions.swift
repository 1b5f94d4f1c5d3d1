/// How the engine learns whether a named condition holds: asked for one condition at a time,
/// when a flow reaches the step that depends on it, with the flow (and its data) at hand.
///
/// ```swift
/// engine.conditions = FlowConditions { condition, flow in
///   switch condition {
///   case .permissionsAlreadyGranted: return permissions.granted
///   case .digitalOnly: return flow.data["shipping"] == "none"
///   default: return false
///   }
/// }
/// ```
public struct FlowConditions: Sendable {
  private let evaluate: @MainActor @Sendable (FlowCondition, ActiveFlow) -> Bool

  /// Creates conditions from a function.
  /// - Parameter evaluate: Whether a condition holds for a flow, now.
  public init(_ evaluate: @escaping @MainActor @Sendable (FlowCondition, ActiveFlow) -> Bool) {
    self.evaluate = evaluate
  }

  /// Exactly these conditions hold, for every flow.
  /// - Parameter conditions: The conditions that hold.
  /// - Returns: The conditions.
  public static func holding(_ conditions: Set<FlowCondition>) -> FlowConditions {
    FlowConditions { condition, _ in conditions.contains(condition) }
  }

  /// No condition holds.
  public static let none = FlowConditions { _, _ in false }

  /// Whether a condition holds for a flow, now.
  /// - Parameters:
  ///   - condition: The condition.
  ///   - flow: The flow, with the data it has at that moment.
  /// - Returns: `true` when it holds.
  @MainActor public func holds(_ condition: FlowCondition, in flow: ActiveFlow) -> Bool {
    evaluate(condition, flow)
  }
}

/// Where the engine reads the time for analytics; inject a ``ManualFlowClock`` in tests.
public protocol FlowClock: Sendable {
  /// The time elapsed since a fixed origin.
  /// - Returns: The time.
  func now() -> Duration
}

/// The system's monotonic clock, measured from when the value was made.
public struct ContinuousFlowClock: FlowClock {
  private let origin = ContinuousClock.now
  /// Creates a clock that starts now.
  public init() {}
  public func now() -> Duration { ContinuousClock.now - origin }
}

/// A clock that moves only when told, for deterministic tests.
public final class ManualFlowClock: FlowClock {
  private let time: Locked<Duration>

  /// Creates a clock.
  /// - Parameter start: The time it shows first.
  public init(start: Duration = .zero) { time = Locked(start) }

  public func now() -> Duration { time.withLock { $0 } }

  /// Moves the clock forward.
  /// - Parameter duration: How far.
  public func advance(by duration: Duration) { time.withLock { $0 += duration } }
}
