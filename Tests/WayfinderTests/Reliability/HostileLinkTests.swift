import Testing
import Wayfinder

/// A module with no interactions, so any route type can be registered on a bus.
struct InertModule<Route: NavigationRoute>: FeatureRouter {
  func respond(
    to interaction: InertInteraction, in state: NavigationState
  )
    -> ModuleResponse<Route>
  { .nothing }
}

enum InertInteraction: ModuleInteraction {
  case none
  static let moduleKey: ModuleKey = "inert"
}

/// Crafted links: each gets its typed error, and opening it through the bus changes nothing.
@MainActor
@Suite struct HostileLinkTests {
  static let nested1000 = "myapp://app/tasks" + String(repeating: "/list", count: 1_000)
  static let nested40 = "myapp://app/tasks" + String(repeating: "/list", count: 40)

  /// The link and a check of the error it must get.
  static let cases: [(String, String, @Sendable (DeepLinkError) -> Bool)] = [
    (
      "overlong", "myapp://app/tasks/note/" + String(repeating: "x", count: 3_000),
      {
        if case .tooLong(let length, 2_048) = $0 { return length > 3_000 }
        return false
      }
    ),
    (
      "a thousand nested routes", nested1000,
      {
        if case .tooLong = $0 { return true }
        return false
      }
    ),
    (
      "deep nesting", nested40,
      {
        if case .tooDeep(_, 32) = $0 { return true }
        return false
      }
    ),
    (
      "NUL in the tab", "myapp://app/tas%00ks/list",
      {
        if case .unknownTab(1, _, _) = $0 { return true }
        return false
      }
    ),
    (
      "NUL in a route name", "myapp://app/tasks/li%00st",
      {
        if case .unknownRoute(2, _, _, _) = $0 { return true }
        return false
      }
    ),
    (
      "invalid percent-escape", "myapp://app/tasks/note/%G1",
      {
        if case .malformed(3, _, _) = $0 { return true }
        return false
      }
    ),
    (
      "truncated percent-escape", "myapp://app/tasks/note/abc%4",
      {
        if case .malformed(3, _, _) = $0 { return true }
        return false
      }
    ),
    (
      "invalid UTF-8", "myapp://app/tasks/note/%FF%FE",
      {
        switch $0 {
        case .malformed(3, _, _), .badValue(3, _, _): return true
        default: return false
        }
      }
    ),
    (
      "dot-dot segment", "myapp://app/tasks/../admin",
      {
        if case .unknownRoute(2, "..", _, _) = $0 { return true }
        return false
      }
    ),
    (
      "tab in another case", "myapp://app/Tasks/list",
      {
        if case .unknownTab(1, "Tasks", "tasks") = $0 { return true }
        return false
      }
    ),
    (
      "repeated present", "myapp://app/tasks/detail/1?present=sheet&present=fullscreen",
      {
        if case .badQuery = $0 { return true }
        return false
      }
    ),
    (
      "huge number", "myapp://app/tasks/count/99999999999999999999999999",
      {
        if case .badValue(3, "Int", _) = $0 { return true }
        return false
      }
    ),
    (
      "empty segment", "myapp://app/tasks//list",
      {
        if case .malformed = $0 { return true }
        return false
      }
    ),
    (
      "a route's name where its link starts with a value",
      "myapp://app/scene/window/preferences/user/0",
      {
        if case .malformed(4, "user", _) = $0 { return true }
        return false
      }
    ),
    (
      "NUL as the value a link starts with", "myapp://app/scene/window/preferences/%00",
      {
        if case .badValue(4, "UUID", "\u{0}") = $0 { return true }
        return false
      }
    ),
    (
      "a template's last word missing", "myapp://app/scene/window/preferences/reports/2024",
      {
        if case .malformed(6, "", _) = $0 { return true }
        return false
      }
    ),
    (
      "a template's word in another case",
      "myapp://app/scene/window/preferences/reports/2024/Summary",
      {
        if case .malformed(6, "Summary", _) = $0 { return true }
        return false
      }
    ),
    (
      "template values in the case's order", "myapp://app/dashboard/find/abc/7",
      {
        if case .badValue(3, "Int?", "abc") = $0 { return true }
        return false
      }
    ),
    (
      "a template's value missing", "myapp://app/dashboard/find/7",
      {
        if case .missingValue(4, "search", "query", "String") = $0 { return true }
        return false
      }
    ),
    (
      "fragment", "myapp://app/tasks/list#top",
      {
        if case .malformed = $0 { return true }
        return false
      }
    ),
    (
      "foreign scheme", "javascript://app/tasks/list",
      {
        if case .foreignLink = $0 { return true }
        return false
      }
    ),
    (
      "hidden tab", "myapp://app/admin",
      {
        if case .unknownTab(1, "admin", nil) = $0 { return true }
        return false
      }
    ),
  ]

  /// The arguments below run every case.
  @Test func everyCaseRuns() {
    #expect(Self.cases.count == 22)
  }

  @Test(arguments: 0..<22)
  func aHostileLinkGetsItsTypedError(index: Int) {
    let (name, link, check) = Self.cases[index]
    do {
      let resolution = try LinkFixtures.resolver.resolve(link, entitlements: EntitlementStore())
      Issue.record("\(name) opened: \(resolution.target)")
    } catch {
      #expect(check(error), "\(name): \(error)")
    }
  }

  @Test(arguments: 0..<22)
  func aHostileLinkThroughTheBusChangesNothing(index: Int) throws {
    let (name, link, _) = Self.cases[index]
    let resolver = LinkFixtures.resolver
    let start = try #require(resolver.makeInitialState())
    let coordinator = NavigationStore(state: start, entitlements: EntitlementStore())
    let bus = try NavigationBus(
      store: coordinator, shell: LinkFixtures.shell,
      modules: [
        ModuleRegistration(InertModule<LinkTasks>(), key: LinkTasks.moduleKey),
        ModuleRegistration(InertModule<LinkDashboard>(), key: LinkDashboard.moduleKey),
        ModuleRegistration(InertModule<LinkPeople>(), key: LinkPeople.moduleKey),
        ModuleRegistration(InertModule<LinkVault>(), key: LinkVault.moduleKey),
      ],
      middlewares: [RequirementGuard.entitlements(paywall: nil)],
      links: resolver)
    let outcome = bus.send(.link(link), source: .link)
    guard case .failed(let message) = outcome else {
      Issue.record("\(name): \(outcome)")
      return
    }
    #expect(!message.isEmpty)
    #expect(coordinator.state == start, "\(name) changed the state")
  }
}
