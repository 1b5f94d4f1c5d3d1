import Foundation
import ShowcaseApp
import Tasks
import Testing
import UIKit
import Wayfinder
import WayfinderTesting
import WayfinderUIKit

/// The UIKit adapter's tabs and stacks, driven as UIKit drives them: a back swipe is asked
/// about before it begins, then the stack shortens and the delegate hears `didShow`; a tab tap
/// is asked about, then told. What reached the bus and what the controllers hold is checked.
@MainActor
@Suite struct UIKitAdapterTests {
  @Test func drawsEachVisibleTabInANavigationController() async throws {
    let ui = try UIKitFixture()
    // Admin needs pro and is hidden without it.
    #expect(ui.tabTitles == ["dashboard", "tasks", "insights", "settings"])
    #expect(ui.tabBar.selectedViewController === (try ui.stack(ui.viewModel.selectedTab.rawValue)))
    let dashboard = try ui.stack("dashboard")
    #expect(dashboard.delegate === ui.renderer)
    #expect(dashboard.interactivePopGestureRecognizer?.delegate === ui.renderer)
    #expect(ui.titles(dashboard) == ["Dashboard"])

    try ui.app.account.setEntitlement("pro", on: true)
    await ui.draw()
    #expect(ui.tabTitles == ["dashboard", "tasks", "insights", "admin", "settings"])
    #expect(ui.reported.isEmpty)
  }

  /// The editor's case declares a zoom: its presented stack zooms out of the view the registry
  /// names in the task's controller. A task pushed with a zoom of its own request zooms too; one
  /// opened by a link moves UIKit's way.
  @Test func aZoomingRouteGrowsOutOfTheViewTheRegistryNames() async throws {
    let button = UIView()
    var asked: [AnyRoute] = []
    let ui = try UIKitFixture(registry: { app in
      ViewControllerRegistry(
        screen: { app.screens.screen(for: $0) },
        transitionSource: { route, _ in
          asked.append(route)
          return button
        })
    })
    await ui.open("archery://app/tasks/7")
    let tasks = try ui.stack("tasks")
    let task = try #require(tasks.viewControllers.last)
    #expect(task.preferredTransition == nil, "a link's screen moves UIKit's way")
    await ui.send(.show(TasksRoute.edit(id: "7")))
    let sheet = try #require(ui.presented.last)
    let zoom = try #require(sheet.preferredTransition)
    let context = UIViewController.Transition.ZoomSourceViewProviderContext(
      sourceViewController: task)
    #expect(zoom.sourceViewProvider(context) === button)
    #expect(asked == [AnyRoute(TasksRoute.edit(id: "7"))])
    #expect(
      sheet.viewControllers.first?.preferredTransition == nil, "the stack zooms, not its root")

