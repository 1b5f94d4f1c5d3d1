import Foundation
import Wayfinder

/// The outcomes of the requests that happened during one command without the command sending
/// them itself: what a tapped action sent through a feature's handle, and what resumed meanwhile.
/// The executor reads its own sends' outcomes from `send`, and stops recording while it sends.
@MainActor
final class OutcomeLog: NavigationObserver {
  /// The events recorded since the log was last cleared.
  var events: [NavigationEvent] = []
  /// Whether events are recorded.
  var isRecording = true
  /// The query items captured from the last link that carried some, recorded even while the
  /// executor sends itself.
  var linkParameters: [URLQueryItem] = []

  nonisolated init() {}

  func observe(_ event: NavigationEvent) {
    if !event.request.linkParameters.isEmpty { linkParameters = event.request.linkParameters }
    if isRecording { events.append(event) }
  }
}
