import Testing
import Wayfinder

/// The routes of a small notes feature.
@Route(path: "notes")
enum NotesRoute {
  case list
  case note(id: Int)
}

/// One builder composes the app: the placement says once where each route enum lives, and
/// `build(entitlements:)` makes the first state, the link resolver and the bus from it.
@MainActor
@Suite struct CompositionTests {
  static let shell = ShellConfiguration(
    tabs: [TabDeclaration("notes"), TabDeclaration("inbox")],
    scenes: [SceneDeclaration(.window("help"))])

  static func builder(_ placement: RoutePlacement) -> NavigationBus.Builder {
    var builder = NavigationBus.Builder(shell: shell, placement: placement)
    builder.register(feature: FeatureRegistration("notes").routes(NotesRoute.self))
    builder.register(feature: FeatureRegistration("gate").routes(Gate.self))
    builder.openLinks(scheme: "notes", host: "app")
    return builder
  }

  @Test func theFirstStateShowsEachTabAtTheRootThePlacementGives() throws {
    let bus = try Self.builder([.tab(NotesRoute.self, "notes", root: .list)]).build(
      entitlements: AllowEverything())
    let state = bus.store.state
    #expect(state.tabIDs == ["notes", "inbox"])
    #expect(state.selectedTab == "notes")
    #expect(
      state.routes(at: StackLocation(container: .tab("notes"), depth: 0)) == [
        AnyRoute(NotesRoute.list)
      ])
    #expect(state.routes(at: StackLocation(container: .tab("inbox"), depth: 0)) == [])
    #expect(try bus.links?.link(for: state) == "notes://app/notes")
  }

  @Test func linksReachEachRouteEnumWhereItIsPlacedAndNowhereElse() throws {
    let bus = try Self.builder([
      .tab(NotesRoute.self, "notes", root: .list), .overTabs(Gate.self, ["inbox"]),
    ]).build(entitlements: AllowEverything())
    // In its home tab.
    #expect(bus.send(.link("notes://app/notes/note/7"), source: .link) == .applied)
    #expect(bus.store.state.topRoute == AnyRoute(NotesRoute.note(id: 7)))
    // Over the tabs it was placed over, not over the others.
    #expect(bus.send(.link("notes://app/inbox/paywall"), source: .link) == .applied)
    #expect(bus.store.state.topRoute == AnyRoute(Gate.paywall))
    let before = bus.store.state
    #expect(bus.send(.link("notes://app/notes/paywall"), source: .link) != .applied)
    #expect(bus.send(.link("notes://app/inbox/note/7"), source: .link) != .applied)
    #expect(bus.store.state == before)
  }

  @Test func overTabsWithoutTabsMeansEveryTabAndASceneHoldsItsOwnRoutes() throws {
    let bus = try Self.builder([.overTabs(Gate.self), .scene(NotesRoute.self, .window("help"))])
      .build(entitlements: AllowEverything())
    for tab in ["notes", "inbox"] {
      #expect(bus.send(.link("notes://app/\(tab)/signIn"), source: .link) == .applied)
    }
    #expect(bus.send(.link("notes://app/scene/window/help/note/3"), source: .link) == .applied)
    #expect(bus.store.state.sceneIDs == [.window("help")])
    // A scene's routes have no home tab.
    #expect(bus.send(.link("notes://app/notes/note/3"), source: .link) != .applied)
  }

  @Test func whatCannotBeComposedIsNamedWhenBuilt() {
    #expect(throws: BusConfigurationError.unknownHomeTab(module: "notes", tab: "archive")) {
      try Self.builder([.tab(NotesRoute.self, "archive")]).build(entitlements: AllowEverything())
    }
    var noTabs = NavigationBus.Builder(shell: ShellConfiguration(tabs: []))
    noTabs.register(feature: FeatureRegistration("notes").routes(NotesRoute.self))
    #expect(throws: BusConfigurationError.noTabs("the shell declares no tab")) {
      try noTabs.build(entitlements: AllowEverything())
    }
    var twice = NavigationBus.Builder(
      shell: ShellConfiguration(tabs: [TabDeclaration("notes"), TabDeclaration("notes")]))
    twice.openLinks(scheme: "notes", host: "app")
    #expect(throws: BusConfigurationError.noTabs("the shell declares the tab 'notes' twice")) {
      try twice.build(entitlements: AllowEverything())
    }
    // A scene the shell does not declare cannot hold routes that links reach.
    #expect {
      try Self.builder([.scene(NotesRoute.self, .window("elsewhere"))]).build(
        entitlements: AllowEverything())
    } throws: { error in
      guard case .links(let problem)? = error as? BusConfigurationError else { return false }
      return problem.contains("elsewhere")
    }
    var badScheme = Self.builder([.tab(NotesRoute.self, "notes")])
    badScheme.openLinks(scheme: "", host: "app")
    #expect {
      try badScheme.build(entitlements: AllowEverything())
    } throws: { error in
      guard case .links? = error as? BusConfigurationError else { return false }
      return true
    }
  }

  @Test func aModulePlacedTwiceKeepsItsFirstPlace() throws {
    let placement: RoutePlacement = [
      .tab(NotesRoute.self, "notes", root: .list), .tab(NotesRoute.self, "inbox"),
    ]
    #expect(placement.homeTabs == ["notes": "notes"])
    let bus = try Self.builder(placement).build(entitlements: AllowEverything())
    bus.send(.selectTab("inbox"), source: .app)
    // A pushed note selects its home tab first.
    // An intent sent without a source is the app's own, not taken for an interaction.
    #expect(bus.send(.show(NotesRoute.note(id: 1))) == .applied)
    #expect(bus.store.state.selectedTab == "notes")
  }

  /// The notes app with a two-step `tour` flow that no shell lists.
  static func tourBuilder() -> NavigationBus.Builder {
    var builder = Self.builder([.tab(NotesRoute.self, "notes", root: .list)])
    builder.register(
      flow: FlowDefinition("tour") {
        FlowStep<FlowFields>("welcome")
        FlowStep<FlowFields>("done")
      })
    return builder
  }

  @Test func aFlowRegisteredOnlyWithItsFeatureOpensFromALink() throws {
    let bus = try Self.tourBuilder().build(entitlements: AllowEverything())
    #expect(
      bus.send(.link("notes://app/flow/tour/step/welcome"), source: .link)
        == .landed(
          FlowLanding(
            id: "tour", step: "welcome", requested: "welcome", reason: .reachedRequestedStep)))
    #expect(bus.store.state.flows.map(\.flow) == ["tour"])
    #expect(bus.store.state.topRoute == .flowStep(flow: "tour", step: "welcome"))
  }

  @Test func aStateThatShowsAFlowsStepHasTheFlowsLink() async throws {
    let builder = Self.tourBuilder()
    let bus = try builder.build(entitlements: AllowEverything())
    let links = try #require(bus.links)
    let id = try bus.flows.start("tour")
    try await bus.flows.advance(id)
    let shown = bus.store.state
    // The public API writes it, and opening it in a fresh app shows the same step.
    let link = try links.link(for: shown)
    #expect(link == "notes://app/flow/tour/step/done")
    let fresh = try builder.build(entitlements: AllowEverything())
    #expect(fresh.send(.link(link), source: .link).didNavigate)
    #expect(fresh.store.state.topRoute == shown.topRoute)
    // What is shown above the step is left out, and said to be.
    bus.send(.show(AnyRoute(NotesRoute.note(id: 7)), style: .sheet))
    let nearest = try links.nearestLink(for: bus.store.state)
    #expect(nearest.link == link)
    #expect(nearest.omitted == [AnyRoute(NotesRoute.note(id: 7))])
  }
}
