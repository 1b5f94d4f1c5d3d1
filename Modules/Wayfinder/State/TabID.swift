/// The identifier of a tab, as its link segment spells it: `tasks`, `dashboard`.
public struct TabID: RawRepresentable, Hashable, Codable, Sendable, ExpressibleByStringLiteral,
  CustomStringConvertible
{
  /// The tab's link segment.
  public let rawValue: String

  /// Creates a tab identifier.
  /// - Parameter rawValue: The tab's link segment.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// Creates a tab identifier.
  /// - Parameter rawValue: The tab's link segment.
  public init(_ rawValue: String) { self.rawValue = rawValue }

  public init(stringLiteral value: String) { self.rawValue = value }

  public init(from decoder: any Decoder) throws {
    rawValue = try decoder.singleValueContainer().decode(String.self)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }

  public var description: String { rawValue }
}
