import Wayfinder

/// Keeps the outcomes of the requests of one command, for the text front to report.
@MainActor
final class OutcomeLog: NavigationObserver {
  var events: [NavigationEvent] = []
  nonisolated init() {}
  func observe(_ event: NavigationEvent) { events.append(event) }
}
