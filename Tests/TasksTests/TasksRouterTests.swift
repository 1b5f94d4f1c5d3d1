import Tasks
import Testing
import Wayfinder
import WayfinderTesting

@MainActor
@Suite struct TasksRouterTests {
  let store: TaskStore
  let module: TasksRouter

  init() throws {
    store = try Self.emptyStore()
    module = TasksRouter(store: store)
  }

  /// A task store over an empty storage in memory.
  static func emptyStore() throws -> TaskStore { TaskStore(MemoryTaskStorage()) }

  func screen(_ route: TasksRoute) -> (Screen, MockTasksNavigation, Sent) {
    let mock = MockTasksNavigation()
    let sent = Sent()
    return (
      module.screen(for: route, navigation: mock, send: { sent.items.append($0) }), mock, sent
    )
  }

  @Test func theListOffersCreateWizardAnalyticsBulkEditAndEachTask() async throws {
    let milk = try store.create(TaskItem(title: "Buy milk"))
    let rent = try store.create(TaskItem(title: "Pay rent", priority: "high"))
    let (list, mock, sent) = screen(.list)
    #expect(list.content == ["#1 Buy milk [medium]", "#2 Pay rent [high]"])
    for action in list.actions { try await action.perform([:]) }
    #expect(sent.items == [.createTapped, .taskTapped(id: "1"), .taskTapped(id: "2")])
    #expect(
      mock.calls == [
        .canShowAnalytics, .startTaskCreation, .showAnalytics, .showBulkEdit(ids: ["1", "2"]),
      ])
    #expect(milk.id == 1 && rent.id == 2)
    #expect(list.actions.map(\.label).contains("Analytics"))
  }

  /// The list asks before the tap whether the analytics would be shown, and marks the action
  /// as locked when they would not; tapping it still asks to show them (the app's guard then
  /// shows the paywall).
  @Test func aLockedActionIsMarkedBeforeItIsTapped() async throws {
    let mock = MockTasksNavigation()
    mock.canShowAnalyticsResult = false
    let list = module.screen(for: .list, navigation: mock, send: { _ in })
    let analytics = try #require(list.actions.first { $0.label.hasPrefix("Analytics") })
    #expect(analytics.label == "Analytics (locked)")
    #expect(mock.calls == [.canShowAnalytics], "asking shows nothing")
    try await analytics.perform([:])
    #expect(mock.calls == [.canShowAnalytics, .showAnalytics])
  }

  @Test func theRouterShowsTheTappedTaskAndTheCreateSheet() {
    let state = NavigationState(tabs: ["home"] as [TabID])
    #expect(module.respond(to: .taskTapped(id: "9"), in: state) == .show(.detail(id: "9")))
    #expect(module.respond(to: .createTapped, in: state) == .show(.quickCreate))
  }

  @Test func quickCreateStoresTheTaskThenShowsIt() async throws {
    let (sheet, mock, _) = screen(.quickCreate)
    await #expect(throws: ScreenActionError.self) { try await sheet.actions[0].perform([:]) }
    #expect(mock.calls.isEmpty)
    try await sheet.actions[0].perform(["title": "Call", "priority": "low"])
    #expect(mock.calls == [.dismiss, .showDetail(id: "1")])
    #expect(try store.find("1")?.priority == "low")
    try await sheet.actions[1].perform([:])
    #expect(mock.calls.last == .dismiss)
  }

  @Test func detailEditsTogglesDeletesAndOpensTheViewer() async throws {
    try store.create(TaskItem(title: "Write"))
    let (detail, mock, _) = screen(.detail(id: "1"))
    #expect(detail.title == "Task #1")
    try await detail.actions[0].perform([:])
    try await detail.actions[1].perform([:])
    #expect(try store.find("1")?.done == true)
    try await detail.actions[3].perform([:])
    try await detail.actions[4].perform([:])
    try await detail.actions[2].perform([:])
    #expect(try store.find("1") == nil)
    #expect(mock.calls == [.showEdit(id: "1"), .openViewer(id: "1"), .popToRoot, .back])
  }

  /// The duplicate sheet carries a draft (a model); the mock records it, and the sheet creates
  /// the copy from it.
  @Test func duplicateCarriesADraftAndCreatesTheCopy() async throws {
    try store.create(TaskItem(title: "Write", notes: "chapter 2", priority: "high"))
    let (detail, mock, _) = screen(.detail(id: "1"))
    try await detail.actions[5].perform([:])
    let draft = TaskDraft(title: "Write (copy)", notes: "chapter 2", priority: "high")
    #expect(mock.calls == [.showDuplicate(draft: draft)])

    let (sheet, sheetMock, _) = screen(.duplicate(draft: draft))
    #expect(sheet.content.contains("Title: Write (copy)"))
    try await sheet.actions[0].perform(["title": "Rewrite"])
    #expect(sheetMock.calls == [.dismiss, .showDetail(id: "2")])
    #expect(try store.find("2")?.title == "Rewrite")
    #expect(try store.find("2")?.notes == "chapter 2")
  }

  /// The priority picker carries a callback: the mock captures it, and calling it changes the
  /// task, as the picker's screen does before it closes.
  @Test func thePriorityPickerHandsItsChoiceToTheCallback() async throws {
    try store.create(TaskItem(title: "Write", priority: "low"))
    let (detail, mock, _) = screen(.detail(id: "1"))
    try await detail.actions[6].perform([:])
    guard case .showPickPriority(let current, let choose)? = mock.calls.first else {
      Issue.record("the picker was not asked for: \(mock.calls)")
      return
    }
    #expect(current == "low")
    choose("medium")
    #expect(try store.find("1")?.priority == "medium")

    let (picker, pickerMock, _) = screen(.pickPriority(current: "medium", choose: choose))
    #expect(picker.actions.map(\.label) == ["low", "medium (now)", "high", "Cancel"])
    try await picker.actions[2].perform([:])
    #expect(pickerMock.calls == [.dismiss])
    #expect(try store.find("1")?.priority == "high")
  }

  @Test func aTaskThatDoesNotExistSaysSo() async throws {
    let (detail, mock, _) = screen(.detail(id: "abc123"))
    #expect(detail.title == "Task not found")
    #expect(detail.content[0].contains("abc123"))
    try await detail.actions[0].perform([:])
    #expect(mock.calls == [.popToRoot])
    #expect(screen(.edit(id: "5")).0.title == "Task not found")
  }

  @Test func editSavesOnlyValidChanges() async throws {
    try store.create(TaskItem(title: "Old"))
    let (edit, mock, _) = screen(.edit(id: "1"))
    await #expect(throws: ScreenActionError.self) {
      try await edit.actions[0].perform(["priority": "someday"])
    }
    try await edit.actions[0].perform(["title": "New", "due": "2026-12-04"])
    #expect(try store.find("1")?.title == "New")
    #expect(try store.find("1")?.due == "2026-12-04")
    try await edit.actions[1].perform([:])
    #expect(mock.calls == [.dismiss, .dismiss])
  }

  @Test func analyticsAndBulkEdit() async throws {
    try store.create(TaskItem(title: "A", priority: "high"))
    try store.create(TaskItem(title: "B"))
    let (analytics, mock, _) = screen(.analytics)
    #expect(analytics.content.contains("high: 1"))
    try await analytics.actions[0].perform([:])
    let (bulk, bulkMock, _) = screen(.bulkEdit(ids: ["1", "2", "x"]))
    try await bulk.actions[0].perform([:])
    try await bulk.actions[1].perform([:])
    #expect(try store.counts().done == 2)
    #expect(mock.calls == [.dismiss])
    #expect(bulkMock.calls == [.popToRoot, .back])
  }

  @Test func theRoutesAreTheSeedPlans() {
    #expect(TasksRoute.edit(id: "1").defaultPresentation == .sheet(detents: [.medium, .large]))
    #expect(TasksRoute.analytics.requirement == .premium)
    #expect(TasksRoute.analytics.defaultPresentation == .fullScreen)
    #expect(TasksRoute.bulkEdit(ids: []).requirement == .pro)
    #expect(TasksRoute.quickCreate.defaultPresentation == .sheet)
  }

  @Test func theWizardNeedsATitleAndCreatesTheTask() async throws {
    let engine = try NavigationBus(
      store: NavigationStore(
        state: NavigationState(tabs: ["tasks"]), entitlements: GrantEverything()),
      shell: ShellConfiguration(tabs: [TabDeclaration("tasks")]),
      features: [TasksFeature.registration(store: store)]
    ).flows
    let id = try engine.start("taskWizard")
    await #expect(throws: FlowError.self) { try await engine.advance(id) }
    try await engine.advance(id, with: ["title": "Plan"])
    try await engine.advance(id, with: ["due": "2027-05-01"])
    await #expect(throws: FlowError.self) { try await engine.advance(id, with: ["priority": "x"]) }
    try await engine.advance(id, with: ["priority": "high"])
    #expect(
      TasksRouter.wizardScreen(.review, data: ["title": "Plan"]).content[0] == "Title: Plan")
    #expect(try await engine.advance(id) == .completed)
    #expect(try store.all().map(\.title) == ["Plan"])
    #expect(TaskCreationFlow.persists == false)
  }

  @Test func theViewerShowsATaskAndCloses() async throws {
    try store.create(TaskItem(title: "Look"))
    let mock = MockTaskViewerNavigation()
    let screen = TaskViewerScreens.screen(for: .task(id: "1"), store: store, navigation: mock)
    #expect(screen.title == "Task viewer: #1")
    try await screen.actions[0].perform([:])
    #expect(mock.calls == [.close])
    let feature = TasksFeature.registration(store: store)
    let missing = feature.screen(for: AnyRoute(TaskViewerRoute.task(id: "2")), sink: NoSink())
    #expect(missing?.content[0].contains("no task #2") == true)
  }
}

