import Insights
import Paywall
import Tasks
public import Wayfinder

extension Requirement {
  /// The flag a device sets once the user granted the permissions onboarding asks for: the
  /// onboarding flow skips its permissions step when it is on.
  public static let permissionsGranted = Requirement.featureFlag("permissionsGranted")
}

/// What the user has: who is signed in, which entitlements they bought, which feature flags are
/// on. The guards read it through ``store``; every change is saved here, and the buses built
/// with the store hear of it from the store itself: what needs something the user lost is
/// removed from the state, and a request that waited for something the user now has resumes.
///
/// ```swift
/// try app.account.setFlag("trends", on: false)
/// let resumed = app.account.signIn("ada")  // the outcomes of what waited for sign-in
/// ```
@MainActor
public final class ShowcaseAccount {
  /// Every feature flag the showcase declares, as the requirements that name them.
  nonisolated static let flags: [Requirement] = [.permissionsGranted, .trends, .wizard]
  /// Flags that are on unless a flags file or the user turns them off.
  public nonisolated static let defaultFlags = Set(names(of: [.trends, .wizard]))
  /// The names of every declared feature flag: the only names that `flag`, a flags file and a
  /// requirement may use.
  public nonisolated static let flagNames = names(of: flags)

  /// The names of feature-flag requirements.
  private nonisolated static func names(of flags: [Requirement]) -> [String] {
    flags.compactMap { flag in
      guard case .featureFlag(let name) = flag else { return nil }
      return name
    }
  }
  /// Every entitlement the showcase declares (the plans the paywall sells): the only names that
  /// `entitle` and a requirement may use.
  public nonisolated static let entitlementNames = PaywallRouter.plans

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
  private let saving: AccountStore?

  /// Creates the account of an app.
  /// - Parameters:
  ///   - store: The entitlement store that the bus's navigation store reads.
  ///   - saving: Where every change is saved, so that the next launch has it.
  nonisolated init(store: EntitlementStore, saving: AccountStore? = nil) {
    self.store = store
    self.saving = saving
  }

  /// Saves one change, then makes it: the store tells the buses, which act on it.
  ///
  /// Only what the change is about is written (the user, one entitlement, one flag), so that a
  /// change made meanwhile by another process on the same store stays.
  private func change(
    saving write: (AccountStore) throws -> Void, _ change: () -> [IntentOutcome]
  ) -> [IntentOutcome] {
    if let saving { try? write(saving) }
    return change()
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
  public var entitlements: [String] { Self.entitlements(in: store) }

  /// The names of the entitlements a store holds, sorted.
  nonisolated static func entitlements(in store: EntitlementStore) -> [String] {
    store.granted.compactMap { held in
      guard case .entitlement(let name) = held else { return nil }
      return name
    }
  }

  /// Whether the user meets a requirement; `nil` is always met.
  /// - Parameter requirement: The requirement.
  /// - Returns: Whether it is met.
  public func allows(_ requirement: Requirement?) -> Bool { store.allows(requirement) }

  /// Signs a user in; what waited for sign-in resumes.
  /// - Parameter name: The user's name.
  /// - Returns: The outcomes of the requests that resumed.
  @discardableResult
  public func signIn(_ name: String) -> [IntentOutcome] {
    change(saving: { try $0.setUser(name) }) { store.signIn(name) }
  }

  /// Signs the user out; what needs sign-in is removed from the state.
  /// - Returns: The outcomes of the requests that resumed (none, as a rule).
  @discardableResult
  public func signOut() -> [IntentOutcome] {
    change(saving: { try $0.setUser(nil) }) { store.signOut() }
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
    return change(saving: { try $0.setEntitlement(name, on: isOn) }) {
      isOn ? store.grant(.entitlement(name)) : store.revoke(.entitlement(name))
    }
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
    return change(saving: { try $0.setFlag(name, on: isOn) }) {
      isOn ? store.grant(.featureFlag(name)) : store.revoke(.featureFlag(name))
    }
  }

  /// Grants a plan that a checkout paid for, and saves it. The checkout's completion awaits it:
  /// the buses act on the grant once the checkout's flow is gone, and observers hear of what
  /// resumed.
  /// - Parameter plan: The plan.
  func purchased(_ plan: String) {
    _ = change(saving: { try $0.setEntitlement(plan, on: true) }) {
      store.grant(.entitlement(plan))
    }
  }
}
