import Testing
import Wayfinder
import WayfinderTestSupport

@MainActor
@Suite struct GeneratedHandleTests {
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
