public import Wayfinder

/// The Settings tab's router and screens.
package struct SettingsRouter: FeatureRouter {
  let account: SettingsAccount

  /// Creates the module.
  /// - Parameter account: The account services.
  package init(account: SettingsAccount) { self.account = account }

  package func respond(
    to interaction: SettingsInteraction, in state: NavigationState
  )
    -> ModuleResponse<SettingsRoute>
  {
    switch interaction {
    case .aboutTapped: return .show(.about)
    }
  }

  @MainActor
  package func screen(for route: SettingsRoute, sink: any NavigationIntentSink) -> Screen {
    screen(
      for: route, navigation: LiveSettingsNavigation(sink: sink),
      send: { sink.send(.interaction(AnyInteraction($0)), from: SettingsRoute.moduleKey) })
  }

  /// The screen of a route, with its actions bound to a handle and an interaction sender.
  @MainActor
  package func screen(
    for route: SettingsRoute, navigation: any SettingsNavigation,
    send: @escaping @MainActor (SettingsInteraction) -> Void
  ) -> Screen {
    let account = self.account
    switch route {
    case .home:
      return Screen(
        title: "Settings",
        content: [account.user().map { "Signed in as \($0)." } ?? "Not signed in."],
        actions: [
          ScreenAction("Account") { _ in navigation.showAccount() },
          ScreenAction("Preferences window") { _ in navigation.openPreferences() },
          ScreenAction("Settings pane") { _ in navigation.openSettingsPane() },
          ScreenAction("About") { _ in send(.aboutTapped) },
        ])
    case .account:
      return Screen(
        title: "Account", content: ["Name: \(account.user() ?? "(signed out)")"],
        actions: [
          ScreenAction("Sign out") { _ in account.signOut() },
          ScreenAction("Back") { _ in navigation.back() },
        ])
    case .about:
      return Screen(
        title: "About", content: ["Wayfinder showcase: navigation for modular Swift apps."],
        actions: [ScreenAction("Back") { _ in navigation.back() }])
    }
  }
}

/// The sign-in sheet's router and screens.
package struct SignInRouter: FeatureRouter {
  let account: SettingsAccount

  /// Creates the module.
  /// - Parameter account: The account services.
  package init(account: SettingsAccount) { self.account = account }

  /// What the user does on the sign-in sheet.
  package enum Interaction: ModuleInteraction {
    case cancelTapped
    package static let moduleKey: ModuleKey = SignInRoute.moduleKey
  }

  package func respond(
    to interaction: Interaction, in state: NavigationState
  )
    -> ModuleResponse<SignInRoute>
  { .dismiss }

  @MainActor
  package func screen(for route: SignInRoute, sink: any NavigationIntentSink) -> Screen {
    screen(for: route, navigation: LiveSignInNavigation(sink: sink))
  }

  /// The screen of a route, with its actions bound to a handle.
  @MainActor
  package func screen(for route: SignInRoute, navigation: any SignInNavigation) -> Screen {
    let account = self.account
    return Screen(
      title: "Sign in", content: ["Sign in to sync your tasks."],
      actions: [
        ScreenAction("Sign in", inputs: ["name"]) { input in
          let name = try SettingsAccount.userName(from: input["name"] ?? "")
          if !account.signIn(name) { navigation.dismiss() }
        },
        ScreenAction("Cancel") { _ in navigation.dismiss() },
      ])
  }
}

/// The preferences window's screens: its routes have no interactions, only its handle.
package enum PreferencesScreens {
  /// The screen of a route, with its actions bound to a handle.
  @MainActor
  package static func screen(
    for route: PreferencesRoute, navigation: any PreferencesNavigation
  ) -> Screen {
    switch route {
    case .general:
      return Screen(
        title: "Preferences: general", content: ["Start on: Dashboard"],
        actions: [
          ScreenAction("Accounts") { _ in navigation.showAccounts() },
          ScreenAction("Advanced") { _ in navigation.showAdvanced() },
          ScreenAction("Close window") { _ in navigation.closeWindow() },
        ])
    case .accounts:
      return Screen(
        title: "Preferences: accounts", content: ["One account on this device."],
        actions: [ScreenAction("Back") { _ in navigation.back() }])
    case .advanced:
      return Screen(
        title: "Preferences: advanced", content: ["Diagnostics: off"],
        actions: [ScreenAction("Back") { _ in navigation.back() }])
    }
  }
}

/// The settings pane's screens: its routes have no interactions, only its handle.
package enum SettingsPaneScreens {
  /// The screen of a route, with its actions bound to a handle.
  @MainActor
  package static func screen(
    for route: SettingsPaneRoute, navigation: any SettingsPaneNavigation
  )
    -> Screen
  {
    switch route {
    case .appearance:
      return Screen(
        title: "Settings pane: appearance", content: ["Theme: system"],
        actions: [
          ScreenAction("Notifications") { _ in navigation.showNotifications() },
          ScreenAction("Close pane") { _ in navigation.closePane() },
        ])
    case .notifications:
      return Screen(
        title: "Settings pane: notifications", content: ["Due-task reminders: on"],
        actions: [ScreenAction("Back") { _ in navigation.back() }])
    }
  }
}

/// The Settings feature's entry point: the Settings tab, the sign-in sheet, the preferences
/// window and the settings pane.
public enum SettingsFeature {
  /// The feature's routes, their screens and what its interactions mean.
  /// - Parameter account: Sign-in and sign-out.
  /// - Returns: The registration, for the app's bus builder.
  public static func registration(account: SettingsAccount) -> FeatureRegistration {
    let settings = SettingsRouter(account: account)
    let signIn = SignInRouter(account: account)
    return FeatureRegistration("settings")
      .routes(settings) { settings.screen(for: $0, sink: $1) }
      .routes(signIn) { signIn.screen(for: $0, sink: $1) }
      .routes(PreferencesRoute.self) { route, sink in
        PreferencesScreens.screen(for: route, navigation: LivePreferencesNavigation(sink: sink))
      }
      .routes(SettingsPaneRoute.self) { route, sink in
        SettingsPaneScreens.screen(for: route, navigation: LiveSettingsPaneNavigation(sink: sink))
      }
  }
}
