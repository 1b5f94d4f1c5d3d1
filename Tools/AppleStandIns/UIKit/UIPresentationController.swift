public import Foundation

/// An object that manages the transition animations and the presentation of view controllers
/// onscreen.
///
/// Transcribed from https://developer.apple.com/documentation/uikit/uipresentationcontroller
/// (`@MainActor class UIPresentationController`). A view controller makes its own, from its
/// `modalPresentationStyle`, the first time it is asked for it.
@MainActor open class UIPresentationController: NSObject {
  /// The view controller being presented.
  ///
  /// https://developer.apple.com/documentation/uikit/uipresentationcontroller/presentedviewcontroller
  /// (`var presentedViewController: UIViewController { get }`).
  public unowned let presentedViewController: UIViewController

  /// The delegate object for managing adaptive presentations.
  ///
  /// https://developer.apple.com/documentation/uikit/uipresentationcontroller/delegate
  /// (`weak var delegate: (any UIAdaptivePresentationControllerDelegate)? { get set }`).
  open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?

  init(presentedViewController: UIViewController) {
    self.presentedViewController = presentedViewController
    super.init()
  }
}

/// A set of methods that, in conjunction with a presentation controller, determine how to
/// respond to trait changes in your app.
///
/// Transcribed from
/// https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate
/// (`@MainActor protocol UIAdaptivePresentationControllerDelegate : NSObjectProtocol`). UIKit's
/// requirements are optional: each has UIKit's behaviour for a delegate that does not implement it,
/// in an extension.
@MainActor public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
  /// Asks the delegate for permission to dismiss the presentation.
  ///
  /// https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollershoulddismiss(_:)
  /// (`optional func presentationControllerShouldDismiss(
  /// _ presentationController: UIPresentationController) -> Bool`).
  /// - Parameter presentationController: The presentation controller the user is dismissing.
  /// - Returns: Whether the system may dismiss the presentation.
  func presentationControllerShouldDismiss(
    _ presentationController: UIPresentationController
  )
    -> Bool

  /// Notifies the delegate after a presentation is dismissed; not called when the app
  /// dismissed it.
  ///
  /// https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollerdiddismiss(_:)
  /// (`optional func presentationControllerDidDismiss(
  /// _ presentationController: UIPresentationController)`).
  /// - Parameter presentationController: The presentation controller that was dismissed.
  func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
  /// Lets the presentation be dismissed, as UIKit does for a delegate without the method.
  ///
  /// https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollershoulddismiss(_:)
  /// (`optional`).
  public func presentationControllerShouldDismiss(
    _ presentationController: UIPresentationController
  ) -> Bool { true }

  /// Does nothing, as UIKit does for a delegate without the method.
  ///
  /// https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollerdiddismiss(_:)
  /// (`optional`).
  public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
  }
}

/// An object that manages the display of content in a popover.
///
/// Transcribed from https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller
/// (`@MainActor class UIPopoverPresentationController`).
@MainActor open class UIPopoverPresentationController: UIPresentationController {
  /// The view containing the anchor rectangle for the popover.
  ///
  /// https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller/sourceview
  /// (`var sourceView: UIView? { get set }`).
  open var sourceView: UIView?

  /// The rectangle in the specified view in which to anchor the popover.
  ///
  /// https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller/sourcerect
  /// (`var sourceRect: CGRect { get set }`).
  open var sourceRect: CGRect = .zero

  /// The arrow directions that you allow for the popover; UIKit's default is `any`.
  ///
  /// https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller/permittedarrowdirections
  /// (`var permittedArrowDirections: UIPopoverArrowDirection { get set }`).
  open var permittedArrowDirections: UIPopoverArrowDirection = .any
}

/// Constants for specifying the direction of the popover arrow.
///
/// Transcribed from https://developer.apple.com/documentation/uikit/uipopoverarrowdirection
/// (`struct UIPopoverArrowDirection`, an `OptionSet` of `UInt`), with UIKit's raw values;
/// `unknown` is not declared: nothing here reads the direction in use.
public struct UIPopoverArrowDirection: OptionSet, Sendable {
  /// https://developer.apple.com/documentation/uikit/uipopoverarrowdirection/rawvalue
  /// (`let rawValue: UInt`).
  public let rawValue: UInt

  /// Creates a popover arrow direction from a raw value.
  ///
  /// https://developer.apple.com/documentation/uikit/uipopoverarrowdirection/init(rawvalue:)
  /// (`init(rawValue: UInt)`).
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// An arrow that points upward.
  ///
  /// https://developer.apple.com/documentation/uikit/uipopoverarrowdirection/up
  /// (`static var up: UIPopoverArrowDirection { get }`).
  public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)

  /// An arrow that points downward.
  ///
  /// https://developer.apple.com/documentation/uikit/uipopoverarrowdirection/down
  /// (`static var down: UIPopoverArrowDirection { get }`).
  public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)

  /// An arrow that points toward the left.
  ///
  /// https://developer.apple.com/documentation/uikit/uipopoverarrowdirection/left
  /// (`static var left: UIPopoverArrowDirection { get }`).
  public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)

  /// An arrow that points toward the right.
  ///
  /// https://developer.apple.com/documentation/uikit/uipopoverarrowdirection/right
  /// (`static var right: UIPopoverArrowDirection { get }`).
  public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)

  /// An arrow that points in any direction.
  ///
  /// https://developer.apple.com/documentation/uikit/uipopoverarrowdirection/any
  /// (`static var any: UIPopoverArrowDirection { get }`).
  public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
}

/// Modal presentation styles available when presenting view controllers; only the styles the
/// adapters use are declared.
///
/// Transcribed from https://developer.apple.com/documentation/uikit/uimodalpresentationstyle
/// (`enum UIModalPresentationStyle`), with UIKit's raw values.
public enum UIModalPresentationStyle: Int, Sendable {
  /// The default presentation style chosen by the system; for most view controllers UIKit
  /// resolves it to a sheet (`pageSheet`), as the stand-in does.
  ///
  /// https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/automatic
  /// (`case automatic`).
  case automatic = -2

  /// A presentation style in which the presented view covers the screen.
  ///
  /// https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/fullscreen
  /// (`case fullScreen`).
  case fullScreen = 0

  /// A presentation style that partially covers the underlying content.
  ///
  /// https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/pagesheet
  /// (`case pageSheet`).
  case pageSheet = 1

  /// A presentation style where the content is displayed in a popover view.
  ///
  /// https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/popover
  /// (`case popover`).
  case popover = 7
}
