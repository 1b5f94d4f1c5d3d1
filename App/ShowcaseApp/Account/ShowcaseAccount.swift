import Paywall
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
  /// Every feature flag the showcase declares: the only names that `flag`, a flags file and a
  /// requirement may use.
  public nonisolated static let flagNames = ["permissionsGranted", "trends", "wizard"]
  /// Every entitlement the showcase declares (the plans the paywall sells): the only names that
  /// `entitle` and a requirement may use.
  public nonisolated static let entitlementNames = PaywallModule.plans

  /// The declared name that `name` probably meant: the same but for case, or one within two
  /// edits.
  nonisolated static func suggestion(for name: String, among known: [String]) -> String? {
    NameSuggestion.closest(to: name, among: known)
  }

  /// Checks that a requirement names only declared entitlements and flags.
  /// - Parameters:
  ///   - requirement: The requirement.
  ///   - place: Where it is declared, for the message.
  /// - Throws: ``UnknownNameError`` for the first name that is not declared.
  package nonisolated static func check(
    _ requirement: Requirement, in place: String
  ) throws(UnknownNameError) {
    for atom in requirement.atoms {
      switch atom {
      case .entitlement(let name) where !entitlementNames.contains(name):
        throw UnknownNameError(
          kind: "entitlement", name: name, known: entitlementNames, place: place)
      case .featureFlag(let name) where !flagNames.contains(name):
        throw UnknownNameError(kind: "flag", name: name, known: flagNames, place: place)
      default: continue
      }
    }
  }

  /// What the guards read: the user, the entitlements and the flags.
  public let store: EntitlementStore
  private let bus: NavigationBus
  private let saving: AccountStore?

  /// Creates the account of an app.
  /// - Parameters:
  ///   - store: The entitlement store that the bus's navigation store reads.
  ///   - bus: The bus to tell of every change.
  ///   - saving: Where every change is saved, so that the next launch has it.
  init(store: EntitlementStore, bus: NavigationBus, saving: AccountStore? = nil) {
    self.store = store
    self.bus = bus
    self.saving = saving
  }

  /// Saves one change and tells the bus: what needs something the user lost is removed, what
  /// waited for something the user now has resumes.
  ///
  /// Only what the change is about is written (the user, one entitlement, one flag), so that a
  /// change made meanwhile by another process on the same store stays.
  private func changed(saving write: (AccountStore) throws -> Void) -> [IntentOutcome] {
    if let saving { try? write(saving) }
    return bus.requirementsChanged()
  }

  /// The flags that are on at launch: the defaults, with `overrides` turned on or off.
  /// - Parameter overrides: Flags from a flags file.
  /// - Returns: The flags that are on.
  /// - Throws: ``UnknownNameError`` for a flag the showcase does not declare.
  public nonisolated static func flags(
    overriding overrides: [String: Bool], over base: Set<String> = defaultFlags
  ) throws(UnknownNameError) -> Set<String> {
    var flags = base
    for (name, isOn) in overrides.sorted(by: { $0.key < $1.key }) {
      try check(.featureFlag(name), in: "the flags given at launch")
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
    return changed { try $0.setUser(name) }
  }

  /// Signs the user out; what needs sign-in is removed from the state.
  /// - Returns: The outcomes of the requests that resumed (none, as a rule).
  @discardableResult
  public func signOut() -> [IntentOutcome] {
    store.signOut()
    return changed { try $0.setUser(nil) }
  }

  /// Grants or revokes an entitlement.
  /// - Parameters:
  ///   - name: The entitlement, for example `premium`.
  ///   - isOn: Whether the user has it.
  /// - Returns: The outcomes of the requests that resumed.
  /// - Throws: ``UnknownNameError`` for an entitlement the showcase does not declare; nothing
  ///   changes then.
  @discardableResult
  public func setEntitlement(
    _ name: String, on isOn: Bool
  ) throws(UnknownNameError) -> [IntentOutcome] {
    guard Self.entitlementNames.contains(name) else {
      throw UnknownNameError(kind: "entitlement", name: name, known: Self.entitlementNames)
    }
    if isOn { store.grant(name) } else { store.revoke(name) }
    return changed { try $0.setEntitlement(name, on: isOn) }
  }

  /// Turns a feature flag on or off.
  /// - Parameters:
  ///   - name: The flag.
  ///   - isOn: Whether it is on.
  /// - Returns: The outcomes of the requests that resumed.
  /// - Throws: ``UnknownNameError`` for a flag the showcase does not declare; nothing changes
  ///   then.
  @discardableResult
  public func setFlag(_ name: String, on isOn: Bool) throws(UnknownNameError) -> [IntentOutcome] {
    guard Self.flagNames.contains(name) else {
      throw UnknownNameError(kind: "flag", name: name, known: Self.flagNames)
    }
    store.setFlag(name, isOn)
    return changed { try $0.setFlag(name, on: isOn) }
  }

  /// Tells the bus that what the user has may have changed elsewhere (the checkout's completion
  /// granted a plan, through ``purchased(_:)``): what waited for it resumes.
  /// - Returns: The outcomes of the requests that resumed.
  @discardableResult
  public func recheck() -> [IntentOutcome] { bus.requirementsChanged() }

  /// Grants a plan that a checkout paid for and saves it, without telling the bus: the flow
  /// completes first, and its completion rechecks (``recheck()``).
  ///
  /// Nonisolated, for the checkout's completion, which runs wherever the flow engine runs it.
  /// - Parameters:
  ///   - plan: The plan.
  ///   - store: What the guards read.
  ///   - saving: Where it is saved.
  nonisolated static func purchased(
    _ plan: String, store: EntitlementStore, saving: AccountStore?
  ) {
    store.grant(plan)
    try? saving?.setEntitlement(plan, on: true)
  }
}
