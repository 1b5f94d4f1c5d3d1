import Foundation

/// Answers whether the user meets a requirement. The app supplies one.
public protocol EntitlementProvider: Sendable {
  /// Whether the user meets one requirement that is not `.all`.
  /// - Parameter requirement: An entitlement, sign-in or flag requirement.
  /// - Returns: `true` when it is met.
  func isMet(_ requirement: Requirement) -> Bool

  /// Registers `changed`, to be called on the main actor after every change of what the user
  /// has. A bus registers when it is built: what needs something the user lost leaves the state,
  /// and what waited for something the user now has resumes, with no call for the app to
  /// remember. A provider whose answers never change keeps the default, which registers nothing.
  /// - Parameter changed: Returns the outcomes of the requests that the change resumed at once,
  ///   or `nil` once its bus is gone (a closed window's session): the provider then forgets it.
  func observeChanges(_ changed: @escaping @MainActor @Sendable () -> [IntentOutcome]?)
}

extension EntitlementProvider {
  public func observeChanges(_ changed: @escaping @MainActor @Sendable () -> [IntentOutcome]?) {}

  /// Whether the user meets a requirement, `.all` included; `nil` is always met.
  /// - Parameter requirement: The requirement, or `nil`.
  /// - Returns: `true` when every part is met.
  public func allows(_ requirement: Requirement?) -> Bool {
    switch requirement {
    case nil: return true
    case .all(let parts)?: return parts.allSatisfy { allows($0) }
    case let single?: return isMet(single)
    }
  }

  /// The parts of a requirement that the user does not meet, in order.
  /// - Parameter requirement: The requirement, or `nil`.
  /// - Returns: The unmet parts; empty when the requirement is met.
  public func unmet(_ requirement: Requirement?) -> [Requirement] {
    guard let requirement else { return [] }
    return requirement.atoms.filter { !isMet($0) }
  }
}

/// A thread-safe record of what the user has: entitlements, sign-in and flags.
///
/// It is read from any thread; it is changed on the main actor, where the buses built with it
/// hear of every change that changes something (see ``EntitlementProvider/observeChanges(_:)``).
/// A change returns the outcomes of the requests that resumed because of it. One made while a
/// send or a flow's completion runs (a checkout granting the plan it sold) is acted on as soon
/// as that is over; it then returns no outcome, and observers hear of what resumed. Code off the
/// main actor awaits the change: `await store.grant("premium")`.
///
/// ```swift
/// let store = EntitlementStore()
/// store.grant("premium")  // what waited for premium resumes
/// store.allows(.premium)  // true
/// ```
public final class EntitlementStore: EntitlementProvider, @unchecked Sendable {
  private struct Contents {
    var entitlements: Set<String> = []
    var user: String?
    var flags: Set<String> = []
    var observers: [Int: @MainActor @Sendable () -> [IntentOutcome]?] = [:]
    var nextObserver = 0
    var reports = true
  }

  private let contents: Locked<Contents>

  /// Creates a store.
  /// - Parameters:
  ///   - entitlements: The entitlements granted at the start.
  ///   - user: The signed-in user, or `nil`.
  ///   - flags: The flags that are on at the start.
  public init(entitlements: Set<String> = [], user: String? = nil, flags: Set<String> = []) {
    contents = Locked(Contents(entitlements: entitlements, user: user, flags: flags))
  }

  public func isMet(_ requirement: Requirement) -> Bool {
    contents.withLock { isMet(requirement, in: $0) }
  }

  private func isMet(_ requirement: Requirement, in contents: Contents) -> Bool {
    switch requirement {
    case .entitlement(let name): return contents.entitlements.contains(name)
    case .signedIn: return contents.user != nil
    case .featureFlag(let name): return contents.flags.contains(name)
    case .all(let parts): return parts.allSatisfy { isMet($0, in: contents) }
    }
  }

