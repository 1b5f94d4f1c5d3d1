import Testing
import Wayfinder

/// A tap, a handle call, a link, a restored snapshot and plain commands meet exactly the same
/// guards.
@MainActor
@Suite struct GuardSourceTests {
  static let search = AnyRoute(Notes.search(query: nil, tags: []))

  /// Each way to ask for the premium search screen, with what it should end on.
  static func attempts(_ h: BusHarness) throws -> [(String, () -> IntentOutcome)] {
    var saved = NavigationState(tabs: BusHarness.shell.tabs.map(\.id))
    // In the tab whose routes the search is one of: a snapshot with it elsewhere is cut there.
    try saved.apply(.selectTab("notes", then: [.present(search, style: .fullScreen)]))
    return [
      ("tap", { h.bus.send(NotesInteraction.searchTapped) }),
      ("handle", { h.bus.send(.show(search, style: nil), from: "notes") }),
      ("link", { h.bus.send(.link("x://app/notes/search/~/~"), source: .link) }),
      ("commands", { h.bus.send(.commands([.present(search, style: .fullScreen)]), source: .app) }),
      ("restore", { h.bus.send(.restore(saved), source: .restore) }),
    ]
  }

  @Test(arguments: ["tap", "handle", "link", "commands", "restore"])
  func noSourceGetsPastAnUnmetRequirement(source: String) throws {
    let resolver = try LinkBusTests.resolver()
    let h = try BusHarness(state: resolver.makeInitialState(), links: resolver)
    let attempt = try #require(try Self.attempts(h).first { $0.0 == source })
    let outcome = attempt.1()
    #expect(!h.state.allRoutes.contains(Self.search), "\(source) showed a premium screen")
    if source == "restore" {
      #expect(outcome == .applied, "a restore proceeds without what no longer passes")
    } else {
      #expect(
        outcome
          == .redirected(
            to: BusHarness.paywall, until: .premium, reason: "route \(Self.search) needs premium")
      )
    }
  }

  @Test(arguments: ["tap", "handle", "link", "commands", "restore"])
  func everySourceGetsThroughWithTheRequirement(source: String) throws {
    let resolver = try LinkBusTests.resolver()
    let h = try BusHarness(state: resolver.makeInitialState(), links: resolver)
    h.store.grant(.premium)
    let attempt = try #require(try Self.attempts(h).first { $0.0 == source })
    #expect(attempt.1() == .applied)
    #expect(h.state.topRoute == Self.search)
  }
}

/// Signing out or losing an entitlement removes every entry that needed it.
@MainActor
@Suite struct LapseTests {
  @Test func signingOutRemovesEverySignedInEntryEverywhere() throws {
    let h = try BusHarness()
    h.store.signIn("ada")
    let edit = AnyRoute(Notes.edit(id: 1, title: "t"))
    let list = AnyRoute(Notes.list)
    h.bus.send(
      .commands([
        .push(list), .push(edit), .push(list), .present(list, style: .sheet),
        .selectTab("notes", then: [.present(list, style: .sheet), .push(edit)]),
        .openScene(.window("w"), root: edit), .selectTab("home"),
        .openScene(.window("v"), root: list), .push(edit),
      ]), source: .app)
    h.store.signOut()
    let state = h.state
    #expect(!state.allRoutes.contains(edit))
    #expect(state.tab("home")?.content.base.path == [list], "cut at the first gated entry")
    #expect(state.tab("home")?.content.presentations == [], "what it presented is gone too")
    #expect(state.tab("notes")?.content.presentations.map(\.stack) == [RouteStack(root: list)])
    #expect(state.scenes.map(\.id) == [.window("v")], "a scene rooted at a gated route closes")
    #expect(state.isWellFormed)
  }

  @Test func losingAnEntitlementLeavesItsTab() throws {
    let h = try BusHarness()
    h.store.grant(.premium)
    h.bus.send(.selectTab("vault"), source: .app)
    h.bus.send(.commands([.push(AnyRoute(Notes.list))]), source: .app)
    h.store.revoke(.premium)
    #expect(h.state.selectedTab == "home")
    #expect(h.state.tab("vault")?.content == NavigationContainer())
  }
}

/// Intents posted from many tasks are all applied, in the order each task sent them.
@MainActor
@Suite struct ConcurrentSendTests {
  @Test func postsFromManyTasksAreAppliedInOrderAndNoneIsLost() async throws {
    let h = try BusHarness(middlewares: [])
    let tasks = 40
    let perTask = 50
    await withTaskGroup(of: Void.self) { group in
      for task in 0..<tasks {
        group.addTask { [bus = h.bus] in
          for index in 0..<perTask {
            bus.post(
              .commands([.push(AnyRoute(Notes.edit(id: task, title: "\(index)")))]), source: .app)
          }
        }
      }
    }
    await h.bus.settle()
    let path = h.state.tab("home")?.content.base.path ?? []
    #expect(path.count == tasks * perTask)
    var next = [Int](repeating: 0, count: tasks)
    for route in path {
      guard case .edit(let task, let title)? = route.typed(as: Notes.self) else {
        Issue.record("unexpected route \(route)")
        continue
      }
      #expect(title == "\(next[task])", "task \(task) out of order")
      next[task] += 1
    }
    #expect(next == [Int](repeating: perTask, count: tasks))
  }
}

/// A restored snapshot is never refused for a requirement the user lost since it was saved: what
/// needed it is removed, in every tab, and the rest comes back.
@MainActor
@Suite struct RestorePruningTests {
  static let list = AnyRoute(Notes.list)

  /// Home with a pushed route; `tab` with a pushed route; `selected` selected.
  static func saved(gatedTab tab: TabID, selected: TabID) throws -> NavigationState {
    var state = NavigationState(tabs: BusHarness.shell.tabs.map(\.id))
    try state.apply(.selectTab("home", then: [.push(list)]))
    try state.apply(.selectTab(tab, then: [.push(list)]))
    try state.apply(.selectTab(selected))
    return state
  }

  @Test func aSelectedTabThatIsNowHiddenGivesWayToTheFirstOpenTab() throws {
    let h = try BusHarness()
    let saved = try Self.saved(gatedTab: "admin", selected: "admin")
    #expect(h.bus.send(.restore(saved), source: .restore) == .applied)
    #expect(h.state.selectedTab == "home")
    #expect(h.state.tab("home")?.content.base.path == [Self.list])
    #expect(h.state.tab("admin")?.content == NavigationContainer())
  }

  @Test func aTabThatIsNotSelectedLosesWhatNeedsALapsedRequirement() throws {
    let h = try BusHarness()
    let saved = try Self.saved(gatedTab: "vault", selected: "home")
    #expect(h.bus.send(.restore(saved), source: .restore) == .applied)
    #expect(h.state.selectedTab == "home")
    #expect(h.state.tab("home")?.content.base.path == [Self.list])
    #expect(h.state.tab("vault")?.content == NavigationContainer())
  }

  @Test(arguments: ["admin", "vault"] as [TabID])
  func withTheRequirementEveryTabComesBackWhole(tab: TabID) throws {
    let h = try BusHarness()
    h.store.grant(.premium)
    h.store.grant(.pro)
    let saved = try Self.saved(gatedTab: tab, selected: tab)
    #expect(h.bus.send(.restore(saved), source: .restore) == .applied)
    #expect(h.state == saved)
  }
}
