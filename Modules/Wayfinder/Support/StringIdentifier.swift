/// A name that identifies something, kept as its text: a module key, a tab, a flow instance, a
/// flow condition.
///
/// Conforming types need only `rawValue` and `init(rawValue:)`. They are written and read as
/// plain strings (the standard library's coding of string raw values), can be spelled as string
/// literals, and describe themselves by their text.
package protocol StringIdentifier: RawRepresentable, Hashable, Codable, Sendable,
  ExpressibleByStringLiteral, CustomStringConvertible
where RawValue == String, StringLiteralType == String {
  /// Creates the identifier from its text.
  /// - Parameter rawValue: The text.
  init(rawValue: String)
}

extension StringIdentifier {
  /// Creates the identifier from its text.
  /// - Parameter rawValue: The text.
  public init(_ rawValue: String) { self.init(rawValue: rawValue) }

  public init(stringLiteral value: String) { self.init(rawValue: value) }

  public var description: String { rawValue }
}
