import Settings
import Testing
import Wayfinder
import WayfinderTesting

@MainActor
final class FakeAccount {
  var user: String?
  var resumes = false
  var log: [String] = []

  var services: SettingsAccount {
    SettingsAccount(
      user: { self.user },
      signIn: { name in
        self.user = name
        self.log.append("signIn \(name)")
        return self.resumes
      },
      signOut: {
        self.user = nil
        self.log.append("signOut")
      })
  }
}

@MainActor
@Suite struct SettingsRouterTests {
  @Test func homeActions() async throws {
    let account = FakeAccount()
    let mock = MockSettingsNavigation()
    var sent: [SettingsInteraction] = []
    let home = SettingsRouter(account: account.services).screen(
      for: .home, navigation: mock, send: { sent.append($0) })
    #expect(home.content == ["Not signed in."])
    for action in home.actions { try await action.perform([:]) }
    #expect(mock.calls == [.showAccount, .openPreferences, .openSettingsPane])
    #expect(sent == [.aboutTapped])
    #expect(SettingsRoute.account.requirement == .signedIn)
  }

  @Test func accountSignsOut() async throws {
    let account = FakeAccount()
    account.user = "ada"
    let mock = MockSettingsNavigation()
    let screen = SettingsRouter(account: account.services).screen(
      for: .account, navigation: mock, send: { _ in })
    #expect(screen.content == ["Name: ada"])
    try await screen.actions[0].perform([:])
    try await screen.actions[1].perform([:])
    #expect(account.log == ["signOut"])
    #expect(mock.calls == [.back])
  }

  @Test func signInNeedsANameAndDismissesWhenNothingResumes() async throws {
    let account = FakeAccount()
    let mock = MockSignInNavigation()
    let sheet = SignInRouter(account: account.services).screen(for: .signIn, navigation: mock)
    await #expect(throws: ScreenActionError.self) { try await sheet.actions[0].perform([:]) }
    try await sheet.actions[0].perform(["name": "ada"])
    #expect(mock.calls == [.dismiss])
    account.resumes = true
    try await sheet.actions[0].perform(["name": "bob"])
    #expect(mock.calls == [.dismiss], "a resumed request dismisses the sheet itself")
    try await sheet.actions[1].perform([:])
    #expect(account.log == ["signIn ada", "signIn bob"])
  }

  @Test func preferencesAndPane() async throws {
    let preferences = MockPreferencesNavigation()
    for route in [PreferencesRoute.general, .accounts, .advanced] {
      for action in PreferencesScreens.screen(for: route, navigation: preferences).actions {
        try await action.perform([:])
      }
    }
    #expect(preferences.calls == [.showAccounts, .showAdvanced, .closeWindow, .back, .back])
    let pane = MockSettingsPaneNavigation()
    for route in [SettingsPaneRoute.appearance, .notifications] {
      for action in SettingsPaneScreens.screen(for: route, navigation: pane).actions {
        try await action.perform([:])
      }
    }
    #expect(pane.calls == [.showNotifications, .closePane, .back])
  }

  @Test func theFeatureRegistersItsFourRouteEnumsAndDrawsEach() {
    let feature = SettingsFeature.registration(account: FakeAccount().services)
    #expect(
      feature.moduleKeys == [
        SettingsRoute.moduleKey, SignInRoute.moduleKey, PreferencesRoute.moduleKey,
        SettingsPaneRoute.moduleKey,
      ])
    let routes = [
      AnyRoute(SettingsRoute.about), AnyRoute(SignInRoute.signIn),
      AnyRoute(PreferencesRoute.advanced), AnyRoute(SettingsPaneRoute.notifications),
    ]
    #expect(
      routes.map { feature.screen(for: $0, sink: NoSink())?.title } == [
        "About", "Sign in", "Preferences: advanced", "Settings pane: notifications",
      ])
    #expect(
      feature.screen(
        for: AnyRoute(module: "tasks", components: .init(name: "list")), sink: NoSink()) == nil)
  }
}

@MainActor
final class NoSink: NavigationIntentSink {
  func send(_ intent: NavigationIntent, from module: ModuleKey) -> IntentOutcome { .applied }
  func preflight(_ intent: NavigationIntent, from module: ModuleKey) -> IntentOutcome { .applied }
}

/// The module through a real bus: what the app sees when the user taps.
@MainActor
@Suite struct SettingsNavigationTests {
  @Test func aboutIsPushedInTheSettingsTab() throws {
    let store = try NavigationTestStore(
      shell: ShellConfiguration(tabs: [TabDeclaration("settings")]),
      features: [SettingsFeature.registration(account: FakeAccount().services)],
      placement: RoutePlacement(homeTabs: [SettingsRoute.moduleKey: "settings"]),
      entitlements: GrantEverything())
    store.send(SettingsInteraction.aboutTapped) {
      try $0.apply(.push(AnyRoute(SettingsRoute.about)))
    }
    store.finish()
  }
}
