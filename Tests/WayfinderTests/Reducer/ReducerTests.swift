import Testing
import Wayfinder

@Suite struct ReducerTests {
  let list = AnyRoute(Notes.list)
  let edit = AnyRoute(Notes.edit(id: 1, title: "a"))

  /// The state after `commands`, applied one by one.
  func state(_ commands: NavigationCommand...) throws -> NavigationState {
    var state = CoreFixtures.state()
    for command in commands { try state.apply(command) }
    return state
  }

  /// Applies `command`, expects `expected`, and checks that the state did not change.
  func expectFailure(
    _ command: NavigationCommand, on state: NavigationState, _ expected: NavigationError,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    var copy = state
    #expect(throws: expected, sourceLocation: sourceLocation) { try copy.apply(command) }
    #expect(copy == state, "a failed command changed the state", sourceLocation: sourceLocation)
  }

  @Test func pushAddsToTheSelectedTab() throws {
    let state = try state(.push(CoreFixtures.detail(1)), .push(CoreFixtures.detail(2)))
    #expect(
      state.tab("home")?.content.base.path == [CoreFixtures.detail(1), CoreFixtures.detail(2)])
    #expect(state.topRoute == CoreFixtures.detail(2))
    #expect(state.tab("notes")?.content.base.path == [])
  }

  @Test func pushGoesOntoTheTopPresentation() throws {
    let state = try state(.present(edit, style: .sheet), .push(CoreFixtures.detail(3)))
    #expect(state.tab("home")?.content.base.path == [])
    #expect(state.focusedStack == RouteStack(root: edit, path: [CoreFixtures.detail(3)]))
  }

  @Test func replaceSwapsTheTopRoute() throws {
    let state = try state(.push(CoreFixtures.detail(1)), .replace(CoreFixtures.detail(2)))
    #expect(state.focusedStack.path == [CoreFixtures.detail(2)])
  }

  @Test func replaceAtAPresentationRootSwapsThePresentedRoute() throws {
    let state = try state(.present(edit, style: .sheet), .replace(list))
    #expect(state.focusedStack == RouteStack(root: list))
    #expect(state.presentationDepth == 1)
  }

  @Test func replaceOnAnEmptyTabRootFails() throws {
    expectFailure(
      .replace(list), on: try state(),
      .nothingToReplace(at: StackLocation(container: .tab("home"), depth: 0)))
  }

  @Test func presentStacksLayersToAnyDepth() throws {
    let state = try state(
      .present(list, style: .fullScreen), .present(edit, style: .sheet),
      .present(CoreFixtures.detail(9), style: .popover))
    let layers = try #require(state.tab("home")?.content.presentations)
    #expect(layers.map(\.style) == [.fullScreen, .sheet, .popover])
    #expect(layers.map(\.route) == [list, edit, CoreFixtures.detail(9)])
    #expect(state.presentationDepth == 3)
  }

  @Test func presentWithStackStylesPushesOrReplaces() throws {
    let pushed = try state(.present(list, style: .push))
    #expect(pushed.focusedStack.path == [list])
    let replaced = try state(.push(CoreFixtures.detail(1)), .present(list, style: .replace))
    #expect(replaced.focusedStack.path == [list])
  }

  @Test func presentAsTabSelectsTheTabAndPushes() throws {
    let state = try state(.present(list, style: .tab("notes")))
    #expect(state.selectedTab == "notes")
    #expect(state.tab("notes")?.content.base.path == [list])
  }

  @Test func presentAsTabToAnUnknownTabFailsWithoutChange() throws {
    expectFailure(
      .present(list, style: .tab("nowhere")), on: try state(.push(edit)),
      .unknownTab("nowhere", known: CoreFixtures.tabs))
  }

  @Test func sceneStylesOpenScenes() throws {
    let window = try state(.present(list, style: .window(id: "prefs")))
    #expect(window.scene(.window("prefs"))?.content.base.root == list)
    #expect(window.focusedScene == .window("prefs"))
    let settings = try state(.present(list, style: .settingsPane))
    #expect(settings.scene(.settings) != nil)
    let inspector = try state(.present(list, style: .inspector))
    #expect(inspector.scene(.inspector) != nil)
    let space = try state(.present(list, style: .immersiveSpace(id: "viewer", style: .full)))
    #expect(space.scene(.immersive("viewer"))?.immersion == .full)
  }

  @Test func dismissRemovesLayersAndEverythingTheyPresented() throws {
    let state = try state(
      .present(list, style: .sheet), .push(CoreFixtures.detail(1)), .present(edit, style: .sheet),
      .dismiss(levels: 2))
    #expect(state == CoreFixtures.state())
  }

  @Test func dismissWithNothingPresentedFails() throws {
    expectFailure(.dismiss, on: try state(), .nothingToDismiss(at: .tab("home")))
  }

  @Test func dismissPastTheBaseFails() throws {
    expectFailure(
      .dismiss(levels: 3), on: try state(.present(list, style: .sheet)),
      .dismissPastBase(requested: 3, available: 1, at: .tab("home")))
  }

  @Test func zeroOrNegativeCountsFail() throws {
    let state = try state(.push(list), .present(edit, style: .sheet))
    expectFailure(.dismiss(levels: 0), on: state, .invalidCount(command: "dismiss", count: 0))
    expectFailure(.pop(count: -1), on: state, .invalidCount(command: "pop", count: -1))
  }

  @Test func dismissAllClearsEveryLayerAndIsFineWithNone() throws {
    let state = try state(.present(list, style: .sheet), .present(edit, style: .sheet), .dismissAll)
    #expect(state.presentationDepth == 0)
    #expect(try self.state(.dismissAll) == CoreFixtures.state())
  }

  @Test func popRemovesFromTheFocusedStack() throws {
    let state = try state(
      .push(CoreFixtures.detail(1)), .push(CoreFixtures.detail(2)), .push(CoreFixtures.detail(3)),
      .pop(count: 2))
    #expect(state.focusedStack.path == [CoreFixtures.detail(1)])
  }

  @Test func popAtARootFails() throws {
    expectFailure(
      .pop, on: try state(),
      .popAtRoot(at: StackLocation(container: .tab("home"), depth: 0)))
    expectFailure(
      .pop, on: try state(.push(list), .present(edit, style: .sheet)),
      .popAtRoot(at: StackLocation(container: .tab("home"), depth: 1)))
  }

  @Test func popPastTheRootFails() throws {
    expectFailure(
      .pop(count: 2), on: try state(.push(list)),
      .popPastRoot(
        requested: 2, available: 1, at: StackLocation(container: .tab("home"), depth: 0)))
  }

  @Test func popToFindsTheNearestMatchFromTheTop() throws {
    let state = try state(
      .push(CoreFixtures.detail(1)), .push(list), .push(CoreFixtures.detail(1)), .push(list),
      .push(CoreFixtures.detail(2)), .popTo(.route(CoreFixtures.detail(1))))
    #expect(
      state.focusedStack.path == [
        CoreFixtures.detail(1), list, CoreFixtures.detail(1),
      ])
  }

  @Test func popToByPredicateAndByCase() throws {
    let base = try state(
      .push(CoreFixtures.detail(1)), .push(CoreFixtures.detail(5)), .push(list))
    var byPredicate = base
    try byPredicate.apply(
      .popTo(
        .first("detail with id > 2", of: Notes.self) { route in
          if case .detail(let id) = route { return id > 2 }
          return false
        }))
    #expect(byPredicate.focusedStack.path == [CoreFixtures.detail(1), CoreFixtures.detail(5)])
    var byCase = base
    try byCase.apply(.popTo(.routeCase("notes", "detail")))
    #expect(byCase.focusedStack.path == [CoreFixtures.detail(1), CoreFixtures.detail(5)])
  }

  @Test func popToTheRootRouteOfAPresentation() throws {
    let state = try state(.present(edit, style: .sheet), .push(list), .popTo(.route(edit)))
    #expect(state.focusedStack == RouteStack(root: edit))
  }

  @Test func popToARouteNotInTheStackFails() throws {
    expectFailure(
      .popTo(.route(edit)), on: try state(.push(list)),
      .routeNotInStack(
        query: edit.description, at: StackLocation(container: .tab("home"), depth: 0)))
  }

  @Test func popToRootEmptiesTheFocusedStackAndIsFineAtTheRoot() throws {
    let state = try state(.push(list), .push(CoreFixtures.detail(1)), .popToRoot)
    #expect(state == CoreFixtures.state())
    #expect(try self.state(.popToRoot) == CoreFixtures.state())
  }

  @Test func selectTabThenRunsTheCommandsInThatTab() throws {
    let state = try state(
      .push(list),
      .selectTab("notes", then: [.push(CoreFixtures.detail(4)), .present(edit, style: .sheet)]))
    #expect(state.selectedTab == "notes")
    #expect(state.tab("notes")?.content.base.path == [CoreFixtures.detail(4)])
    #expect(state.tab("notes")?.content.presentations.count == 1)
    #expect(state.tab("home")?.content.base.path == [list], "the other tab keeps its stack")
  }

  @Test func selectTabIsAllOrNothing() throws {
    let before = try state(.push(list))
    expectFailure(
      .selectTab("notes", then: [.push(CoreFixtures.detail(4)), .pop, .pop]), on: before,
      .inSequence(
        index: 2, command: "pop",
        underlying: .popAtRoot(at: StackLocation(container: .tab("notes"), depth: 0))))
  }

  @Test func selectingAnUnknownTabFails() throws {
    expectFailure(
      .selectTab("Notes"), on: try state(), .unknownTab("Notes", known: CoreFixtures.tabs))
  }

  @Test func reselectingTheTabPopsItToTheRoot() throws {
    let state = try state(
      .push(list), .push(CoreFixtures.detail(1)), .present(edit, style: .sheet), .reselectTab)
    #expect(state == CoreFixtures.state())
  }

  @Test func openingASceneFocusesItAndCommandsGoThere() throws {
    let state = try state(.openScene(.window("prefs"), root: list), .push(CoreFixtures.detail(1)))
    #expect(state.scene(.window("prefs"))?.content.base.path == [CoreFixtures.detail(1)])
    #expect(state.tab("home")?.content.base.path == [])
    #expect(state.focusedContainerID == .scene(.window("prefs")))
  }

  @Test func reopeningASceneFocusesItAndResetsItOnlyForANewRoot() throws {
    let kept = try state(
      .openScene(.window("prefs"), root: list), .push(CoreFixtures.detail(1)), .selectTab("home"),
      .openScene(.window("prefs"), root: list))
    #expect(kept.scene(.window("prefs"))?.content.base.path == [CoreFixtures.detail(1)])
    #expect(kept.focusedScene == .window("prefs"))
    let reset = try state(
      .openScene(.window("prefs"), root: list), .push(CoreFixtures.detail(1)),
      .openScene(.window("prefs"), root: edit))
    #expect(reset.scene(.window("prefs"))?.content.base == RouteStack(root: edit))
    #expect(reset.scenes.count == 1)
  }

  @Test func onlyOneImmersiveSpaceIsOpen() throws {
    let state = try state(
      .openScene(.window("prefs")), .openScene(.immersive("a"), root: nil, immersion: .mixed),
      .openScene(.immersive("b"), root: nil, immersion: .full))
    #expect(state.scenes.map(\.id) == [.window("prefs"), .immersive("b")])
    #expect(state.isWellFormed)
  }

  @Test func immersionOnAWindowFails() throws {
    expectFailure(
      .openScene(.window("prefs"), root: nil, immersion: .full), on: try state(),
      .sceneKindMismatch(.window("prefs"), immersion: .full))
  }

  @Test func closingASceneReturnsFocusToTheMainWindow() throws {
    let state = try state(.openScene(.window("prefs")), .closeScene(.window("prefs")))
    #expect(state == CoreFixtures.state())
  }

  @Test func closingASceneThatIsNotOpenFails() throws {
    expectFailure(
      .closeScene(.settings), on: try state(.openScene(.window("prefs"))),
      .sceneNotOpen(.settings, open: [.window("prefs")]))
  }

  @Test func batchIsAllOrNothing() throws {
    let before = try state(.push(list))
    expectFailure(
      .batch([.pop, .pop]), on: before,
      .inSequence(
        index: 1, command: "pop",
        underlying: .popAtRoot(at: StackLocation(container: .tab("home"), depth: 0))))
    let after = try NavigationReducer.reduce(before, [.pop, .push(edit)])
    #expect(after.focusedStack.path == [edit])
  }

  @Test func reduceIsPureAndLeavesItsInputAlone() throws {
    let before = try state(.push(list))
    let after = try NavigationReducer.reduce(before, .push(edit))
    #expect(before.focusedStack.path == [list])
    #expect(after.focusedStack.path == [list, edit])
  }

  @Test func errorsSayWhatAndWhere() {
    let error = NavigationError.popAtRoot(at: StackLocation(container: .tab("notes"), depth: 2))
    #expect(error.description.contains("tab 'notes'"))
    #expect(error.description.contains("presentation 2"))
    let unknown = NavigationError.unknownTab("Notes", known: ["home", "notes"])
    #expect(unknown.description == "unknown tab 'Notes'; tabs are: home, notes")
  }
}
