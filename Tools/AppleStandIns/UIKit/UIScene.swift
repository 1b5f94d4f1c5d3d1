public import Foundation
public import FoundationStandIn

/// An abstract interface for responding to and handling events.
///
/// Transcribed from https://developer.apple.com/documentation/uikit/uiresponder
/// (`@MainActor class UIResponder`). The stand-in declares no event handling.
@MainActor open class UIResponder: NSObject {
  /// An object encapsulating a user activity supported by this responder, which UIKit then
  /// manages.
  ///
  /// https://developer.apple.com/documentation/uikit/uiresponder/useractivity
  /// (`var userActivity: NSUserActivity? { get set }`).
  open var userActivity: NSUserActivity?
}

/// The centralized point of control and coordination for apps running in iOS.
///
/// Transcribed from https://developer.apple.com/documentation/uikit/uiapplication
/// (`@MainActor class UIApplication`). Nothing of it is used but its type.
@MainActor open class UIApplication: UIResponder {}

/// A set of methods to manage shared behaviors for your app.
///
/// Transcribed from https://developer.apple.com/documentation/uikit/uiapplicationdelegate
/// (`@MainActor protocol UIApplicationDelegate : NSObjectProtocol`). UIKit's requirements are
/// optional: the one declared has UIKit's behaviour for a delegate that does not implement it,
/// in an extension.
@MainActor public protocol UIApplicationDelegate: NSObjectProtocol {
  /// Retrieves the configuration data for UIKit to use when creating a new scene.
  ///
  /// https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:configurationforconnecting:options:)
  /// (`optional func application(_ application: UIApplication,
  /// configurationForConnecting connectingSceneSession: UISceneSession,
  /// options: UIScene.ConnectionOptions) -> UISceneConfiguration`).
  func application(
    _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration
}

extension UIApplicationDelegate {
  /// A configuration with no name for the session's role, which UIKit then completes from the
  /// app's Info.plist, as it does for a delegate without the method.
  ///
  /// https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:configurationforconnecting:options:)
  /// (`optional`).
  public func application(
    _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration {
    UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
  }
}

extension UIApplicationDelegate {
  /// Runs the app whose delegate this type is: what `@main` calls.
  ///
  /// https://developer.apple.com/documentation/uikit/uiapplicationdelegate/main()
  /// (`@MainActor static func main()`). There is no UIKit to run an app here: the stand-in
  /// says so and exits with a failure status.
  @MainActor public static func main() {
    let message = "error: this app needs UIKit, which this platform does not have\n"
    FileHandle.standardError.write(Data(message.utf8))
    exit(1)
  }
}

/// An object that contains information about one of your app's scenes.
///
/// Transcribed from https://developer.apple.com/documentation/uikit/uiscenesession
/// (`@MainActor class UISceneSession`).
@MainActor open class UISceneSession: NSObject {
  /// The role the scene plays in your app.
  ///
  /// https://developer.apple.com/documentation/uikit/uiscenesession/role-swift.property
  /// (`var role: UISceneSession.Role { get }`).
  public let role: Role

  /// A unique identifier that persists for the lifetime of the session.
  ///
  /// https://developer.apple.com/documentation/uikit/uiscenesession/persistentidentifier
  /// (`var persistentIdentifier: String { get }`).
  public let persistentIdentifier: String

  package init(role: Role, persistentIdentifier: String = UUID().uuidString) {
    self.role = role
    self.persistentIdentifier = persistentIdentifier
  }

  /// Constants that indicate the possible roles for a scene.
  ///
  /// https://developer.apple.com/documentation/uikit/uiscenesession/role-swift.struct
  /// (`struct Role`).
  public struct Role: Hashable, Sendable {
    private let name: String

    package init(name: String) { self.name = name }
  }
}

/// Information about the objects and storyboard for UIKit to use when creating a particular
/// scene.
///
/// Transcribed from https://developer.apple.com/documentation/uikit/uisceneconfiguration
/// (`@MainActor class UISceneConfiguration`).
@MainActor open class UISceneConfiguration: NSObject {
  /// The class of the object that UIKit creates to serve as the scene's delegate.
  ///
  /// https://developer.apple.com/documentation/uikit/uisceneconfiguration/delegateclass
  /// (`var delegateClass: AnyClass? { get set }`).
  open var delegateClass: AnyClass?

  /// Creates a scene-configuration object with the specified role and app-specific name.
  ///
  /// https://developer.apple.com/documentation/uikit/uisceneconfiguration/init(name:sessionrole:)
  /// (`init(name: String?, sessionRole: UISceneSession.Role)`).
  public init(name: String?, sessionRole: UISceneSession.Role) {}
}

/// An object that represents one instance of your app's user interface.
///
/// Transcribed from https://developer.apple.com/documentation/uikit/uiscene
/// (`@MainActor class UIScene`).
@MainActor open class UIScene: UIResponder {
  package override init() {}

  /// A data object containing information about the reasons why UIKit created the scene.
  ///
  /// https://developer.apple.com/documentation/uikit/uiscene/connectionoptions
  /// (`@MainActor class ConnectionOptions`).
  @MainActor open class ConnectionOptions: NSObject {
    /// The URLs that the system asked the scene to open.
    ///
    /// https://developer.apple.com/documentation/uikit/uiscene/connectionoptions/urlcontexts
    /// (`var urlContexts: Set<UIOpenURLContext> { get }`).
    public let urlContexts: Set<UIOpenURLContext>
    /// Information about user activities that you can use to configure your scene's interface.
    ///
    /// https://developer.apple.com/documentation/uikit/uiscene/connectionoptions/useractivities
    /// (`var userActivities: Set<NSUserActivity> { get }`).
    public let userActivities: Set<NSUserActivity>

