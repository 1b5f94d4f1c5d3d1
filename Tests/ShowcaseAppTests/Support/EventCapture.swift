import Wayfinder

/// Keeps every event it observes.
@MainActor
final class EventCapture: NavigationObserver {
  var events: [NavigationEvent] = []
  nonisolated init() {}
  func observe(_ event: NavigationEvent) { events.append(event) }
}
