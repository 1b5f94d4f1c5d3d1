public import Wayfinder

/// The Settings tab's entry point.
public struct SettingsModule: FeatureModule, ScreenRendering {
  let account: SettingsAccount

  /// Creates the module.
  /// - Parameter account: The account services.
  public init(account: SettingsAccount) { self.account = account }

  public func respond(
    to interaction: SettingsInteraction, in state: NavigationState
  )
    -> ModuleResponse<SettingsRoute>
  {
    switch interaction {
    case .aboutTapped: return .show(.about)
    }
  }

  public func screen(for route: SettingsRoute, sink: any NavigationIntentSink) -> Screen {
    screen(
      for: route, navigation: LiveSettingsNavigation(sink: sink),
      send: { sink.send(.interaction(AnyInteraction($0)), from: SettingsRoute.moduleKey) })
  }

  /// The screen of a route, with its actions bound to a handle and an interaction sender.
  @MainActor
  public func screen(
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

/// The sign-in sheet's entry point.
public struct SignInModule: FeatureModule, ScreenRendering {
  let account: SettingsAccount

  /// Creates the module.
  /// - Parameter account: The account services.
  public init(account: SettingsAccount) { self.account = account }

  /// What the user does on the sign-in sheet.
  public enum Interaction: ModuleInteraction {
    case cancelTapped
    public static let moduleKey: ModuleKey = SignInRoute.moduleKey
  }

  public func respond(
    to interaction: Interaction, in state: NavigationState
  )
    -> ModuleResponse<SignInRoute>
  { .dismiss }

  public func screen(for route: SignInRoute, sink: any NavigationIntentSink) -> Screen {
    screen(for: route, navigation: LiveSignInNavigation(sink: sink))
  }

  /// The screen of a route, with its actions bound to a handle.
  @MainActor
  public func screen(for route: SignInRoute, navigation: any SignInNavigation) -> Screen {
    let account = self.account
    return Screen(
      title: "Sign in", content: ["Sign in with: tap 1 name=NAME"],
      actions: [
        ScreenAction("Sign in", inputs: ["name"]) { input in
          let name = input["name"]?.trimmingCharacters(in: .whitespaces) ?? ""
          guard !name.isEmpty else {
            throw ScreenActionError("a name is required: tap 1 name=NAME")
          }
          if !account.signIn(name) { navigation.dismiss() }
        },
        ScreenAction("Cancel") { _ in navigation.dismiss() },
      ])
  }
}

/// The preferences window's entry point.
public struct PreferencesModule: FeatureModule, ScreenRendering {
  /// Creates the module.
  public init() {}

  /// The window has no interactions of its own.
  public enum Interaction: ModuleInteraction {
    case none
    public static let moduleKey: ModuleKey = PreferencesRoute.moduleKey
  }

  public func respond(
    to interaction: Interaction, in state: NavigationState
  )
    -> ModuleResponse<PreferencesRoute>
  { .nothing }

  public func screen(for route: PreferencesRoute, sink: any NavigationIntentSink) -> Screen {
    screen(for: route, navigation: LivePreferencesNavigation(sink: sink))
  }

  /// The screen of a route, with its actions bound to a handle.
  @MainActor
  public func screen(for route: PreferencesRoute, navigation: any PreferencesNavigation) -> Screen {
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

/// The settings pane's entry point.
public struct SettingsPaneModule: FeatureModule, ScreenRendering {
  /// Creates the module.
  public init() {}

  /// The pane has no interactions of its own.
  public enum Interaction: ModuleInteraction {
    case none
    public static let moduleKey: ModuleKey = SettingsPaneRoute.moduleKey
  }

  public func respond(
    to interaction: Interaction, in state: NavigationState
  )
    -> ModuleResponse<SettingsPaneRoute>
  { .nothing }

  public func screen(for route: SettingsPaneRoute, sink: any NavigationIntentSink) -> Screen {
    screen(for: route, navigation: LiveSettingsPaneNavigation(sink: sink))
  }

  /// The screen of a route, with its actions bound to a handle.
  @MainActor
  public func screen(
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
