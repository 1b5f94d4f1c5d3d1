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

  @Test func noSourceGetsPastAGuardAndEverySourceGetsThroughWithTheCondition() throws {
    var builder = DeepLinkResolverBuilder(scheme: "x", host: "app", shell: Self.shell)
    for tab in ["notes", "vault", "admin", "beta"] as [TabID] {
      builder.addRoutes(Notes.self, toTab: tab, root: tab == "notes" ? .list : nil)
    }
    builder.addRoutes(Gate.self, toTab: "home")
    let resolver = try builder.build()
    let store = EntitlementStore()
    let coordinator = NavigationCoordinator(
      state: try #require(resolver.makeInitialState()), entitlements: store)
    let log = InteractionLog()
    var busBuilder = NavigationBus.Builder(shell: Self.shell)
    busBuilder.register(
      ModuleRegistration(FakeModule<Notes, NotesInteraction>(log: log) { _ in .nothing }))
    busBuilder.register(
      ModuleRegistration(FakeModule<Gate, GateInteraction>(log: log) { _ in .nothing }))
    busBuilder.use(RequirementGuard.auth(signIn: { _ in BusHarness.signIn }))
    busBuilder.use(RequirementGuard.entitlements(paywall: { _ in BusHarness.paywall }))
    busBuilder.use(RequirementGuard.featureFlags)
    busBuilder.openLinks(with: resolver)
    AuditInteraction.mapped(in: &busBuilder)
    let bus = try busBuilder.build(coordinator: coordinator)
    let audit = GuardBypassAudit(
      bus: bus, resolver: resolver, store: store, open: AnyRoute(Notes.detail(id: 1)))
    let attempts = audit.run(routes: [
      (AnyRoute(Notes.search(query: "q", tags: ["a"])), "notes"),
      (AnyRoute(Notes.edit(id: 3, title: "t")), "notes"),
    ])
    for attempt in attempts where !attempt.passed { Issue.record("\(attempt)") }
    let sources = Set(attempts.map(\.source))
    #expect(
      sources == [
        "handle call", "interaction", "commands", "back into a gated entry", "tab selection",
        "link", "restored snapshot", "redirect resume",
      ])
    #expect(attempts.filter { !$0.conditionMet }.count >= 20)
    #expect(attempts.filter(\.conditionMet).count >= 20)
  }
}
