import Testing
import Wayfinder
import WayfinderTesting

/// Generated hostile snapshots: valid states with routes moved between tabs and layers, flows
/// injected at any step with their `persists` flag flipped, restored by users who have some of
/// what the app gates. Whatever the snapshot says, the restored state is one that intents could
/// have built and the guards allow.
@MainActor
@Suite struct HostileSnapshotPropertyTests {
  static let rounds = 300

  static func resolver() throws -> DeepLinkResolver {
    var builder = DeepLinkResolverBuilder(scheme: "x", host: "app", shell: BusHarness.shell)
    builder.addRoutes(Notes.self, toTab: "notes", root: .list)
    builder.addRoutes(Notes.self, toTab: "vault")
    builder.addRoutes(Notes.self, toTab: "admin")
    for tab in BusHarness.shell.tabs.map(\.id) { builder.addRoutes(Gate.self, toTab: tab) }
    return try builder.build()
  }

  static let routes: [AnyRoute] = [
    AnyRoute(Notes.list), AnyRoute(Notes.detail(id: 1)), AnyRoute(Notes.edit(id: 2, title: "t")),
    AnyRoute(Notes.search(query: nil, tags: [])), AnyRoute(Gate.paywall),
  ]

  @Test(arguments: [1, 2, 3] as [UInt64])
  func whateverTheSnapshotSaysTheRestoredStateIsOneTheGuardsAllow(seed: UInt64) throws {
    var random = SeededRandom(seed: seed)
    let resolver = try Self.resolver()
    let h = try BusHarness(
      placement: RoutePlacement(homeTabs: ["notes": "notes"]),
      state: resolver.makeInitialState(), links: resolver)
    let engine = h.bus.flows
    try engine.register(
      FlowDefinition("setup", persists: true) {
        FlowStep<FlowFields>("name").validate("a name") { $0["name"] != nil }
        FlowStep<FlowFields>("plan")
        FlowStep<FlowFields>("done")
      })
    try engine.register(
      FlowDefinition("quick") {
        FlowStep<FlowFields>("one")
        FlowStep<FlowFields>("two")
      })
    let tabs = BusHarness.shell.tabs.map(\.id)
    var restored = 0
    var refused = 0
    for _ in 0..<Self.rounds {
      // A state intents could build, then edited by hand.
      var state = try #require(resolver.makeInitialState())
      for _ in 0..<Int.random(in: 1...5, using: &random) {
        let tab = tabs.randomElement(using: &random)!
        let route = Self.routes.randomElement(using: &random)!
        let command: NavigationCommand =
          Bool.random(using: &random)
          ? .selectTab(tab, then: [.push(route)])
          : .selectTab(tab, then: [.present(route, style: .sheet)])
        try? state.apply(command)
      }
      if Bool.random(using: &random) {
        let flow = ["setup", "quick"].randomElement(using: &random)!
        let steps = flow == "setup" ? ["name", "plan", "done"] : ["one", "two"]
        let at = Int.random(in: 0..<steps.count, using: &random)
        try? state.apply(
          .startFlow(
            ActiveFlow(
              flow: flow, step: steps[at], history: Array(steps[..<at]),
              persists: Bool.random(using: &random)),
            presentation: .sheet))
      }
      // A user with some of what the app gates.
      h.store.revoke(.premium)
      h.store.revoke(.pro)
      h.store.signOut()
      if Bool.random(using: &random) { h.store.grant(.premium) }
      if Bool.random(using: &random) { h.store.grant(.pro) }
      if Bool.random(using: &random) { h.store.signIn("ada") }

      let before = h.state
      let outcome = h.bus.send(.restore(state), source: .restore)
      let after = h.state
      guard outcome == .applied else {
        refused += 1
        #expect(after == before, "a refused snapshot changed the state")
        continue
      }
      restored += 1
      #expect(after.isWellFormed)
      Self.checkAllowed(after, resolver: resolver, store: h.store)
      #expect(
        !after.flows.contains { $0.flow == "quick" }, "a flow that does not persist came back")
      for flow in after.flows where flow.flow == "setup" && flow.step != "name" {
        #expect(flow.data["name"] != nil, "setup stands past 'name' without a name")
      }
    }
    #expect(restored > Self.rounds / 2, "only \(restored) of \(Self.rounds) snapshots restored")
    #expect(restored + refused == Self.rounds)
  }

  /// Every route stands where it is registered and meets its own and its home tab's
  /// requirement; a tab the user may not open holds only its root and is not selected.
  static func checkAllowed(
    _ state: NavigationState, resolver: DeepLinkResolver, store: EntitlementStore
  ) {
    for tab in state.tabs {
      let declaration = BusHarness.shell.tabs.first { $0.id == tab.id }
      let open = store.allows(declaration?.requirement)
      let routes = tab.content.base.routes + tab.content.presentations.flatMap(\.stack.routes)
      if !open {
        #expect(routes.count <= 1, "the closed tab \(tab.id) holds \(routes)")
        #expect(state.selectedTab != tab.id, "the closed tab \(tab.id) is selected")
      }
      for route in routes where route.module != .flow {
        #expect(resolver.registers(route, in: .tab(tab.id)), "\(route) stands in \(tab.id)")
        let routeCase = Notes.routeCases.first { $0.name == route.name && route.module == "notes" }
        let needs = [
          routeCase?.requirement, BusHarness.shell.tabs.first { $0.id == "notes" }?.requirement,
        ]
        if route != tab.content.base.root {
          #expect(
            needs.allSatisfy { store.allows($0) }, "\(route) in \(tab.id) without what it needs")
        }
      }
    }
  }
}
