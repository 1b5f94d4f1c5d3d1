/// Everything on screen, as one value: the tabs and their stacks, the presentations above them to
/// any depth, the open scenes, and the active flows.
///
/// The state is changed only by ``apply(_:)``; in an app, by the ``NavigationBus`` through its
/// ``NavigationStore``. Decoding checks that the value is well formed, so a damaged snapshot
/// is an error and never a broken tree.
///
/// ```swift
/// var state = NavigationState(tabs: ["dashboard", "tasks"])
/// try state.apply(.selectTab("tasks", then: [.push(AnyRoute(TasksRoute.detail(id: "42")))]))
/// ```
public struct NavigationState: Hashable, Sendable {
  /// The tabs in display order. The tree's parts are the package's own: a user reads the tree
  /// through the queries below or through a ``NavigationProjection``, and changes it with
  /// commands, which keep it well formed.
  package private(set) var tabs: [TabState]
  /// The selected tab.
  public internal(set) var selectedTab: TabID
  /// The open scenes, in the order they were opened.
  package internal(set) var scenes: [SceneState]
  /// The scene that has focus, or `nil` when the main window (the selected tab) has it.
  public internal(set) var focusedScene: SceneID?
  /// The flows in progress.
  public var flows: [ActiveFlow]

  /// Creates a state with the given tabs, the first one selected.
  /// - Parameter tabs: The tabs in display order; there must be at least one.
  package init(tabs: [TabState]) {
    precondition(!tabs.isEmpty, "a navigation state needs at least one tab")
    self.tabs = tabs
    self.selectedTab = tabs[0].id
    self.scenes = []
    self.focusedScene = nil
    self.flows = []
  }

  /// Creates a state with the given tabs, the first one selected.
  ///
  /// The tabs are the app's own declaration, not input: a state without tabs, with a tab twice
  /// or with a root for a tab it does not have is a programming error, and stops the program.
  /// - Parameters:
  ///   - tabIDs: The tab identifiers in display order; at least one, each once.
  ///   - roots: The route at the bottom of a tab's stack; a tab without one shows its own root
  ///     screen.
  public init(tabs tabIDs: [TabID], roots: [TabID: AnyRoute] = [:]) {
    precondition(Set(tabIDs).count == tabIDs.count, "a tab appears twice in \(tabIDs)")
    for tab in roots.keys {
      precondition(tabIDs.contains(tab), "a root is given for tab '\(tab)', which is not a tab")
    }
    self.init(tabs: tabIDs.map { TabState(id: $0, root: roots[$0]) })
  }

  /// Creates a state from its parts, checking that they form a well-formed tree.
  /// - Parameters:
  ///   - tabs: The tabs in display order.
  ///   - selectedTab: The selected tab.
  ///   - scenes: The open scenes.
  ///   - focusedScene: The scene with focus, or `nil`.
  ///   - flows: The flows in progress.
  /// - Throws: An error naming the first rule the parts break, for example a selected tab
  ///   that is not among `tabs`.
  package init(
    tabs: [TabState], selectedTab: TabID, scenes: [SceneState] = [], focusedScene: SceneID? = nil,
    flows: [ActiveFlow] = []
  ) throws {
    self.tabs = tabs
    self.selectedTab = selectedTab
    self.scenes = scenes
    self.focusedScene = focusedScene
    self.flows = flows
    if let problem = wellFormednessProblems.first { throw problem }
  }

  /// The identifiers of the tabs in display order.
  public var tabIDs: [TabID] { tabs.map(\.id) }

  /// The identifiers of the open scenes, in the order they were opened.
  public var sceneIDs: [SceneID] { scenes.map(\.id) }

  /// The tab with the given identifier.
  /// - Parameter id: The tab's identifier.
  /// - Returns: The tab, or `nil` when there is none.
  package func tab(_ id: TabID) -> TabState? { tabs.first { $0.id == id } }

  /// The open scene with the given identifier.
  /// - Parameter id: The scene's identifier.
  /// - Returns: The scene, or `nil` when it is not open.
  package func scene(_ id: SceneID) -> SceneState? { scenes.first { $0.id == id } }

  func tabIndex(_ id: TabID) -> Int? { tabs.firstIndex { $0.id == id } }

  /// What a tab or open scene holds, or `nil` when there is no such tab or open scene.
  func container(_ id: ContainerID) -> NavigationContainer? {
    switch id {
    case .tab(let tab): return self.tab(tab)?.content
    case .scene(let scene): return self.scene(scene)?.content
    }
  }

  func sceneIndex(_ id: SceneID) -> Int? { scenes.firstIndex { $0.id == id } }

  mutating func withTab<Result, Failure: Error>(
    at index: Int, _ body: (inout NavigationContainer) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    try body(&tabs[index].content)
  }
}

