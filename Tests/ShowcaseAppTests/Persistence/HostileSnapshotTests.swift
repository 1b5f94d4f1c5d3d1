import Foundation
import ShowcaseApp
import Tasks
import Testing
import Wayfinder

/// A snapshot edited by hand is input like a link: what it restores is only what intents could
/// have built and what the guards allow.
@MainActor
@Suite struct HostileSnapshotTests {
  /// Saves `edit(fresh state)` as the snapshot, relaunches, and restores.
  static func relaunch(
    entitlements: [String] = [], edit: (inout NavigationState) throws -> Void
  ) throws -> (Showcase, RestoreReport) {
    let url = PersistedApp.temporaryFile()
    let first = try Showcase(storeAt: url)
    var state = first.bus.store.state
    try edit(&state)
    try SnapshotStore(first.database).save(
      try SnapshotCodec().encode(state), version: 1, for: "main")
    let second = try Showcase(storeAt: url)
    for plan in entitlements { try second.account.setEntitlement(plan, on: true) }
    return (second, second.bus.restore())
  }

  static let console = AnyRoute(module: "admin", components: RouteComponents(name: "console"))

  @Test(arguments: [[], ["pro"]])
  func aRouteOfTheHiddenTabPushedOntoAnotherTabIsCut(entitlements: [String]) throws {
    let (app, report) = try Self.relaunch(entitlements: entitlements) { state in
      try state.apply(.push(Self.console))
    }
    #expect(app.bus.store.state.tab("dashboard")?.content.base.path == [])
    // Without pro it needs what the user lacks; with pro it still stands where no intent puts it.
    let cause = entitlements.isEmpty ? "needs pro" : "it cannot stand where it was saved"
    #expect(report == .restored(removed: ["admin/console (\(cause))"]))
  }

