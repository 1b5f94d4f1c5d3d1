/// A guard or transformer on the way from an intent to the state.
///
/// Middlewares run in registration order. Each one receives the request and `next`, the rest of
/// the chain, and does one of three things:
/// - proceed: return `next(request)`, or `next(changed)` with a changed intent;
/// - redirect: return ``IntentOutcome/redirected(to:until:reason:)`` without calling `next`; the
///   request this middleware was given resumes, exactly as it was, once the condition is met;
/// - block: return `.blocked(reason:)` without calling `next`.
///
/// ```swift
/// struct BetaOnly: NavigationMiddleware {
///   func handle(_ request: NavigationRequest, context: MiddlewareContext,
///               next: (NavigationRequest) -> IntentOutcome) -> IntentOutcome {
///     context.entitlements.allows(.featureFlag("beta")) ? next(request) : .blocked(reason: "beta")
///   }
/// }
/// ```
public protocol NavigationMiddleware: Sendable {
  /// Handles a request.
  /// - Parameters:
  ///   - request: The request.
  ///   - context: The state, the entitlements and the module registry.
  ///   - next: The rest of the chain.
  /// - Returns: What became of the request.
  @MainActor
  func handle(
    _ request: NavigationRequest, context: MiddlewareContext,
    next: (NavigationRequest) -> IntentOutcome
  ) -> IntentOutcome
}
