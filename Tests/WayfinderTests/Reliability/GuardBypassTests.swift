import Testing
import Wayfinder
import WayfinderTesting

/// Every gated route and tab of a small app, through every source of intent, with and without
/// what it needs.
@MainActor
@Suite struct GuardBypassTests {
  static let shell = ShellConfiguration(tabs: [
    TabDeclaration("home"), TabDeclaration("notes"),
    TabDeclaration("vault", requirement: .premium, behavior: .locked),
    TabDeclaration("admin", requirement: .pro, behavior: .hidden),
    TabDeclaration("beta", requirement: .featureFlag("beta"), behavior: .locked),
  ])

  /// The guards of the audited fixture.
  enum Guard: String, CaseIterable, CustomTestStringConvertible {
    case auth, entitlements, featureFlags

    var middleware: any NavigationMiddleware {
      switch self {
      case .auth: return RequirementGuard.auth(signIn: { _ in BusHarness.signIn })
      case .entitlements: return RequirementGuard.entitlements(paywall: { _ in BusHarness.paywall })
      case .featureFlags: return RequirementGuard.featureFlags
      }
    }

    var testDescription: String { rawValue }
  }

  /// The fixture's links: the notes routes under every notes-like tab, the gate under home.
  static func resolver() throws -> DeepLinkResolver {
    var builder = DeepLinkResolverBuilder(scheme: "x", host: "app", shell: Self.shell)
    for tab in ["notes", "vault", "admin", "beta"] as [TabID] {
      builder.addRoutes(Notes.self, toTab: tab, root: tab == "notes" ? .list : nil)
    }
    builder.addRoutes(Gate.self, toTab: "home")
    return try builder.build()
  }