  /// A snapshot larger than any real navigation (here 5 MiB of routes' values) opens with the
  /// fallback, and the report says which limit it passed; the state is the app's first.
  @Test func aSnapshotOverTheSizeLimitOpensTheFallbackAndSaysWhy() throws {
    let url = PersistedApp.temporaryFile()
    let first = try Showcase(storeAt: url)
    let fresh = first.bus.store.state
    var state = fresh
    let long = String(repeating: "x", count: 1_000)
    for index in 0..<5_300 {
      try state.apply(
        .push(
          AnyRoute(
            module: "tasks",
            components: RouteComponents(name: "detail", values: ["\(index)\(long)"]))))
    }
    let data = try SnapshotCodec().encode(state)
    #expect(data.count > 5 << 20)
    try SnapshotStore(first.database).save(data, version: 1, for: "main")
    let second = try Showcase(storeAt: url)
    let report = second.bus.restore()
    #expect(
      report
        == .fellBack(
          "the saved navigation is too large (\(data.count) bytes; the limit is 4194304)"))
    #expect(second.bus.store.state == fresh)
  }

  @Test func aFlowThatDoesNotPersistIsNeverRestored() throws {
    let (app, _) = try Self.relaunch { state in
      try state.apply(
        .startFlow(
          ActiveFlow(
            flow: "checkout", step: "confirmation", data: ["plan": "pro", "card": "4242"],
            persists: true),
          presentation: .sheet))
    }
    #expect(app.bus.store.state.flows.isEmpty)
    #expect(app.flows.current == nil)
  }

  @Test func aRestoredFlowIsRevalidatedStepByStep() throws {
    let (app, _) = try Self.relaunch { state in
      try state.apply(
        .startFlow(
          ActiveFlow(
            flow: "onboarding", step: "complete",
            history: ["welcome", "permissions", "accountSetup"],
            persists: true),
          presentation: .fullScreen))
    }
    // Account setup needs a name, which the snapshot does not hold.
    #expect(app.flows.current?.step == "accountSetup")
  }

  /// A hand-edited history is checked like the current step: a step that does not exist, or
  /// the sign-in branch while nobody is signed in, sends the flow back to the step before it,
  /// so that `flow back` never reaches either; a forward list with one is dropped.
  @Test(arguments: ["nowhere", "signIn"])
  func aHistoryStepTheFlowCannotStandAtSendsItBackBeforeIt(step: String) throws {
    let (app, report) = try Self.relaunch { state in
      try state.apply(
        .startFlow(
          ActiveFlow(
            flow: "onboarding", step: "complete", history: ["welcome", step],
            forward: [], data: ["name": "Ada"], persists: true),
          presentation: .fullScreen))
    }
    let flow = try #require(app.bus.store.state.flows.first)
    #expect(flow.step == "welcome")
    #expect(flow.history == [])
    #expect(app.bus.store.state.topRoute == .flowStep(flow: "onboarding", step: "welcome"))
    #expect(app.bus.store.state.isWellFormed)
    guard case .restored(let removed) = report else {
      Issue.record("\(report)")
      return
    }
    #expect(
      removed == [
        "flow/onboarding/complete (flow 'onboarding' is at step 'welcome' now, not 'complete': "
          + "its saved steps did not all check out)",
        "field 'name' of flow 'onboarding' (no step the flow has reached collects it)",
      ])
  }

  /// A restored flow holds only data its steps gave: a name handed to onboarding at its welcome
  /// step, before account setup (the step that collects it) was ever reached, is dropped and
  /// reported; the same name with account setup behind it is kept.
  @Test func aFieldNoReachedStepCollectsIsDroppedAndReported() throws {
    let (app, report) = try Self.relaunch { state in
      try state.apply(
        .startFlow(
          ActiveFlow(
            flow: "onboarding", step: "permissions", history: ["welcome"], forward: [],
            data: ["name": "Mallory", "tour": "yes"], persists: true),
          presentation: .fullScreen))
    }
    let flow = try #require(app.bus.store.state.flows.first)
    #expect(flow.step == "permissions")
    #expect(flow.data == ["tour": "yes"], "a field no step declares is not judged")
    #expect(
      report
        == .restored(removed: [
          "field 'name' of flow 'onboarding' (no step the flow has reached collects it)"
        ]))

    let (kept, keptReport) = try Self.relaunch { state in
      try state.apply(
        .startFlow(
          ActiveFlow(
            flow: "onboarding", step: "complete", history: ["welcome", "accountSetup"],
            forward: [], data: ["name": "Ada"], persists: true),
          presentation: .fullScreen))
    }
    #expect(kept.bus.store.state.flows.first?.data == ["name": "Ada"])
    #expect(keptReport == .restored(removed: []))
  }

  /// The screens and the flow record disagree: the layer shows the welcome step while the flow
  /// stands at permissions. The step no flow is at is cut, and the flow is kept, not shown.
  @Test func aStepShownWhereTheFlowDoesNotStandIsCut() throws {
    let (app, report) = try Self.relaunch { state in
      try state.apply(
        .startFlow(
          ActiveFlow(flow: "onboarding", step: "welcome", persists: true),
          presentation: .fullScreen))
      let index = try #require(state.flows.firstIndex { $0.flow == "onboarding" })
      state.flows[index].step = "permissions"
      state.flows[index].history = ["welcome"]
    }
    let state = app.bus.store.state
    #expect(!state.allRoutes.contains { $0.flowStep != nil })
    #expect(state.flows.first?.step == "permissions")
    #expect(state.flows.first.map(state.isShown) == false)
    #expect(state.isWellFormed)
    #expect(
      report
        == .restored(removed: [
          "flow/onboarding/welcome (flow 'onboarding' is at step 'permissions' now, not "
            + "'welcome': its saved steps did not all check out)"
        ]))
  }

  /// A saved model is compared as the value it reads back into: the same draft with its JSON
  /// keys in another order is the same screen, shown again and not reported as removed.
  @Test func aSavedModelWithItsKeysInAnotherOrderIsTheSameScreen() throws {
    let url = PersistedApp.temporaryFile()
    let first = try Showcase(storeAt: url)
    let sheet = AnyRoute(TasksRoute.duplicate(draft: TaskDraft(title: "Copy")))
    var state = first.bus.store.state
    try state.apply(.selectTab("tasks", then: [.present(sheet, style: .sheet)]))
    let sorted = #"{\"notes\":\"\",\"priority\":\"medium\",\"title\":\"Copy\"}"#
    var text = String(decoding: try SnapshotCodec().encode(state), as: UTF8.self)
    #expect(text.contains(sorted))
    text = text.replacingOccurrences(
      of: sorted, with: #"{\"title\":\"Copy\",\"priority\":\"medium\",\"notes\":\"\"}"#)
    try SnapshotStore(first.database).save(Data(text.utf8), version: 1, for: "main")
    let second = try Showcase(storeAt: url)
    #expect(second.bus.restore() == .restored(removed: []))
    #expect(second.bus.store.state.topRoute == sheet)
  }

  /// A saved selection of a tab the user may not see now is named in the report.
  @Test func aSelectedTabThatIsHiddenNowIsNamedInTheReport() throws {
    let (app, report) = try Self.relaunch(entitlements: ["pro"]) { state in
      try state.apply(.selectTab("admin"))
    }
    #expect(app.bus.store.state.selectedTab == "admin", "with pro the tab opens")
    #expect(report == .restored(removed: []))
    let (hidden, hiddenReport) = try Self.relaunch { state in
      try state.apply(.selectTab("admin"))
    }
    let selected = hidden.bus.store.state.selectedTab
    #expect(selected != "admin")
    #expect(
      hiddenReport
        == .restored(removed: [
          "tab admin as the selected tab (needs pro; \(selected) is selected)"
        ]))
  }

  @Test func aForwardListWithAStepTheFlowCannotReachIsDropped() throws {
    let (app, _) = try Self.relaunch { state in
      try state.apply(
        .startFlow(
          ActiveFlow(
            flow: "onboarding", step: "permissions", history: ["welcome"],
            forward: ["complete", "signIn"], persists: true),
          presentation: .fullScreen))
    }
    let flow = try #require(app.bus.store.state.flows.first)
    #expect(flow.step == "permissions")
    #expect(flow.forward == [])
  }

  /// The history's first step cannot be gone back before: the flow is cancelled.
  @Test func aFlowWhoseFirstHistoryStepIsUnreachableIsCancelled() throws {
    let (app, _) = try Self.relaunch { state in
      try state.apply(
        .startFlow(
          ActiveFlow(
            flow: "onboarding", step: "permissions", history: ["nowhere"], persists: true),
          presentation: .fullScreen))
    }
    #expect(app.bus.store.state.flows.isEmpty)
    #expect(app.bus.store.state.isWellFormed)
  }

  @Test func aTabWhoseRootWasEditedAwayGetsItsDeclaredRootBack() throws {
    let url = PersistedApp.temporaryFile()
    let first = try Showcase(storeAt: url)
    let data = try SnapshotCodec().encode(first.bus.store.state)
    let text = String(decoding: data, as: UTF8.self)
      .replacingOccurrences(of: #"["tasks","list"]"#, with: #"["tasks","detail","1"]"#)
    try SnapshotStore(first.database).save(Data(text.utf8), version: 1, for: "main")
    let second = try Showcase(storeAt: url)
    _ = second.bus.restore()
    #expect(
      second.bus.store.state.tab("tasks")?.content.base.root
        == AnyRoute(module: "tasks", components: RouteComponents(name: "list")))
  }

  @Test func aSnapshotWithTwoInstancesOfOneFlowIsRefused() throws {
    let url = PersistedApp.temporaryFile()
    let first = try Showcase(storeAt: url)
    var state = first.bus.store.state
    try state.apply(
      .startFlow(
        ActiveFlow(flow: "onboarding", step: "welcome", persists: true), presentation: .fullScreen))
    let text = String(decoding: try SnapshotCodec().encode(state), as: UTF8.self)
    // The flows array holds the same instance twice.
    let range = try #require(text.range(of: #""flows":["#))
    let rest = text[range.upperBound...]
    let end = try #require(rest.range(of: "]"))
    let flow = String(rest[..<end.lowerBound])
    let doubled = text.replacingCharacters(
      in: range.upperBound..<end.lowerBound, with: flow + "," + flow)
    try SnapshotStore(first.database).save(Data(doubled.utf8), version: 1, for: "main")
    let second = try Showcase(storeAt: url)
    let report = second.bus.restore()
    guard case .fellBack = report else {
      Issue.record("a snapshot with a flow twice was restored: \(report)")
      return
    }
    #expect(second.bus.store.state.flows.isEmpty)
  }
}
