/// The identifier of a tab, as its link segment spells it: `tasks`, `dashboard`.
public struct TabID: StringIdentifier {
  /// The tab's link segment.
  public let rawValue: String

  /// Creates a tab identifier.
  /// - Parameter rawValue: The tab's link segment.
  public init(rawValue: String) { self.rawValue = rawValue }
}
