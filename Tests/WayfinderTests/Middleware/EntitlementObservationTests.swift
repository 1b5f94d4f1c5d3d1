import Testing
import Wayfinder

/// A change of what the user has reaches the guards through the entitlement provider, with no
/// call for the app to remember: at once on the main actor, and otherwise once nothing runs.
@MainActor
@Suite struct EntitlementObservationTests {
  private let search = AnyRoute(Notes.search(query: nil, tags: []))

  /// A bus whose search waits behind the paywall.
  private func waitingForPremium(
    middlewares: [any NavigationMiddleware]? = nil
  ) throws -> BusHarness {
    let h = try BusHarness(middlewares: middlewares)
    #expect(h.bus.send(NotesInteraction.searchTapped).didNavigate == false)
    #expect(h.state.topRoute == AnyRoute(Gate.paywall))
    return h
  }

  @Test func aGrantOnTheMainActorResumesAtOnceAndReturnsWhatResumed() throws {
    let h = try waitingForPremium()
    #expect(h.store.grant(.premium) == [.applied])
    #expect(h.state.topRoute == search)
    #expect(h.bus.pendingResumptions.isEmpty)
    // Granting what the user already has changes nothing and tells nobody.
    let told = h.events.events.count
    #expect(h.store.grant(.premium) == [])
    #expect(h.events.events.count == told)
  }

  @Test func aRevocationOnTheMainActorTakesBackWhatNeedsIt() throws {
    let h = try BusHarness()
    h.store.grant(.premium)
    #expect(h.bus.send(NotesInteraction.searchTapped) == .applied)
    h.store.revoke(.premium)
    #expect(!h.state.allRoutes.contains(search))
  }

  /// A grant or a revocation names what it changes by the requirement the app declared: every
  /// entitlement and flag in it, in one change that the buses hear of once; sign-in is not
  /// granted (it needs a user).
  @Test func aRequirementIsGrantedAndRevokedAsAWhole() throws {
    let h = try BusHarness()
    let beta = Requirement.featureFlag("beta")
    let both = Requirement.all([.premium, beta, .signedIn])
    var told = 0
    h.store.observeChanges {
      told += 1
      return []
    }
    h.store.grant(both)
    #expect(told == 1)
    #expect(h.store.granted == [.premium, beta])
    #expect(h.store.unmet(both) == [.signedIn])
    h.store.signIn("ada")
    #expect(h.store.allows(both))
    h.store.revoke(.all([.premium, .pro]))
    #expect(told == 3)
    #expect(h.store.granted == [beta])
    #expect(h.store.user == "ada")
    // Taking back what the user does not hold changes nothing and tells nobody.
    h.store.revoke(.pro)
    #expect(told == 3)
    #expect(EntitlementStore(granting: [beta, .premium]).granted == [.premium, beta])
  }

  @Test func aGrantFromAnotherTaskIsAwaitedOnTheMainActor() async throws {
    let h = try waitingForPremium()
    let store = h.store
    let resumed = await Task.detached { await store.grant(.premium) }.value
    #expect(resumed == [.applied])
    #expect(h.state.topRoute == search)
  }

  @Test func aGrantDuringASendWaitsUntilTheSendIsOver() async throws {
    let list = AnyRoute(Notes.list)
    let h = try waitingForPremium(middlewares: [
      GrantWhilePushing(list),
      RequirementGuard.entitlements(paywall: { _ in BusHarness.paywall }),
    ])
    // A push over the paywall keeps it, and what waits behind it.
    #expect(h.bus.send(.commands([.push(list)]), source: .app) == .applied)
    // The chain that granted finished first; the search resumes after it, not inside it.
    #expect(h.state.topRoute == list)
    #expect(h.bus.pendingResumptions.count == 1)
    await h.bus.settle()
    #expect(h.state.topRoute == search)
    let sources = h.events.events.map(\.request.source)
    let pushed = try #require(sources.lastIndex(of: .app))
    let resumed = try #require(sources.firstIndex(of: .resume))
    #expect(pushed < resumed, "\(sources)")
  }

  @Test func aGrantDuringAFlowsCompletionWaitsUntilTheFlowIsGone() async throws {
    let h = try waitingForPremium()
    let store = h.store
    let engine = h.bus.flows
    try engine.register(
      FlowDefinition("checkout", persists: false) { FlowStep<FlowFields>("pay") }
        .presented(as: .fullScreen)
        .onComplete { _ in #expect(await store.grant(.premium) == []) })
    let checkout = try engine.start("checkout")
    #expect(try await engine.advance(checkout) == .completed)
    #expect(h.state.flows.isEmpty)
    await h.bus.settle()
    #expect(h.state.topRoute == search)
    // What resumed found the flow gone: the completion was told before the resumption.
    let completed = try #require(h.events.events.lastIndex { !$0.flowEvents.isEmpty })
    let resumed = try #require(h.events.events.firstIndex { $0.request.source == .resume })
    #expect(completed < resumed)
  }
}

/// Grants premium while a push of one route passes, as a middleware or an action might.
private struct GrantWhilePushing: NavigationMiddleware {
  let route: AnyRoute

  init(_ route: AnyRoute) { self.route = route }

  func handle(
    _ request: NavigationRequest, context: MiddlewareContext,
    next: (NavigationRequest) -> IntentOutcome
  ) -> IntentOutcome {
    if request.intent == .commands([.push(route)]),
      let store = context.entitlements as? EntitlementStore
    {
      #expect(store.grant(.premium) == [], "nothing runs inside the chain")
    }
    return next(request)
  }
}
