import ShowcaseApp
import Tasks
import Testing
import UIKit
import Wayfinder
import WayfinderUIKit

/// Where the UIKit adapter's view controllers come from (the app's, else a drawn ``Screen``),
/// what a drawn screen's buttons do, and the observation that draws after every change.
@MainActor
@Suite struct UIKitScreenTests {
  @Test func aScreenIsDrawnAsLabelsAndButtonsInAVerticalStack() async throws {
    let ui = try UIKitFixture()
    await ui.open("archery://app/tasks/quickCreate")
    let controller = try #require(
      ui.presented.first?.viewControllers.first as? ScreenViewController)
    let stack = try #require(controller.view as? UIStackView)

    #expect(controller.title == "New task")
    #expect(stack.axis == .vertical)
    #expect(stack.isLayoutMarginsRelativeArrangement)
    let labels = stack.arrangedSubviews.compactMap { ($0 as? UILabel)?.text }
    #expect(labels == controller.screen.content)
    let buttons = stack.arrangedSubviews.compactMap { ($0 as? UIButton)?.primaryAction?.title }
    #expect(buttons == ["Create", "Cancel"])
  }

  @Test func aButtonRunsItsActionThroughTheBus() async throws {
    let ui = try UIKitFixture()
    await ui.open("archery://app/tasks/quickCreate")
    let controller = try #require(
      ui.presented.first?.viewControllers.first as? ScreenViewController)
    let cancel = try #require(button("Cancel", in: controller))

    cancel.primaryAction?.perform()
    await controller.runningAction?.value
    await ui.draw()

    #expect(ui.state.presentationDepth == 0)
    #expect(ui.presented.isEmpty)
  }

  @Test func aRefusedActionShowsItsMessage() async throws {
    let ui = try UIKitFixture()
    await ui.open("archery://app/tasks/quickCreate")
    let controller = try #require(
      ui.presented.first?.viewControllers.first as? ScreenViewController)
    #expect(controller.failureLabel.text == nil)

    // Create without a title: the store refuses, and nothing changes.
    button("Create", in: controller)?.primaryAction?.perform()
    await controller.runningAction?.value

    #expect(controller.failureLabel.text?.isEmpty == false)
    #expect(ui.state.presentationDepth == 1)
  }

  @Test func theAppsViewControllerComesBeforeTheScreen() async throws {
    final class DetailController: UIViewController {}
    let ui = try UIKitFixture(
      registry: { app in
        ViewControllerRegistry(
          viewController: { route in
            route == AnyRoute(TasksRoute.detail(id: "7"))
              ? DetailController(nibName: nil, bundle: nil) : nil
          },
          screen: { app.screens.screen(for: $0) })
      })
    await ui.open("archery://app/tasks/7")
    let tasks = try ui.stack("tasks")
    #expect(tasks.viewControllers.first is ScreenViewController)
    #expect(tasks.viewControllers.last is DetailController)
  }

  @Test func aRouteWithoutScreenSaysSo() async throws {
    let registry = ViewControllerRegistry()
    let controller = registry.makeViewController(for: AnyRoute(TasksRoute.list))
    let screen = try #require((controller as? ScreenViewController)?.screen)
    #expect(screen.title == AnyRoute(TasksRoute.list).description)
    #expect(screen.content == ["No screen is registered for this route."])
  }

  @Test func observingDrawsAfterEveryChangeAndOpensHeldLinks() async throws {
    let app = try Showcase(storeAt: nil)
    let viewModel = NavigationViewModel(bus: app.bus, platform: .iOS, isReady: false)
    #expect(viewModel.report(.openedURL("archery://app/tasks/7")) == .held)
    let renderer = TabBarRenderer(
      viewModel: viewModel,
      registry: ViewControllerRegistry(screen: { app.screens.screen(for: $0) }))

    renderer.startObserving()

    let tasks = try #require(
      renderer.tabBarController.viewControllers?.first { $0.title == "tasks" }
        as? UINavigationController)
    // The held link opens once the root is drawn, and is drawn in turn.
    for _ in 0..<100 where tasks.viewControllers.count != 2 { await Task.yield() }
    let detail = app.screens.screen(for: AnyRoute(TasksRoute.detail(id: "7")))?.title
    #expect(tasks.viewControllers.map(\.title) == ["Tasks", detail])
    app.bus.send(.commands([.popToRoot]), source: .app)
    for _ in 0..<100 where tasks.viewControllers.count != 1 { await Task.yield() }
    #expect(tasks.viewControllers.map(\.title) == ["Tasks"])

    renderer.stopObserving()
    app.bus.send(.link("archery://app/tasks/8"), source: .link)
    for _ in 0..<20 { await Task.yield() }
    #expect(tasks.viewControllers.count == 1, "no drawing after stopObserving")

    // Started again, it draws at once and keeps drawing.
    renderer.startObserving()
    #expect(tasks.viewControllers.count == 2)
    app.bus.send(.commands([.popToRoot]), source: .app)
    for _ in 0..<100 where tasks.viewControllers.count != 1 { await Task.yield() }
    #expect(tasks.viewControllers.count == 1)
  }

  private func button(_ title: String, in controller: UIViewController) -> UIButton? {
    let stack = controller.view as? UIStackView
    return stack?.arrangedSubviews.compactMap { $0 as? UIButton }.first {
      $0.primaryAction?.title == title
    }
  }
}
