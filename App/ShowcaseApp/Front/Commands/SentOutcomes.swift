import Wayfinder

/// The sink that a tapped screen's actions send through: the bus, with what each send returned
/// kept for the command that tapped, which reports it.
@MainActor
final class SentOutcomes: NavigationIntentSink {
  private let bus: NavigationBus
  /// What each send returned, in order.
  private(set) var outcomes: [IntentOutcome] = []

  init(_ bus: NavigationBus) { self.bus = bus }

  func send(_ intent: NavigationIntent, from module: ModuleKey) -> IntentOutcome {
    let outcome = bus.send(intent, from: module)
    outcomes.append(outcome)
    return outcome
  }

  func preflight(_ intent: NavigationIntent, from module: ModuleKey) -> IntentOutcome {
    bus.preflight(intent, from: module)
  }
}
