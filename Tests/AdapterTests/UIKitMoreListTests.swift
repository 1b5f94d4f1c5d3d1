import Testing
import UIKit
import Wayfinder
import WayfinderUIKit

@Route(path: "one")
enum OneRoute { case home }
@Route(path: "two")
enum TwoRoute { case home }
@Route(path: "three")
enum ThreeRoute { case home }
@Route(path: "four")
enum FourRoute { case home }
@Route(path: "five")
enum FiveRoute { case home }
@Route(path: "six")
enum SixRoute { case home }

/// An app of six tabs on iPhone, where UIKit shows four in the tab bar and lists the fifth and
/// sixth under More: opening the More list selects no tab and the renderer leaves it on screen;
/// a tab picked there (shown by the More list's own navigation controller, with no question to
/// the tab bar controller's delegate) is a tap on that tab through the chain, and one the chain
/// does not select goes back to the state's tab.
@MainActor
@Suite struct UIKitMoreListTests {
  let bus: NavigationBus
  let renderer: TabBarRenderer
  var tabBar: UITabBarController { renderer.tabBarController }
  var more: UINavigationController { tabBar.moreNavigationController }

  init() throws {
    let tabs: [TabID] = ["one", "two", "three", "four", "five", "six"]
    var builder = NavigationBus.Builder(
      shell: ShellConfiguration(tabs: tabs.map { TabDeclaration($0) }),
      placement: [
        .tab(OneRoute.self, "one", root: .home), .tab(TwoRoute.self, "two", root: .home),
        .tab(ThreeRoute.self, "three", root: .home), .tab(FourRoute.self, "four", root: .home),
        .tab(FiveRoute.self, "five", root: .home), .tab(SixRoute.self, "six", root: .home),
      ])
    builder.register(feature: FeatureRegistration("one").routes(OneRoute.self))
    builder.register(feature: FeatureRegistration("two").routes(TwoRoute.self))
    builder.register(feature: FeatureRegistration("three").routes(ThreeRoute.self))
    builder.register(feature: FeatureRegistration("four").routes(FourRoute.self))
    builder.register(feature: FeatureRegistration("five").routes(FiveRoute.self))
    builder.register(feature: FeatureRegistration("six").routes(SixRoute.self))
    builder.use(RefusesTab(tab: "six"))
    bus = try builder.build(entitlements: EntitlementStore())
    renderer = TabBarRenderer(
      viewModel: NavigationViewModel(bus: bus, platform: .iOS),
      registry: ViewControllerRegistry(screen: { Screen(title: "\($0)") }))
    renderer.render()
  }

  /// The navigation controller of a tab.
  func stack(_ tab: TabID) throws -> UIViewController {
    try #require(tabBar.viewControllers?.first { $0.title == tab.rawValue })
  }

  /// The user taps More in the tab bar, as UIKit asks and tells the delegate.
  func openMoreList() throws {
    let delegate = try #require(tabBar.delegate)
    #expect(delegate.tabBarController(tabBar, shouldSelect: more), "the More tab did not open")
    tabBar.selectedViewController = more
    delegate.tabBarController(tabBar, didSelect: more)
  }

  /// The user picks a tab in the More list: UIKit shows it on the More list's navigation
  /// controller and tells that controller's delegate, with the tab's navigation controller or,
  /// should UIKit move the tab's screens into its own stack, the tab's root screen.
  func pick(_ tab: TabID, byItsRootScreen: Bool = false) throws {
    let stack = try stack(tab)
    let picked =
      byItsRootScreen
      ? try #require((stack as? UINavigationController)?.viewControllers.first) : stack
    more.setViewControllers([UIViewController(nibName: nil, bundle: nil), picked], animated: false)
    let delegate = try #require(more.delegate)
    delegate.navigationController(more, didShow: picked, animated: true)
  }

  @Test func aTabInTheMoreListIsReachedThroughTheChain() throws {
    #expect(tabBar.tabsInMoreList.map(\.title) == ["five", "six"])
    try openMoreList()
    // The More list stays on screen, through a draw, until something is picked.
    renderer.render()
    #expect(tabBar.selectedViewController === more)
    #expect(bus.store.state.selectedTab == "one")

    try pick("five")
    #expect(bus.store.state.selectedTab == "five")
    #expect(tabBar.selectedViewController === (try stack("five")))
  }

  @Test func aTabWhoseRootScreenTheMoreListShowsIsReachedToo() throws {
    try openMoreList()
    try pick("five", byItsRootScreen: true)
    #expect(bus.store.state.selectedTab == "five")
  }

  @Test func aTabPickedInTheMoreListThatTheChainRefusesGoesBackToTheStatesTab() throws {
    try openMoreList()
    try pick("six")
    #expect(bus.store.state.selectedTab == "one")
    #expect(tabBar.selectedViewController === (try stack("one")))
  }

  @Test func theAppSelectingAnotherTabLeavesTheMoreList() throws {
    try openMoreList()
    #expect(bus.send(.selectTab("two"), source: .app) == .applied)
    renderer.render()
    #expect(tabBar.selectedViewController === (try stack("two")))
  }
}

/// Refuses selecting one tab from the user interface, as a guard of an app might.
struct RefusesTab: NavigationMiddleware {
  let tab: TabID
  func handle(
    _ request: NavigationRequest, context: MiddlewareContext,
    next: (NavigationRequest) -> IntentOutcome
  ) -> IntentOutcome {
    if request.source == .userInterface, request.intent == .selectTab(tab) {
      return .blocked(reason: "the test refuses the tab")
    }
    return next(request)
  }
}
