#if canImport(UIKit)
public import UIKit
import Wayfinder

extension TabBarRenderer: UINavigationControllerDelegate, UIGestureRecognizerDelegate {
  /// Reports a stack that shows fewer view controllers than the renderer last gave it (the user
  /// went back with the back button or a swipe), then draws again; reports a tab the user
  /// picked in the More list as a tap on it. It is read against what was
  /// drawn, not against the state: a push the state already holds and UIKit has not shown yet
  /// is not the user going back.
  /// - Parameters:
  ///   - navigationController: The navigation controller of a layer.
  ///   - viewController: The view controller now on top.
  ///   - animated: Whether the transition was animated.
  public func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool
  ) {
    if navigationController === tabBarController.moreNavigationController {
      return pickedFromMoreList(viewController)
    }
    guard let id = layerID(of: navigationController), let drawn = drawnEntries[id] else { return }
    let shown = navigationController.viewControllers.count
    guard shown < drawn.count else { return }
    report(.path(layer: id, entries: Array(drawn.prefix(shown))))
  }

  /// A tab the user picked in the More list, which UIKit shows without asking the tab bar
  /// controller's delegate (it asks only about taps in the tab bar): reported as a tap on the
  /// tab. When the chain does not select it (a guard refuses, or redirects to a paywall), the
  /// state's tab is selected again, away from the More list.
  private func pickedFromMoreList(_ viewController: UIViewController) {
    guard let tab = tab(of: viewController), tab != viewModel.selectedTab else { return }
    guard case .sent(_, .applied) = report(.tapped(tab, in: viewModel.projection)) else {
      drawnSelection = nil
      return render()
    }
  }

  /// Lets a back swipe of a stack (from the edge, or, from iOS 26, anywhere in the content)
  /// begin only when UIKit's own delegate of the gesture, which the renderer replaced, lets it
  /// (not at the root, not while the stack changes) and the view model would apply going back
  /// one screen: a guard that refuses the screen below (a lapsed entitlement, a gated flow step)
  /// refuses the swipe before it starts.
  /// - Parameter gestureRecognizer: A pop gesture of a navigation controller.
  /// - Returns: Whether the chain would apply the shorter path.
  public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    let key = ObjectIdentifier(gestureRecognizer)
    guard let id = swipeLayers[key], let stack = stacks[id],
      stack.viewControllers.count > 1,
      popGestureDelegates[key]?.gestureRecognizerShouldBegin(gestureRecognizer) ?? true,
      let layer = viewModel.projection.layer(id)
    else { return false }
    return allows(.path(layer: id, entries: layer.entries.dropLast().map(\.id)))
  }
}

extension TabBarRenderer: UITabBarControllerDelegate {
  /// Lets a tab be selected, or the selected one tapped again, when the view model would apply
  /// it. A tab that a guard redirects (a locked tab: the paywall first) is reported rather than
  /// selected, so that the redirect shows; a reselection that a guard refuses leaves the stack
  /// as it is.
  /// - Parameters:
  ///   - tabBarController: The renderer's tab bar controller.
  ///   - viewController: The navigation controller of the tab the user tapped.
  /// - Returns: Whether UIKit may select the tab.
  public func tabBarController(
    _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
  ) -> Bool {
    // Opening the More list selects no tab: a tab picked there is reported then.
    if viewController === tabBarController.moreNavigationController { return true }
    guard let tab = tab(of: viewController) else { return false }
    // UIKit pops the selected tab's stack to its root itself once this answers yes: the chain
    // is asked first, as for any other tab.
    let tapped = WriteBack.tapped(tab, in: viewModel.projection)
    switch viewModel.preflight(tapped) {
    case .sent(_, .applied):
      return true
    case .sent(_, .redirected):
      report(tapped)
      return false
    default:
      return false
    }
  }

  /// Reports the tab the user selected; the selected tab tapped again goes back to its root.
  /// - Parameters:
  ///   - tabBarController: The renderer's tab bar controller.
  ///   - viewController: The navigation controller of the tab the user selected.
  public func tabBarController(
    _ tabBarController: UITabBarController, didSelect viewController: UIViewController
  ) {
    if viewController === tabBarController.moreNavigationController { return }
    guard let tab = tab(of: viewController) else {
      render()
      return
    }
    report(.tapped(tab, in: viewModel.projection))
  }

  /// The tab whose base stack a view controller is, or shows: the More list shows a tab's
  /// stack, or the controllers of its screens, depending on how UIKit takes it in.
  private func tab(of viewController: UIViewController) -> TabID? {
    for tab in viewModel.projection.tabs {
      guard case .tab(let id) = tab.id, let base = tab.layers.first else { continue }
      if stacks[base.id] === viewController
        || base.entries.contains(where: { controllers[$0.id] === viewController })
      {
        return id
      }
    }
    return nil
  }
}
#endif
