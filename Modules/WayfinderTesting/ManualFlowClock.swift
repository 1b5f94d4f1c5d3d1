import Wayfinder

/// A flow clock that moves only when told, for deterministic tests: give its reading to the bus
/// builder (`NavigationBus.Builder.flowClock`) so that the times of the flow events and funnels
/// of the bus's engine are the same on every run.
///
/// ```swift
/// let clock = ManualFlowClock()
/// builder.flowClock = { clock.now() }
/// let bus = try builder.build(entitlements: account)
/// clock.advance(by: .seconds(30))
/// ```
public final class ManualFlowClock: Sendable {
  private let time: Locked<Duration>

  /// Creates a clock.
  /// - Parameter start: The time it shows first.
  public init(start: Duration = .zero) { time = Locked(start) }

  /// The time the clock shows.
  /// - Returns: The start time, moved forward by every `advance(by:)` so far.
  public func now() -> Duration { time.withLock { $0 } }

  /// Moves the clock forward.
  /// - Parameter duration: How far.
  public func advance(by duration: Duration) { time.withLock { $0 += duration } }
}
