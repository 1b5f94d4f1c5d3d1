import ShowcaseApp
import Testing
import UIKit
import Wayfinder
import WayfinderUIKit

/// The showcase drawn by the UIKit adapter on the stand-in, and what reached its bus. Each test
/// drives the glue as UIKit would: it asks the delegates what UIKit asks before a gesture,
/// changes the controllers as the gesture does, and tells the delegates what UIKit tells after.
@MainActor
struct UIKitFixture {
  let app: Showcase
  let viewModel: NavigationViewModel
  let renderer: TabBarRenderer
  let log: UIKitEventLog

  /// The showcase in memory, drawn for a platform.
  /// - Parameters:
  ///   - platform: The platform the view model projects for.
  ///   - registry: The view controllers; by default every route draws the showcase's screen.
  ///   - configure: More wiring for the bus, after the event log.
  init(
    platform: Platform = .iOS, registry: ((Showcase) -> ViewControllerRegistry)? = nil,
    configure: (inout NavigationBus.Builder) -> Void = { _ in }
  ) throws {
    let log = UIKitEventLog()
    app = try Showcase(storeAt: nil) { builder in
      builder.observe(with: log)
      configure(&builder)
    }
    self.log = log
    viewModel = NavigationViewModel(bus: app.bus, platform: platform)
    let app = app
    renderer = TabBarRenderer(
      viewModel: viewModel,
      registry: registry?(app) ?? ViewControllerRegistry(screen: { app.screens.screen(for: $0) }))
    renderer.render()
  }

  var tabBar: UITabBarController { renderer.tabBarController }
  var state: NavigationState { app.bus.store.state }

  /// The titles of the tabs' view controllers, which UIKit shows on their tab bar items.
  var tabTitles: [String?] { (tabBar.viewControllers ?? []).map(\.title) }

  /// The navigation controller of a tab.
  func stack(_ tab: String) throws -> UINavigationController {
    let controller = tabBar.viewControllers?.first { $0.title == tab }
    return try #require(controller as? UINavigationController, "no tab '\(tab)'")
  }

  /// The view controllers presented over the tab bar controller, bottom first.
  var presented: [UINavigationController] {
    var result: [UINavigationController] = []
    var presenter: UIViewController = tabBar
    while let next = presenter.presentedViewController {
      if let stack = next as? UINavigationController { result.append(stack) }
      presenter = next
    }
    return result
  }

  /// Opens a link as the system hands one over, and draws, transitions included.
  func open(_ link: String) async {
    #expect(app.bus.send(.link(link), source: .link) == .applied, "\(link)")
    await draw()
  }

  /// Sends an intent as the app's own code would, and draws, transitions included.
  func send(_ intent: NavigationIntent) async {
    #expect(app.bus.send(intent, source: .app).didNavigate, "\(intent)")
    await draw()
  }

  /// Draws, and lets each presentation and dismissal finish, as UIKit's animations do: a
  /// transition's completion draws the next step.
  func draw() async {
    renderer.render()
    await UIViewController.transitionsFinished()
  }

  /// The requests the renderer sent, with their outcomes.
  var reported: [(intent: NavigationIntent, outcome: IntentOutcome)] {
    log.events.filter { $0.request.source == .userInterface }.map {
      ($0.request.intent, $0.outcome)
    }
  }

  /// The titles of the screens a navigation controller shows, root first.
  func titles(_ stack: UINavigationController) -> [String?] {
    stack.viewControllers.map(\.title)
  }
}

/// Keeps every event the bus tells its observers.
@MainActor
final class UIKitEventLog: NavigationObserver {
  var events: [NavigationEvent] = []
  nonisolated init() {}
  func observe(_ event: NavigationEvent) { events.append(event) }
}

/// Refuses a tap on the selected tab, as a guard of an app might while a form is unsaved.
struct UIKitRefusesReselection: NavigationMiddleware {
  func handle(
    _ request: NavigationRequest, context: MiddlewareContext,
    next: (NavigationRequest) -> IntentOutcome
  ) -> IntentOutcome {
    if request.source == .userInterface, case .selectTab(let tab) = request.intent,
      tab == context.state.selectedTab
    {
      return .blocked(reason: "the test refuses taking the tab to its root")
    }
    return next(request)
  }
}