    package init(urlContexts: Set<UIOpenURLContext>, userActivities: Set<NSUserActivity> = []) {
      self.urlContexts = urlContexts
      self.userActivities = userActivities
    }
  }
}

/// A scene that manages one or more windows for your app.
///
/// Transcribed from https://developer.apple.com/documentation/uikit/uiwindowscene
/// (`@MainActor class UIWindowScene`).
@MainActor open class UIWindowScene: UIScene {}

/// The core methods you use to respond to life-cycle events occurring within a scene.
///
/// Transcribed from https://developer.apple.com/documentation/uikit/uiscenedelegate
/// (`@MainActor protocol UISceneDelegate : NSObjectProtocol`). UIKit's requirements are
/// optional: each declared has UIKit's behaviour for a delegate that does not implement it, in
/// an extension.
@MainActor public protocol UISceneDelegate: NSObjectProtocol {
  /// Tells the delegate about the addition of a scene to the app.
  ///
  /// https://developer.apple.com/documentation/uikit/uiscenedelegate/scene(_:willconnectto:options:)
  /// (`optional func scene(_ scene: UIScene, willConnectTo session: UISceneSession,
  /// options connectionOptions: UIScene.ConnectionOptions)`).
  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions)

  /// Asks the delegate to open one or more URLs.
  ///
  /// https://developer.apple.com/documentation/uikit/uiscenedelegate/scene(_:openurlcontexts:)
  /// (`optional func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>)`).
  func scene(_ scene: UIScene, openURLContexts contexts: Set<UIOpenURLContext>)

  /// Tells the delegate to handle the specified Handoff-related activity.
  ///
  /// https://developer.apple.com/documentation/uikit/uiscenedelegate/scene(_:continue:)
  /// (`optional func scene(_ scene: UIScene, continue userActivity: NSUserActivity)`).
  func scene(_ scene: UIScene, continue userActivity: NSUserActivity)

  /// Tells the delegate that UIKit removed a scene from your app.
  ///
  /// https://developer.apple.com/documentation/uikit/uiscenedelegate/scenediddisconnect(_:)
  /// (`optional func sceneDidDisconnect(_ scene: UIScene)`).
  func sceneDidDisconnect(_ scene: UIScene)
}

extension UISceneDelegate {
  /// Does nothing, as UIKit does for a delegate without the method.
  ///
  /// https://developer.apple.com/documentation/uikit/uiscenedelegate/scene(_:willconnectto:options:)
  /// (`optional`).
  public func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {}

  /// Does nothing, as UIKit does for a delegate without the method.
  ///
  /// https://developer.apple.com/documentation/uikit/uiscenedelegate/scene(_:openurlcontexts:)
  /// (`optional`).
  public func scene(_ scene: UIScene, openURLContexts contexts: Set<UIOpenURLContext>) {}

  /// Does nothing, as UIKit does for a delegate without the method.
  ///
  /// https://developer.apple.com/documentation/uikit/uiscenedelegate/scene(_:continue:)
  /// (`optional`).
  public func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {}

  /// Does nothing, as UIKit does for a delegate without the method.
  ///
  /// https://developer.apple.com/documentation/uikit/uiscenedelegate/scenediddisconnect(_:)
  /// (`optional`).
  public func sceneDidDisconnect(_ scene: UIScene) {}
}

/// Additional methods that you use to manage app-specific tasks occurring in a scene.
///
/// Transcribed from https://developer.apple.com/documentation/uikit/uiwindowscenedelegate
/// (`@MainActor protocol UIWindowSceneDelegate : UISceneDelegate`).
@MainActor public protocol UIWindowSceneDelegate: UISceneDelegate {
  /// The main window associated with the scene.
  ///
  /// https://developer.apple.com/documentation/uikit/uiwindowscenedelegate/window
  /// (`optional var window: UIWindow? { get set }`).
  var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
  /// No window, and a window set is not kept, as for a delegate without the property.
  ///
  /// https://developer.apple.com/documentation/uikit/uiwindowscenedelegate/window
  /// (`optional`).
  public var window: UIWindow? {
    get { nil }
    set {}
  }
}

/// The backdrop for your app's user interface and the object that dispatches events to your
/// views.
///
/// Transcribed from https://developer.apple.com/documentation/uikit/uiwindow
/// (`@MainActor class UIWindow`).
@MainActor open class UIWindow: UIView {
  /// The root view controller for the window.
  ///
  /// https://developer.apple.com/documentation/uikit/uiwindow/rootviewcontroller
  /// (`var rootViewController: UIViewController? { get set }`).
  open var rootViewController: UIViewController?
  package private(set) var isKeyAndVisible = false

  /// Creates a window and associates it with the specified scene.
  ///
  /// https://developer.apple.com/documentation/uikit/uiwindow/init(windowscene:)
  /// (`init(windowScene: UIWindowScene)`).
  public init(windowScene: UIWindowScene) {}

  /// Shows the window and makes it the key window.
  ///
  /// https://developer.apple.com/documentation/uikit/uiwindow/makekeyandvisible()
  /// (`func makeKeyAndVisible()`).
  open func makeKeyAndVisible() { isKeyAndVisible = true }
}

/// An object containing information about a URL to open.
///
/// Transcribed from https://developer.apple.com/documentation/uikit/uiopenurlcontext
/// (`@MainActor class UIOpenURLContext`).
@MainActor open class UIOpenURLContext: NSObject {
  /// The URL to open.
  ///
  /// https://developer.apple.com/documentation/uikit/uiopenurlcontext/url
  /// (`var url: URL { get }`).
  public let url: URL

  package init(url: URL) { self.url = url }
}
