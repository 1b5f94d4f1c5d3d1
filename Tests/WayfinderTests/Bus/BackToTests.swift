import Testing
import Wayfinder

/// `backTo` goes back to the nearest matching screen across the presentations of the focused
/// tab: the layers above it are dismissed and its stack is popped to it, in one request, and
/// the guards check the screen each step reveals.
@MainActor
@Suite struct BackToTests {
  static func detail(_ id: Int) -> AnyRoute { AnyRoute(Notes.detail(id: id)) }

  /// The notes tab: the list, two details pushed, then two sheets, each a detail.
  static func deep(middle: AnyRoute = detail(2)) -> NavigationState {
    var state = NavigationState(tabs: BusHarness.shell.tabs.map(\.id))
    try? state.apply(
      .selectTab(
        "notes",
        then: [
          .push(AnyRoute(Notes.list)), .push(detail(1)), .push(middle),
          .present(detail(5), style: .sheet), .present(detail(6), style: .sheet),
        ]))
    return state
  }

  @Test func aScreenUnderTwoSheetsIsReachedInOneRequest() throws {
    let h = try BusHarness(state: Self.deep())
    #expect(h.state.presentationDepth == 2)
    let outcome = h.bus.send(.backTo(.route(Self.detail(1))), source: .app)
    #expect(outcome == .applied)
    #expect(h.state.presentationDepth == 0)
    #expect(h.state.topRoute == Self.detail(1))
    #expect(h.state.focusedStack.routes.last == Self.detail(1))
    #expect(h.events.events.count == 1, "one request, one event")
  }

  @Test func theNearestMatchWinsFromTheTopDown() throws {
    let h = try BusHarness(state: Self.deep())
    // Every layer holds a detail: the top sheet's own is the nearest, so nothing closes.
    #expect(h.bus.send(.backTo(.routeCase("notes", "detail")), source: .app) == .applied)
    #expect(h.state.presentationDepth == 2)
    #expect(h.state.topRoute == Self.detail(6))
    // The list is only at the bottom: both sheets close and the base stack pops to it.
    #expect(h.bus.send(.backTo(.routeCase("notes", "list")), source: .app) == .applied)
    #expect(h.state.presentationDepth == 0)
    #expect(h.state.topRoute == AnyRoute(Notes.list))
  }

  @Test func aScreenThatIsNotThereIsAnErrorAndNothingChanges() throws {
    let h = try BusHarness(state: Self.deep())
    let before = h.state
    let outcome = h.bus.send(.backTo(.route(Self.detail(9))), source: .app)
    guard case .failed(let reason) = outcome else {
      Issue.record("going back to a screen that is not there: \(outcome)")
      return
    }
    #expect(reason.contains("notes/detail/9"))
    #expect(h.state == before)
  }

  /// Going back past a screen that needs premium reveals it on the way: without premium the
  /// request does not go through; with it, it does.
  @Test func theGuardsCheckWhatEachStepReveals() throws {
    let search = AnyRoute(Notes.search(query: nil, tags: []))
    let without = try BusHarness(state: Self.deep(middle: search))
    let before = without.state
    let closer = without.bus.send(.backTo(.route(Self.detail(5))), source: .app)
    #expect(closer == .applied, "the sheet below is revealed; nothing needs premium")
    let through = without.bus.send(.backTo(.route(Self.detail(1))), source: .app)
    #expect(!through.didNavigate, "the search screen needs premium: \(through)")
    #expect(without.state.allRoutes.contains(Self.detail(5)))
    #expect(before.allRoutes.contains(search))

    let with = try BusHarness(
      store: EntitlementStore(granting: [.premium]), state: Self.deep(middle: search))
    #expect(with.bus.send(.backTo(.route(Self.detail(1))), source: .app) == .applied)
    #expect(with.state.topRoute == Self.detail(1))
  }
}
