import Testing
import Wayfinder

/// Links through the bus: the same guards as a tap, and a hidden tab that looks like no tab.
@MainActor
@Suite struct LinkBusTests {
  static func resolver() throws -> DeepLinkResolver {
    var builder = DeepLinkResolverBuilder(scheme: "x", host: "app", shell: BusHarness.shell)
    builder.addRoutes(Notes.self, toTab: "notes", root: .list)
    builder.addRoutes(Notes.self, toTab: "vault")
    builder.addRoutes(Notes.self, toTab: "admin")
    return try builder.build()
  }

  /// A bus whose tabs start at the roots the resolver declares, as the app's do.
  func harness() throws -> BusHarness {
    let resolver = try Self.resolver()
    return try BusHarness(state: resolver.makeInitialState(), links: resolver)
  }

  @Test func aLinkOpensThroughTheChain() throws {
    let h = try harness()
    #expect(h.bus.send(.link("x://app/notes/detail/4"), source: .link) == .applied)
    #expect(h.state.selectedTab == "notes")
    #expect(h.state.topRoute == AnyRoute(Notes.detail(id: 4)))
    #expect(h.events.events.last?.request.source == .link)
  }

  @Test func aLinkToAPremiumRouteGoesToThePaywallAndResumesAfterThePurchase() throws {
    let h = try harness()
    let search = AnyRoute(Notes.search(query: "a b", tags: []))
    let outcome = h.bus.send(.link("x://app/notes/search/a%20b/~"), source: .link)
    #expect(
      outcome
        == .redirected(
          to: BusHarness.paywall, until: .premium, reason: "route \(search) needs premium"))
    #expect(h.state.topRoute == AnyRoute(Gate.paywall))
    #expect(h.store.grant(.premium) == [.applied])
    #expect(h.state.topRoute == search)
    #expect(h.state.presentationDepth == 1, "the paywall is gone, the search is shown")
  }

  @Test func aHiddenTabAnswersLikeATabThatDoesNotExist() throws {
    let h = try harness()
    guard case .failed(let hidden) = h.bus.send(.link("x://app/admin/detail/1"), source: .link),
      case .failed(let missing) = h.bus.send(.link("x://app/nowhere/detail/1"), source: .link)
    else {
      Issue.record("both links should fail")
      return
    }
    #expect(hidden.replacingOccurrences(of: "admin", with: "nowhere") == missing)
    #expect(!missing.contains("admin"))
    #expect(h.state == (try Self.resolver().makeInitialState()))
  }

  @Test func aMalformedLinkFailsWithItsTypedErrorAndChangesNothing() throws {
    let h = try harness()
    guard case .failed(let message) = h.bus.send(.link("x://app/notes/detail/abc"), source: .link)
    else {
      Issue.record("expected a failure")
      return
    }
    #expect(message.contains("abc"))
    #expect(h.state == (try Self.resolver().makeInitialState()))
  }
}
