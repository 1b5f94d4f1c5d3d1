import Foundation
import Testing
import Wayfinder

/// Each main window of an app has a session of its own: its own state, kept and restored on its
/// own, with the features, the guards, the observers, the flows and what the user has shared.
@MainActor
@Suite struct WindowSessionTests {
  private let search = AnyRoute(Notes.search(query: nil, tags: []))

  @Test func twoWindowsPushIndependently() throws {
    let h = try BusHarness()
    let second = h.bus.makeSession(key: "second")
    #expect(second.store !== h.bus.store)
    #expect(second.store.state == NavigationState(tabs: BusHarness.shell.tabs.map(\.id)))

    h.bus.send(NotesInteraction.noteTapped(1))
    second.send(NotesInteraction.noteTapped(2))
    second.send(NotesInteraction.noteTapped(3))
    #expect(h.state.topRoute == AnyRoute(Notes.detail(id: 1)))
    #expect(h.state.tab("notes")?.content.base.path.count == 1)
    #expect(second.store.state.topRoute == AnyRoute(Notes.detail(id: 3)))
    #expect(second.store.state.tab("notes")?.content.base.path.count == 2)
    // The observers are the app's: both windows' requests reach them.
    #expect(h.events.events.count == 3)
  }

  /// The one rule of which view model a window shows: the app's while no window shows it, else a
  /// new session's; a closed window gives the app's view model back to the next one.
  @Test func theFirstWindowShowsTheAppsBindingAndEveryOtherASession() throws {
    let h = try BusHarness()
    let app = NavigationViewModel(bus: h.bus, platform: .iOS)
    let first = app.claimForWindow()
    let second = app.claimForWindow()
    let third = app.claimForWindow()
    #expect(first === app)
    #expect(second !== app && second.bus !== h.bus && !second.isReady)
    #expect(third !== second && third.bus !== second.bus)
    #expect(second.platform == .iOS)
    app.windowClosed(showing: second)
    #expect(app.claimForWindow() !== app, "a session's window closing frees nothing")
    app.windowClosed(showing: first)
    #expect(app.claimForWindow() === app, "the app's view model goes to the next window")
  }

  @Test func eachWindowIsRestoredOnItsOwn() throws {
    let codec = SnapshotCodec()
    let h = try BusHarness()
    let second = h.bus.makeSession(key: "second")
    h.bus.send(NotesInteraction.noteTapped(1))
    second.send(.selectTab("home"), source: .userInterface)
    let kept = [try codec.encode(h.state), try codec.encode(second.store.state)]

    // The next launch: a new app, a session per window, each restored from its own snapshot.
    let relaunched = try BusHarness()
    let windows = [relaunched.bus, relaunched.bus.makeSession(key: "second")]
    for (window, data) in zip(windows, kept) {
      #expect(window.send(.restore(try codec.decode(data)), source: .restore) == .applied)
    }
    #expect(windows[0].store.state == h.state)
    #expect(windows[1].store.state == second.store.state)
    #expect(windows[0].store.state != windows[1].store.state)
  }

  @Test func theGuardsAndWhatTheUserHasAreShared() throws {
    let h = try BusHarness()
    let second = h.bus.makeSession(key: "second")
    // The second window meets the same guard, and its request waits there, not in the first.
    #expect(second.send(NotesInteraction.searchTapped).didNavigate == false)
    #expect(second.store.state.topRoute == AnyRoute(Gate.paywall))
    #expect(second.pendingResumptions.count == 1)
    #expect(h.bus.pendingResumptions.isEmpty)
    // A purchase reaches every window: the second one's request resumes there.
    h.store.grant(.premium)
    #expect(second.store.state.topRoute == search)
    #expect(h.state.topRoute == nil)
  }

  @Test func theStoreForgetsTheSessionsOfClosedWindows() throws {
    let h = try BusHarness()
    for _ in 0..<5 { _ = h.bus.makeSession(key: "second") }  // windows opened and closed
    #expect(h.store.observerCount == 6)
    h.store.grant(.premium)
    #expect(h.store.observerCount == 1, "only the app's own bus is still there")
  }

  @Test func flowsRegisteredAfterTheBuildOpenInEveryWindow() async throws {
    let h = try BusHarness()
    try h.bus.flows.register(
      FlowDefinition("survey", persists: false) {
        FlowStep<FlowFields>("rate")
        FlowStep<FlowFields>("comment")
      })
    let second = h.bus.makeSession(key: "second")
    let id = try second.flows.start("survey")
    #expect(try await second.flows.advance(id) == .step("comment"))
    #expect(second.store.state.flows.map(\.step) == ["comment"])
    #expect(h.state.flows.isEmpty)
  }
}
