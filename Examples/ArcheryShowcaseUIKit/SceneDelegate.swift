#if canImport(UIKit)
import ShowcaseApp
import UIKit
import Wayfinder
import WayfinderUIKit

/// A window of the showcase: a tab bar controller drawn by the UIKit adapter from the app's
/// binding. Links the system hands over (at launch, or later) go to the binding's link inbox as
/// UIKit delivers them: custom-scheme links as URL contexts, universal links as browsing-web
/// user activities. Those of the launch wait until the saved navigation is restored and the
/// first draw is done.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  /// How the scene opens the showcase: on the device's database, restored.
  var launch: @MainActor () -> Showcase = { Showcase.launchedOnDevice(platform: .iOS) }
  private(set) var renderer: TabBarRenderer?

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard let windowScene = scene as? UIWindowScene else { return }
    let app = launch()
    let screens = app.screens
    let renderer = TabBarRenderer(
      binding: app.binding,
      registry: ViewControllerRegistry(screen: { route in screens.screen(for: route) }))
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

  func scene(_ scene: UIScene, openURLContexts contexts: Set<UIOpenURLContext>) {
    guard let renderer else { return }
    open(contexts, with: renderer)
  }

  func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
    guard let renderer else { return }
    open([userActivity], with: renderer)
  }

  private func open(_ contexts: Set<UIOpenURLContext>, with renderer: TabBarRenderer) {
    for context in contexts { renderer.binding.report(.openedURL(context.url)) }
  }

  /// Reports the universal links among `activities`: those of type
  /// `NSUserActivityTypeBrowsingWeb` with a web page URL. Other activities are not links.
  private func open(_ activities: Set<NSUserActivity>, with renderer: TabBarRenderer) {
    for activity in activities {
      let link = WriteBack.continuedActivity(
        activityType: activity.activityType, webpageURL: activity.webpageURL)
      if let link { renderer.binding.report(link) }
    }
  }
}
#endif
