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

  /// The audit of this fixture, with every guard but `removed`.
  static func attempts(without removed: Guard? = nil) throws -> [GuardBypassAudit.Attempt] {
    var builder = DeepLinkResolverBuilder(scheme: "x", host: "app", shell: Self.shell)
    for tab in ["notes", "vault", "admin", "beta"] as [TabID] {
      builder.addRoutes(Notes.self, toTab: tab, root: tab == "notes" ? .list : nil)
    }
    builder.addRoutes(Gate.self, toTab: "home")
    let resolver = try builder.build()
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
      coordinator: NavigationCoordinator(
        state: try #require(resolver.makeInitialState()), entitlements: store))
    let audit = GuardBypassAudit(
      bus: bus, resolver: resolver, store: store, open: AnyRoute(Notes.detail(id: 1)))
    return audit.run(routes: [
      (AnyRoute(Notes.search(query: "q", tags: ["a"])), "notes"),
      (AnyRoute(Notes.edit(id: 3, title: "t")), "notes"),
    ])
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
  }
}
