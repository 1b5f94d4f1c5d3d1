import Admin
import Testing
import Wayfinder
import WayfinderTesting

@MainActor
@Suite struct AdminRouterTests {
  @Test func usersIsAnInteractionAndBackGoesThroughTheHandle() async throws {
    var sent: [AdminInteraction] = []
    let mock = MockAdminNavigation()
    let console = AdminRouter().screen(for: .console, navigation: mock, send: { sent.append($0) })
    try await console.actions[0].perform([:])
    #expect(sent == [.usersTapped])
    let users = AdminRouter().screen(for: .users, navigation: mock, send: { _ in })
    try await users.actions[0].perform([:])
    #expect(mock.calls == [.back])
    #expect(
      AdminRouter().respond(to: .usersTapped, in: NavigationState(tabs: ["home"] as [TabID]))
        == .show(.users))
  }
}

/// The module through a real bus: what the app sees when the user taps.
@MainActor
@Suite struct AdminNavigationTests {
  @Test func tappingUsersPushesThemInTheAdminTab() throws {
    let store = try NavigationTestStore(
      shell: ShellConfiguration(tabs: [TabDeclaration("home"), TabDeclaration("admin")]),
      features: [AdminFeature.registration()],
      placement: RoutePlacement(homeTabs: [AdminRoute.moduleKey: "admin"]),
      entitlements: GrantEverything())
    store.send(AdminInteraction.usersTapped) {
      try $0.apply(.selectTab("admin", then: [.push(AnyRoute(AdminRoute.users))]))
    }
    store.finish()
  }
}