  public func observeChanges(_ changed: @escaping @MainActor @Sendable () -> [IntentOutcome]?) {
    contents.withLock { contents in
      contents.observers[contents.nextObserver] = changed
      contents.nextObserver += 1
    }
  }

  /// Applies a change and, when it changed anything, tells the observers outside the lock.
  /// - Parameter change: Changes the contents; returns whether anything changed.
  /// - Returns: What the observers resumed at once.
  @MainActor
  private func change(_ change: (inout Contents) -> Bool) -> [IntentOutcome] {
    let observers = contents.withLock { contents in
      change(&contents) && contents.reports ? contents.observers.sorted { $0.key < $1.key } : []
    }
    var outcomes: [IntentOutcome] = []
    var gone: [Int] = []
    for (id, observer) in observers {
      if let resumed = observer() { outcomes += resumed } else { gone.append(id) }
    }
    // The buses that are gone are forgotten, so a store outlives any number of windows.
    if !gone.isEmpty {
      contents.withLock { contents in for id in gone { contents.observers[id] = nil } }
    }
    return outcomes
  }

  /// How many buses are told of changes: the ones gone are forgotten at the next change.
  package var observerCount: Int { contents.withLock { $0.observers.count } }

  /// Makes changes that no bus hears of: the state that a provider which reports nothing, or a
  /// change during a send, leaves for a moment (a lapsed screen still in the state), for the
  /// guard audits and tests that check the guards hold there too.
  /// - Parameter changes: The changes.
  @MainActor
  package func unreported(_ changes: () -> Void) {
    contents.withLock { $0.reports = false }
    defer { contents.withLock { $0.reports = true } }
    changes()
  }

  /// Grants an entitlement.
  /// - Parameter name: The entitlement, for example `premium`.
  /// - Returns: The outcomes of the requests that resumed at once.
  @MainActor @discardableResult
  public func grant(_ name: String) -> [IntentOutcome] {
    change { $0.entitlements.insert(name).inserted }
  }

  /// Revokes an entitlement.
  /// - Parameter name: The entitlement.
  /// - Returns: The outcomes of the requests that resumed at once (none, as a rule).
  @MainActor @discardableResult
  public func revoke(_ name: String) -> [IntentOutcome] {
    change { $0.entitlements.remove(name) != nil }
  }

  /// Signs a user in.
  /// - Parameter user: The user's name.
  /// - Returns: The outcomes of the requests that resumed at once.
  @MainActor @discardableResult
  public func signIn(_ user: String) -> [IntentOutcome] {
    change { contents in
      defer { contents.user = user }
      return contents.user != user
    }
  }

  /// Signs the user out.
  /// - Returns: The outcomes of the requests that resumed at once (none, as a rule).
  @MainActor @discardableResult
  public func signOut() -> [IntentOutcome] {
    change { contents in
      defer { contents.user = nil }
      return contents.user != nil
    }
  }

  /// The signed-in user, or `nil`.
  public var user: String? { contents.withLock { $0.user } }

  /// Turns a flag on or off.
  /// - Parameters:
  ///   - name: The flag.
  ///   - isOn: Whether it is on.
  /// - Returns: The outcomes of the requests that resumed at once.
  @MainActor @discardableResult
  public func setFlag(_ name: String, _ isOn: Bool) -> [IntentOutcome] {
    change { contents in
      isOn ? contents.flags.insert(name).inserted : contents.flags.remove(name) != nil
    }
  }

  /// The granted entitlements, sorted.
  public var entitlements: [String] { contents.withLock { $0.entitlements.sorted() } }
}

/// A provider that meets every requirement, for the package's own tools and tests, which name it
/// where they mean it; nothing defaults to it. Tests outside the package use `GrantEverything`
/// from WayfinderTesting.
package struct AllowEverything: EntitlementProvider {
  /// Creates the provider.
  package init() {}
  package func isMet(_ requirement: Requirement) -> Bool { true }
}
