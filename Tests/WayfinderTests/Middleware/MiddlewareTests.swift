import Testing
import Wayfinder

@MainActor
@Suite struct MiddlewareTests {
  let search = AnyRoute(Notes.search(query: nil, tags: []))  // needs premium
  let edit = AnyRoute(Notes.edit(id: 1, title: "t"))  // needs sign-in

  @Test func theChainRunsInRegistrationOrder() throws {
    let trace = Trace()
    let h = try BusHarness(middlewares: [
      Probe(name: "a", trace: trace), Probe(name: "b", trace: trace),
      Probe(name: "c", trace: trace),
    ])
    h.bus.send(NotesInteraction.noteTapped(1))
    #expect(trace.names == ["a", "b", "c"])
  }

  @Test func aBlockStopsTheChainAndChangesNothing() throws {
    let trace = Trace()
    let h = try BusHarness(middlewares: [
      Probe(name: "a", trace: trace), Probe(name: "b", trace: trace, block: true),
      Probe(name: "c", trace: trace),
    ])
    #expect(h.bus.send(NotesInteraction.noteTapped(1)) == .blocked(reason: "b said no"))
    #expect(trace.names == ["a", "b"])
    #expect(h.state.isAtRoot)
    #expect(h.events.events.map(\.outcome) == [.blocked(reason: "b said no")])
  }

