import Foundation
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
  /// A user's name as an account keeps it, from what was typed: trimmed of spaces, not empty,
  /// at most 64 characters, and without control characters. The one rule for every way a name
  /// comes in: the sign-in screen, an app's own command, and a name read back from storage.
  /// - Parameter text: The name as typed or stored.
  /// - Returns: The name, trimmed.
  /// - Throws: `ScreenActionError` saying what is wrong.
  public static func userName(from text: String) throws(ScreenActionError) -> String {
    let name = text.trimmingCharacters(in: .whitespaces)
    guard !name.isEmpty else { throw ScreenActionError("a name is required") }
    guard name.count <= 64,
      !name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
    else {
      throw ScreenActionError("a name has at most 64 characters and no control characters")
    }
    return name
  }

  /// The signed-in user's name, or `nil`.
  public var user: @MainActor @Sendable () -> String?
  /// Signs a user in; returns whether a request that waited for sign-in resumed, which then
  /// closes the sign-in screen itself, wherever it goes.
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
