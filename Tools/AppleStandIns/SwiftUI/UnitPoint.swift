public import Foundation

/// A normalized 2D point in a view's coordinate space.
///
/// Transcribed from https://developer.apple.com/documentation/swiftui/unitpoint
/// (`@frozen struct UnitPoint`, `Hashable` and `Sendable`); its `x` and `y` properties and the
/// corner points are not declared: nothing here reads or names them.
@frozen public struct UnitPoint: Hashable, Sendable {
  package let x: CGFloat
  package let y: CGFloat

  /// Creates a unit point at the specified offsets.
  ///
  /// https://developer.apple.com/documentation/swiftui/unitpoint/init(x:y:)
  /// (`init(x: CGFloat, y: CGFloat)`).
  public init(x: CGFloat, y: CGFloat) {
    self.x = x
    self.y = y
  }

  /// The point at the top center of a view.
  ///
  /// https://developer.apple.com/documentation/swiftui/unitpoint/top
  /// (`static let top: UnitPoint`).
  public static let top = UnitPoint(x: 0.5, y: 0)

  /// The point at the bottom center of a view.
  ///
  /// https://developer.apple.com/documentation/swiftui/unitpoint/bottom
  /// (`static let bottom: UnitPoint`).
  public static let bottom = UnitPoint(x: 0.5, y: 1)

  /// The point at the leading edge of a view, centered vertically.
  ///
  /// https://developer.apple.com/documentation/swiftui/unitpoint/leading
  /// (`static let leading: UnitPoint`).
  public static let leading = UnitPoint(x: 0, y: 0.5)

  /// The point at the trailing edge of a view, centered vertically.
  ///
  /// https://developer.apple.com/documentation/swiftui/unitpoint/trailing
  /// (`static let trailing: UnitPoint`).
  public static let trailing = UnitPoint(x: 1, y: 0.5)
}
