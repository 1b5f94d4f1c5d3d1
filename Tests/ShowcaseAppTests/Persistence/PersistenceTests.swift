import Foundation
import ShowcaseApp
import Testing
import Wayfinder

@MainActor
@Suite struct PersistenceTests {
  @Test func aSavedStateComesBackAfterARelaunch() async throws {
    let url = PersistedApp.temporaryFile()
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    let first = try PersistedApp(at: url)
    first.bus.restore()
    first.bus.send(ScreensInteraction.open(vault: false))
    first.bus.send(.commands([.present(AnyRoute(Screens.home), style: .sheet)]), source: .app)
    await Task.yield()
    try first.bus.persistence?.flush()
    let saved = first.state

    let second = try PersistedApp(at: url)
    #expect(second.bus.restore() == .restored(removed: []))
    #expect(second.state == saved)
  }

  /// Each main window is a session with a key of its own: the database keeps one snapshot per
  /// key, each saved after the window's own changes, and each window of the next launch comes
  /// back from its own.
  @Test func eachWindowIsSavedAndRestoredOnItsOwn() async throws {
    let url = PersistedApp.temporaryFile()
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    let first = try PersistedApp(at: url)
    first.bus.restore()
    let second = first.bus.makeSession(key: "window-b")
    #expect(second.restore() == .nothingSaved)
    first.bus.send(ScreensInteraction.open(vault: false))
    second.send(.commands([.present(AnyRoute(Screens.home), style: .sheet)]), source: .app)
    await Task.yield()
    try first.bus.persistence?.flush()
    try second.persistence?.flush()
    #expect(try SnapshotStore(first.database).keys() == ["main", "window-b"])
    #expect(first.state != second.store.state)

    let relaunched = try PersistedApp(at: url)
    #expect(relaunched.bus.restore() == .restored(removed: []))
    let window = relaunched.bus.makeSession(key: "window-b")
    #expect(window.restore() == .restored(removed: []))
    #expect(relaunched.state == first.state)
    #expect(window.store.state == second.store.state)
    // A window that was never saved starts where the app starts.
    let third = relaunched.bus.makeSession(key: "window-c")
    #expect(third.restore() == .nothingSaved)
    #expect(third.store.state == relaunched.cleanState)
  }

  @Test func aBurstOfChangesCostsOneWrite() async throws {
    let app = try PersistedApp(at: nil)
    app.bus.restore()
    for _ in 0..<50 { app.bus.send(ScreensInteraction.open(vault: false)) }
    await Task.yield()
    try app.bus.persistence?.flush()
    #expect(app.bus.persistence?.writes == 1)
    app.bus.send(.pop, source: .app)
    await Task.yield()
    try app.bus.persistence?.flush()
    #expect(app.bus.persistence?.writes == 2)
    let restored = try SnapshotCodec().decode(
      try #require(try SnapshotStore(app.database).snapshot(for: "main")))
    #expect(restored == app.state, "the last write holds the last state")
  }

  @Test func flowsThatDoNotPersistAreNeverSaved() throws {
    let app = try PersistedApp(at: nil)
    var state = app.cleanState
    state.flows = [
      ActiveFlow(flow: "wizard", step: "basics", persists: true),
      ActiveFlow(flow: "onboarding", step: "welcome", persists: true),
      ActiveFlow(id: "second", flow: "onboarding", step: "welcome", persists: false),
    ]
    #expect(
      app.bus.savable(state).flows.map(\.id) == ["onboarding"],
      "the wizard is declared not to persist; the second onboarding says so itself")
  }

  /// Each damaged or outdated snapshot, with the reason the app gives.
  static let badSnapshots: [(String, Int, String)] = [
    ("garbage", 1, "starting fresh: the saved navigation could not be read"),
    (
      #"{"version":7,"state":{}}"#, 7,
      "starting fresh: the saved navigation is from a newer version (7; this app reads up to 2)"
    ),
    (
      #"{"version":0,"state":{}}"#, 0,
      "starting fresh: the saved navigation is from an older version (0) that cannot be brought to version 2"
    ),
    (
      #"{"version":2,"state":{"tabs":[],"selectedTab":"main","scenes":[],"flows":[]}}"#, 2,
      "starting fresh: the saved navigation is damaged (not a well-formed navigation state: the state has no tabs"
    ),
    (
      #"{"version":1,"state":{"tabs":[],"selectedTab":"main","scenes":[],"flows":[]}}"#, 1,
      "starting fresh: the saved navigation could not be brought up from version 1: not a well-formed navigation state: the state has no tabs"
    ),
    (
      #"{"version":1,"state":{"tabs":[{"id":"main","content":{"base":{"path":[["ghost","x"]]},"presentations":[]}},{"id":"vault","content":{"base":{"path":[]},"presentations":[]}}],"selectedTab":"main","scenes":[],"flows":[]}}"#,
      1,
      "starting fresh: the snapshot names a route the app does not have: no module 'ghost' is registered"
    ),
    (
      #"{"version":1,"state":{"tabs":[{"id":"main","content":{"base":{"path":[]},"presentations":[]}}],"selectedTab":"main","scenes":[],"flows":[]}}"#,
      1, "starting fresh: the snapshot's tabs (main) are not the app's tabs"
    ),
    (
      #"{"version":1,"state":{"tabs":[{"id":"main","content":{"base":{"path":[]},"presentations":[]}},{"id":"vault","content":{"base":{"path":[]},"presentations":[]}}],"selectedTab":"main","scenes":[],"flows":[{"flow":"retired","step":"a","history":[],"data":{}}]}}"#,
      1, "starting fresh: the snapshot names a flow the app does not have: 'retired'"
    ),
  ]

