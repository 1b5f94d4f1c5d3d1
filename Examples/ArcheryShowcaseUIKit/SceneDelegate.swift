#if canImport(UIKit)
import ShowcaseApp
import UIKit
import Wayfinder
import WayfinderUIKit

/// A window of the showcase: a tab bar controller drawn by the UIKit adapter. The process opens
/// the showcase once; its first window shows the app's view model, and every other window (iPad)
/// a session of its own (`makeSession(key:)`, keyed by the scene session's persistent
/// identifier), so that a push in one window does not show in another, and each window's
/// navigation is saved in the database and restored on its own. Links the system hands over (at launch, or later) go to the window's link inbox as
/// UIKit delivers them: custom-scheme links as URL contexts, universal links as browsing-web
/// user activities. Those of the launch wait until the saved navigation is restored and the
/// first draw is done.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  /// How the scene finds the showcase: opened once per process, on the device's database,
  /// restored.
  var launch: @MainActor () -> Showcase = { SceneDelegate.process }
  private(set) var renderer: TabBarRenderer?

  /// The showcase of this process, opened by the first window that connects.
  private static let process = Showcase.launchedOnDevice(platform: .iOS)
  /// The showcase this window shows.
  private var app: Showcase?

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard let windowScene = scene as? UIWindowScene else { return }
    let app = launch()
    self.app = app
    let screens = app.screens
    // The app's own view model while no window shows it, else a session of the window's own,
    // restored from what this window saved.
    let viewModel = app.viewModel.claimForWindow(key: session.persistentIdentifier)
    let bus = viewModel.bus
    let renderer = TabBarRenderer(
      viewModel: viewModel,
      registry: ViewControllerRegistry(screen: { route in screens.screen(for: route, in: bus) }))
    open(connectionOptions.urlContexts, with: renderer)
    open(connectionOptions.userActivities, with: renderer)
    let window = UIWindow(windowScene: windowScene)
    window.rootViewController = renderer.tabBarController
    self.window = window
    self.renderer = renderer
    window.makeKeyAndVisible()
    // Draws, then opens the links held above, once.
    renderer.startObserving()
  }

  /// The window is gone: the app's view model, if it showed it, goes to the next window.
  func sceneDidDisconnect(_ scene: UIScene) {
    guard let viewModel = renderer?.viewModel else { return }
    app?.viewModel.windowClosed(showing: viewModel)
  }

  func scene(_ scene: UIScene, openURLContexts contexts: Set<UIOpenURLContext>) {
    guard let renderer else { return }
    open(contexts, with: renderer)
  }

  func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
    guard let renderer else { return }
    open([userActivity], with: renderer)
  }

  private func open(_ contexts: Set<UIOpenURLContext>, with renderer: TabBarRenderer) {
    for context in contexts { renderer.viewModel.report(.openedURL(context.url)) }
  }

  /// Continues `activities`: universal links, and the activities the app advertises (a task
  /// handed over from another device). Others open nothing.
  private func open(_ activities: Set<NSUserActivity>, with renderer: TabBarRenderer) {
    for activity in activities { renderer.continueActivity(activity) }
  }
}
#endif
