public import Foundation

/// A presentation controller that manages the appearance and behavior of a sheet.
///
/// Transcribed from https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller
/// (`@MainActor class UISheetPresentationController`).
@MainActor open class UISheetPresentationController: UIPresentationController {
  /// The array of heights where a sheet can rest.
  ///
  /// https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detents
  /// (`var detents: [UISheetPresentationController.Detent] { get set }`; iOS, iPadOS and Mac
  /// Catalyst only). Computed, as Apple's is: a stored property cannot be unavailable.
  @available(visionOS, unavailable)
  open var detents: [UISheetPresentationController.Detent] {
    get { detentObjects.isEmpty ? [.large()] : detentObjects.compactMap { $0 as? Detent } }
    set { detentObjects = newValue }
  }

  /// The detents set, kept as objects since the type is unavailable on visionOS; none is the
  /// default, `[.large()]`.
  private var detentObjects: [NSObject] = []
}

@available(visionOS, unavailable)
extension UISheetPresentationController {
  /// An object that represents a height where a sheet naturally rests.
  ///
  /// Transcribed from
  /// https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent
  /// (`@MainActor class Detent`; iOS, iPadOS and Mac Catalyst only). The stand-in keeps its
  /// identifier and, for a custom detent, its resolver, so that a test can resolve it.
  @available(visionOS, unavailable)
  @MainActor public final class Detent: NSObject {
    /// The detent's identifier: `medium`, `large`, or the one a custom detent was given.
    package let identifier: Identifier
    private let resolver: ((any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?)?

    private init(
      identifier: Identifier,
      resolver: ((any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?)?
    ) {
      self.identifier = identifier
      self.resolver = resolver
    }

    /// Creates a system detent for a sheet that's approximately half the height of the screen,
    /// and is inactive in compact height.
    ///
    /// https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/medium()
    /// (`class func medium() -> Self`).
    /// - Returns: The medium detent.
    public class func medium() -> Self { Self(identifier: Identifier("medium"), resolver: nil) }

    /// Creates a system detent for a sheet at full height.
    ///
    /// https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/large()
    /// (`class func large() -> Self`).
    /// - Returns: The large detent.
    public class func large() -> Self { Self(identifier: Identifier("large"), resolver: nil) }

    /// Creates a custom detent for a sheet by computing its value according to the properties
    /// of the provided context.
    ///
    /// https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/custom(identifier:resolver:)
    /// (`static func custom(identifier: UISheetPresentationController.Detent.Identifier? = nil,
    /// resolver: @escaping (any UISheetPresentationControllerDetentResolutionContext)
    /// -> CGFloat?) -> UISheetPresentationController.Detent`).
    /// - Parameters:
    ///   - identifier: The detent's identifier; one is made up when `nil`.
    ///   - resolver: The height of the detent in a context, or `nil` for an inactive detent.
    /// - Returns: The custom detent.
    public static func custom(
      identifier: UISheetPresentationController.Detent.Identifier? = nil,
      resolver: @escaping (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?
    ) -> UISheetPresentationController.Detent {
      Detent(identifier: identifier ?? Identifier(UUID().uuidString), resolver: resolver)
    }

    /// The height of a custom detent when the sheet can be at most `maximumDetentValue` high;
    /// `nil` for a system detent or an inactive one.
    /// - Parameter maximumDetentValue: The maximum value of a detent in the context.
    /// - Returns: The value the resolver computes.
    package func resolvedValue(maximumDetentValue: CGFloat) -> CGFloat? {
      resolver?(ResolutionContext(maximumDetentValue: maximumDetentValue))
    }
  }
}

@available(visionOS, unavailable)
extension UISheetPresentationController.Detent {
  /// Constants that identify system detent sizes.
  ///
  /// Transcribed from
  /// https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/identifier-swift.struct
  /// (`struct Identifier`; iOS, iPadOS and Mac Catalyst only).
  @available(visionOS, unavailable)
  public struct Identifier: Hashable, Sendable {
    /// The identifier's string.
    package let rawValue: String

    /// Creates a detent identifier.
    ///
    /// https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/identifier-swift.struct/init(_:)
    /// (`init(_ rawValue: String)`).
    /// - Parameter rawValue: The identifier's string.
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }
}

/// A context for resolving custom detent values.
///
/// Transcribed from
/// https://developer.apple.com/documentation/uikit/uisheetpresentationcontrollerdetentresolutioncontext
/// (`@MainActor protocol UISheetPresentationControllerDetentResolutionContext :
/// NSObjectProtocol`; iOS, iPadOS and Mac Catalyst only).
@available(visionOS, unavailable)
@MainActor public protocol UISheetPresentationControllerDetentResolutionContext: NSObjectProtocol {
  /// The maximum value of a detent.
  ///
  /// https://developer.apple.com/documentation/uikit/uisheetpresentationcontrollerdetentresolutioncontext/maximumdetentvalue
  /// (`var maximumDetentValue: CGFloat { get }`).
  var maximumDetentValue: CGFloat { get }
}

/// The context a test resolves a custom detent in.
@available(visionOS, unavailable)
@MainActor
private final class ResolutionContext: NSObject,
  UISheetPresentationControllerDetentResolutionContext
{
  let maximumDetentValue: CGFloat

  init(maximumDetentValue: CGFloat) {
    self.maximumDetentValue = maximumDetentValue
  }
}
