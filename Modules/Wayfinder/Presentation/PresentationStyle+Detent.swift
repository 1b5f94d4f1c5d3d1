extension PresentationStyle {
  /// A height that a sheet may rest at.
  ///
  /// Nested in ``PresentationStyle`` so that a file that imports both Wayfinder and SwiftUI can
  /// use SwiftUI's `PresentationDetent` unqualified.
  public enum Detent: Hashable, Codable, Sendable, Comparable, CustomStringConvertible {
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

    public static func < (lhs: Detent, rhs: Detent) -> Bool {
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
}
