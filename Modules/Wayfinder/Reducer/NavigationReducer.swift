/// The one pure function that changes navigation: a state and a command in, a new state or an
/// error out.
///
/// ```swift
/// let next = try NavigationReducer.reduce(state, .present(route, style: .sheet))
/// ```
///
/// Every command costs only what it touches: pushing, presenting, dismissing and popping one
/// level are constant time whatever the depth of the stack, as long as the state is not shared
/// (mutate in place with ``NavigationState/apply(_:)`` to keep it so).
package enum NavigationReducer {
  /// Applies a command to a state.
  /// - Parameters:
  ///   - state: The state before.
  ///   - command: The command.
  /// - Returns: The state after.
  /// - Throws: ``NavigationError`` when the command is impossible in `state`.
  public static func reduce(
    _ state: NavigationState, _ command: NavigationCommand
  )
    throws(NavigationError) -> NavigationState
  {
    var next = state
    try next.apply(command)
    return next
  }

  /// Applies commands in order, all or nothing.
  /// - Parameters:
  ///   - state: The state before.
  ///   - commands: The commands.
  /// - Returns: The state after the last command.
  /// - Throws: ``NavigationError/inSequence(index:command:underlying:)`` naming the first command
  ///   that failed.
  public static func reduce(
    _ state: NavigationState, _ commands: [NavigationCommand]
  )
    throws(NavigationError) -> NavigationState
  {
    try reduce(state, .batch(commands))
  }
}

extension NavigationState {
  /// Applies a command in place. On error the state is exactly as it was.
  /// - Parameter command: The command.
  /// - Throws: ``NavigationError`` when the command is impossible in this state.
  public mutating func apply(_ command: NavigationCommand) throws(NavigationError) {
    switch command {
    case .push(let route):
      withFocusedContainer { $0.withFocusedStack { $0.path.append(route) } }

    case .replace(let route):
      let location = focusedLocation
      try withFocusedContainer { container throws(NavigationError) in
        try container.withFocusedStack { stack throws(NavigationError) in
          if !stack.path.isEmpty {
            stack.path[stack.path.count - 1] = route
          } else if stack.root != nil {
            stack.root = route
          } else {
            throw .nothingToReplace(at: location)
          }
        }
      }

    case .present(let route, let style):
      try present(route, style: style)

    case .dismiss(let levels):
      guard levels >= 1 else { throw .invalidCount(command: "dismiss", count: levels) }
      let id = focusedContainerID
      try withFocusedContainer { container throws(NavigationError) in
        let available = container.presentations.count
        guard available > 0 else { throw .nothingToDismiss(at: id) }
        guard levels <= available else {
          throw .dismissPastBase(requested: levels, available: available, at: id)
        }
        container.presentations.removeLast(levels)
      }

    case .dismissAll:
      withFocusedContainer { $0.presentations.removeAll() }

    case .pop(let count):
      guard count >= 1 else { throw .invalidCount(command: "pop", count: count) }
      let location = focusedLocation
      try withFocusedContainer { container throws(NavigationError) in
        try container.withFocusedStack { stack throws(NavigationError) in
          let available = stack.path.count
          guard available > 0 else { throw .popAtRoot(at: location) }
          guard count <= available else {
            throw .popPastRoot(requested: count, available: available, at: location)
          }
          stack.path.removeLast(count)
        }
      }

    case .popTo(let query):
      let location = focusedLocation
      try withFocusedContainer { container throws(NavigationError) in
        try container.withFocusedStack { stack throws(NavigationError) in
          if let index = stack.path.lastIndex(where: query.matches) {
            stack.path.removeSubrange((index + 1)...)
          } else if let root = stack.root, query.matches(root) {
            stack.path.removeAll()
          } else {
            throw .routeNotInStack(query: query.description, at: location)
          }
        }
      }

    case .popToRoot:
      withFocusedContainer { $0.withFocusedStack { $0.path.removeAll() } }

    case .selectTab(let tab, let then):
      guard tabIndex(tab) != nil else { throw .unknownTab(tab, known: tabIDs) }
      try atomically(then) { (state: inout NavigationState) in
        state.selectedTab = tab
        state.focusedScene = nil
      }

    case .reselectTab:
      focusedScene = nil
      let index = tabIndex(selectedTab)!
      withTab(at: index) { container in
        container.presentations.removeAll()
        container.base.path.removeAll()
      }

    case .openScene(let scene, let root, let immersion):
      try openScene(scene, root: root, immersion: immersion)

    case .closeScene(let scene):
      guard let index = sceneIndex(scene) else {
        throw .sceneNotOpen(scene, open: scenes.map(\.id))
      }
      scenes.remove(at: index)
      if focusedScene == scene { focusedScene = nil }

    case .batch(let commands):
      try atomically(commands) { _ in }

    case .startFlow(let flow, let presentation):
      try startFlow(flow, presentation: presentation)
    case .advanceFlow(let id, let step, let data):
      try advanceFlow(id, to: step, data: data)
    case .editFlow(let id, let data):
      try editFlow(id, data: data)
    case .flowBack(let id):
      try flowBack(id)
    case .completeFlow(let id):
      try completeFlow(id)
    case .cancelFlow(let id):
      try cancelFlow(id)
    case .resumeFlow(let id, let presentation):
      try resumeFlow(id, presentation: presentation)
    }
  }

