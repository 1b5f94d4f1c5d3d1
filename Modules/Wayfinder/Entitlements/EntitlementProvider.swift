import Foundation

/// Answers whether the user meets a requirement. The app supplies one.
public protocol EntitlementProvider: Sendable {
  /// Whether the user meets one requirement that is not `.all`.
  /// - Parameter requirement: An entitlement, sign-in or flag requirement.
  /// - Returns: `true` when it is met.
  func isMet(_ requirement: Requirement) -> Bool
}

extension EntitlementProvider {
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
/// ```swift
/// let store = EntitlementStore()
/// store.grant("premium")
/// store.allows(.premium)  // true
/// ```
public final class EntitlementStore: EntitlementProvider, @unchecked Sendable {
  private struct Contents {
    var entitlements: Set<String> = []
    var user: String?
    var flags: Set<String> = []
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

  /// Grants an entitlement.
  /// - Parameter name: The entitlement, for example `premium`.
  public func grant(_ name: String) { _ = contents.withLock { $0.entitlements.insert(name) } }

  /// Revokes an entitlement.
  /// - Parameter name: The entitlement.
  public func revoke(_ name: String) { _ = contents.withLock { $0.entitlements.remove(name) } }

  /// Signs a user in.
  /// - Parameter user: The user's name.
  public func signIn(_ user: String) { contents.withLock { $0.user = user } }

  /// Signs the user out.
  public func signOut() { contents.withLock { $0.user = nil } }

  /// The signed-in user, or `nil`.
  public var user: String? { contents.withLock { $0.user } }

  /// Turns a flag on or off.
  /// - Parameters:
  ///   - name: The flag.
  ///   - isOn: Whether it is on.
  public func setFlag(_ name: String, _ isOn: Bool) {
    contents.withLock { contents in
      if isOn { contents.flags.insert(name) } else { contents.flags.remove(name) }
    }
  }

  /// The granted entitlements, sorted.
  public var entitlements: [String] { contents.withLock { $0.entitlements.sorted() } }
}

/// A provider that meets every requirement: the default of a store and a test store made
/// without one. No caller names it (`@usableFromInline`, as a default argument needs).
@usableFromInline
package struct AllowEverything: EntitlementProvider {
  /// Creates the provider.
  @usableFromInline package init() {}
  @usableFromInline package func isMet(_ requirement: Requirement) -> Bool { true }
}
