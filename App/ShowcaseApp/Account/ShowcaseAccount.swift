public import Wayfinder

/// What the user has: who is signed in, which entitlements they bought, which feature flags are
/// on. The guards read it through ``store``; every change goes through here, so that the bus
/// hears of it: what needs something the user lost is removed from the state, and a request that
/// waited for something the user now has resumes.
///
/// ```swift
/// app.account.setFlag("trends", on: false)
/// let resumed = app.account.signIn("ada")  // the outcomes of what waited for sign-in
/// ```
@MainActor
public final class ShowcaseAccount {
  /// Flags that are on unless a flags file or the user turns them off.
  public nonisolated static let defaultFlags: Set<String> = ["trends", "wizard"]

  /// What the guards read: the user, the entitlements and the flags.
  public let store: EntitlementStore
  private let bus: NavigationBus

  /// Creates the account of an app.
  /// - Parameters:
  ///   - store: The store that the bus's coordinator reads.
  ///   - bus: The bus to tell of every change.
  init(store: EntitlementStore, bus: NavigationBus) {
    self.store = store
    self.bus = bus
  }

  /// The flags that are on at launch: the defaults, with `overrides` turned on or off.
  /// - Parameter overrides: Flags from a flags file.
  /// - Returns: The flags that are on.
  public nonisolated static func flags(overriding overrides: [String: Bool]) -> Set<String> {
    var flags = defaultFlags
    for (name, isOn) in overrides {
      if isOn { flags.insert(name) } else { flags.remove(name) }
    }
    return flags
  }

  /// The signed-in user's name, or `nil`.
  public var user: String? { store.user }

  /// The granted entitlements, sorted.
  public var entitlements: [String] { store.entitlements }

  /// Whether the user meets a requirement; `nil` is always met.
  /// - Parameter requirement: The requirement.
  /// - Returns: Whether it is met.
  public func allows(_ requirement: Requirement?) -> Bool { store.allows(requirement) }

  /// Signs a user in; what waited for sign-in resumes.
  /// - Parameter name: The user's name.
  /// - Returns: The outcomes of the requests that resumed.
  @discardableResult
  public func signIn(_ name: String) -> [IntentOutcome] {
    store.signIn(name)
    return bus.requirementsChanged()
  }

  /// Signs the user out; what needs sign-in is removed from the state.
  /// - Returns: The outcomes of the requests that resumed (none, as a rule).
  @discardableResult
  public func signOut() -> [IntentOutcome] {
    store.signOut()
    return bus.requirementsChanged()
  }

  /// Grants or revokes an entitlement.
  /// - Parameters:
  ///   - name: The entitlement, for example `premium`.
  ///   - isOn: Whether the user has it.
  /// - Returns: The outcomes of the requests that resumed.
  @discardableResult
  public func setEntitlement(_ name: String, on isOn: Bool) -> [IntentOutcome] {
    if isOn { store.grant(name) } else { store.revoke(name) }
    return bus.requirementsChanged()
  }

  /// Turns a feature flag on or off.
  /// - Parameters:
  ///   - name: The flag.
  ///   - isOn: Whether it is on.
  /// - Returns: The outcomes of the requests that resumed.
  @discardableResult
  public func setFlag(_ name: String, on isOn: Bool) -> [IntentOutcome] {
    store.setFlag(name, isOn)
    return bus.requirementsChanged()
  }

  /// Tells the bus that what the user has may have changed elsewhere (the checkout's completion
  /// granted a plan): what waited for it resumes.
  /// - Returns: The outcomes of the requests that resumed.
  @discardableResult
  public func recheck() -> [IntentOutcome] { bus.requirementsChanged() }
}
