/// Where typed handles send their intents: the app's bus.
@MainActor
public protocol NavigationIntentSink: AnyObject {
  /// Sends an intent through the middleware chain and applies it.
  /// - Parameters:
  ///   - intent: The intent.
  ///   - module: The module whose handle sent it.
  /// - Returns: What became of it.
  @discardableResult
  func send(_ intent: NavigationIntent, from module: ModuleKey) -> IntentOutcome
}