  @Test func aChangedIntentIsWhatLaterMiddlewaresSeeAndWhatIsApplied() throws {
    let trace = Trace()
    let search = self.search
    let h = try BusHarness(middlewares: [
      Probe(name: "rewrite", trace: trace, rewrite: { _ in .show(search, style: nil) }),
      Probe(name: "after", trace: trace),
    ])
    h.store.grant(.premium)
    #expect(h.bus.send(NotesInteraction.noteTapped(1)) == .applied)
    #expect(trace.requirements[0] == [], "the detail route needs nothing")
    #expect(
      trace.requirements[1] == [
        RequirementUse(subject: .route(search), requirement: .premium, behavior: nil)
      ], "the rewritten intent's requirements were worked out again")
    #expect(h.state.topRoute == search)
  }

  @Test func aGatedRouteRedirectsToThePaywallAndResumesAfterThePurchase() throws {
    let h = try BusHarness()
    h.bus.send(NotesInteraction.noteTapped(1))
    let outcome = h.bus.send(NotesInteraction.searchTapped)
    #expect(
      outcome
        == .redirected(
          to: BusHarness.paywall, until: .premium, reason: "route \(search) needs premium"))
    #expect(h.state.topRoute == AnyRoute(Gate.paywall))
    #expect(h.bus.pendingResumptions.count == 1)
    #expect(h.bus.requirementsChanged() == [], "nothing resumes before the purchase")

    #expect(h.store.grant(.premium) == [.applied])
    #expect(h.state.topRoute == search)
    #expect(
      h.state.focusPath == [
        .tab("notes"), .pushed(AnyRoute(Notes.detail(id: 1))), .presented(search, .fullScreen),
      ], "the paywall is gone and the search is shown exactly as first asked")
    #expect(h.bus.pendingResumptions.isEmpty)
    #expect(h.events.events.last?.request.source == .resume)
  }

  @Test func signInThenPurchaseResumeInTurn() throws {
    let needsBoth = AnyRoute(
      module: "notes", components: RouteComponents(name: "edit", values: ["1", "t"]))
    let h = try BusHarness(middlewares: [
      RequirementGuard.auth(signIn: { _ in BusHarness.signIn }),
      RequirementGuard.entitlements(paywall: { _ in BusHarness.paywall }),
    ])
    // The vault tab needs premium; the edit sheet needs sign-in: ask for both at once.
    let intent = NavigationIntent.commands([.selectTab("vault", then: [.push(needsBoth)])])
    #expect(
      h.bus.send(intent, source: .app)
        == .redirected(
          to: BusHarness.signIn, until: .signedIn, reason: "route \(needsBoth) needs signed in"))
    let afterSignIn = h.store.signIn("ada")
    #expect(
      afterSignIn == [
        .redirected(to: BusHarness.paywall, until: .premium, reason: "tab vault needs premium")
      ])
    #expect(h.state.topRoute == AnyRoute(Gate.paywall))
    #expect(h.store.grant(.premium) == [.applied])
    #expect(h.state.selectedTab == "vault")
    #expect(h.state.topRoute == needsBoth)
    #expect(h.state.presentationDepth == 0)
  }

  @Test func aRedirectLoopIsAnErrorThatNamesTheChain() throws {
    // The paywall itself needs sign-in, and sign-in needs premium: a => b => c => b.
    let h = try BusHarness(middlewares: [
      RequirementGuard(name: "to-paywall", handles: { $0 == .premium }) { _ in BusHarness.paywall },
      LoopingGate(),
    ])
    let outcome = h.bus.send(.show(search, style: nil), source: .app)
    #expect(
      outcome
        == .failed(
          "redirect loop detected: show notes/search/~/~ => show gate/paywall => show gate/signIn => show gate/paywall"
        ))
    #expect(h.state.isAtRoot, "a loop changes nothing")
  }

  @Test func hiddenTabsAnswerExactlyLikeTabsThatDoNotExist() throws {
    let h = try BusHarness()
    let hidden = h.bus.send(.selectTab("admin"), source: .app)
    let missing = h.bus.send(.selectTab("nowhere"), source: .app)
    #expect(missing == .failed("unknown tab 'nowhere'; tabs are: home, notes, vault"))
    #expect(hidden == .failed("unknown tab 'admin'; tabs are: home, notes, vault"))
    h.store.grant(.pro)
    #expect(h.bus.send(.selectTab("admin"), source: .app) == .applied)
    #expect(
      h.bus.send(.selectTab("nowhere"), source: .app)
        == .failed("unknown tab 'nowhere'; tabs are: home, notes, vault, admin"))
  }

  @Test func aLockedTabLeadsToThePaywallThenOpens() throws {
    let h = try BusHarness()
    #expect(
      h.bus.send(.selectTab("vault"), source: .app)
        == .redirected(to: BusHarness.paywall, until: .premium, reason: "tab vault needs premium"))
    #expect(h.state.selectedTab == "home")
    h.store.grant(.premium)
    #expect(h.state.selectedTab == "vault")
    #expect(h.state.presentationDepth == 0)
  }

  @Test func aFlagThatIsOffBlocksWithAReason() throws {
    let store = EntitlementStore()
    let shell = ShellConfiguration(tabs: [
      TabDeclaration("home"),
      TabDeclaration("beta", requirement: .featureFlag("beta"), behavior: .locked),
    ])
    let bus = try NavigationBus(
      store: NavigationStore(
        state: NavigationState(tabs: ["home", "beta"]), entitlements: store),
      shell: shell, modules: [], middlewares: [RequirementGuard.featureFlags])
    #expect(
      bus.send(.selectTab("beta"), source: .app) == .blocked(reason: "tab beta needs flag beta"))
    #expect(bus.store.state.selectedTab == "home")
    store.grant(.featureFlag("beta"))
    #expect(bus.send(.selectTab("beta"), source: .app) == .applied)
  }

  @Test func goingBackOntoAGatedEntryIsBlocked() throws {
    let h = try BusHarness()
    h.store.grant(.premium)
    h.bus.send(.commands([.push(search), .push(AnyRoute(Notes.list))]), source: .app)
    // Lapsed, and the bus not told yet (a provider that reports nothing).
    h.store.unreported { h.store.revoke(.premium) }
    #expect(h.bus.send(.back, source: .app) == .blocked(reason: "route \(search) needs premium"))
    #expect(h.state.topRoute == AnyRoute(Notes.list))
  }

  @Test func observersCannotChangeAnOutcome() throws {
    let h = try BusHarness()
    let outcome = h.bus.send(NotesInteraction.searchTapped)
    #expect(h.events.events.count == 2, "the redirect's own request is observed too")
    #expect(h.events.events[0].request.source == .redirect, "the redirect finishes first")
    #expect(h.events.events[0].outcome == .applied)
    #expect(h.events.events[1].outcome == outcome)
    #expect(h.events.events[1].changedState, "the paywall was shown on the way")
  }
}

/// Sends sign-in to the paywall and the paywall to sign-in, to make a loop.
struct LoopingGate: NavigationMiddleware {
  func handle(
    _ request: NavigationRequest, context: MiddlewareContext,
    next: (NavigationRequest) -> IntentOutcome
  ) -> IntentOutcome {
    switch request.intent {
    case BusHarness.paywall:
      return .redirected(to: BusHarness.signIn, until: .signedIn, reason: "sign in first")
    case BusHarness.signIn:
      return .redirected(to: BusHarness.paywall, until: .premium, reason: "buy first")
    default:
      return next(request)
    }
  }
}