  @Test(arguments: 0..<8)
  func aBadSnapshotFallsBackCleanlyAndLeavesTheDataAlone(index: Int) throws {
    let (text, version, message) = Self.badSnapshots[index]
    let app = try PersistedApp(at: nil)
    try app.addNotes(3)
    try app.writeSnapshotByHand(text, version: version)
    let report = app.bus.restore()
    #expect(report.description.hasPrefix(message), "\(report)")
    #expect(app.state == app.cleanState)
    #expect(try app.noteCount() == 3, "a navigation fallback never touches a feature's rows")
    #expect(
      try SnapshotStore(app.database).snapshot(for: "main") == nil, "the bad snapshot is cleared")
  }

  @Test func anOlderSnapshotIsMigrated() throws {
    // Version 1 called the tab "start"; version 2 calls it "main".
    var codec = SnapshotCodec(currentVersion: 2)
    codec.migrations[1] = { data in
      let text = String(decoding: data, as: UTF8.self)
        .replacingOccurrences(of: #""version":1"#, with: #""version":2"#)
        .replacingOccurrences(of: #""start""#, with: #""main""#)
      return Data(text.utf8)
    }
    let app = try PersistedApp(at: nil, codec: codec)
    try app.writeSnapshotByHand(
      #"{"version":1,"state":{"tabs":[{"id":"start","content":{"base":{"path":[["screens","home"]]},"presentations":[]}},{"id":"vault","content":{"base":{"path":[]},"presentations":[]}}],"selectedTab":"start","scenes":[],"flows":[]}}"#
    )
    #expect(app.bus.restore() == .restored(removed: []))
    #expect(app.state.tab("main")?.content.base.path == [AnyRoute(Screens.home)])
  }

  @Test func anEntitlementThatLapsedBetweenSaveAndRestoreIsEnforced() throws {
    let url = PersistedApp.temporaryFile()
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    let store = EntitlementStore(granting: [.entitlement("premium")])
    let first = try PersistedApp(at: url, store: store)
    first.bus.send(
      .commands([.push(AnyRoute(Screens.home)), .push(AnyRoute(Screens.vault))]), source: .app)
    first.bus.send(.selectTab("vault"), source: .app)
    try first.bus.saveNow()

    let second = try PersistedApp(at: url, store: EntitlementStore())
    #expect(
      second.bus.restore()
        == .restored(removed: [
          "screens/vault (needs premium)",
          "tab vault as the selected tab (needs premium; main is selected)",
        ]))
    #expect(second.state.tab("main")?.content.base.path == [AnyRoute(Screens.home)])
    #expect(second.state.selectedTab == "main", "the locked tab is no longer selected")
  }

  @Test func aTruncatedDatabaseFileIsSetAsideWithoutACrash() throws {
    let url = PersistedApp.temporaryFile()
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    do {
      let app = try PersistedApp(at: url)
      try app.addNotes(10)
      try app.bus.saveNow()
    }
    let handle = try FileHandle(forWritingTo: url)
    try handle.truncate(atOffset: 100)
    try handle.close()
    for suffix in ["-wal", "-shm"] {
      try? FileManager.default.removeItem(atPath: url.path + suffix)
    }

    let reopened = try PersistedApp(at: url)
    let recovery = try #require(reopened.database.recovery)
    #expect(recovery.contains("was not a readable database"))
    #expect(reopened.bus.restore() == .nothingSaved)
    let folder = try FileManager.default.contentsOfDirectory(
      atPath: url.deletingLastPathComponent().path)
    #expect(folder.contains { $0.hasPrefix("app.sqlite.damaged-") }, "the damaged file is kept")
  }
}
