import Foundation
import Testing
import UIKit

/// UIKit's delegate requirements are optional: a delegate that implements none of them compiles
/// against the stand-in, as it does against UIKit, and each unimplemented method behaves as
/// UIKit behaves without it. A delegate's own implementation is the one called.
@MainActor
@Suite struct UIKitStandInDefaultsTests {
  final class Bare: NSObject, UINavigationControllerDelegate, UIGestureRecognizerDelegate,
    UIAdaptivePresentationControllerDelegate, UITabBarControllerDelegate
  {}

  final class Refusing: NSObject, UIGestureRecognizerDelegate, UITabBarControllerDelegate {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { false }
    func tabBarController(
      _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
    ) -> Bool { false }
  }

  @Test func aDelegateWithoutTheMethodsGetsUIKitsBehaviour() throws {
    let stack = UINavigationController(nibName: nil, bundle: nil)
    let tabs = UITabBarController(nibName: nil, bundle: nil)
    let gesture = try #require(stack.interactivePopGestureRecognizer)
    let sheet = try #require(UIViewController(nibName: nil, bundle: nil).presentationController)
    let bare:
      any UIGestureRecognizerDelegate & UIAdaptivePresentationControllerDelegate
        & UITabBarControllerDelegate & UINavigationControllerDelegate = Bare()
    #expect(bare.gestureRecognizerShouldBegin(gesture))
    #expect(bare.presentationControllerShouldDismiss(sheet))
    #expect(bare.tabBarController(tabs, shouldSelect: stack))
    bare.tabBarController(tabs, didSelect: stack)
    bare.presentationControllerDidDismiss(sheet)
    bare.navigationController(stack, didShow: stack, animated: false)
  }

  @Test func aDelegatesOwnImplementationIsTheOneCalled() throws {
    let stack = UINavigationController(nibName: nil, bundle: nil)
    let tabs = UITabBarController(nibName: nil, bundle: nil)
    let gesture = try #require(stack.interactivePopGestureRecognizer)
    let delegate: any UIGestureRecognizerDelegate & UITabBarControllerDelegate = Refusing()
    #expect(!delegate.gestureRecognizerShouldBegin(gesture))
    #expect(!delegate.tabBarController(tabs, shouldSelect: stack))
  }
}
