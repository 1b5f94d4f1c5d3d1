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

/// Where the engine reads the time for analytics; inject `ManualFlowClock` of WayfinderTesting in tests.
public protocol FlowClock: Sendable {
  /// The time elapsed since a fixed origin.
  /// - Returns: The time.
  func now() -> Duration
}

/// The system's monotonic clock, measured from when the value was made: the engine's clock unless
/// it is given another. Callers never name it, so it is not public; it is usable from inlinable
/// code because it is the default value of a public parameter.
@usableFromInline package struct ContinuousFlowClock: FlowClock {
  private let origin = ContinuousClock.now
  /// Creates a clock that starts now.
  @usableFromInline package init() {}
  @usableFromInline package func now() -> Duration { ContinuousClock.now - origin }
}

/// A clock that always shows the same time, for runs whose output must not depend on timing
/// (the showcase's scripted sessions, the fuzzers). Tests use `ManualFlowClock` of
/// WayfinderTesting.
package struct FixedFlowClock: FlowClock {
  private let time: Duration

  /// Creates a clock.
  /// - Parameter time: The time it always shows.
  package init(_ time: Duration = .zero) { self.time = time }

  package func now() -> Duration { time }
}
