import Foundation
import ShowcaseApp
import Tasks
import Testing
import UIKit
import Wayfinder
import WayfinderUIKit

@testable import ArcheryShowcaseUIKit

/// The UIKit example app, connected as UIKit connects a scene: the delegate class its
/// configuration names, a window with the adapter's tab bar, and the links of the launch opened
/// once the first draw is done.
@MainActor
@Suite struct UIKitExampleTests {
  @Test func aConnectedSceneShowsTheTabBarAndOpensTheLinksItWasGiven() throws {
    let delegate = AppDelegate()
    let session = UISceneSession(role: UISceneSession.Role(name: "window"))
    let launchLink = try #require(URL(string: "archery://app/tasks/detail/5"))
    let options = UIScene.ConnectionOptions(urlContexts: [UIOpenURLContext(url: launchLink)])
    let configuration = delegate.application(
      UIApplication(), configurationForConnecting: session, options: options)
    #expect(configuration.delegateClass == SceneDelegate.self)

    let scene = SceneDelegate()
    let app = try Showcase(storeAt: nil, platform: .iOS)
    scene.launch = { app }
    scene.scene(UIWindowScene(), willConnectTo: session, options: options)

    let window = try #require(scene.window)
    #expect(window.isKeyAndVisible)
    let renderer = try #require(scene.renderer)
    #expect(window.rootViewController === renderer.tabBarController)
    #expect(app.bus.coordinator.state.topRoute == AnyRoute(TasksRoute.detail(id: "5")))

    // A link while the app runs.
    let later = try #require(URL(string: "archery://app/tasks/detail/6"))
    scene.scene(UIWindowScene(), openURLContexts: [UIOpenURLContext(url: later)])
    #expect(app.bus.coordinator.state.topRoute == AnyRoute(TasksRoute.detail(id: "6")))
  }
}
