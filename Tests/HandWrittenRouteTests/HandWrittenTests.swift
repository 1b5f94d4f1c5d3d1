import Testing
import Wayfinder
import WayfinderTestSupport
import WayfinderTesting

/// The same checks as the generated route, flow and handle pass.
@MainActor
@Suite struct HandWrittenTests {
  @Test func declaresTheModuleAndCatalogue() {
    #expect(TasksRoute.moduleKey == TasksRouteExpectations.moduleKey)
    #expect(TasksRoute.routeCases == TasksRouteExpectations.catalogue)
  }

  @Test func everyCaseRoundTrips() throws {
    try RouteChecks.expectRoundTrip(TasksRouteExpectations.samples(of: TasksRoute.self))
  }

  @Test func metadataMatchesTheCatalogue() {
    RouteChecks.expectMetadataMatchesCatalogue(TasksRouteExpectations.samples(of: TasksRoute.self))
  }

  @Test func malformedComponentsAreErrors() {
    RouteChecks.expectRejections(of: TasksRoute.self)
  }

  @Test func flowStepsComeOutInDeclaredOrderWithBranchesApplied() {
    OnboardingFlowChecks.expectOnboarding(OnboardingFlow.self)
  }

  @Test func liveHandleSendsIntents() async {
    await HandleChecks.expectLiveHandle(
      route: TasksRoute.self,
      outputs: [
        AnyInteraction(TasksNavigationOutput.startTaskCreation),
        AnyInteraction(
          TasksNavigationOutput.select(filter: .tilde, page: nil, tags: ["x", "y,z"])),
      ]
    ) { sink in
      LiveTasksNavigation(sink: sink)
    }
  }

  @Test func mockRecordsCallsInOrder() async {
    let mock = MockTasksNavigation()
    mock.showBulkEditResult = false
    let allowed = await HandleChecks.runScript(on: mock)
    #expect(allowed == [true, false])
    #expect(
      mock.calls == [
        .showList, .showDetail(id: "42"), .showEdit(id: "a/b"), .showAnalytics,
        .showBulkEdit(ids: ["1", "2"]), .showFiltered(.done, priority: .high),
        .startTaskCreation, .select(filter: .tilde, page: nil, tags: ["x", "y,z"]),
        .dismiss, .pop, .popToRoot, .back,
      ])
  }
}
