public import Foundation

/// A container view controller that defines a stack-based scheme for navigating hierarchical
/// content.
///
/// Transcribed from https://developer.apple.com/documentation/uikit/uinavigationcontroller
/// (`@MainActor class UINavigationController`). The stand-in keeps the stack it is given and
/// calls no delegate method: a test calls what UIKit would, after changing the stack as the
/// user's gesture would. As in UIKit, an animated change of the stack takes until a later turn
/// of the main actor, and the interactive pop gesture's own delegate lets the swipe begin only
/// over a stack of two or more that is not changing.
@MainActor open class UINavigationController: UIViewController {
  /// The view controllers currently on the navigation stack, the root first.
  ///
  /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/viewcontrollers
  /// (`var viewControllers: [UIViewController] { get set }`).
  open var viewControllers: [UIViewController] = []

  /// Replaces the view controllers currently managed by the navigation controller.
  ///
  /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/setviewcontrollers(_:animated:)
  /// (`func setViewControllers(_ viewControllers: [UIViewController], animated: Bool)`).
  /// - Parameters:
  ///   - viewControllers: The new stack, the root first.
  ///   - animated: Whether to animate the change.
  open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
    self.viewControllers = viewControllers
    guard animated else { return }
    changesUnderWay += 1
    UIViewController.afterTransition { [self] in changesUnderWay -= 1 }
  }

  /// How many animated changes of the stack have not finished.
  private var changesUnderWay = 0

  /// The delegate of the navigation controller object.
  ///
  /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/delegate
  /// (`weak var delegate: (any UINavigationControllerDelegate)? { get set }`).
  open weak var delegate: (any UINavigationControllerDelegate)?

  /// The gesture recognizer that handles interactively popping the top view controller off the
  /// navigation stack when a person swipes from the leading screen edge.
  ///
  /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/interactivepopgesturerecognizer
  /// (`var interactivePopGestureRecognizer: UIGestureRecognizer? { get }`).
  public var interactivePopGestureRecognizer: UIGestureRecognizer? { popGesture }

  /// The gesture recognizer that handles interactively popping the top view controller off the
  /// navigation stack when a person pans horizontally in the view, anywhere in its content.
  ///
  /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/interactivecontentpopgesturerecognizer
  /// (`var interactiveContentPopGestureRecognizer: UIGestureRecognizer? { get }`; iOS 26.0+,
  /// visionOS 26.0+). The stand-in's has the same own delegate as the edge swipe's.
  @available(iOS 26.0, visionOS 26.0, *)
  public var interactiveContentPopGestureRecognizer: UIGestureRecognizer? { contentPopGesture }

  private lazy var popGesture = guardedGesture()
  private lazy var contentPopGesture = guardedGesture()

  private func guardedGesture() -> UIGestureRecognizer {
    let gesture = UIGestureRecognizer()
    gesture.delegate = popGestureGuard
    return gesture
  }

  /// UIKit's own delegate of the pop gesture, which the navigation controller keeps.
  private lazy var popGestureGuard = PopGestureGuard(self)

  /// What UIKit's own delegate of the pop gesture decides: a swipe back begins only over a
  /// stack of two or more, and not while the stack is changing.
  private final class PopGestureGuard: NSObject, UIGestureRecognizerDelegate {
    private weak var stack: UINavigationController?
    init(_ stack: UINavigationController) { self.stack = stack }
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
      guard let stack else { return false }
      return stack.viewControllers.count > 1 && stack.changesUnderWay == 0
    }
  }
}

/// The interface for an object that serves as a navigation controller's delegate.
///
/// Transcribed from https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate
/// (`@MainActor protocol UINavigationControllerDelegate : NSObjectProtocol`). UIKit's
/// requirements are optional: each has UIKit's behaviour for a delegate that does not implement it,
/// in an extension.
@MainActor public protocol UINavigationControllerDelegate: NSObjectProtocol {
  /// Notifies the delegate after the navigation controller displays a view controller's view
  /// and navigation item properties.
  ///
  /// https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate/navigationcontroller(_:didshow:animated:)
  /// (`optional func navigationController(_ navigationController: UINavigationController,
  /// didShow viewController: UIViewController, animated: Bool)`).
  /// - Parameters:
  ///   - navigationController: The navigation controller that is showing a view controller.
  ///   - viewController: The view controller whose view and navigation item are being shown.
  ///   - animated: Whether the transition was animated.
  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool)
}

extension UINavigationControllerDelegate {
  /// Does nothing, as UIKit does for a delegate without the method.
  ///
  /// https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate/navigationcontroller(_:didshow:animated:)
  /// (`optional`).
  public func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool
  ) {}
}

/// The base class for concrete gesture recognizers.
///
/// Transcribed from https://developer.apple.com/documentation/uikit/uigesturerecognizer
/// (`@MainActor class UIGestureRecognizer`). The stand-in recognizes nothing: a test asks its
/// delegate what UIKit would ask before the gesture begins.
@MainActor open class UIGestureRecognizer: NSObject {
  /// The delegate of the gesture recognizer.
  ///
  /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/delegate
  /// (`weak var delegate: (any UIGestureRecognizerDelegate)? { get set }`).
  open weak var delegate: (any UIGestureRecognizerDelegate)?
}

/// A set of methods that delegates of gesture recognizers implement to fine-tune an app's
/// gesture-recognition behavior.
///
/// Transcribed from https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate
/// (`@MainActor protocol UIGestureRecognizerDelegate : NSObjectProtocol`). UIKit's requirement
/// is optional: it has UIKit's behaviour for a delegate that does not implement it, in an
/// extension.
@MainActor public protocol UIGestureRecognizerDelegate: NSObjectProtocol {
  /// Asks the delegate if a gesture recognizer should begin interpreting touches.
  ///
  /// https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate/gesturerecognizershouldbegin(_:)
  /// (`optional func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer)
  /// -> Bool`).
  /// - Parameter gestureRecognizer: The gesture recognizer that is about to begin.
  /// - Returns: Whether the gesture recognizer should interpret the touches.
  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
}

extension UIGestureRecognizerDelegate {
  /// Lets the gesture begin, as UIKit does for a delegate without the method.
  ///
  /// https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate/gesturerecognizershouldbegin(_:)
  /// (`optional`).
  public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    true
  }
}

/// An object that contains information about a navigation controller's navigation bar.
///
/// Transcribed from https://developer.apple.com/documentation/uikit/uinavigationitem
/// (`@MainActor class UINavigationItem`). The stand-in keeps its back action, which a test
/// performs as a tap on the back button would.
@MainActor open class UINavigationItem: NSObject {
  /// The back action for the navigation bar: when set, a tap on the back button performs it
  /// instead of popping.
  ///
  /// https://developer.apple.com/documentation/uikit/uinavigationitem/backaction
  /// (`@NSCopying var backAction: UIAction? { get set }`; iOS 16.0+).
  open var backAction: UIAction?
}
