import Testing
import Wayfinder

@MainActor
@Suite struct BusDispatchTests {
  @Test func anInteractionReachesOnlyItsModuleAndIsApplied() throws {
    let h = try BusHarness()
    #expect(h.bus.send(NotesInteraction.noteTapped(4)) == .applied)
    #expect(h.log.received == ["noteTapped(4)"])
    #expect(h.state.selectedTab == "notes", "the notes module's pushes live in the notes tab")
    #expect(h.state.topRoute == AnyRoute(Notes.detail(id: 4)))
  }

  @Test func aModalRouteIsPresentedWhereTheUserIs() throws {
    let h = try BusHarness()
    h.store.signIn("ada")
    #expect(h.bus.send(NotesInteraction.editTapped(2)) == .applied)
    #expect(h.state.selectedTab == "home")
    #expect(
      h.state.focusedContainer.presentations.map(\.style) == [.sheet(detents: [.medium, .large])])
  }

  @Test func theAppsStyleOverridesTheDeclaredDefault() throws {
    let h = try BusHarness(
      placement: RoutePlacement(styles: ["notes": ["detail": .fullScreen]]))
    h.bus.send(NotesInteraction.noteTapped(1))
    #expect(h.state.focusedContainer.presentations.map(\.style) == [.fullScreen])
  }

  @Test func aResponseOfNothingChangesNothing() throws {
    let h = try BusHarness()
    #expect(h.bus.send(NotesInteraction.openAlbumTapped) == .applied)
    #expect(h.state == NavigationState(tabs: BusHarness.shell.tabs.map(\.id)))
    #expect(h.events.events.last?.changedState == false)
  }

  @Test func theAppMapsInteractionsAcrossModules() throws {
    let h = try BusHarness { builder in
      builder.mapInteractions(NotesInteraction.self) { interaction in
        interaction == .openAlbumTapped
          ? .show(AnyRoute(Photos.viewer(index: 9)), style: .sheet) : nil
      }
    }
    #expect(h.bus.send(NotesInteraction.openAlbumTapped) == .applied)
    #expect(h.state.topRoute == AnyRoute(Photos.viewer(index: 9)))
    #expect(h.log.received == [], "the app's mapping answered; the notes router was not asked")
    h.bus.send(NotesInteraction.noteTapped(3))
    #expect(h.log.received == ["noteTapped(3)"], "unmapped interactions still reach the module")
  }

  @Test func anInteractionOfAnUnregisteredModuleFails() throws {
    enum Stray: ModuleInteraction {
      case x
      static let moduleKey: ModuleKey = "stray"
    }
    let h = try BusHarness()
    #expect(h.bus.send(Stray.x) == .failed("no module 'stray' is registered"))
  }

  /// What a handle asks that is not a route: a typed output of the notes module.
  enum NotesOutput: ModuleInteraction {
    case startWizard(note: Int)
    case other
    static let moduleKey: ModuleKey = "notes"
  }

  @Test func handleOutputsAreMappedByTheAppByType() throws {
    let h = try BusHarness { builder in
      builder.mapInteractions(NotesOutput.self) { output in
        guard case .startWizard(let note) = output else { return nil }
        return .show(AnyRoute(Notes.detail(id: note)), style: nil)
      }
    }
    let start = NavigationIntent.interaction(AnyInteraction(NotesOutput.startWizard(note: 5)))
    #expect(h.bus.send(start, from: "notes") == .applied)
    #expect(h.state.topRoute == AnyRoute(Notes.detail(id: 5)))
    #expect(h.events.events.last?.request.source == .handle("notes"))
    // An output the app leaves alone reaches the module's router, which does not know it.
    let before = h.state
    let other = h.bus.send(.interaction(AnyInteraction(NotesOutput.other)), from: "notes")
    #expect(other == .failed("notes.other is not an interaction of module 'notes'"))
    #expect(h.state == before)
    // The module's own interactions are not caught by the output's mapping: the key is the type.
    h.bus.send(NotesInteraction.noteTapped(2))
    #expect(h.log.received == ["noteTapped(2)"])
  }

  @Test func unknownRoutesAndModulesFailWithoutChange() throws {
    let h = try BusHarness()
    let unknownCase = AnyRoute(module: "notes", components: RouteComponents(name: "nope"))
    #expect(
      h.bus.send(.show(unknownCase, style: nil), source: .app)
        == .failed("module 'notes' has no route 'nope'; its routes are: list, detail, edit, search")
    )
    let unknownModule = AnyRoute(module: "ghost", components: RouteComponents(name: "x"))
    #expect(
      h.bus.send(.commands([.push(unknownModule)]), source: .app)
        == .failed("no module 'ghost' is registered"))
    #expect(h.state == NavigationState(tabs: BusHarness.shell.tabs.map(\.id)))
  }

  @Test func moduleKeysMatchAsStringsDoNotAsBytes() throws {
    // Swift compares strings by canonical equivalence: a Kelvin sign is a "K".
    let notes = FakeModule<Notes, NotesInteraction>(log: InteractionLog()) { _ in .nothing }
    let bus = try NavigationBus(
      store: NavigationStore(
        state: NavigationState(tabs: ["home"]), entitlements: AllowEverything()),
      shell: ShellConfiguration(tabs: [TabDeclaration("home")]),
      modules: [ModuleRegistration(notes, key: "Kit")])
    let route = AnyRoute(
      module: "\u{212A}it", components: RouteComponents(name: "detail", values: ["1"]))
    #expect(bus.send(.show(route, style: nil), source: .app) == .applied)
    #expect(bus.store.state.topRoute == route)
    let unknown = AnyRoute(module: "kit", components: RouteComponents(name: "detail"))
    #expect(
      bus.send(.show(unknown, style: nil), source: .app)
        == .failed("no module 'kit' is registered"))
  }

  @Test func backPopsThenDismissesThenSaysThereIsNowhereToGo() throws {
    let h = try BusHarness()
    h.bus.send(NotesInteraction.noteTapped(1))
    h.bus.send(.show(AnyRoute(Photos.viewer(index: 1)), style: .sheet), source: .app)
    #expect(h.state.presentationDepth == 1)
    #expect(h.bus.send(.back, source: .app) == .applied)
    #expect(h.state.presentationDepth == 0)
    #expect(h.bus.send(.back, source: .app) == .applied)
    #expect(h.state.isAtRoot)
    #expect(
      h.bus.send(.back, source: .app) == .failed("cannot go back: tab 'notes' is at its root"))
  }

  @Test func tappingTheSelectedTabPopsItToTheRoot() throws {
    let h = try BusHarness()
    h.bus.send(NotesInteraction.noteTapped(1))
    #expect(h.bus.send(.selectTab("notes"), source: .app) == .applied)
    #expect(h.state.isAtRoot)
  }

  @Test func linksAreResolvedByTheAppsResolver() throws {
    let without = try BusHarness()
    #expect(
      without.bus.send(.link("x://app/notes"), source: .link) == .failed("this app opens no links"))
    let resolver = try LinkBusTests.resolver()
    let h = try BusHarness(state: resolver.makeInitialState(), links: resolver)
    #expect(h.bus.send(.link("x://app/notes/detail/3"), source: .link) == .applied)
    #expect(h.state.topRoute == AnyRoute(Notes.detail(id: 3)))
    let before = h.state
    guard case .failed(let message) = h.bus.send(.link("x://app/notes/nope"), source: .link) else {
      Issue.record("a link to an unknown route was not refused")
      return
    }
    #expect(message.contains("segment 2"))
    #expect(h.state == before)
  }

  @Test func aRestoreMustMatchTheAppsTabsAndRoutes() throws {
    let h = try BusHarness()
    var saved = NavigationState(tabs: BusHarness.shell.tabs.map(\.id))
    try saved.apply(.selectTab("notes", then: [.push(AnyRoute(Notes.detail(id: 8)))]))
    #expect(h.bus.send(.restore(saved), source: .restore) == .applied)
    #expect(h.state == saved)
    #expect(
      h.bus.send(.restore(NavigationState(tabs: ["home"])), source: .restore)
        == .failed("the snapshot's tabs (home) are not the app's tabs"))
    var ghost = NavigationState(tabs: BusHarness.shell.tabs.map(\.id))
    try ghost.apply(.push(AnyRoute(module: "ghost", components: RouteComponents(name: "x"))))
    #expect(
      h.bus.send(.restore(ghost), source: .restore)
        == .failed(
          "the snapshot names a route the app does not have: no module 'ghost' is registered"))
    #expect(h.state == saved)
  }

  @Test func configurationMistakesAreFoundWhenTheBusIsBuilt() {
    let log = InteractionLog()
    let module = FakeModule<Notes, NotesInteraction>(log: log) { _ in .nothing }
    let coordinator = NavigationStore(
      state: NavigationState(tabs: ["home"]), entitlements: AllowEverything())
    #expect(throws: BusConfigurationError.duplicateModule("notes")) {
      try NavigationBus(
        store: coordinator, shell: ShellConfiguration(tabs: [TabDeclaration("home")]),
        modules: [ModuleRegistration(module), ModuleRegistration(module)])
    }
    #expect(throws: BusConfigurationError.unknownHomeTab(module: "notes", tab: "nowhere")) {
      try NavigationBus(
        store: coordinator, shell: ShellConfiguration(tabs: [TabDeclaration("home")]),
        modules: [ModuleRegistration(module)],
        placement: RoutePlacement(homeTabs: ["notes": "nowhere"]))
    }
  }

  @Test func observersSeeEveryIntentAndItsOutcome() throws {
    let h = try BusHarness()
    h.bus.send(NotesInteraction.noteTapped(1))
    h.bus.send(.dismiss, source: .app)
    let events = h.events.events
    #expect(events.count == 2)
    #expect(events[0].request.interaction == AnyInteraction(NotesInteraction.noteTapped(1)))
    #expect(events[0].request.source == .interaction("notes"))
    #expect(events[0].outcome == .applied)
    #expect(events[0].screen == AnyRoute(Notes.detail(id: 1)))
    #expect(events[1].outcome == .failed("cannot dismiss: nothing is presented in tab 'notes'"))
    #expect(events[1].changedState == false)
  }
}
