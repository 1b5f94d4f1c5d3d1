package import Wayfinder

/// A guard that refuses the user's going back one screen (a back swipe or the back button, the
/// intent `pop` from the user interface), as an app's guard over unsaved work might: for the
/// package's tests of what a renderer does when the chain refuses a gesture.
package struct RefusingUserBack: NavigationMiddleware {
  package init() {}

  package func handle(
    _ request: NavigationRequest, context: MiddlewareContext,
    next: (NavigationRequest) -> IntentOutcome
  ) -> IntentOutcome {
    if request.source == .userInterface, request.intent == .pop {
      return .blocked(reason: "the test refuses going back")
    }
    return next(request)
  }
}
