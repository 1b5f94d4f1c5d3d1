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
/// main actor awaits the change: `await store.grant(.premium)`.
///
/// ```swift
/// extension Requirement {
///   static let premium = Requirement.entitlement("premium")
///   static let beta = Requirement.featureFlag("beta")
/// }
///
/// let store = EntitlementStore(granting: [.beta])
/// store.grant(.premium)  // what waited for premium resumes
/// store.allows(.all([.premium, .beta]))  // true
/// store.revoke(.beta)  // what needs the flag leaves the state
/// ```
public final class EntitlementStore: EntitlementProvider, @unchecked Sendable {
  private struct Contents {
    /// The entitlements held and the flags that are on.
    var held: Set<Requirement> = []
    var user: String?
    var observers: [Int: @MainActor @Sendable () -> [IntentOutcome]?] = [:]
    var nextObserver = 0
    var reports = true
  }

  private let contents: Locked<Contents>

  /// Creates a store.
  /// - Parameters:
  ///   - granted: The entitlements held and the flags on at the start, by the requirements that
  ///     name them (sign-in aside: it needs a user).
  ///   - user: The signed-in user, or `nil`.
  public init(granting granted: Set<Requirement> = [], user: String? = nil) {
    var contents = Contents(user: user)
    Self.set(granted, true, in: &contents)
    self.contents = Locked(contents)
  }

  /// Holds or drops every entitlement and flag that requirements name.
  /// - Returns: Whether anything changed.
  @discardableResult
  private static func set(
    _ requirements: some Sequence<Requirement>, _ isHeld: Bool, in contents: inout Contents
  ) -> Bool {
    var changed = false
    for atom in requirements.flatMap(\.atoms) where atom != .signedIn {
      let didChange =
        isHeld ? contents.held.insert(atom).inserted : contents.held.remove(atom) != nil
      changed = changed || didChange
    }
    return changed
  }

  public func isMet(_ requirement: Requirement) -> Bool {
    contents.withLock { isMet(requirement, in: $0) }
  }

  private func isMet(_ requirement: Requirement, in contents: Contents) -> Bool {
    switch requirement {
    case .entitlement, .featureFlag: return contents.held.contains(requirement)
    case .signedIn: return contents.user != nil
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

  /// Grants what a requirement asks for: each entitlement it names is held and each flag it
  /// names is on. Sign-in needs a user: ``signIn(_:)``.
  /// - Parameter requirement: The requirement, for example an app's `.premium`.
  /// - Returns: The outcomes of the requests that resumed at once.
  @MainActor @discardableResult
  public func grant(_ requirement: Requirement) -> [IntentOutcome] {
    change { Self.set([requirement], true, in: &$0) }
  }

  /// Takes back what a requirement asks for: each entitlement it names is dropped and each flag
  /// it names is off. What needs it leaves the state. Sign-out: ``signOut()``.
  /// - Parameter requirement: The requirement.
  /// - Returns: The outcomes of the requests that resumed at once (none, as a rule).
  @MainActor @discardableResult
  public func revoke(_ requirement: Requirement) -> [IntentOutcome] {
    change { Self.set([requirement], false, in: &$0) }
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

  /// What the user holds, the sign-in aside: the entitlements, then the flags that are on,
  /// each sorted by name.
  public var granted: [Requirement] {
    contents.withLock { contents in
      contents.held.sorted {
        ($0.isFlag ? 1 : 0, $0.description) < ($1.isFlag ? 1 : 0, $1.description)
      }
    }
  }
}

extension Requirement {
  fileprivate var isFlag: Bool {
    if case .featureFlag = self { return true }
    return false
  }
}

/// A provider that meets every requirement, for the package's own tools and tests, which name it
/// where they mean it; nothing defaults to it. Tests outside the package use `GrantEverything`
/// from WayfinderTesting.
package struct AllowEverything: EntitlementProvider {
  /// Creates the provider.
  package init() {}
  package func isMet(_ requirement: Requirement) -> Bool { true }
}