@MainActor
final class Sent {
  var items: [TasksInteraction] = []
}

@MainActor
final class NoSink: NavigationIntentSink {
  func send(_ intent: NavigationIntent, from module: ModuleKey) -> IntentOutcome { .applied }
  func preflight(_ intent: NavigationIntent, from module: ModuleKey) -> IntentOutcome { .applied }
}

/// The module through a real bus: what the app sees when the user taps, and a premium route that
/// waits behind the upgrade screen until the user buys.
@MainActor
@Suite struct TasksNavigationTests {
  let account = EntitlementStore()
  let store: NavigationTestStore

  init() throws {
    // The app shows its upgrade screen in a tab of its own; the Tasks module knows nothing of it.
    let upgrade = NavigationIntent.selectTab("upgrade")
    store = try NavigationTestStore(
      shell: ShellConfiguration(tabs: [TabDeclaration("tasks"), TabDeclaration("upgrade")]),
      features: [TasksFeature.registration(store: TasksRouterTests.emptyStore())],
      middlewares: [RequirementGuard.entitlements(paywall: { _ in upgrade })],
      placement: RoutePlacement(homeTabs: [TasksRoute.moduleKey: "tasks"]),
      entitlements: account)
  }

  @Test func aTappedTaskIsPushedAndCreatingOpensTheSheet() {
    store.send(TasksInteraction.taskTapped(id: "7")) {
      try $0.apply(.push(AnyRoute(TasksRoute.detail(id: "7"))))
    }
    store.send(TasksInteraction.createTapped) {
      try $0.apply(.present(AnyRoute(TasksRoute.quickCreate), style: .sheet))
    }
    store.finish()
  }

