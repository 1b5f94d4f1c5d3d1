import Testing
import Wayfinder

/// A screen edits its own route's values (seed 003's `$screen`): the write-back is a
/// replacement through the chain, seen by the guards and the observers, and only the screen on
/// top may edit itself, within its own case.
@MainActor
@Suite struct EditWriteBackTests {
  typealias W = WriteBackTests

  @Test func theScreenOnTopEditsItselfThroughTheChain() throws {
    let (h, viewModel) = try W.bound([.push(W.detail(1))])
    let entry = try #require(viewModel.projection.focusedLayer?.entries.last)
    let outcome = viewModel.report(.edited(entry: entry.id, route: W.detail(2)))
    #expect(outcome == .sent(.commands([.replace(W.detail(2))]), .applied))
    #expect(h.state.focusedStack.routes == [W.list, W.detail(2)])
    #expect(h.events.events.map(\.request.source) == [.userInterface], "observers saw it")
  }

  @Test func aGuardRefusesAnEditAndTheStateStays() throws {
    let trace = Trace()
    let h = try BusHarness(middlewares: [Probe(name: "no", trace: trace, block: true)])
    var state = NavigationState(tabs: BusHarness.shell.tabs.map(\.id))
    try state.apply(.selectTab("notes", then: [.push(W.list), .push(W.detail(1))]))
    h.coordinator.replaceState(state)
    let viewModel = NavigationViewModel(bus: h.bus, platform: .iOS)
    let entry = try #require(viewModel.projection.focusedLayer?.entries.last)
    let before = h.state
    let outcome = viewModel.report(.edited(entry: entry.id, route: W.detail(2)))
    #expect(outcome == .sent(.commands([.replace(W.detail(2))]), .blocked(reason: "no said no")))
    #expect(h.state == before)
    #expect(trace.names == ["no"], "the guard was asked")
  }

  @Test func anEditThatNoScreenCouldMakeIsRefusedAndChangesNothing() throws {
    let (h, viewModel) = try W.bound([.push(W.detail(1)), .push(W.detail(3))])
    let layer = try #require(viewModel.projection.focusedLayer)
    let before = h.state
    // Another case: a screen edits its values, it does not become another screen.
    guard case .impossible = viewModel.report(.edited(entry: layer.entries[2].id, route: W.list))
    else {
      Issue.record("a screen became another screen")
      return
    }
    // A screen under the top one cannot edit itself.
    guard
      case .impossible = viewModel.report(.edited(entry: layer.entries[1].id, route: W.detail(9)))
    else {
      Issue.record("a screen below the top edited itself")
      return
    }
    // The same values say nothing new; an entry that is gone comes too late.
    guard case .ignored = viewModel.report(.edited(entry: layer.entries[2].id, route: W.detail(3))),
      case .ignored = viewModel.report(.edited(entry: 99_999, route: W.detail(4)))
    else {
      Issue.record("an edit that says nothing new was sent")
      return
    }
    #expect(h.state == before)
    #expect(h.events.events.isEmpty)
  }
}
