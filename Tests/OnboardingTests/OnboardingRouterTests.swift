import Onboarding
import Testing
import Wayfinder
import WayfinderTesting

@MainActor
@Suite struct OnboardingRouterTests {
  @Test func theTourStartsTheFlowOrCloses() async throws {
    let mock = MockOnboardingNavigation()
    var sent: [OnboardingInteraction] = []
    let screen = OnboardingRouter().screen(for: .tour, navigation: mock, send: { sent.append($0) })
    try await screen.actions[0].perform([:])
    try await screen.actions[1].perform([:])
    #expect(mock.calls == [.dismiss, .startOnboarding])
    #expect(sent == [.closeTapped])
    #expect(
      OnboardingRouter().respond(to: .closeTapped, in: NavigationState(tabs: ["home"] as [TabID]))
        == .dismiss)
  }

  @Test func signInReplacesAccountSetupAndGrantedPermissionsAreSkipped() {
    let declaration = OnboardingFlow.flowDeclaration
    #expect(declaration.persists)
    #expect(
      declaration.resolvedSteps(when: []).map(\.name)
        == ["welcome", "permissions", "accountSetup", "complete"])
    #expect(
      declaration.resolvedSteps(when: [.hasExistingAccount, .permissionsAlreadyGranted]).map(
        \.name) == ["welcome", "signIn", "complete"])
  }

  @Test func accountSetupNeedsAName() async throws {
    let feature = OnboardingFeature.registration()
    #expect(feature.flowNames == ["onboarding"])
    let engine = try NavigationBus(
      store: NavigationStore(
        state: NavigationState(tabs: ["home"]), entitlements: GrantEverything()),
      shell: ShellConfiguration(tabs: [TabDeclaration("home")]), features: [feature]
    ).flows
    let id = try engine.start("onboarding")
    try await engine.advance(id)
    try await engine.advance(id)
    await #expect(throws: FlowError.self) { try await engine.advance(id) }
    #expect(try await engine.advance(id, with: ["name": "Ada"]) == .step("complete"))
    #expect(
      feature.screen(ofFlow: "onboarding", step: "complete", data: ["name": "Ada"])?.content
        == ["Welcome, Ada."])
    #expect(feature.screen(ofFlow: "onboarding", step: "nowhere", data: [:]) == nil)
    #expect(feature.screen(ofFlow: "checkout", step: "complete", data: [:]) == nil)
  }
}

/// The module through a real bus: closing the tour dismisses its sheet.
@MainActor
@Suite struct OnboardingNavigationTests {
  @Test func closingTheTourDismissesIt() throws {
    let store = try NavigationTestStore(
      shell: ShellConfiguration(tabs: [TabDeclaration("home")]),
      features: [OnboardingFeature.registration()], entitlements: GrantEverything())
    store.send(.show(AnyRoute(OnboardingRoute.tour), style: nil)) {
      try $0.apply(.present(AnyRoute(OnboardingRoute.tour), style: .sheet))
    }
    store.send(OnboardingInteraction.closeTapped) {
      try $0.apply(.dismiss(levels: 1))
    }
    store.finish()
  }
}