  @Test func analyticsWaitsForPremiumThenOpens() {
    let analytics = NavigationIntent.show(AnyRoute(TasksRoute.analytics), style: nil)
    store.send(
      analytics, from: .handle(TasksRoute.moduleKey),
      outcome: .redirected(to: .selectTab("upgrade"), until: .premium)
    ) {
      try $0.apply(.selectTab("upgrade"))
    }
    store.receive(.selectTab("upgrade"), from: .redirect)

    // A cover appears where the user is: over the upgrade tab.
    store.changeEntitlements({ account.grant(.entitlement("premium")) }) {
      try $0.apply(.present(AnyRoute(TasksRoute.analytics), style: .fullScreen))
    }
    store.receive(analytics, from: .resume)
    store.finish()
  }
}

/// The task fields' rules, as a real form checks them.
@Suite struct TaskFieldsTests {
  @Test func titlesAreNonEmptyShortAndFreeOfControlCharacters() {
    #expect(TaskFields.titleProblem("Buy milk") == nil)
    #expect(TaskFields.titleProblem("  ") == "a task needs a title")
    #expect(TaskFields.titleProblem("a\u{0}b") == "a title cannot hold control characters")
    #expect(TaskFields.titleProblem("\u{1B}[2J") == "a title cannot hold control characters")
    #expect(TaskFields.titleProblem(String(repeating: "x", count: 201))?.contains("200") == true)
    #expect(TaskFields.notesProblem("line one\nline two") == nil)
    #expect(TaskFields.notesProblem("bell\u{7}") != nil)
  }

  @Test func dueDatesAreRealCalendarDates() {
    for good in ["", "2026-12-24", "2028-02-29"] { #expect(TaskFields.dueProblem(good) == nil) }
    for bad in ["notadate", "2026-02-30", "2027-02-29", "2026-13-01", "26-12-24", "２０２６-12-24"] {
      #expect(TaskFields.dueProblem(bad) != nil, "\(bad)")
    }
  }

  @Test func theStoreRefusesWhatTheFormRefuses() throws {
    let store = TaskStore(MemoryTaskStorage())
    #expect(throws: ScreenActionError("a title cannot hold control characters")) {
      try store.create(TaskItem(title: "a\u{0}b"))
    }
    #expect(throws: ScreenActionError.self) { try store.create(TaskItem(title: "A", due: "x")) }
    #expect(try store.all().isEmpty)
  }
}