  /// Applies `first`, then `commands` in order; restores the state when any of them fails.
  private mutating func atomically(
    _ commands: [NavigationCommand], first: (inout NavigationState) -> Void
  ) throws(NavigationError) {
    guard !commands.isEmpty else {
      first(&self)
      return
    }
    let before = self
    first(&self)
    for (index, command) in commands.enumerated() {
      do {
        try apply(command)
      } catch {
        self = before
        throw .inSequence(index: index, command: command.description, underlying: error)
      }
    }
  }

  private mutating func present(
    _ route: AnyRoute, style: PresentationStyle
  )
    throws(NavigationError)
  {
    switch style {
    case .push:
      try apply(.push(route))
    case .replace:
      try apply(.replace(route))
    case .tab(let tab):
      try apply(.selectTab(tab, then: [.push(route)]))
    case .sheet, .fullScreen, .popover, .ornament:
      withFocusedContainer { $0.presentations.append(Presentation(route, style: style)) }
    case .window, .immersiveSpace, .settingsPane, .inspector:
      var immersion: PresentationStyle.Immersion?
      if case .immersiveSpace(_, let style) = style { immersion = style }
      try openScene(style.openedScene!, root: route, immersion: immersion)
    }
  }

  private mutating func openScene(
    _ scene: SceneID, root: AnyRoute?, immersion: PresentationStyle.Immersion?
  ) throws(NavigationError) {
    if let immersion, scene.kind != .immersive {
      throw .sceneKindMismatch(scene, immersion: immersion)
    }
    let style = scene.kind == .immersive ? (immersion ?? .mixed) : nil
    if let index = sceneIndex(scene) {
      if let root, scenes[index].content.base.root != root {
        scenes[index] = SceneState(id: scene, root: root, immersion: style)
      } else if let immersion {
        scenes[index].immersion = immersion
      }
    } else {
      if scene.kind == .immersive {
        // visionOS shows one immersive space at a time: the new one takes the old one's place.
        scenes.removeAll { $0.id.kind == .immersive }
      }
      scenes.append(SceneState(id: scene, root: root, immersion: style))
    }
    focusedScene = scene
  }

  /// The container that receives commands: the focused scene, or the selected tab.
  public var focusedContainerID: ContainerID {
    focusedScene.map(ContainerID.scene) ?? .tab(selectedTab)
  }

  /// The location of the focused stack.
  public var focusedLocation: StackLocation {
    StackLocation(container: focusedContainerID, depth: focusedContainer.presentations.count)
  }

  /// The focused container's content.
  package var focusedContainer: NavigationContainer {
    if let focusedScene, let scene = scene(focusedScene) { return scene.content }
    return tab(selectedTab)!.content
  }

  mutating func withFocusedContainer<Result, Failure: Error>(
    _ body: (inout NavigationContainer) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    if let focusedScene, let index = sceneIndex(focusedScene) {
      return try body(&scenes[index].content)
    }
    return try withTab(at: tabIndex(selectedTab)!, body)
  }
}
