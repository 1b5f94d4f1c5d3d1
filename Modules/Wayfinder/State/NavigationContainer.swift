/// What a tab or a scene holds: a base stack and the modal layers above it, bottom first.
///
/// `presentations[0]` is presented over `base`, `presentations[1]` over `presentations[0]`, and so
/// on without limit: a sheet over a sheet over a full-screen cover. Dismissing a layer also
/// dismisses every layer above it.
package struct NavigationContainer: Hashable, Codable, Sendable {
  /// The stack under every presentation.
  package var base: RouteStack
  /// The modal layers, bottom first.
  package var presentations: [Presentation]

  /// Creates a container.
  /// - Parameters:
  ///   - base: The stack under every presentation.
  ///   - presentations: The modal layers, bottom first.
  package init(base: RouteStack = RouteStack(), presentations: [Presentation] = []) {
    self.base = base
    self.presentations = presentations
  }

  /// The stack that receives pushes: the top layer's, or the base.
  package var focusedStack: RouteStack {
    presentations.last?.stack ?? base
  }

  /// Runs `body` on the focused stack in place.
  mutating func withFocusedStack<Result, Failure: Error>(
    _ body: (inout RouteStack) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    if presentations.isEmpty { return try body(&base) }
    return try body(&presentations[presentations.count - 1].stack)
  }
}

/// A tab: its identifier and what it holds.
package struct TabState: Hashable, Codable, Sendable {
  /// The tab's identifier.
  package let id: TabID
  /// The tab's stack and presentations.
  package var content: NavigationContainer

  /// Creates a tab.
  /// - Parameters:
  ///   - id: The tab's identifier.
  ///   - root: The route at the bottom of its stack, or `nil` for the tab's own root screen.
  package init(id: TabID, root: AnyRoute? = nil) {
    self.id = id
    self.content = NavigationContainer(base: RouteStack(root: root))
  }

  /// Creates a tab with existing content.
  /// - Parameters:
  ///   - id: The tab's identifier.
  ///   - content: The tab's stack and presentations.
  package init(id: TabID, content: NavigationContainer) {
    self.id = id
    self.content = content
  }
}

/// An open scene: a window, the settings pane, an immersive space or an inspector.
package struct SceneState: Hashable, Codable, Sendable {
  /// The scene's identifier.
  package let id: SceneID
  /// The immersion style, for immersive spaces.
  package var immersion: PresentationStyle.Immersion?
  /// The scene's stack and presentations.
  package var content: NavigationContainer

  /// Creates a scene.
  /// - Parameters:
  ///   - id: The scene's identifier.
  ///   - root: The route at the bottom of its stack, or `nil` for the scene's own root screen.
  ///   - immersion: The immersion style, for immersive spaces.
  package init(id: SceneID, root: AnyRoute? = nil, immersion: PresentationStyle.Immersion? = nil) {
    self.id = id
    self.immersion = immersion
    self.content = NavigationContainer(base: RouteStack(root: root))
  }
}