    await ui.send(.dismiss)
    await ui.send(.popToRoot)
    await ui.send(.show(TasksRoute.detail(id: "8"), transition: .zoom))
    let pushed = try #require(try ui.stack("tasks").viewControllers.last)
    #expect(try ui.stack("tasks").viewControllers.count == 2)
    #expect(pushed.preferredTransition != nil)
  }

  /// What is on top is the tab bar controller's user activity, made current once per change;
  /// an activity continued from another device opens through the chain.
  @Test func whatIsOnTopIsAdvertisedAndAContinuedActivityOpens() async throws {
    let ui = try UIKitFixture()
    #expect(ui.tabBar.userActivity == nil, "the dashboard advertises nothing")
    await ui.open("archery://app/tasks/7")
    let advertised = try #require(ui.tabBar.userActivity)
    #expect(advertised.activityType == TasksFeature.viewingActivity)
    #expect(advertised.title == "Task not found")
    #expect(advertised.webpageURL == URL(string: "https://archery.example.com/tasks/7"))
    #expect(advertised.timesMadeCurrent == 1)
    await ui.draw()
    #expect(ui.tabBar.userActivity === advertised, "drawing again changes nothing")

    let handed = NSUserActivity(activityType: TasksFeature.viewingActivity)
    handed.userInfo = [AppActivity.linkKey: "archery://app/tasks/8/edit"]
    guard case .sent(_, .applied) = ui.renderer.continueActivity(handed) else {
      Issue.record("the continued task did not open")
      return
    }
    #expect(ui.state.topRoute == AnyRoute(TasksRoute.edit(id: "8")))
    #expect(ui.tabBar.userActivity?.webpageURL?.absoluteString.hasSuffix("/tasks/8/edit") == true)
    let other = NSUserActivity(activityType: "com.example.other")
    other.userInfo = [AppActivity.linkKey: "archery://app/tasks/9"]
    guard case .ignored = ui.renderer.continueActivity(other) else {
      Issue.record("an activity of another type opened")
      return
    }
    #expect(ui.state.topRoute == AnyRoute(TasksRoute.edit(id: "8")))
  }

  /// A renderer that observes draws what an entitlement change shows, although the state
  /// stays the same: a tab hidden without pro appears once the user has it, and goes again.
  @Test func anObservingRendererShowsAHiddenTabOnceItsPlanIsBought() async throws {
    let ui = try UIKitFixture()
    ui.renderer.startObserving()
    defer { ui.renderer.stopObserving() }
    #expect(!ui.tabTitles.contains("admin"))
    try ui.app.account.setEntitlement("pro", on: true)
    for _ in 0..<10 { await Task.yield() }
    #expect(ui.tabTitles.contains("admin"))
    try ui.app.account.setEntitlement("pro", on: false)
    for _ in 0..<10 { await Task.yield() }
    #expect(!ui.tabTitles.contains("admin"))
  }

  /// UIKit tells the delegate what it showed once an animation ended. A push that the state
  /// made since, which UIKit has not been given yet, is not the user going back.
  @Test func aPushNotDrawnYetIsNotReadAsTheUserGoingBack() async throws {
    let ui = try UIKitFixture()
    await ui.open("archery://app/tasks/7")
    let stack = try ui.stack("tasks")
    #expect(stack.viewControllers.count == 2)
    ui.app.bus.send(.show(AnyRoute(TasksRoute.detail(id: "8")), style: .push), source: .app)
    let shown = try #require(stack.viewControllers.last)
    ui.renderer.navigationController(stack, didShow: shown, animated: true)
    #expect(ui.reported.isEmpty, "nothing was reported as a pop")
    #expect(ui.state.topRoute == AnyRoute(TasksRoute.detail(id: "8")))
    await ui.draw()
    #expect(stack.viewControllers.count == 3)
  }

  /// UIKit pops the selected tab to its root by itself once the delegate lets the tap through:
  /// the chain is asked first, and a reselection it refuses leaves the stack as it is.
  @Test func aReselectionIsAskedBeforeUIKitPopsTheTab() async throws {
    let ui = try UIKitFixture(configure: { builder in builder.use(UIKitRefusesReselection()) })
    await ui.open("archery://app/tasks/7")
    let tasks = try ui.stack("tasks")
    #expect(!ui.renderer.tabBarController(ui.tabBar, shouldSelect: tasks), "refused first")
    #expect(ui.state.topRoute == AnyRoute(TasksRoute.detail(id: "7")))
    let plain = try UIKitFixture()
    await plain.open("archery://app/tasks/7")
    #expect(plain.renderer.tabBarController(plain.tabBar, shouldSelect: try plain.stack("tasks")))
  }

  /// The renderer is the pop gesture's delegate, and UIKit's own delegate still has its say: no
  /// swipe back begins while a push is animating, although the chain would allow it.
  @Test func noSwipeBackBeginsWhileAPushAnimates() async throws {
    let ui = try UIKitFixture()
    await ui.open("archery://app/tasks/7")
    let stack = try ui.stack("tasks")
    let gesture = try #require(stack.interactivePopGestureRecognizer)
    #expect(ui.renderer.gestureRecognizerShouldBegin(gesture))
    ui.app.bus.send(.show(AnyRoute(TasksRoute.detail(id: "8")), style: .push), source: .app)
    ui.renderer.render()
    #expect(stack.viewControllers.count == 3)
    #expect(!ui.renderer.gestureRecognizerShouldBegin(gesture), "the push is still animating")
    await UIViewController.transitionsFinished()
    #expect(ui.renderer.gestureRecognizerShouldBegin(gesture))
  }

  @Test func aPushKeepsTheControllersBelowIt() async throws {
    let ui = try UIKitFixture()
    let tasks = try ui.stack("tasks")
    let list = try #require(tasks.viewControllers.first)

    await ui.open("archery://app/tasks/7")

    #expect(ui.tabBar.selectedViewController === tasks)
    #expect(tasks.viewControllers.count == 2)
    #expect(tasks.viewControllers.first === list)
    let detail = ui.app.screens.screen(for: AnyRoute(TasksRoute.detail(id: "7")))?.title
    #expect(ui.titles(tasks) == ["Tasks", detail])
    // Drawing the same state again changes nothing; UIKit's didShow after the push reports
    // nothing either.
    let top = tasks.viewControllers.last
    await ui.draw()
    ui.renderer.navigationController(tasks, didShow: try #require(top), animated: true)
    #expect(tasks.viewControllers.last === top)
    #expect(ui.reported.isEmpty)
  }

  @Test func aBackSwipeIsAPopFromTheUserInterface() async throws {
    let ui = try UIKitFixture()
    await ui.open("archery://app/tasks/7")
    let tasks = try ui.stack("tasks")
    let gesture = try #require(tasks.interactivePopGestureRecognizer)
    #expect(gesture.delegate?.gestureRecognizerShouldBegin(gesture) == true)
    #expect(ui.reported.isEmpty, "asking before the gesture sends nothing")

    // UIKit pops, then tells the delegate.
    tasks.setViewControllers(Array(tasks.viewControllers.prefix(1)), animated: true)
    tasks.delegate?.navigationController(tasks, didShow: tasks.viewControllers[0], animated: true)

    #expect(ui.reported.map(\.intent) == [.pop])
    #expect(ui.reported.map(\.outcome) == [.applied])
    #expect(ui.state.topRoute == AnyRoute(TasksRoute.list))
    #expect(tasks.viewControllers.count == 1)
    // At the root there is nothing to swipe back to.
    #expect(gesture.delegate?.gestureRecognizerShouldBegin(gesture) == false)
  }

  /// The full-width back swipe of iOS 26 asks what the edge swipe asks: UIKit's own delegate
  /// of the gesture first (not at the root, not while the stack changes), then the chain.
  @Test func theFullWidthSwipeAsksAsTheEdgeSwipeDoes() async throws {
    let ui = try UIKitFixture()
    let tasks = try ui.stack("tasks")
    let gesture = try #require(tasks.interactiveContentPopGestureRecognizer)
    #expect(gesture.delegate?.gestureRecognizerShouldBegin(gesture) == false, "at the root")
    #expect(ui.app.bus.send(.link("archery://app/tasks/7"), source: .link) == .applied)
    ui.renderer.render()
    #expect(gesture.delegate?.gestureRecognizerShouldBegin(gesture) == false, "while it pushes")
    await UIViewController.transitionsFinished()
    #expect(gesture.delegate?.gestureRecognizerShouldBegin(gesture) == true)

    let refusing = try UIKitFixture(configure: { $0.use(RefusingUserBack()) })
    await refusing.open("archery://app/tasks/7")
    let refused = try #require(try refusing.stack("tasks").interactiveContentPopGestureRecognizer)
    #expect(refused.delegate?.gestureRecognizerShouldBegin(refused) == false)
    #expect(ui.reported.isEmpty && refusing.reported.isEmpty, "asking sends nothing")
  }

  @Test func aBackSwipeToALapsedScreenDoesNotBegin() async throws {
    let ui = try UIKitFixture()
    try ui.app.account.setEntitlement("premium", on: true)
    await ui.open("archery://app/insights/trend/focus")
    let insights = try ui.stack("insights")
    #expect(insights.viewControllers.count == 2)
    // The entitlement lapses while the trend is on screen; the overview under it needs it.
    ui.app.account.store.revoke(.entitlement("premium"))
    let gesture = try #require(insights.interactivePopGestureRecognizer)
    #expect(gesture.delegate?.gestureRecognizerShouldBegin(gesture) == false)
    #expect(ui.reported.isEmpty)
  }

  /// The back button performs the pushed controller's back action, which asks the chain: a
  /// refused pop leaves the screen as it is; an applied one pops it.
  @Test func theBackButtonAsksTheChainBeforeAnythingMoves() async throws {
    let refusing = try UIKitFixture(configure: { $0.use(RefusingUserBack()) })
    await refusing.open("archery://app/tasks/7")
    let tasks = try refusing.stack("tasks")
    let shown = tasks.viewControllers
    #expect(shown.first?.navigationItem.backAction == nil, "a root has no back button")
    let back = try #require(shown.last?.navigationItem.backAction)
    back.perform()
    #expect(refusing.reported.map(\.intent) == [.pop])
    #expect(refusing.reported.first?.outcome != .applied)
    #expect(tasks.viewControllers.elementsEqual(shown, by: ===), "nothing moved")

    let ui = try UIKitFixture()
    await ui.open("archery://app/tasks/7")
    let stack = try ui.stack("tasks")
    try #require(stack.viewControllers.last?.navigationItem.backAction).perform()
    #expect(ui.reported.map(\.outcome) == [.applied])
    #expect(ui.state.topRoute == AnyRoute(TasksRoute.list))
    #expect(stack.viewControllers.count == 1)
  }

  /// A pop UIKit makes without asking the renderer first (a way back it does not know of) is
  /// reported afterwards; a refused one moves the stack back.
  @Test func aRefusedPopThatUIKitMadeMovesTheStackBack() async throws {
    let ui = try UIKitFixture(configure: { $0.use(RefusingUserBack()) })
    await ui.open("archery://app/tasks/7")
    let tasks = try ui.stack("tasks")
    let shown = tasks.viewControllers
    let gesture = try #require(tasks.interactivePopGestureRecognizer)
    #expect(gesture.delegate?.gestureRecognizerShouldBegin(gesture) == false)

    // UIKit pops, and the delegate hears it afterwards.
    tasks.setViewControllers(Array(shown.prefix(1)), animated: true)
    tasks.delegate?.navigationController(tasks, didShow: shown[0], animated: true)

    #expect(ui.reported.map(\.intent) == [.pop])
    #expect(ui.reported.first?.outcome != .applied)
    #expect(ui.state.topRoute == AnyRoute(TasksRoute.detail(id: "7")))
    #expect(tasks.viewControllers.elementsEqual(shown, by: ===), "the same controllers again")
  }

  @Test func aTappedTabIsSelectedThroughTheBus() async throws {
    let ui = try UIKitFixture()
    let settings = try ui.stack("settings")
    let delegate = try #require(ui.tabBar.delegate)
    #expect(delegate.tabBarController(ui.tabBar, shouldSelect: settings))
    #expect(ui.reported.isEmpty)

    ui.tabBar.selectedViewController = settings
    delegate.tabBarController(ui.tabBar, didSelect: settings)

    #expect(ui.reported.map(\.intent) == [.selectTab("settings")])
    #expect(ui.reported.map(\.outcome) == [.applied])
    #expect(ui.viewModel.selectedTab == "settings")
    #expect(ui.tabBar.selectedViewController === settings)
  }

  @Test func aLockedTabIsNotSelectedAndItsPaywallShows() async throws {
    let ui = try UIKitFixture()
    let insights = try ui.stack("insights")
    let delegate = try #require(ui.tabBar.delegate)

    #expect(!delegate.tabBarController(ui.tabBar, shouldSelect: insights))

    #expect(ui.reported.map(\.intent) == [.selectTab("insights")])
    guard case .redirected = ui.reported.first?.outcome else {
      Issue.record("the locked tab was not redirected: \(String(describing: ui.reported.first))")
      return
    }
    #expect(ui.viewModel.selectedTab != "insights")
    #expect(ui.tabBar.selectedViewController === (try ui.stack(ui.viewModel.selectedTab.rawValue)))
    #expect(ui.presented.first.map(ui.titles) == ["Upgrade"])
  }

  @Test func theSelectedTabTappedAgainGoesBackToItsRoot() async throws {
    let ui = try UIKitFixture()
    await ui.open("archery://app/tasks/7")
    let tasks = try ui.stack("tasks")
    let delegate = try #require(ui.tabBar.delegate)
    #expect(delegate.tabBarController(ui.tabBar, shouldSelect: tasks))

    delegate.tabBarController(ui.tabBar, didSelect: tasks)

    #expect(ui.reported.map(\.intent) == [.selectTab("tasks")])
    #expect(ui.reported.map(\.outcome) == [.applied])
    #expect(ui.state.topRoute == AnyRoute(TasksRoute.list))
    #expect(ui.titles(tasks) == ["Tasks"])
  }
}
