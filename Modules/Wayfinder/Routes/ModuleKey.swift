/// The key of a feature module: its first link segment and the key the bus dispatches on.
///
/// ```swift
/// let tasks: ModuleKey = "tasks"
/// ```
public struct ModuleKey: StringIdentifier, Comparable {
  /// The key as written in links, for example `tasks`.
  public let rawValue: String

  /// Creates a key from its link spelling.
  /// - Parameter rawValue: The spelling, for example `tasks`.
  public init(rawValue: String) { self.rawValue = rawValue }

  public static func < (lhs: ModuleKey, rhs: ModuleKey) -> Bool { lhs.rawValue < rhs.rawValue }
}
