/// What a route case's values let it do beyond being shown: open from a link, come back after
/// a relaunch, or neither.
///
/// A case's kind follows from the types of its associated values, and the weakest value decides:
///
/// - ``linkable``: every value is a ``LinkValue`` (or a raw-representable enum of one, or an
///   optional or array of these). The case has a deep link, is listed in the link catalogue and
///   the association file, and survives relaunch.
/// - ``restorable``: some value is `Codable` but has no link form, a model struct for example.
///   The case has no link; it survives relaunch through the snapshot.
/// - ``transient``: some value is only `Hashable & Sendable`, a ``RouteCallback`` for example.
///   The case has no link and is not restored: a restore removes it and everything above it.
public enum RouteValueKind: String, Hashable, Sendable, Codable, Comparable,
  CustomStringConvertible
{
  /// Opens from a link and survives relaunch.
  case linkable
  /// Survives relaunch through the snapshot, but has no link.
  case restorable
  /// Lives only as long as the app runs.
  case transient

  private var rank: Int {
    switch self {
    case .linkable: return 0
    case .restorable: return 1
    case .transient: return 2
    }
  }

  /// Ordered from the most to the least capable: `linkable < restorable < transient`, so the
  /// kind of a case is the largest kind among its values.
  public static func < (lhs: RouteValueKind, rhs: RouteValueKind) -> Bool {
    lhs.rank < rhs.rank
  }

  public var description: String { rawValue }
}
