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
/// once the first draw is done, whether UIKit hands them over as URL contexts (custom scheme)
/// or as browsing-web user activities (universal links).
@MainActor
@Suite struct UIKitExampleTests {
  @Test func aConnectedSceneShowsTheTabBarAndOpensTheLinksItWasGiven() throws {
    let delegate = AppDelegate()
    let session = UISceneSession(role: UISceneSession.Role(name: "window"))
    let launchLink = try #require(URL(string: "archery://app/tasks/5"))
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
    #expect(app.bus.store.state.topRoute == AnyRoute(TasksRoute.detail(id: "5")))

    // A link while the app runs.
    let later = try #require(URL(string: "archery://app/tasks/6"))
    scene.scene(UIWindowScene(), openURLContexts: [UIOpenURLContext(url: later)])
    #expect(app.bus.store.state.topRoute == AnyRoute(TasksRoute.detail(id: "6")))
  }

  @Test func eachWindowSceneHasANavigationOfItsOwn() throws {
    let app = try Showcase(storeAt: nil, platform: .iOS)
    func connect() -> SceneDelegate {
      let scene = SceneDelegate()
      scene.launch = { app }
      scene.scene(
        UIWindowScene(), willConnectTo: UISceneSession(role: UISceneSession.Role(name: "window")),
        options: UIScene.ConnectionOptions(urlContexts: []))
      return scene
    }
    let first = connect()
    let second = connect()
    let one = try #require(first.renderer?.viewModel)
    let two = try #require(second.renderer?.viewModel)
    #expect(one === app.viewModel, "the first window shows the app's view model")
    #expect(two.bus !== app.bus, "another window has a session of its own")

    // A link opened in the second window shows there only.
    let link = try #require(URL(string: "archery://app/tasks/8"))
    second.scene(UIWindowScene(), openURLContexts: [UIOpenURLContext(url: link)])
    #expect(two.bus.store.state.topRoute == AnyRoute(TasksRoute.detail(id: "8")))
    #expect(app.bus.store.state.topRoute != AnyRoute(TasksRoute.detail(id: "8")))

    // The first window closes: the next window to connect shows the app's view model again.
    first.sceneDidDisconnect(UIWindowScene())
    let third = connect()
    #expect(third.renderer?.viewModel === app.viewModel)
  }

  /// Each window scene's navigation is saved in the database under its session's persistent
  /// identifier, and the same scene of the next launch comes back from its own: the app's
  /// bus's under `main`, another window's under its own.
  @Test func eachWindowSceneComesBackFromItsOwnSnapshot() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("wayfinder-uikit-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("app.sqlite")
    func connect(_ app: Showcase, session: String) -> SceneDelegate {
      let scene = SceneDelegate()
      scene.launch = { app }
      scene.scene(
        UIWindowScene(),
        willConnectTo: UISceneSession(
          role: UISceneSession.Role(name: "window"), persistentIdentifier: session),
        options: UIScene.ConnectionOptions(urlContexts: []))
      return scene
    }
    func open(_ link: String, in scene: SceneDelegate) throws {
      let url = try #require(URL(string: link))
      scene.scene(UIWindowScene(), openURLContexts: [UIOpenURLContext(url: url)])
    }
    let app = try Showcase(storeAt: url, platform: .iOS)
    app.bus.restore()
    let first = connect(app, session: "scene-a")
    let second = connect(app, session: "scene-b")
    try open("archery://app/tasks/3", in: first)
    try open("archery://app/tasks/8", in: second)
    let two = try #require(second.renderer?.viewModel.bus)
    #expect(two.persistenceKey == "scene-b")
    try app.bus.saveNow()
    try two.saveNow()

    let relaunched = try Showcase(storeAt: url, platform: .iOS)
    relaunched.bus.restore()
    _ = connect(relaunched, session: "scene-a")
    let again = connect(relaunched, session: "scene-b")
    #expect(relaunched.bus.store.state.topRoute == AnyRoute(TasksRoute.detail(id: "3")))
    let restored = try #require(again.renderer?.viewModel.bus)
    #expect(restored.store.state.topRoute == AnyRoute(TasksRoute.detail(id: "8")))
  }

  static let universalLink = "https://archery.example.com/tasks/42"

