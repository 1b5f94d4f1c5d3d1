public import Foundation

/// A type that represents a height where a sheet naturally rests.
///
/// Transcribed from https://developer.apple.com/documentation/swiftui/presentationdetent
/// (`struct PresentationDetent`); only the built-in detents and the custom heights are declared.
/// Apple's type is opaque: this stand-in keeps what it was made from, so that equal detents are
/// equal.
public struct PresentationDetent: Hashable, Sendable {
  private enum Kind: Hashable, Sendable {
    case medium, large
    case fraction(CGFloat)
    case height(CGFloat)
  }

  private let kind: Kind

  /// The system detent for a sheet at full height.
  ///
  /// https://developer.apple.com/documentation/swiftui/presentationdetent/large
  /// (`static let large: PresentationDetent`).
  public static let large = PresentationDetent(kind: .large)

  /// The system detent for a sheet that's approximately half the height of the screen, and is
  /// inactive in compact height.
  ///
  /// https://developer.apple.com/documentation/swiftui/presentationdetent/medium
  /// (`static let medium: PresentationDetent`).
  public static let medium = PresentationDetent(kind: .medium)

  /// A custom detent with the specified fractional height.
  ///
  /// https://developer.apple.com/documentation/swiftui/presentationdetent/fraction(_:)
  /// (`static func fraction(_ fraction: CGFloat) -> PresentationDetent`).
  /// - Parameter fraction: The fraction of the available height.
  /// - Returns: The detent.
  public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
    PresentationDetent(kind: .fraction(fraction))
  }

  /// A custom detent with the specified height.
  ///
  /// https://developer.apple.com/documentation/swiftui/presentationdetent/height(_:)
  /// (`static func height(_ height: CGFloat) -> PresentationDetent`).
  /// - Parameter height: The height in points.
  /// - Returns: The detent.
  public static func height(_ height: CGFloat) -> PresentationDetent {
    PresentationDetent(kind: .height(height))
  }
}
