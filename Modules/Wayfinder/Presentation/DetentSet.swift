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
  public let detents: [PresentationDetent]

  /// Creates a set from detents in any order.
  /// - Parameter detents: The detents; duplicates are dropped.
  public init(_ detents: [PresentationDetent]) {
    var unique: [PresentationDetent] = []
    for detent in detents.sorted() where unique.last != detent { unique.append(detent) }
    self.detents = unique.isEmpty ? [.large] : unique
  }

  public init(arrayLiteral elements: PresentationDetent...) { self.init(elements) }

  public init(from decoder: any Decoder) throws {
    self.init(try decoder.singleValueContainer().decode([PresentationDetent].self))
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

/// A height that a sheet may rest at.
public enum PresentationDetent: Hashable, Codable, Sendable, Comparable, CustomStringConvertible {
  /// About half the screen.
  case medium
  /// The full height.
  case large
  /// A fraction of the full height, from 0 to 1.
  case fraction(Double)
  /// A fixed height in points.
  case height(Double)

  private var sortKey: (Int, Double) {
    switch self {
    case .height(let points): return (0, points)
    case .fraction(let value): return (1, value)
    case .medium: return (2, 0)
    case .large: return (3, 0)
    }
  }

  public static func < (lhs: PresentationDetent, rhs: PresentationDetent) -> Bool {
    lhs.sortKey < rhs.sortKey
  }

  public var description: String {
    switch self {
    case .medium: return "medium"
    case .large: return "large"
    case .fraction(let value): return "fraction(\(value))"
    case .height(let points): return "height(\(points))"
    }
  }
}
