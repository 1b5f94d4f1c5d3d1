import Foundation
import Testing
import Wayfinder

@Suite struct InspectionTests {
  let list = AnyRoute(Notes.list)
  let edit = AnyRoute(Notes.edit(id: 1, title: "t"))

  @Test func theFocusPathLeadsFromTheTabToTheFocusedScreen() throws {
    var state = NavigationState(tabs: [TabState(id: "notes", root: list)])
    try state.apply(.push(CoreFixtures.detail(1)))
    try state.apply(.present(edit, style: .sheet))
    try state.apply(.push(CoreFixtures.detail(2)))
    #expect(
      state.focusPath == [
        .tab("notes"), .root(list), .pushed(CoreFixtures.detail(1)), .presented(edit, .sheet),
        .pushed(CoreFixtures.detail(2)),
      ])
    #expect(state.topRoute == CoreFixtures.detail(2))
    #expect(state.presentationDepth == 1)
    #expect(!state.isAtRoot)
    #expect(state.focusedLocation == StackLocation(container: .tab("notes"), depth: 1))
  }

  /// The public queries read every stack of the tree by its place, and answer `nil` for a place
  /// that does not exist rather than trapping.
  @Test func everyStackIsReadByItsLocation() throws {
    var state = NavigationState(tabs: ["home", "notes"], roots: ["notes": list])
    #expect(state.tab("notes")?.content.base.root == list)
    #expect(state.tab("home")?.content.base.root == nil)
    try state.apply(
      .selectTab(
        "notes",
        then: [
          .push(CoreFixtures.detail(1)), .present(edit, style: .sheet),
          .push(CoreFixtures.detail(2)), .present(CoreFixtures.detail(3), style: .fullScreen),
        ]))
    try state.apply(.openScene(.window("prefs"), root: list))
    let notes = ContainerID.tab("notes")
    func at(_ container: ContainerID, _ depth: Int) -> StackLocation {
      StackLocation(container: container, depth: depth)
    }
    #expect(state.routes(at: at(notes, 0)) == [list, CoreFixtures.detail(1)])
    #expect(state.routes(at: at(notes, 1)) == [edit, CoreFixtures.detail(2)])
    #expect(state.routes(at: at(notes, 2)) == [CoreFixtures.detail(3)])
    #expect(state.routes(at: at(.tab("home"), 0)) == [])
    #expect(state.routes(at: at(.scene(.window("prefs")), 0)) == [list])
    #expect(state.presentationStyle(at: at(notes, 1)) == .sheet)
    #expect(state.presentationStyle(at: at(notes, 2)) == .fullScreen)
    #expect(state.presentationDepth(of: notes) == 2)
    #expect(state.presentationDepth(of: .tab("home")) == 0)
    #expect(state.sceneIDs == [.window("prefs")])
    // Places that do not exist.
    #expect(state.routes(at: at(notes, 3)) == nil)
    #expect(state.routes(at: at(notes, -1)) == nil)
    #expect(state.routes(at: at(.tab("missing"), 0)) == nil)
    #expect(state.routes(at: at(.scene(.window("closed")), 0)) == nil)
    #expect(state.presentationStyle(at: at(notes, 0)) == nil)
    #expect(state.presentationStyle(at: at(notes, 3)) == nil)
    #expect(state.presentationDepth(of: .scene(.window("closed"))) == nil)
  }

  @Test func aFreshTabIsAtItsRoot() {
    let state = CoreFixtures.state()
    #expect(state.isAtRoot)
    #expect(state.topRoute == nil)
    #expect(state.focusPath == [.tab("home")])
  }

  @Test func aFocusedSceneLeadsThePath() throws {
    var state = CoreFixtures.state()
    try state.apply(.openScene(.window("prefs"), root: list))
    #expect(state.focusPath == [.scene(.window("prefs")), .root(list)])
    #expect(state.isAtRoot)
  }

  @Test func theTreeRendersEveryTabSceneAndFlow() throws {
    var state = NavigationState(tabs: [TabState(id: "home"), TabState(id: "notes", root: list)])
    try state.apply(
      .selectTab("notes", then: [.push(CoreFixtures.detail(42)), .present(edit, style: .sheet)]))
    try state.apply(.openScene(.immersive("space"), root: nil, immersion: .full))
    try state.apply(.selectTab("notes"))
    state.flows = [ActiveFlow(flow: "onboarding", step: "permissions", history: ["welcome"])]
    #expect(
      state.renderTree() == """
        tabs
          home
              (root)
          * notes
              notes/list
              push notes/detail/42
              > sheet notes/edit/1/t
        scenes
          immersive/space (full)
              (root)
        flows
          onboarding at permissions (1 step(s) back)

        """)
  }
}

@Suite struct StateCodingTests {
  @Test func aStateRoundTripsThroughJSON() throws {
    var state = CoreFixtures.state()
    try state.apply(.present(AnyRoute(Notes.list), style: .popover(anchor: .point(x: 0.5, y: 1))))
    try state.apply(.openScene(.settings, root: AnyRoute(Photos.viewer(index: 1))))
    let decoded = try JSONDecoder().decode(
      NavigationState.self, from: JSONEncoder().encode(state))
    #expect(decoded == state)
    #expect(decoded.hashValue == state.hashValue)
  }

  @Test(arguments: [
    #"{"tabs":[],"selectedTab":"a","scenes":[],"flows":[]}"#,
    #"{"tabs":[{"id":"a","content":{"base":{"path":[]},"presentations":[]}}],"selectedTab":"b","scenes":[],"flows":[]}"#,
    #"{"tabs":[{"id":"a","content":{"base":{"path":[]},"presentations":[]}},{"id":"a","content":{"base":{"path":[]},"presentations":[]}}],"selectedTab":"a","scenes":[],"flows":[]}"#,
    #"{"tabs":[{"id":"a","content":{"base":{"path":[]},"presentations":[{"style":{"push":{}},"stack":{"root":["m","r"],"path":[]}}]}}],"selectedTab":"a","scenes":[],"flows":[]}"#,
    #"{"tabs":[{"id":"a","content":{"base":{"path":[]},"presentations":[]}}],"selectedTab":"a","scenes":[],"focusedScene":{"kind":"window","id":"x"},"flows":[]}"#,
    #"{"tabs":[{"id":"a","content":{"base":{"path":[["m"]]},"presentations":[]}}],"selectedTab":"a","scenes":[],"flows":[]}"#,
    #"garbage"#,
  ])
  func aMalformedSnapshotIsAnErrorNotABrokenTree(json: String) {
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(NavigationState.self, from: Data(json.utf8))
    }
  }

  @Test func theCheckingInitializerNamesTheBrokenRule() {
    #expect(throws: NavigationStateError.selectedTabMissing("x")) {
      try NavigationState(tabs: [TabState(id: "a")], selectedTab: "x")
    }
    #expect(
      throws: NavigationStateError.moreThanOneImmersiveSpace([.immersive("a"), .immersive("b")])
    ) {
      try NavigationState(
        tabs: [TabState(id: "a")], selectedTab: "a",
        scenes: [SceneState(id: .immersive("a")), SceneState(id: .immersive("b"))])
    }
  }
}
