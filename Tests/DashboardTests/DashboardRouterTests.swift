import Dashboard
import Testing
import Wayfinder
import WayfinderTesting

@MainActor
@Suite struct DashboardRouterTests {
  let module = DashboardRouter { DashboardStats(tasks: 4, done: 1) }

  func home() -> (Screen, MockDashboardNavigation, Interactions) {
    let mock = MockDashboardNavigation()
    let sent = Interactions()
    return (
      module.screen(for: .home, navigation: mock, send: { sent.items.append($0) }), mock, sent
    )
  }

  @Test func homeShowsTheFigures() {
    #expect(home().0.content == ["Tasks: 4, done: 1, open: 3"])
  }

  @Test func statisticsIsAnInteractionThatTheRouterShows() async throws {
    let (screen, mock, sent) = home()
    try await screen.actions[0].perform([:])
    #expect(sent.items == [.statsTapped])
    #expect(mock.calls.isEmpty)
    #expect(
      module.respond(to: .statsTapped, in: NavigationState(tabs: ["home"] as [TabID]))
        == .show(.stats))
  }

  @Test func openTasksAndTheTourGoThroughTheHandle() async throws {
    let (screen, mock, _) = home()
    try await screen.actions[1].perform([:])
    try await screen.actions[2].perform([:])
    #expect(mock.calls == [.openTasks, .startOnboarding])
  }

  @Test func statsCloseGoesBack() async throws {
    let mock = MockDashboardNavigation()
    let screen = module.screen(for: .stats, navigation: mock, send: { _ in })
    #expect(screen.content.contains("Completion: 25%"))
    try await screen.actions[0].perform([:])
    #expect(mock.calls == [.back])
  }

  @Test func statsCanBeFullScreenButArePushedByDefault() {
    #expect(DashboardRoute.stats.defaultPresentation == .push)
    #expect(DashboardRoute.moduleKey == "dashboard")
  }
}

@MainActor
final class Interactions {
  var items: [DashboardInteraction] = []
}

/// The module through a real bus: what the app sees when the user taps.
@MainActor
@Suite struct DashboardNavigationTests {
  @Test func tappingStatsPushesThemInTheDashboardTab() throws {
    let store = try NavigationTestStore(
      shell: ShellConfiguration(tabs: [TabDeclaration("dashboard")]),
      features: [DashboardFeature.registration(stats: { DashboardStats(tasks: 3, done: 1) })],
      placement: RoutePlacement(homeTabs: [DashboardRoute.moduleKey: "dashboard"]),
      entitlements: GrantEverything())
    store.send(DashboardInteraction.statsTapped) {
      try $0.apply(.push(AnyRoute(DashboardRoute.stats)))
    }
    store.finish()
  }
}
