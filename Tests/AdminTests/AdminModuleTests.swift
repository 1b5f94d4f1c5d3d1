import Admin
import Testing
import Wayfinder

@MainActor
@Suite struct AdminModuleTests {
  @Test func usersIsAnInteractionAndBackGoesThroughTheHandle() async throws {
    var sent: [AdminInteraction] = []
    let mock = MockAdminNavigation()
    let console = AdminModule().screen(for: .console, navigation: mock, send: { sent.append($0) })
    try await console.actions[0].perform([:])
    #expect(sent == [.usersTapped])
    let users = AdminModule().screen(for: .users, navigation: mock, send: { _ in })
    try await users.actions[0].perform([:])
    #expect(mock.calls == [.back])
    #expect(
      AdminModule().respond(to: .usersTapped, in: NavigationState(tabs: ["home"] as [TabID]))
        == .show(.users))
  }
}
