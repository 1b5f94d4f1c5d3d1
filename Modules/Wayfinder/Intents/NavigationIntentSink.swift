/// Where typed handles send their intents: the app's bus, or the bus of the window a view is in.
///
/// Sendable, so that a handle can be made wherever its sink is at hand (an environment value's
/// getter, which SwiftUI does not isolate); it sends on the main actor.
@MainActor
public protocol NavigationIntentSink: AnyObject, Sendable {
  /// Sends an intent through the middleware chain and applies it.
  /// - Parameters:
  ///   - intent: The intent.
  ///   - module: The module whose handle sent it.
  /// - Returns: What became of it.
  @discardableResult
  func send(_ intent: NavigationIntent, from module: ModuleKey) -> IntentOutcome

  /// Runs an intent through the middleware chain without applying it or telling observers:
  /// what the guards would answer now (a handle's `canShowX(...)` asks it).
  /// Nothing changes, and a redirect is answered but not remembered.
  /// - Parameters:
  ///   - intent: The intent.
  ///   - module: The module whose handle asks.
  /// - Returns: What would become of it: it proceeds when ``IntentOutcome/didNavigate``.
  func preflight(_ intent: NavigationIntent, from module: ModuleKey) -> IntentOutcome
}
