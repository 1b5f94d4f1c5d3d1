/// The heights a sheet may rest at, kept sorted and free of duplicates so that equal sets are
/// equal values and encode to the same link.
///
/// ```swift
/// let detents: DetentSet = [.large, .medium]  // [medium, large]
/// ```
public struct DetentSet: Hashable, Codable, Sendable, ExpressibleByArrayLiteral,
  CustomStringConvertible
{
  /// The detents from the smallest to the largest.
  public let detents: [PresentationStyle.Detent]

  /// Creates a set from detents in any order.
  /// - Parameter detents: The detents; duplicates are dropped.
  public init(_ detents: [PresentationStyle.Detent]) {
    var unique: [PresentationStyle.Detent] = []
    for detent in detents.sorted() where unique.last != detent { unique.append(detent) }
    self.detents = unique.isEmpty ? [.large] : unique
  }

  public init(arrayLiteral elements: PresentationStyle.Detent...) { self.init(elements) }

  public init(from decoder: any Decoder) throws {
    self.init(try decoder.singleValueContainer().decode([PresentationStyle.Detent].self))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(detents)
  }

  /// Only the large detent: the default of a sheet.
  public static let large: DetentSet = [.large]

  public var description: String {
    "[" + detents.map(\.description).joined(separator: ",") + "]"
  }
}
