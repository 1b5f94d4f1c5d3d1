public import Wayfinder

extension IntentOutcome {
  /// A redirect stated by where it leads and what it waits for, without the guard's wording:
  /// what a ``NavigationTestStore`` compares of a redirect.
  ///
  /// ```swift
  /// store.send(planner, outcome: .redirected(to: offer, until: .premium)) {
  ///   try $0.apply(.present(AnyRoute(UpgradeRoute.offer), style: .sheet))
  /// }
  /// ```
  ///
  /// Its reason is "any reason", so `==` tells it from a guard's redirect: only the test store
  /// leaves the reason out.
  /// - Parameters:
  ///   - intent: What the user is sent to first.
  ///   - requirement: What the redirected intent waits for.
  /// - Returns: The redirect.
  public static func redirected(
    to intent: NavigationIntent, until requirement: Requirement
  )
    -> IntentOutcome
  {
    .redirected(to: intent, until: requirement, reason: "any reason")
  }
}
