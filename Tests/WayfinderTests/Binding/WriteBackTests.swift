import Testing
import Wayfinder

/// What the UI reports is evidence: it reaches the state only as an intent through the bus.
@MainActor
@Suite struct WriteBackTests {
  static let list = AnyRoute(Notes.list)
  static let search = AnyRoute(Notes.search(query: nil, tags: []))
  static func detail(_ id: Int) -> AnyRoute { AnyRoute(Notes.detail(id: id)) }

  /// A bus whose notes tab shows the list pushed at its bottom with `commands` applied over it,
  /// and its view model.
  static func bound(
    _ commands: [NavigationCommand], platform: Platform = .iOS,
    store: EntitlementStore = EntitlementStore(granting: [.premium])
  ) throws -> (BusHarness, NavigationViewModel) {
    let h = try BusHarness(store: store)
    var state = NavigationState(tabs: BusHarness.shell.tabs.map(\.id))
    try state.apply(.selectTab("notes", then: [.push(list)] + commands))
    #expect(h.bus.send(.restore(state), source: .app) == .applied)
    h.events.events.removeAll()
    return (h, NavigationViewModel(bus: h.bus, platform: platform))
  }

  @Test func aShorterPathIsABackThroughTheChain() throws {
    let (h, viewModel) = try Self.bound([.push(Self.detail(1)), .push(Self.detail(2))])
    let layer = try #require(viewModel.projection.focusedLayer)
    let outcome = viewModel.report(
      .path(layer: layer.id, entries: layer.entries.prefix(1).map(\.id)))
    #expect(outcome == .sent(.commands([.pop(count: 2)]), .applied))
    #expect(h.state.focusedStack.routes == [Self.list])
    #expect(h.events.events.map(\.request.source) == [.userInterface])
    // The entry left on screen keeps its identity.
    #expect(viewModel.projection.focusedLayer?.entries.map(\.id) == [layer.entries[0].id])
  }

  @Test func theSameSetterCalledTwiceIsSentOnce() throws {
    let (h, viewModel) = try Self.bound([.push(Self.detail(1))])
    let layer = try #require(viewModel.projection.focusedLayer)
    let writeBack = WriteBack.path(layer: layer.id, entries: [layer.entries[0].id])
    #expect(viewModel.report(writeBack) == .sent(.pop, .applied))
    guard case .ignored = viewModel.report(writeBack) else {
      Issue.record("a second identical path was not ignored")
      return
    }
    #expect(h.events.events.count == 1)
  }

  @Test func aPathFromBeforeTheLastChangeIsIgnored() throws {
    let (h, viewModel) = try Self.bound([.push(Self.detail(1)), .push(Self.detail(2))])
    let old = try #require(viewModel.projection.focusedLayer)
    // The app popped to the list meanwhile, and pushed another screen.
    h.bus.send(.commands([.popToRoot, .push(Self.detail(3))]), source: .app)
    let before = h.state
    let outcome = viewModel.report(.path(layer: old.id, entries: old.entries.prefix(2).map(\.id)))
    guard case .ignored(let reason) = outcome else {
      Issue.record("a stale path was not ignored: \(outcome)")
      return
    }
    #expect(reason.contains("no longer holds"))
    #expect(h.state == before)
  }

  @Test func aLongerOrReorderedPathIsImpossible() throws {
    let (h, viewModel) = try Self.bound([.push(Self.detail(1))])
    let layer = try #require(viewModel.projection.focusedLayer)
    let before = h.state
    for entries in [
      layer.entries.reversed().map(\.id), layer.entries.map(\.id) + [layer.entries[0].id],
    ] {
      guard case .impossible = viewModel.report(.path(layer: layer.id, entries: entries)) else {
        Issue.record("\(entries) was not impossible")
        continue
      }
    }
    #expect(h.state == before)
  }

