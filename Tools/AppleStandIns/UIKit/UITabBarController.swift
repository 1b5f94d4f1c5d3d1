public import Foundation

/// A container view controller that manages a multiselection interface, where the selection
/// determines which child view controller to display.
///
/// Transcribed from https://developer.apple.com/documentation/uikit/uitabbarcontroller
/// (`@MainActor class UITabBarController`). The stand-in keeps its tabs and selection and calls
/// no delegate method: a test asks and tells the delegate what UIKit would around a tap. As in
/// UIKit on iPhone, more than five tabs show the first four in the tab bar and the rest in the
/// More list, whose navigation controller is selected while the list or a tab of it shows.
@MainActor open class UITabBarController: UIViewController {
  /// An array of the root view controllers displayed by the tab bar interface.
  ///
  /// https://developer.apple.com/documentation/uikit/uitabbarcontroller/viewcontrollers
  /// (`var viewControllers: [UIViewController]? { get set }`).
  open var viewControllers: [UIViewController]?

  /// Sets the root view controllers of the tab bar controller; like UIKit, it selects the
  /// first one when the selected one is not among them.
  ///
  /// https://developer.apple.com/documentation/uikit/uitabbarcontroller/setviewcontrollers(_:animated:)
  /// (`func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool)`).
  /// - Parameters:
  ///   - viewControllers: The view controllers of the tabs, the leading one first.
  ///   - animated: Whether to animate the tab bar items into position.
  open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
    self.viewControllers = viewControllers
    let tabs = viewControllers ?? []
    if !tabs.contains(where: { $0 === selectedViewController }) {
      selectedViewController = tabs.first
    }
  }

  /// The view controller associated with the currently selected tab item.
  ///
  /// https://developer.apple.com/documentation/uikit/uitabbarcontroller/selectedviewcontroller
  /// (`unowned(unsafe) var selectedViewController: UIViewController? { get set }`).
  open var selectedViewController: UIViewController?

  /// The view controller that manages the More navigation interface; never among
  /// ``viewControllers``.
  ///
  /// https://developer.apple.com/documentation/uikit/uitabbarcontroller/morenavigationcontroller
  /// (`var moreNavigationController: UINavigationController { get }`).
  public private(set) lazy var moreNavigationController = UINavigationController(
    nibName: nil, bundle: nil)

  /// The tabs that UIKit lists under More instead of showing them in the tab bar: past the
  /// fourth, when there are more than five.
  package var tabsInMoreList: [UIViewController] {
    let tabs = viewControllers ?? []
    return tabs.count > 5 ? Array(tabs.dropFirst(4)) : []
  }

  /// The tab bar controller's delegate object.
  ///
  /// https://developer.apple.com/documentation/uikit/uitabbarcontroller/delegate
  /// (`weak var delegate: (any UITabBarControllerDelegate)? { get set }`).
  open weak var delegate: (any UITabBarControllerDelegate)?
}

/// A set of methods you implement to customize the behavior of a tab bar.
///
/// Transcribed from https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate
/// (`@MainActor protocol UITabBarControllerDelegate : NSObjectProtocol`). UIKit's requirements
/// are optional: each has UIKit's behaviour for a delegate that does not implement it, in an
/// extension.
@MainActor public protocol UITabBarControllerDelegate: NSObjectProtocol {
  /// Asks the delegate whether the specified view controller should be made active.
  ///
  /// https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate/tabbarcontroller(_:shouldselect:)
  /// (`optional func tabBarController(_ tabBarController: UITabBarController,
  /// shouldSelect viewController: UIViewController) -> Bool`).
  /// - Parameters:
  ///   - tabBarController: The tab bar controller containing `viewController`.
  ///   - viewController: The view controller of the tab that the user tapped.
  /// - Returns: Whether the tab should be selected.
  func tabBarController(
    _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
  ) -> Bool

  /// Tells the delegate that the user selected an item in the tab bar, which may be the item
  /// that was already selected.
  ///
  /// https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate/tabbarcontroller(_:didselect:)
  /// (`optional func tabBarController(_ tabBarController: UITabBarController,
  /// didSelect viewController: UIViewController)`).
  /// - Parameters:
  ///   - tabBarController: The tab bar controller containing `viewController`.
  ///   - viewController: The view controller that the user selected.
  func tabBarController(
    _ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
  /// Lets the tab be selected, as UIKit does for a delegate without the method.
  ///
  /// https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate/tabbarcontroller(_:shouldselect:)
  /// (`optional`).
  public func tabBarController(
    _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
  ) -> Bool { true }

  /// Does nothing, as UIKit does for a delegate without the method.
  ///
  /// https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate/tabbarcontroller(_:didselect:)
  /// (`optional`).
  public func tabBarController(
    _ tabBarController: UITabBarController, didSelect viewController: UIViewController
  ) {}
}
