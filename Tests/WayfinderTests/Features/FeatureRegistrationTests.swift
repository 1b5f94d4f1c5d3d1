import Testing
import Wayfinder
import WayfinderTesting

/// A feature reaches the bus only through its registration: its routers, its screens (when it
/// draws them) and nothing else.
@MainActor
@Suite struct FeatureRegistrationTests {
  static let shell = ShellConfiguration(tabs: [TabDeclaration("notes"), TabDeclaration("photos")])

  func notes(_ log: InteractionLog) -> FakeModule<Notes, NotesInteraction> {
    FakeModule(log: log) { interaction in
      if case .noteTapped(let id) = interaction { return .show(.detail(id: id)) }
      return .nothing
    }
  }

  @Test func aFeatureWithoutScreensIsRoutedAndDrawsNothing() throws {
    let log = InteractionLog()
    let feature = FeatureRegistration("notes").routes(notes(log)).routes(Photos.self)
    #expect(feature.moduleKeys == ["notes", "photos"])
    let coordinator = NavigationStore(
      state: NavigationState(tabs: ["notes", "photos"]), entitlements: AllowEverything())
    let bus = try NavigationBus(
      store: coordinator, shell: Self.shell, features: [feature],
      placement: RoutePlacement(homeTabs: ["notes": "notes"]))
    #expect(bus.moduleKeys == ["notes", "photos"])
    #expect(bus.send(NotesInteraction.noteTapped(7)) == .applied)
    #expect(log.received == ["noteTapped(7)"])
    #expect(coordinator.state.topRoute == CoreFixtures.detail(7))
    #expect(feature.screen(for: CoreFixtures.detail(7), sink: bus) == nil)
  }

  @Test func aFeatureDrawsItsOwnRoutesOnly() {
    let feature = FeatureRegistration("notes").routes(notes(InteractionLog())) { route, _ in
      Screen(title: "note \(route)")
    }
    let sink = RecordingSink()
    #expect(feature.screen(for: CoreFixtures.detail(3), sink: sink)?.title == "note detail(id: 3)")
    #expect(feature.screen(for: AnyRoute(Photos.viewer(index: 1)), sink: sink) == nil)
  }

  @Test func theBusAnswersARouteCaseFromTheModuleThatRegisteredIt() throws {
    let bus = try NavigationBus(
      store: NavigationStore(
        state: NavigationState(tabs: ["notes", "photos"]), entitlements: AllowEverything()),
      shell: Self.shell,
      features: [FeatureRegistration("photos").routes(Photos.self)])
    let viewer = bus.routeCase(of: AnyRoute(Photos.viewer(index: 2)))
    #expect(viewer?.name == "viewer")
    #expect(viewer?.presentation == .window(id: "viewer"))
    #expect(bus.routeCase(of: CoreFixtures.detail(1)) == nil, "notes is not registered")
  }

  @Test func twoFeaturesWithTheSameRouteEnumAreRefused() {
    let coordinator = NavigationStore(
      state: NavigationState(tabs: ["notes", "photos"]), entitlements: AllowEverything())
    #expect(throws: BusConfigurationError.duplicateModule("photos")) {
      try NavigationBus(
        store: coordinator, shell: Self.shell,
        features: [
          FeatureRegistration("a").routes(Photos.self),
          FeatureRegistration("b").routes(Photos.self),
        ])
    }
  }
}