  @Test func aBaseStackWithoutARootCanBeEmptied() throws {
    let (h, viewModel) = try Self.bound([.push(Self.detail(1))])
    let layer = try #require(viewModel.projection.focusedLayer)
    #expect(layer.entries.count == 2)
    #expect(
      viewModel.report(.path(layer: layer.id, entries: []))
        == .sent(.commands([.pop(count: 2)]), .applied))
    #expect(h.state.focusedStack.count == 0)
  }

  @Test func aSheetCannotDropItsRoot() throws {
    let (h, viewModel) = try Self.bound([.present(Self.detail(1), style: .sheet)])
    let sheet = try #require(viewModel.projection.focusedLayer)
    #expect(sheet.location.depth == 1)
    guard case .impossible = viewModel.report(.path(layer: sheet.id, entries: [])) else {
      Issue.record("dropping the sheet's root was not impossible")
      return
    }
    #expect(h.state.presentationDepth == 1)
  }

  @Test func aGuardRefusesABackSwipeToALapsedScreen() throws {
    let store = EntitlementStore(granting: [.premium])
    let (h, viewModel) = try Self.bound([.push(Self.search), .push(Self.detail(1))], store: store)
    // Lapsed, and the bus not told yet (a provider that reports nothing).
    store.unreported { store.revoke(.premium) }
    let layer = try #require(viewModel.projection.focusedLayer)
    let back = WriteBack.path(layer: layer.id, entries: layer.entries.dropLast().map(\.id))
    // The renderer asks first, and can disable the gesture.
    guard case .sent(_, let answer) = viewModel.preflight(back), answer != .applied else {
      Issue.record("preflight let the back swipe through")
      return
    }
    #expect(h.events.events.isEmpty, "preflight told the observers")
    guard case .sent(_, let outcome) = viewModel.report(back), outcome != .applied else {
      Issue.record("the back swipe went through")
      return
    }
    #expect(h.state.topRoute == Self.detail(1))
    #expect(viewModel.projection.focusedLayer == layer, "the renderer draws the same stack again")
  }

  @Test func aSwipedDownSheetIsADismissal() throws {
    let (h, viewModel) = try Self.bound([
      .present(Self.detail(1), style: .sheet), .present(Self.detail(2), style: .sheet),
    ])
    let layers = try #require(viewModel.projection.container(.tab("notes"))?.layers)
    #expect(layers.count == 3)
    // The lower sheet swiped down takes the one over it along.
    #expect(
      viewModel.report(.dismissed(layer: layers[1].id))
        == .sent(.commands([.dismiss(levels: 2)]), .applied))
    #expect(h.state.presentationDepth == 0)
    // A late report of the upper one finds nothing to do.
    guard case .ignored = viewModel.report(.dismissed(layer: layers[2].id)) else {
      Issue.record("a late dismissal was not ignored")
      return
    }
    guard case .impossible = viewModel.report(.dismissed(layer: layers[0].id)) else {
      Issue.record("a tab's base stack was dismissed")
      return
    }
  }

  @Test func aTabTapIsASelectionAndAReselectionIsIgnored() throws {
    let (h, viewModel) = try Self.bound([], store: EntitlementStore())
    guard case .ignored = viewModel.report(.selectedTab("notes")) else {
      Issue.record("selecting the selected tab was sent")
      return
    }
    guard case .ignored = viewModel.report(.reselectedTab("home")) else {
      Issue.record("reselecting a tab that is not selected was sent")
      return
    }
    #expect(viewModel.report(.selectedTab("home")) == .sent(.selectTab("home"), .applied))
    #expect(h.state.selectedTab == "home")
    // A locked tab refuses the tap; the renderer shows the selected tab again.
    guard case .sent(_, let outcome) = viewModel.report(.selectedTab("vault")), outcome != .applied
    else {
      Issue.record("the locked tab was selected")
      return
    }
    #expect(h.state.selectedTab != "vault")
    #expect(viewModel.projection.selectedTab == h.state.selectedTab)
  }

  @Test func aReselectedTabGoesBackToItsRootThroughTheChain() throws {
    let (h, viewModel) = try Self.bound([.push(Self.detail(1))])
    #expect(viewModel.report(.reselectedTab("notes")) == .sent(.selectTab("notes"), .applied))
    #expect(h.state.focusedStack.path.isEmpty)
    #expect(h.events.events.map(\.request.source) == [.userInterface])
  }

  @Test func aWindowOnIPhoneClosesWithItsLayer() throws {
    let (h, viewModel) = try Self.bound([
      .openScene(.window("help"), root: Self.detail(9), immersion: nil)
    ])
    let scene = try #require(viewModel.projection.scenes.first)
    #expect(!scene.isShownAsScene)
    #expect(
      viewModel.report(.dismissed(layer: scene.content.layers[0].id))
        == .sent(.commands([.closeScene(.window("help"))]), .applied))
    #expect(h.state.scenes.isEmpty)
    guard case .ignored = viewModel.report(.closedScene(.window("help"))) else {
      Issue.record("closing a closed scene was sent")
      return
    }
  }

  @Test func linksBeforeTheRootAreHeldThenOpenedOnceAfterTheRestore() throws {
    let h = try BusHarness()
    let viewModel = NavigationViewModel(bus: h.bus, platform: .iOS, isReady: false)
    // A cold start hands the same link over twice, then another.
    #expect(viewModel.report(.openedURL("archery://a")) == .held)
    #expect(viewModel.report(.openedURL("archery://a")) == .held)
    #expect(viewModel.preflight(.openedURL("archery://b")) == .held)
    #expect(viewModel.report(.openedURL("archery://b")) == .held)
    #expect(viewModel.heldLinks == ["archery://a", "archery://b"])
    #expect(h.events.events.isEmpty)
    // The saved navigation comes back first, then the links, in order.
    h.bus.send(.restore(h.state), source: .restore)
    let opened = viewModel.rootAppeared()
    #expect(opened.count == 2)
    #expect(
      h.events.events.map(\.request.intent.description)
        == ["restore snapshot", "open archery://a", "open archery://b"])
    #expect(viewModel.heldLinks.isEmpty)
    #expect(viewModel.rootAppeared().isEmpty, "a second appearance opened the links again")
    guard case .sent(.link("archery://c"), _) = viewModel.report(.openedURL("archery://c")) else {
      Issue.record("a link after the root appeared was not opened at once")
      return
    }
  }

  @Test func aGestureInAWindowThatIsNotFocusedFocusesItFirst() throws {
    let (h, viewModel) = try Self.bound([
      .openScene(.window("help"), root: Self.detail(9), immersion: nil), .push(Self.detail(10)),
      .present(Self.detail(11), style: .sheet), .selectTab("notes", then: []),
    ])
    #expect(h.state.focusedScene == nil)
    let window = try #require(viewModel.projection.container(.scene(.window("help"))))
    // Swiping the window's sheet down, then going back in the window.
    #expect(
      viewModel.report(.dismissed(layer: window.layers[1].id))
        == .sent(
          .commands([.openScene(.window("help"), root: nil, immersion: nil), .dismiss(levels: 1)]),
          .applied))
    #expect(h.state.focusedScene == .window("help"))
    #expect(h.state.focusedContainer.presentations.isEmpty)
    h.bus.send(.commands([.selectTab("notes", then: [])]), source: .app)
    let base = try #require(viewModel.projection.container(.scene(.window("help")))?.layers[0])
    #expect(
      viewModel.report(.path(layer: base.id, entries: [base.entries[0].id]))
        == .sent(
          .commands([.openScene(.window("help"), root: nil, immersion: nil), .pop(count: 1)]),
          .applied))
    #expect(h.state.focusedStack.routes == [Self.detail(9)])
  }

  @Test func aStackCoveredByASheetCannotGoBack() throws {
    let (h, viewModel) = try Self.bound([
      .push(Self.detail(1)), .present(Self.detail(2), style: .sheet),
    ])
    let base = try #require(viewModel.projection.container(.tab("notes"))?.layers[0])
    guard case .impossible = viewModel.report(.path(layer: base.id, entries: [base.entries[0].id]))
    else {
      Issue.record("a covered stack went back")
      return
    }
    #expect(h.state.presentationDepth == 1)
  }

  @Test func aLinkFromTheSystemIsALink() throws {
    let (h, viewModel) = try Self.bound([])
    guard
      case .sent(.link("archery://nowhere"), _) = viewModel.report(.openedURL("archery://nowhere"))
    else {
      Issue.record("the link was not sent as a link")
      return
    }
    #expect(h.events.events.map(\.request.source) == [.link])
  }
}
