#if canImport(UIKit)
import ShowcaseApp
import UIKit
import Wayfinder
import WayfinderUIKit

/// A window of the showcase: a tab bar controller drawn by the UIKit adapter from the app's
/// binding. Links the system hands over (at launch, or later) go to the binding's link inbox:
/// those of the launch wait until the saved navigation is restored and the first draw is done.
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

  private func open(_ contexts: Set<UIOpenURLContext>, with renderer: TabBarRenderer) {
    for context in contexts { renderer.binding.report(.openedURL(context.url)) }
  }
}
#endif
