/// What a user needs before a route, tab, scene or flow step may be shown.
///
/// The core knows no plan or flag by name: an app names its own, once.
///
/// ```swift
/// extension Requirement {
///   static let premium = Requirement.entitlement("premium")
///   static let beta = Requirement.featureFlag("beta")
/// }
/// ```
public enum Requirement: Hashable, Codable, Sendable, CustomStringConvertible {
  /// A purchased or granted entitlement, by name.
  case entitlement(String)
  /// A signed-in user.
  case signedIn
  /// A feature flag that must be on, by name.
  case featureFlag(String)
  /// Every one of the requirements.
  indirect case all([Requirement])

  /// The requirements that must each hold, with `all` flattened.
  public var atoms: [Requirement] {
    if case .all(let parts) = self { return parts.flatMap(\.atoms) }
    return [self]
  }

  public var description: String {
    switch self {
    case .entitlement(let name): return name
    case .signedIn: return "signed in"
    case .featureFlag(let name): return "flag \(name)"
    case .all(let parts): return parts.map(\.description).joined(separator: " and ")
    }
  }
}

/// How a tab that the user may not open yet appears.
public enum LockedBehavior: String, Hashable, Codable, Sendable {
  /// Shown; selecting it leads to what unlocks it (the paywall, sign-in).
  case locked
  /// Neither shown nor reachable; it answers as a tab that does not exist.
  case hidden
}