  /// The audit of this fixture's hostile sources; without links, the bus cannot tell where a
  /// route is registered (the control).
  static func hostileAttempts(withLinks: Bool = true) async throws -> [GuardBypassAudit.Attempt] {
    let resolver = try Self.resolver()
    let store = EntitlementStore()
    var busBuilder = NavigationBus.Builder(
      shell: Self.shell, placement: RoutePlacement(homeTabs: ["notes": "notes"]))
    busBuilder.register(
      ModuleRegistration(
        FakeModule<Notes, NotesInteraction>(log: InteractionLog()) { _ in .nothing }))
    busBuilder.register(
      ModuleRegistration(FakeModule<Gate, GateInteraction>(log: InteractionLog()) { _ in .nothing })
    )
    for guardian in Guard.allCases { busBuilder.use(guardian.middleware) }
    if withLinks { busBuilder.openLinks(with: resolver) }
    let bus = try busBuilder.build(
      store: NavigationStore(
        state: try #require(resolver.makeInitialState()), entitlements: store))
    let audit = GuardBypassAudit(
      bus: bus, resolver: resolver, store: store, open: AnyRoute(Notes.detail(id: 1)))
    return await audit.runHostile(routes: [
      (AnyRoute(Notes.search(query: "q", tags: ["a"])), "notes"),
      (AnyRoute(Notes.edit(id: 3, title: "t")), "notes"),
    ])
  }

  @Test func noHostileSnapshotPlacesAGatedRouteWhereNoIntentCould() async throws {
    let attempts = try await Self.hostileAttempts()
    #expect(attempts.count == 4)
    #expect(attempts.allSatisfy { $0.skipped == nil && !$0.mustGetThrough })
    for attempt in attempts where !attempt.passed { Issue.record("\(attempt)") }
    // The control: a bus that cannot tell where routes are registered lets them through.
    let control = try await Self.hostileAttempts(withLinks: false).filter { !$0.passed }
    #expect(control.count >= 2, "\(control)")
  }

  /// The audit of this fixture, with every guard but `removed`.
  static func attempts(without removed: Guard? = nil) throws -> [GuardBypassAudit.Attempt] {
    let resolver = try Self.resolver()
    let store = EntitlementStore()
    let log = InteractionLog()
    var busBuilder = NavigationBus.Builder(shell: Self.shell)
    busBuilder.register(
      ModuleRegistration(FakeModule<Notes, NotesInteraction>(log: log) { _ in .nothing }))
    busBuilder.register(
      ModuleRegistration(FakeModule<Gate, GateInteraction>(log: log) { _ in .nothing }))
    for guardian in Guard.allCases where guardian != removed { busBuilder.use(guardian.middleware) }
    busBuilder.openLinks(with: resolver)
    AuditInteraction.mapped(in: &busBuilder)
    let bus = try busBuilder.build(
      store: NavigationStore(
        state: try #require(resolver.makeInitialState()), entitlements: store))
    let audit = GuardBypassAudit(
      bus: bus, resolver: resolver, store: store, open: AnyRoute(Notes.detail(id: 1)))
    return audit.run(routes: [
      (AnyRoute(Notes.search(query: "q", tags: ["a"])), "notes"),
      (AnyRoute(Notes.edit(id: 3, title: "t")), "notes"),
    ])
  }

  /// The flows of the fixture: `survey` is behind the `survey` flag as a whole; in `setup`, the
  /// `name` step validates, `billing` needs premium and `profile` needs sign-in; in `tour`,
  /// which validates nothing, `tips` needs pro.
  static let flows: [FlowDefinition<FlowFields>] = [
    FlowDefinition("survey", persists: true) {
      FlowStep<FlowFields>("intro")
      FlowStep<FlowFields>("questions")
      FlowStep<FlowFields>("thanks")
    }.requires(.featureFlag("survey")),
    FlowDefinition("setup", persists: true) {
      FlowStep<FlowFields>("name").validate("a name is needed") { $0["name"] != nil }
      FlowStep<FlowFields>("billing").requires(.premium)
      FlowStep<FlowFields>("profile").requires(.signedIn)
      FlowStep<FlowFields>("finish")
    },
    FlowDefinition("tour", persists: true) {
      FlowStep<FlowFields>("hello")
      FlowStep<FlowFields>("tips").requires(.pro)
      FlowStep<FlowFields>("bye")
    },
  ]

  /// The audit of the fixture's flows, with every guard but `removed`.
  static func flowAttempts(without removed: Guard? = nil) async throws -> [GuardBypassAudit.Attempt]
  {
    let shell = ShellConfiguration(tabs: Self.shell.tabs, flows: Self.flows.map(\.declaration))
    let resolver = try DeepLinkResolverBuilder(scheme: "x", host: "app", shell: shell).build()
    let store = EntitlementStore()
    var builder = NavigationBus.Builder(shell: shell)
    builder.register(
      ModuleRegistration(FakeModule<Gate, GateInteraction>(log: InteractionLog()) { _ in .nothing })
    )
    for guardian in Guard.allCases where guardian != removed { builder.use(guardian.middleware) }
    builder.openLinks(with: resolver)
    let bus = try builder.build(
      store: NavigationStore(
        state: try #require(resolver.makeInitialState()), entitlements: store))
    for flow in Self.flows { try bus.flows.register(flow) }
    let audit = GuardBypassAudit(
      bus: bus, resolver: resolver, store: store, open: AnyRoute(Gate.paywall))
    return await audit.runFlows(fields: ["setup": ["name": "Ada"]])
  }

  @Test func noFlowSourceGetsPastAGuardAndEveryOneGetsThroughWithTheCondition() async throws {
    let attempts = try await Self.flowAttempts()
    for attempt in attempts where !attempt.passed { Issue.record("\(attempt)") }
    #expect(
      Set(attempts.map(\.subject)) == [
        .flow("survey"), .flowStep(flow: "setup", step: "billing"),
        .flowStep(flow: "setup", step: "profile"), .flowStep(flow: "tour", step: "tips"),
      ])
    #expect(
      Set(attempts.map(\.source)) == [
        "flow start", "flow start at the step", "flow link", "flow advance",
        "back into a gated step", "restored snapshot", "redirect resume",
      ])
    // A link or a start into a step behind `name` stops at `name`, which validates, and a
    // flag blocks instead of redirecting: those attempts are skipped, and pinned here.
    let skipped = attempts.filter { $0.skipped != nil }.map { "\($0.subject) via \($0.source)" }
    #expect(
      Set(skipped) == [
        "step billing of flow setup via redirect resume",
        "step billing of flow setup via flow start at the step",
        "step billing of flow setup via flow link",
        "step profile of flow setup via redirect resume",
        "step profile of flow setup via flow start at the step",
        "step profile of flow setup via flow link",
        "flow survey via redirect resume",
      ], "\(skipped)")
    let made = attempts.filter { $0.skipped == nil }
    #expect(made.filter { !$0.conditionMet }.count == 21)
    #expect(made.filter(\.conditionMet).count == 17)
    let row = attempts.documentedRow(
      app: "the flow fixture (a flagged flow; premium, sign-in and pro steps)")
    #expect(try GuardBypassAudit.documentedRows().contains(row), "RELIABILITY.md should say \(row)")
  }

  @Test func noSourceGetsPastAGuardAndEverySourceGetsThroughWithTheCondition() throws {
    let attempts = try Self.attempts()
    for attempt in attempts where !attempt.passed { Issue.record("\(attempt)") }
    let sources = Set(attempts.map(\.source))
    #expect(
      sources == [
        "handle call", "interaction", "commands", "back into a gated entry", "tab selection",
        "link", "restored snapshot", "redirect resume",
      ])
    #expect(attempts.filter { !$0.conditionMet }.count >= 20)
    #expect(attempts.filter(\.conditionMet).count >= 20)
    let row = attempts.documentedRow(
      app: "the bus fixture (entitlements, sign-in, a flag)")
    #expect(try GuardBypassAudit.documentedRows().contains(row), "RELIABILITY.md should say \(row)")
  }
}
