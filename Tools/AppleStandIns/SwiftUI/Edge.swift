/// An enumeration to indicate one edge of a rectangle.
///
/// Transcribed from https://developer.apple.com/documentation/swiftui/edge (`@frozen enum Edge`,
/// with the cases `top`, `bottom`, `leading` and `trailing`); `Edge.Set` and the conversion from
/// a 3D edge are not declared.
@frozen public enum Edge: Hashable, Sendable, CaseIterable {
  /// https://developer.apple.com/documentation/swiftui/edge/top
  case top
  /// https://developer.apple.com/documentation/swiftui/edge/leading
  case leading
  /// https://developer.apple.com/documentation/swiftui/edge/bottom
  case bottom
  /// https://developer.apple.com/documentation/swiftui/edge/trailing
  case trailing
}
