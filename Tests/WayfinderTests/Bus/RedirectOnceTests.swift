import Testing
import Wayfinder

/// Redirects do not pile up, and declining one drops what waited behind it.
@MainActor
@Suite struct RedirectOnceTests {
  @Test func askingAgainShowsTheSameRedirectOnce() throws {
    let h = try BusHarness()
    for _ in 0..<300 {
      guard case .redirected = h.bus.send(.selectTab("vault"), source: .app) else {
        Issue.record("the locked tab was not redirected")
        return
      }
    }
    #expect(h.state.presentationDepth == 1, "one paywall, not 300")
    #expect(h.bus.pendingResumptions.count == 1)
    #expect(h.store.grant(.premium) == [.applied])
    #expect(h.state.selectedTab == "vault")
    #expect(h.state.presentationDepth == 0)
  }

  @Test func closingTheRedirectsScreenDropsWhatWaitedBehindIt() throws {
    let h = try BusHarness()
    #expect(h.bus.send(.selectTab("vault"), source: .app) != .applied)
    #expect(h.bus.pendingResumptions.count == 1)
    #expect(h.bus.send(.dismiss, source: .app) == .applied)  // "Not now", a swipe, going back
    #expect(h.bus.pendingResumptions.isEmpty)
    #expect(h.store.grant(.premium) == [])
    #expect(h.state.selectedTab != "vault", "a later purchase does not jump the user back")
  }

  @Test func anIntentTheAppDeclaresAsAbandoningDropsIt() throws {
    let h = try BusHarness { builder in
      builder.resumptionsAbandoned { intent in
        if case .selectTab = intent { return true }
        return false
      }
    }
    #expect(
      h.bus.send(.show(AnyRoute(Notes.search(query: nil, tags: [])), style: nil), from: "notes")
        != .applied)
    #expect(h.bus.pendingResumptions.count == 1)
    #expect(h.bus.send(.selectTab("home"), source: .app) == .applied)
    #expect(h.bus.pendingResumptions.isEmpty)
  }

  @Test func theScreenOfAGivenUpRedirectClosesAndSaysSo() throws {
    let sheet = NavigationIntent.show(AnyRoute(Gate.paywall), style: .sheet)
    let h = try BusHarness(middlewares: [RequirementGuard.entitlements(paywall: { _ in sheet })]) {
      builder in
      builder.resumptionsAbandoned { intent in
        if case .selectTab = intent { return true }
        return false
      }
    }
    #expect(h.bus.send(.selectTab("notes"), source: .app) == .applied)
    h.bus.send(NotesInteraction.searchTapped)
    #expect(h.state.tab("notes")?.content.presentations.count == 1, "\(h.state)")
    #expect(h.bus.send(.selectTab("home"), source: .app) == .applied)
    #expect(h.bus.pendingResumptions.isEmpty)
    // The paywall stays in the notes tab. Once premium is granted it closes, and the caller
    // learns that it did: a paywall that closes itself after a purchase would otherwise close
    // it a second time, and fail.
    #expect(h.store.grant(.premium) == [.applied])
    #expect(h.state.tab("notes")?.content.presentations.isEmpty == true)
    #expect(h.state.selectedTab == "home")
  }
}
