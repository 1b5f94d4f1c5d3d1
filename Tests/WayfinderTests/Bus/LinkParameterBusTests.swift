import Foundation
import Testing
import Wayfinder

/// Query items captured from a link travel with its request through the chain, to the
/// middlewares and observers, and through a redirect and its resumption; they never reach the
/// state.
@MainActor
@Suite struct LinkParameterBusTests {
  /// Records the link parameters of every request it passes on.
  struct ParameterTap: NavigationMiddleware {
    let seen: Locked<[[URLQueryItem]]>

    func handle(
      _ request: NavigationRequest, context: MiddlewareContext,
      next: (NavigationRequest) -> IntentOutcome
    ) -> IntentOutcome {
      seen.withLock { $0.append(request.linkParameters) }
      return next(request)
    }
  }

  static func resolver(policy: LinkQueryPolicy) throws -> DeepLinkResolver {
    var builder = DeepLinkResolverBuilder(scheme: "x", host: "app", shell: BusHarness.shell)
    builder.addRoutes(Notes.self, toTab: "notes", root: .list)
    builder.addRoutes(Notes.self, toTab: "vault")
    builder.addOrigin(.universalLink(domain: "notes.example.com", pathPrefix: "/app"))
    builder.queryPolicy = policy
    return try builder.build()
  }

  @Test func middlewaresAndObserversSeeWhatTheLinkCaptured() throws {
    let resolver = try Self.resolver(policy: .capture())
    let seen = Locked<[[URLQueryItem]]>([])
    let tapped = try BusHarness(
      middlewares: [ParameterTap(seen: seen)], state: resolver.makeInitialState(),
      links: resolver)
    let plain = try BusHarness(state: resolver.makeInitialState(), links: resolver)

    let link = "https://notes.example.com/app/notes/detail/4?utm_source=mail&utm_medium=email"
    #expect(tapped.bus.send(.link(link), source: .link) == .applied)
    #expect(plain.bus.send(.link("x://app/notes/detail/4"), source: .link) == .applied)
    let expected = [
      URLQueryItem(name: "utm_source", value: "mail"),
      URLQueryItem(name: "utm_medium", value: "email"),
    ]
    #expect(seen.withLock { $0 } == [expected])
    #expect(tapped.events.events.last?.request.linkParameters == expected)
    #expect(tapped.state == plain.state, "the parameters never reach the state")
    #expect(try resolver.link(for: tapped.state) == "x://app/notes/detail/4")

    // A tap carries none.
    tapped.bus.send(NotesInteraction.noteTapped(5))
    #expect(seen.withLock { $0.last } == [])
    #expect(tapped.events.events.last?.request.linkParameters == [])
  }

  @Test func aResumedLinkStillCarriesItsCampaign() throws {
    let resolver = try Self.resolver(policy: .captureAll)
    let h = try BusHarness(state: resolver.makeInitialState(), links: resolver)
    let outcome = h.bus.send(.link("x://app/vault?campaign=spring"), source: .link)
    guard case .redirected = outcome else {
      Issue.record("the vault needs premium: \(outcome)")
      return
    }
    #expect(h.store.grant(.premium) == [.applied])
    let resumed = try #require(h.events.events.last)
    #expect(resumed.request.source == .resume)
    #expect(resumed.request.linkParameters == [URLQueryItem(name: "campaign", value: "spring")])
  }

  @Test func aRefusedItemLeavesTheStateAsItWas() throws {
    let resolver = try Self.resolver(policy: .capture(prefixes: [], names: ["ref"]))
    let h = try BusHarness(state: resolver.makeInitialState(), links: resolver)
    let before = h.state
    let outcome = h.bus.send(.link("x://app/notes/detail/4?ref=a&utm_source=b"), source: .link)
    #expect(
      outcome
        == .failed("query item 'utm_source': links take no query item but 'present=' and 'ref'"))
    #expect(h.state == before)
  }

  /// A secret in a link's query reaches nothing but the parser: a sensitive item reaches the
  /// middlewares and observers masked, a refused item's error names it without its value, and
  /// the intent's description writes every item by its name only.
  @Test func aSensitiveItemsValueReachesNoMiddlewareObserverOrDescription() throws {
    let resolver = try Self.resolver(policy: .capture(names: ["ref"], sensitive: ["invite"]))
    let seen = Locked<[[URLQueryItem]]>([])
    let h = try BusHarness(
      middlewares: [ParameterTap(seen: seen)], state: resolver.makeInitialState(),
      links: resolver)
    let secret = "zq-secret-4711"
    let link = "x://app/notes/detail/4?utm_source=mail&invite=\(secret)&ref=friend"
    #expect(h.bus.send(.link(link), source: .link) == .applied)
    let expected = [
      URLQueryItem(name: "utm_source", value: "mail"),
      URLQueryItem(name: "invite", value: ActiveFlow.mask),
      URLQueryItem(name: "ref", value: "friend"),
    ]
    #expect(seen.withLock { $0 } == [expected])
    let event = try #require(h.events.events.last)
    #expect(event.request.linkParameters == expected)
    #expect(
      NavigationIntent.link(link + "#top").description
        == "open x://app/notes/detail/4?utm_source&invite&ref")
    #expect(!"\(event)".contains(secret))

    let refused = h.bus.send(.link("x://app/notes/detail/4?token=\(secret)"), source: .link)
    guard case .failed(let reason) = refused else {
      Issue.record("a token the policy does not capture refuses the link: \(refused)")
      return
    }
    #expect(reason.hasPrefix("query item 'token': "))
    #expect(!reason.contains(secret))
    #expect(!h.events.events.contains { "\($0)".contains(secret) })
  }
}
