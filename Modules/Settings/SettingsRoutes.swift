public import Wayfinder

/// The Settings tab's screens.
@Route(path: "settings")
public enum SettingsRoute {
  /// The list of settings.
  case home
  /// The signed-in user's account.
  @Requires(.signedIn)
  case account
  /// About the app.
  case about
}

/// The sign-in sheet, which the app shows wherever sign-in is needed.
@Route(path: "signIn")
public enum SignInRoute {
  @Presents(.sheet)
  case signIn
}

/// The preferences window's screens.
@Route(path: "preferences")
public enum PreferencesRoute {
  case general
  case accounts
  case advanced
}

/// The settings pane's screens.
@Route(path: "settingsPane")
public enum SettingsPaneRoute {
  case appearance
  case notifications
}

/// What the user does in Settings.
public enum SettingsInteraction: ModuleInteraction {
  /// The user tapped "About".
  case aboutTapped
  public static let moduleKey: ModuleKey = SettingsRoute.moduleKey
}

/// What the Settings tab asks of navigation.
@FeatureNavigation(route: SettingsRoute.self)
@MainActor
public protocol SettingsNavigation {
  /// Shows the account; returns whether it was shown (else sign-in was).
  @discardableResult func showAccount() -> Bool
  /// Opens the preferences window.
  func openPreferences()
  /// Opens the settings pane.
  func openSettingsPane()
  /// Goes back.
  func back()
}

/// What the sign-in sheet asks of navigation.
@FeatureNavigation(route: SignInRoute.self)
@MainActor
public protocol SignInNavigation {
  /// Dismisses the sheet.
  func dismiss()
}

/// What the preferences window asks of navigation.
@FeatureNavigation(route: PreferencesRoute.self)
@MainActor
public protocol PreferencesNavigation {
  func showAccounts()
  func showAdvanced()
  /// Closes the window.
  func closeWindow()
  func back()
}

/// What the settings pane asks of navigation.
@FeatureNavigation(route: SettingsPaneRoute.self)
@MainActor
public protocol SettingsPaneNavigation {
  func showNotifications()
  /// Closes the pane.
  func closePane()
  func back()
}

/// The account services Settings needs; the app provides them.
public struct SettingsAccount: Sendable {
  /// The signed-in user's name, or `nil`.
  public var user: @MainActor @Sendable () -> String?
  /// Signs a user in; returns whether a request that waited for sign-in went on.
  public var signIn: @MainActor @Sendable (String) -> Bool
  /// Signs the user out.
  public var signOut: @MainActor @Sendable () -> Void

  /// Creates the services.
  public init(
    user: @escaping @MainActor @Sendable () -> String?,
    signIn: @escaping @MainActor @Sendable (String) -> Bool,
    signOut: @escaping @MainActor @Sendable () -> Void
  ) {
    self.user = user
    self.signIn = signIn
    self.signOut = signOut
  }
}
