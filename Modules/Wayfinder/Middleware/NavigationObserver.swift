/// Sees every request and its outcome; cannot change either (analytics, logging).
public protocol NavigationObserver: Sendable {
  /// Records an event.
  /// - Parameter event: What happened.
  @MainActor
  func observe(_ event: NavigationEvent)
}
