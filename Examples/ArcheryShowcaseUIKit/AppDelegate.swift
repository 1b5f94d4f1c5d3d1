#if canImport(UIKit)
import UIKit

/// The showcase as a UIKit app: the same composition as the text front and the SwiftUI app,
/// drawn by the UIKit adapter. Each window scene gets a ``SceneDelegate``.
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
  func application(
    _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration {
    let role: UISceneSession.Role = connectingSceneSession.role
    let configuration = UISceneConfiguration(name: "Showcase", sessionRole: role)
    configuration.delegateClass = SceneDelegate.self
    return configuration
  }
}
#endif
