import Testing
import Wayfinder

/// Every intent that can bring back on top a route that is already in the state checks that
/// route: its requirement may have lapsed without the bus being told.
@MainActor
@Suite struct RevealedRouteTests {
  static let search = AnyRoute(Notes.search(query: nil, tags: []))
  static let detail = AnyRoute(Notes.detail(id: 1))

  /// A bus whose notes tab shows `commands`' result, put there while the user had premium, which
  /// has since lapsed without the bus hearing of it.
  static func lapsed(
    _ commands: [NavigationCommand], selecting tab: TabID = "notes"
  ) throws
    -> BusHarness
  {
    let h = try BusHarness()
    h.store.grant(.premium)
    var state = NavigationState(tabs: BusHarness.shell.tabs.map(\.id))
    try state.apply(.selectTab("notes", then: commands))
    if tab != "notes" { try state.apply(.selectTab(tab)) }
    #expect(h.bus.send(.restore(state), source: .app) == .applied)
    // Lapsed, and the bus not told yet (a provider that reports nothing).
    h.store.unreported { h.store.revoke(.premium) }
    return h
  }

  static let refusal = IntentOutcome.blocked(reason: "route \(search) needs premium")

  @Test func popAsACommand() throws {
    let h = try Self.lapsed([.push(Self.search), .push(Self.detail)])
    #expect(h.bus.send(.commands([.pop]), source: .app) == Self.refusal)
    #expect(h.state.topRoute == Self.detail)
  }

  @Test func popToAsACommand() throws {
    let h = try Self.lapsed([.push(Self.search), .push(Self.detail), .push(AnyRoute(Notes.list))])
    let query = RouteQuery("search") { $0.name == "search" }
    #expect(h.bus.send(.commands([.popTo(query)]), source: .app) == Self.refusal)
    #expect(h.state.topRoute == AnyRoute(Notes.list))
  }

  @Test func dismissAllAsACommand() throws {
    let h = try Self.lapsed([.push(Self.search), .present(Self.detail, style: .sheet)])
    #expect(h.bus.send(.commands([.dismissAll]), source: .app) == Self.refusal)
    #expect(h.state.presentationDepth == 1)
    #expect(h.bus.send(.commands([.dismiss(levels: 1)]), source: .app) == Self.refusal)
  }

  @Test func selectingTheTabThatShowsIt() throws {
    let h = try Self.lapsed([.push(Self.search)], selecting: "home")
    let outcome = h.bus.send(.selectTab("notes"), source: .app)
    #expect(outcome != .applied)
    #expect(h.state.topRoute != Self.search, "the lapsed screen was shown again")
  }

  @Test func everyRevealingIntentGetsThroughWithTheRequirement() throws {
    let h = try Self.lapsed([.push(Self.search), .push(Self.detail)])
    h.store.grant(.premium)
    #expect(h.bus.send(.commands([.pop]), source: .app) == .applied)
    #expect(h.state.topRoute == Self.search)
  }

  @Test func closingASceneAsACommand() throws {
    let shell = ShellConfiguration(
      tabs: [TabDeclaration("notes")], scenes: [SceneDeclaration(.window("help"))])
    let store = EntitlementStore(granting: [.premium])
    var builder = NavigationBus.Builder(
      shell: shell, placement: RoutePlacement(homeTabs: ["notes": "notes"]))
    builder.register(
      ModuleRegistration(
        FakeModule<Notes, NotesInteraction>(log: InteractionLog()) { _ in .nothing }))
    builder.use(RequirementGuard.entitlements(paywall: { _ in BusHarness.paywall }))
    let coordinator = NavigationStore(
      state: NavigationState(tabs: ["notes"]), entitlements: store)
    let bus = try builder.build(store: coordinator)
    var state = NavigationState(tabs: ["notes"])
    try state.apply(.push(Self.search))
    try state.apply(.openScene(.window("help"), root: Self.detail, immersion: nil))
    #expect(bus.send(.restore(state), source: .app) == .applied)
    // Lapsed, and the bus not told yet (a provider that reports nothing).
    store.unreported { store.revoke(.premium) }
    // Closing the window brings the notes tab, and its lapsed search, back on top.
    #expect(bus.send(.commands([.closeScene(.window("help"))]), source: .app) == Self.refusal)
    #expect(coordinator.state.focusedScene == .window("help"))
  }
}
