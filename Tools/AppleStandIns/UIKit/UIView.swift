public import Foundation

/// An object that manages the content for a rectangular area on the screen.
///
/// Transcribed from https://developer.apple.com/documentation/uikit/uiview
/// (`@MainActor class UIView`). The stand-in subclasses `NSObject` directly (UIKit's has
/// `UIResponder` between them) and draws nothing.
@MainActor open class UIView: NSObject {
  /// The bounds rectangle, which describes the view's location and size in its own coordinate
  /// system.
  ///
  /// https://developer.apple.com/documentation/uikit/uiview/bounds
  /// (`var bounds: CGRect { get set }`). The stand-in lays nothing out: it is what was set.
  open var bounds: CGRect = .zero

  /// The user interface layout direction appropriate for arranging the immediate content of
  /// this view.
  ///
  /// https://developer.apple.com/documentation/uikit/uiview/effectiveuserinterfacelayoutdirection
  /// (`var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { get }`).
  /// The stand-in's is left to right unless a test sets it.
  public package(set) var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection =
    .leftToRight
}

/// Specifies the directional flow of the user interface.
///
/// Transcribed from https://developer.apple.com/documentation/uikit/uiuserinterfacelayoutdirection
/// (`enum UIUserInterfaceLayoutDirection`), with UIKit's raw values.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
  /// A left-to-right layout direction.
  ///
  /// https://developer.apple.com/documentation/uikit/uiuserinterfacelayoutdirection/lefttoright
  /// (`case leftToRight`).
  case leftToRight = 0

  /// A right-to-left layout direction.
  ///
  /// https://developer.apple.com/documentation/uikit/uiuserinterfacelayoutdirection/righttoleft
  /// (`case rightToLeft`).
  case rightToLeft = 1
}

/// A streamlined interface for laying out a collection of views in either a column or a row.
///
/// Transcribed from https://developer.apple.com/documentation/uikit/uistackview
/// (`@MainActor class UIStackView`).
@MainActor open class UIStackView: UIView {
  /// The views arranged by the stack view, in order.
  package private(set) var arrangedSubviews: [UIView] = []

  /// Returns a new stack view object that manages the provided views.
  ///
  /// https://developer.apple.com/documentation/uikit/uistackview/init(arrangedsubviews:)
  /// (`convenience init(arrangedSubviews views: [UIView])`).
  /// - Parameter views: The views to be arranged by the stack view.
  public convenience init(arrangedSubviews views: [UIView]) {
    self.init()
    arrangedSubviews = views
  }

  /// The axis along which the arranged views lay out; UIKit's default is horizontal.
  ///
  /// https://developer.apple.com/documentation/uikit/uistackview/axis
  /// (`var axis: NSLayoutConstraint.Axis { get set }`).
  open var axis: NSLayoutConstraint.Axis = .horizontal

  /// A Boolean value that determines whether the stack view lays out its arranged views
  /// relative to its layout margins.
  ///
  /// https://developer.apple.com/documentation/uikit/uistackview/islayoutmarginsrelativearrangement
  /// (`var isLayoutMarginsRelativeArrangement: Bool { get set }`).
  open var isLayoutMarginsRelativeArrangement = false
}

/// The relationship between two user interface objects that must be satisfied by the
/// constraint-based layout system; declared for its `Axis` only.
///
/// Transcribed from https://developer.apple.com/documentation/uikit/nslayoutconstraint
/// (`@MainActor class NSLayoutConstraint`).
@MainActor open class NSLayoutConstraint: NSObject {
  /// Keys that specify a horizontal or vertical layout constraint between objects.
  ///
  /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/axis
  /// (`enum Axis`), with UIKit's raw values.
  public enum Axis: Int, Sendable {
    /// The constraint applied when laying out the horizontal relationship between objects.
    ///
    /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/axis/horizontal
    /// (`case horizontal`).
    case horizontal = 0

    /// The constraint applied when laying out the vertical relationship between objects.
    ///
    /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/axis/vertical
    /// (`case vertical`).
    case vertical = 1
  }
}

/// A view that displays one or more lines of informational text.
///
/// Transcribed from https://developer.apple.com/documentation/uikit/uilabel
/// (`@MainActor class UILabel`).
@MainActor open class UILabel: UIView {
  /// The text that the label displays.
  ///
  /// https://developer.apple.com/documentation/uikit/uilabel/text
  /// (`var text: String? { get set }`).
  open var text: String?
}
