public import Foundation

/// What happened to one request: given to observers after the fact, so they can record it but
/// never change it.
public struct NavigationEvent: Sendable {
  /// The request as the chain saw it.
  public var request: NavigationRequest
  /// What became of it.
  public var outcome: IntentOutcome
  /// The screen on top after it, if the state changed.
  public var screen: AnyRoute?
  /// Whether the state changed.
  public var changedState: Bool
  /// How long the bus took, from receiving the intent to the applied state.
  public var duration: Duration
  /// When it happened.
  public var date: Date
  /// What a flow move did, step by step (started, step entered, validation refused...): empty
  /// for every other intent.
  public var flowEvents: [FlowEvent] = []
}
