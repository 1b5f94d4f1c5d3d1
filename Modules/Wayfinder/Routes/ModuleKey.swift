/// The key of a feature module: its first link segment and the key the bus dispatches on.
///
/// ```swift
/// let tasks: ModuleKey = "tasks"
/// ```
public struct ModuleKey: RawRepresentable, Hashable, Codable, Sendable, Comparable,
  ExpressibleByStringLiteral, CustomStringConvertible
{
  /// The key as written in links, for example `tasks`.
  public let rawValue: String

  /// Creates a key from its link spelling.
  /// - Parameter rawValue: The spelling, for example `tasks`.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// Creates a key from a string literal.
  /// - Parameter value: The spelling, for example `"tasks"`.
  public init(stringLiteral value: String) { self.rawValue = value }

  /// Creates a key from its spelling.
  /// - Parameter rawValue: The spelling, for example `tasks`.
  public init(_ rawValue: String) { self.rawValue = rawValue }

  public init(from decoder: any Decoder) throws {
    rawValue = try decoder.singleValueContainer().decode(String.self)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }

  public var description: String { rawValue }

  public static func < (lhs: ModuleKey, rhs: ModuleKey) -> Bool { lhs.rawValue < rhs.rawValue }
}