/// A rule that a ``NavigationState`` breaks.
package enum NavigationStateError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The state has no tab; a state needs at least one.
  case noTabs
  /// Two tabs have the same identifier.
  case duplicateTab(TabID)
  /// The selected tab is not one of the tabs.
  case selectedTabMissing(TabID)
  /// Two open scenes have the same identifier.
  case duplicateScene(SceneID)
  /// The focused scene is not open.
  case focusedSceneNotOpen(SceneID)
  /// More than one immersive space is open; a device shows one at a time.
  case moreThanOneImmersiveSpace([SceneID])
  /// A presentation layer, at this location, has a style that does not present (a push, say).
  case nonModalPresentation(StackLocation, PresentationStyle)
  /// Two active flows have the same instance identifier.
  case duplicateFlow(FlowInstanceID)

  public var description: String {
    switch self {
    case .noTabs: return "the state has no tabs"
    case .duplicateTab(let tab): return "tab '\(tab)' appears more than once"
    case .selectedTabMissing(let tab): return "the selected tab '\(tab)' is not one of the tabs"
    case .duplicateScene(let scene): return "scene '\(scene)' is open more than once"
    case .focusedSceneNotOpen(let scene): return "the focused scene '\(scene)' is not open"
    case .moreThanOneImmersiveSpace(let scenes):
      return "more than one immersive space is open: "
        + scenes.map(\.description).joined(separator: ", ")
    case .nonModalPresentation(let location, let style):
      return "\(location) is presented as '\(style)', which is not a modal style"
    case .duplicateFlow(let flow): return "flow '\(flow)' is active more than once"
    }
  }
}

extension NavigationState {
  /// Every rule of a well-formed tree that this state breaks; empty when it is well formed.
  package var wellFormednessProblems: [NavigationStateError] {
    var problems: [NavigationStateError] = []
    if tabs.isEmpty { problems.append(.noTabs) }
    var seenTabs = Set<TabID>()
    for tab in tabs where !seenTabs.insert(tab.id).inserted {
      problems.append(.duplicateTab(tab.id))
    }
    if !seenTabs.contains(selectedTab) { problems.append(.selectedTabMissing(selectedTab)) }
    var seenScenes = Set<SceneID>()
    for scene in scenes where !seenScenes.insert(scene.id).inserted {
      problems.append(.duplicateScene(scene.id))
    }
    if let focusedScene, !seenScenes.contains(focusedScene) {
      problems.append(.focusedSceneNotOpen(focusedScene))
    }
    let immersive = scenes.map(\.id).filter { $0.kind == .immersive }
    if immersive.count > 1 { problems.append(.moreThanOneImmersiveSpace(immersive)) }
    let containers =
      tabs.map { (ContainerID.tab($0.id), $0.content) }
      + scenes.map { (ContainerID.scene($0.id), $0.content) }
    for (id, content) in containers {
      for (offset, layer) in content.presentations.enumerated() where !layer.style.isModal {
        problems.append(
          .nonModalPresentation(StackLocation(container: id, depth: offset + 1), layer.style))
      }
    }
    var seenFlows = Set<FlowInstanceID>()
    for flow in flows where !seenFlows.insert(flow.id).inserted {
      problems.append(.duplicateFlow(flow.id))
    }
    return problems
  }

  /// Whether the state obeys every rule of a well-formed tree.
  public var isWellFormed: Bool { wellFormednessProblems.isEmpty }
}

extension NavigationState: Codable {
  private enum CodingKeys: String, CodingKey {
    case tabs, selectedTab, scenes, focusedScene, flows
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    do {
      try self.init(
        tabs: container.decode([TabState].self, forKey: .tabs),
        selectedTab: container.decode(TabID.self, forKey: .selectedTab),
        scenes: container.decode([SceneState].self, forKey: .scenes),
        focusedScene: container.decodeIfPresent(SceneID.self, forKey: .focusedScene),
        flows: container.decode([ActiveFlow].self, forKey: .flows))
    } catch let problem as NavigationStateError {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: decoder.codingPath,
          debugDescription: "not a well-formed navigation state: \(problem)",
          underlyingError: problem))
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(tabs, forKey: .tabs)
    try container.encode(selectedTab, forKey: .selectedTab)
    try container.encode(scenes, forKey: .scenes)
    try container.encodeIfPresent(focusedScene, forKey: .focusedScene)
    try container.encode(flows, forKey: .flows)
  }
}

extension NavigationState {
  /// The state without these tabs: what is shown of it to a user from whom they are hidden.
  /// - Parameter hidden: The tabs to leave out.
  /// - Returns: The state with the other tabs.
  package func hiding(_ hidden: Set<TabID>) -> NavigationState {
    var shown = self
    shown.tabs.removeAll { hidden.contains($0.id) }
    return shown
  }
}
