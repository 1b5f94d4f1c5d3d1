/// A guard or transformer on the way from an intent to the state.
///
/// Middlewares run in registration order. Each one receives the request and `next`, the rest of
/// the chain, and does one of three things:
/// - proceed: return `next(request)`, or `next(changed)` with a changed intent;
/// - redirect: return ``MiddlewareContext/redirect(_:to:until:reason:)`` without calling `next`;
///   the original intent resumes when the condition is met;
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

/// What a middleware can see, and the way to ask for a redirect.
@MainActor
public struct MiddlewareContext {
  /// The bus the request runs through: one reference, so that making a context retains one object
  /// instead of the coordinator, the recorder and each of the shell's arrays.
  let bus: NavigationBus
  var coordinator: NavigationCoordinator { bus.coordinator }
  /// The app's shell.
  public var shell: ShellConfiguration { bus.shell }

  /// The navigation state before the request.
  ///
  /// Read it when needed rather than keeping it: a kept copy would make the state be copied when
  /// the request is applied.
  public var state: NavigationState { coordinator.untrackedState }

  /// What the user has.
  public var entitlements: any EntitlementProvider { coordinator.entitlements }

  /// Asks to show `target` first; `request` resumes, exactly as asked, once `requirement` is met.
  /// - Parameters:
  ///   - request: The request to resume later.
  ///   - target: Where to send the user now (sign-in, the paywall).
  ///   - requirement: What must hold before `request` resumes.
  ///   - reason: Why, for observers and the user.
  /// - Returns: The outcome to return from ``NavigationMiddleware/handle(_:context:next:)``.
  public func redirect(
    _ request: NavigationRequest, to target: NavigationIntent, until requirement: Requirement,
    reason: String
  ) -> IntentOutcome {
    bus.redirects.record(PendingRedirect(original: request, target: target, until: requirement))
    return .redirected(to: target, reason: reason)
  }
}

/// A middleware behind a class reference. The chain calls it in place: calling a middleware kept
/// as an existential in an array copied it out (and destroyed the copy) on every hop.
@MainActor
class MiddlewareBox {
  /// Boxes a middleware of any type.
  nonisolated static func boxing(_ middleware: some NavigationMiddleware) -> MiddlewareBox {
    TypedMiddlewareBox(middleware)
  }

  /// Handles a request: see ``NavigationMiddleware/handle(_:context:next:)``.
  func handle(
    _ request: NavigationRequest, context: MiddlewareContext,
    next: (NavigationRequest) -> IntentOutcome
  ) -> IntentOutcome {
    preconditionFailure("a middleware box handles requests through its typed subclass")
  }
}

/// A middleware of a known type behind a class reference.
private final class TypedMiddlewareBox<Middleware: NavigationMiddleware>: MiddlewareBox {
  let middleware: Middleware

  nonisolated init(_ middleware: Middleware) { self.middleware = middleware }

  override func handle(
    _ request: NavigationRequest, context: MiddlewareContext,
    next: (NavigationRequest) -> IntentOutcome
  ) -> IntentOutcome {
    middleware.handle(request, context: context, next: next)
  }
}

/// A redirect a middleware asked for, waiting for the bus to carry it out.
struct PendingRedirect: Sendable {
  var original: NavigationRequest
  var target: NavigationIntent
  var until: Requirement
}

/// Collects the redirects asked for while one request runs through the chain.
@MainActor
final class RedirectRecorder {
  /// Only ever read or written whole, on the main actor: no exclusivity check needed.
  @exclusivity(unchecked) private(set) var recorded: PendingRedirect?
  /// Whether ``recorded`` holds a redirect: checking it avoids a copy of the optional request.
  @exclusivity(unchecked) private var holdsRedirect = false

  func record(_ redirect: PendingRedirect) {
    recorded = redirect
    holdsRedirect = true
  }

  /// Forgets the recorded redirect, if any.
  func clear() {
    guard holdsRedirect else { return }
    recorded = nil
    holdsRedirect = false
  }
}
