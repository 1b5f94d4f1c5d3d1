public import Wayfinder

/// What the user has, in a test that means every requirement to be met: every guard lets every
/// request through. The core has no such default (an app that forgot its entitlements would pass
/// every guard), so a test names it where it means it.
///
/// ```swift
/// let store = NavigationStore(state: state, entitlements: GrantEverything())
/// ```
public struct GrantEverything: EntitlementProvider {
  /// Creates the provider.
  public init() {}

  /// Whether the user meets a requirement: always.
  /// - Parameter requirement: Any requirement.
  /// - Returns: `true`.
  public func isMet(_ requirement: Requirement) -> Bool { true }
}