  typealias Connected = (scene: SceneDelegate, app: Showcase, log: UIKitEventLog)

  /// A scene of the example connected with `options`, on a showcase in memory whose bus
  /// requests are logged.
  static func connect(options: UIScene.ConnectionOptions) throws -> Connected {
    let log = UIKitEventLog()
    let app = try Showcase(storeAt: nil, platform: .iOS) { $0.observe(with: log) }
    let scene = SceneDelegate()
    scene.launch = { app }
    scene.scene(
      UIWindowScene(), willConnectTo: UISceneSession(role: UISceneSession.Role(name: "window")),
      options: options)
    return (scene, app, log)
  }

  /// A browsing-web activity, as UIKit hands over a universal link.
  static func browsingWeb(_ link: String?) -> NSUserActivity {
    let activity = NSUserActivity(activityType: "NSUserActivityTypeBrowsingWeb")
    activity.webpageURL = link.flatMap(URL.init(string:))
    return activity
  }

  /// The screens on top after each link that reached the bus (the app's resolver turns the
  /// link into the moves that show its screen before observers see the request).
  static func linkScreens(_ log: UIKitEventLog) -> [AnyRoute?] {
    log.events.filter { $0.request.source == .link }.map(\.screen)
  }

  /// The screens the Tasks tab shows, root first, once it shows `count` of them: the renderer
  /// draws a change on the main actor's next turn.
  static func tasksTitles(_ scene: SceneDelegate, count: Int) async throws -> [String?] {
    let renderer = try #require(scene.renderer)
    let tasks = renderer.tabBarController.viewControllers?.first { $0.title == "tasks" }
    let stack = try #require(tasks as? UINavigationController)
    for _ in 0..<100 where stack.viewControllers.count != count { await Task.yield() }
    return stack.viewControllers.map(\.title)
  }

  @Test func aSceneConnectedWithAUniversalLinkOpensItAfterTheFirstDraw() async throws {
    let options = UIScene.ConnectionOptions(
      urlContexts: [], userActivities: [Self.browsingWeb(Self.universalLink)])
    let (scene, app, log) = try Self.connect(options: options)
    try await Self.expectTheLinkedTaskShown(scene, app, log)
  }

  @Test func aUniversalLinkContinuedLaterOpens() async throws {
    let (scene, app, log) = try Self.connect(options: UIScene.ConnectionOptions(urlContexts: []))
    #expect(Self.linkScreens(log).isEmpty)

    scene.scene(UIWindowScene(), continue: Self.browsingWeb(Self.universalLink))
    try await Self.expectTheLinkedTaskShown(scene, app, log)
  }

  /// The universal link reached the bus once, and the window draws the task it opened.
  private static func expectTheLinkedTaskShown(
    _ scene: SceneDelegate, _ app: Showcase, _ log: UIKitEventLog
  ) async throws {
    let detail = AnyRoute(TasksRoute.detail(id: "42"))
    #expect(linkScreens(log) == [detail])
    #expect(app.bus.store.state.topRoute == detail)
    #expect(
      try await tasksTitles(scene, count: 2) == ["Tasks", app.screens.screen(for: detail)?.title])
  }

  @Test func anActivityThatIsNotABrowsedPageWithAURLOpensNothing() async throws {
    let otherType = NSUserActivity(activityType: "com.example.archery.viewing-task")
    otherType.webpageURL = URL(string: Self.universalLink)
    let options = UIScene.ConnectionOptions(
      urlContexts: [], userActivities: [otherType, Self.browsingWeb(nil)])
    let (scene, app, log) = try Self.connect(options: options)
    let before = app.bus.store.state
    #expect(try await Self.tasksTitles(scene, count: 1) == ["Tasks"])

    let laterOtherType = NSUserActivity(activityType: "com.example.archery.viewing-task")
    laterOtherType.webpageURL = URL(string: Self.universalLink)
    scene.scene(UIWindowScene(), continue: laterOtherType)
    scene.scene(UIWindowScene(), continue: Self.browsingWeb(nil))
    #expect(Self.linkScreens(log).isEmpty)
    #expect(app.bus.store.state == before)
    #expect(try await Self.tasksTitles(scene, count: 1) == ["Tasks"])
  }
}
