/// The system's monotonic clock, measured from when it was made: the engine's clock unless the
/// builder is given another (``NavigationBus/Builder/flowClock``).
/// - Returns: The time elapsed since the call.
package func continuousFlowClock() -> @Sendable () -> Duration {
  let origin = ContinuousClock.now
  return { ContinuousClock.now - origin }
}
