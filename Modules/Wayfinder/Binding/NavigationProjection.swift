/// What a renderer draws: the navigation state as tabs and scenes, each a pile of layers (the
/// base stack, then one modal layer over another), each layer a stack of entries, with the
/// platform's substitutions applied and a stable identity for every entry and layer.
///
/// Identities are what a renderer keys its views by (`ForEach`, a `NavigationStack` path, the
/// item of a `sheet(item:)`). They come from the projection before this one
/// (``init(_:platform:after:)``), by these rules:
/// - an entry keeps its identity while it and every entry under it in its layer are unchanged:
///   a push keeps the identities below it, a pop keeps the rest, and two equal routes in one
///   stack are two entries;
/// - a layer keeps its identity while it and every layer under it keep their level and the
///   style they were asked for, so a flow step that replaces a sheet's root changes the sheet's
///   content, not the sheet: the renderer neither dismisses it nor presents it again;
/// - anything else gets a new identity, never one used before in the chain of projections.
///
/// A scene that the platform cannot open as a scene (a window on iPhone, an immersive space on
/// iPad) is shown as a modal layer over the selected tab: its ``Scene/shownStyle`` is not a
/// scene style, and dismissing that layer closes the scene (``WriteBack/dismissed(layer:)``).
///
/// ```swift
/// var projection = NavigationProjection(bus.store.state, platform: .iOS)
/// bus.send(.show(route, style: nil), source: .app)
/// projection = NavigationProjection(bus.store.state, platform: .iOS, after: projection)
/// // The tab's root entry kept its identity; the pushed one has a new one.
/// ```
public struct NavigationProjection: Hashable, Sendable {
  /// A route where a stack shows it.
  public struct Entry: Hashable, Sendable, Identifiable {
    /// The entry's identity, unique in the chain of projections it belongs to.
    public let id: Int
    /// The route.
    public let route: AnyRoute
    /// How the entry moves in when it is pushed or its layer presented, and out when it goes,
    /// as the platform plays it (``PresentationStyle/shownTransition(_:as:on:)``): the
    /// transition of the request that showed it, else its case's. Kept while the entry stands.
    /// An entry that a link, a restore or a flow showed, a base stack's root, and every entry of
    /// a projection made without a view model move in the platform's own way.
    public let transition: ScreenTransition
  }

  /// The base stack of a tab or scene (depth 0 of ``location``), or a modal layer over the
  /// level below.
  public struct Layer: Hashable, Sendable, Identifiable {
    /// The layer's identity, unique in the chain of projections it belongs to.
    public let id: Int
    /// Where the layer is: its tab or scene and its level (0 for the base stack).
    public let location: StackLocation
    /// The style the state asks for; `nil` for a base stack.
    public let style: PresentationStyle?
    /// How the platform shows ``style`` (``PresentationStyle/shownStyle(for:on:)``).
    public let shownStyle: PresentationStyle?
    /// The stack, root first.
    public internal(set) var entries: [Entry]
  }

  /// A tab or a scene as its layers, bottom first.
  public struct Container: Hashable, Sendable {
    /// The tab or scene.
    public let id: ContainerID
    /// Its layers, the base stack first; a layer is presented over the one before it.
    public internal(set) var layers: [Layer]
  }

  /// An open scene.
  public struct Scene: Hashable, Sendable {
    /// The scene's identifier.
    public let id: SceneID
    /// The scene's layers.
    public internal(set) var content: Container
    /// How the platform shows the scene: a scene style (a window, an immersive space, the
    /// settings, an inspector), or a modal style when it has no such scene; the scene is then a
    /// layer over the selected tab, and dismissing it closes the scene.
    public let shownStyle: PresentationStyle
    /// The immersion of an immersive space.
    public let immersion: PresentationStyle.Immersion?
    /// Whether the platform opens the scene as a scene rather than as a modal layer.
    public var isShownAsScene: Bool { shownStyle.opensScene }
  }

  /// The platform the projection is for.
  public let platform: Platform
  /// The tabs, in declaration order.
  public private(set) var tabs: [Container]
  /// The selected tab.
  public private(set) var selectedTab: TabID
  /// The open scenes, in the order they opened.
  public private(set) var scenes: [Scene]
  /// The tab or scene that receives commands.
  public private(set) var focus: ContainerID
  /// The first identity that no entry or layer of this chain has used yet.
  private(set) var nextIdentity: Int

  /// Projects a state.
  /// - Parameters:
  ///   - state: The state.
  ///   - platform: The platform that shows it.
  ///   - previous: The projection this one follows, whose identities it keeps where the state
  ///     kept what they name; `nil` for the first.
  public init(
    _ state: NavigationState, platform: Platform, after previous: NavigationProjection? = nil
  ) {
    // Identities carry over only within one platform: a layer's shown style depends on it.
    if let previous, previous.platform == platform {
      self = previous
    } else {
      self.platform = platform
      self.tabs = []
      self.scenes = []
      self.selectedTab = state.selectedTab
      self.focus = state.focusedContainerID
      self.nextIdentity = previous?.nextIdentity ?? 0
    }
    update(to: state)
  }

  /// Follows a change of the state in place: what the state kept keeps its identity and its
  /// storage. A pop removes entries from the end of one layer's array, a push appends, and the
  /// tabs and layers that did not change are only compared; this is what lets a view model follow
  /// every change without copying the whole tree (BENCHMARKS.md, the view model).
  /// - Parameters:
  ///   - state: The state after the change.
  ///   - shown: The transition of the route the change shows, for the entries it adds.
  mutating func update(to state: NavigationState, showing shown: ShownTransition? = nil) {
    var identities = IdentitySource(next: nextIdentity, shown: shown)
    if tabs.count == state.tabs.count && zip(tabs, state.tabs).allSatisfy({ $0.id == .tab($1.id) })
    {
      for index in tabs.indices {
        identities.update(&tabs[index], to: state.tabs[index].content, platform: platform)
      }
    } else {
      let earlier = tabs
      tabs = state.tabs.map { tab in
        var container =
          earlier.first { $0.id == .tab(tab.id) } ?? Container(id: .tab(tab.id), layers: [])
        identities.update(&container, to: tab.content, platform: platform)
        return container
      }
    }
    if scenes.count == state.scenes.count
      && zip(scenes, state.scenes).allSatisfy({ $0.id == $1.id && $0.immersion == $1.immersion })
    {
      for index in scenes.indices {
        identities.update(
          &scenes[index].content, to: state.scenes[index].content, platform: platform)
      }
    } else {
      let earlier = scenes
      scenes = state.scenes.map { scene in
        var content =
          earlier.first { $0.id == scene.id }?.content
          ?? Container(id: .scene(scene.id), layers: [])
        identities.update(&content, to: scene.content, platform: platform)
        return Scene(
          id: scene.id, content: content,
          shownStyle: PresentationStyle.shownStyle(
            for: scene.id.openingStyle(immersion: scene.immersion), on: platform),
          immersion: scene.immersion)
      }
    }
    if selectedTab != state.selectedTab { selectedTab = state.selectedTab }
    let focus = state.focusedContainerID
    if self.focus != focus { self.focus = focus }
    nextIdentity = identities.next
  }

  /// A tab's or scene's layers.
  /// - Parameter id: The tab or scene.
  /// - Returns: Its container, or `nil` when the state has no such tab or open scene.
  public func container(_ id: ContainerID) -> Container? {
    tabs.first { $0.id == id } ?? scenes.first { $0.content.id == id }?.content
  }

  /// The layer that has an identity.
  /// - Parameter id: The layer's identity.
  /// - Returns: The layer, or `nil` when no layer of this projection has it.
  public func layer(_ id: Int) -> Layer? {
    for tab in tabs {
      if let layer = tab.layers.first(where: { $0.id == id }) { return layer }
    }
    for scene in scenes {
      if let layer = scene.content.layers.first(where: { $0.id == id }) { return layer }
    }
    return nil
  }

  /// The layer with an identity at a location, found without searching other containers.
  func layer(_ id: Int, at location: StackLocation) -> Layer? {
    guard let layers = container(location.container)?.layers, location.depth < layers.count,
      layers[location.depth].id == id
    else { return nil }
    return layers[location.depth]
  }

  /// The layer that receives pushes: the top layer of the focused tab or scene.
  public var focusedLayer: Layer? { container(focus)?.layers.last }

  /// What is presented over the layer at `location`, and how the platform shows it: the next
  /// level of its tab or scene; over the top layer of the selected tab, the base layer of the
  /// first open scene shown as a modal (a window on iPhone), and over the top layer of such a
  /// scene, the next one, in the order they opened. One presenter shows one modal at a time, so
  /// the tab's layers and the modal scenes are one chain, each presented from the one before.
  /// - Parameters:
  ///   - location: The presenting layer's location.
  ///   - layers: The layers of its tab or scene, as the caller already looked them up.
  func presented(
    over location: StackLocation, in layers: [Layer]
  ) -> (layer: Layer, style: PresentationStyle?)? {
    guard location.depth < layers.count else { return nil }
    if location.depth + 1 < layers.count {
      let next = layers[location.depth + 1]
      return (next, next.shownStyle)
    }
    guard !scenes.isEmpty else { return nil }
    var candidates = scenes[...]
    switch location.container {
    case .tab(let tab) where tab == selectedTab: break
    case .scene(let scene):
      guard let index = scenes.firstIndex(where: { $0.id == scene }), !scenes[index].isShownAsScene
      else { return nil }
      candidates = scenes[(index + 1)...]
    default: return nil
    }
    guard let next = candidates.first(where: { !$0.isShownAsScene }),
      let base = next.content.layers.first
    else { return nil }
    return (base, next.shownStyle)
  }
}

extension SceneID {
  /// The style that opens this scene.
  fileprivate func openingStyle(
    immersion: PresentationStyle.Immersion?
  ) -> PresentationStyle {
    switch kind {
    case .window: return .window(id: id)
    case .immersive: return .immersiveSpace(id: id, style: immersion ?? .mixed)
    case .settings: return .settingsPane
    case .inspector: return .inspector
    }
  }
}

/// Hands out identities and keeps the ones that still name the same thing.
private struct IdentitySource {
  var next: Int
  /// The transition of the route the change shows: the new entries of that route take it.
  let shown: ShownTransition?

  mutating func make() -> Int {
    defer { next += 1 }
    return next
  }

  /// Brings a container's layers to what the state holds: a layer keeps its identity while it
  /// and every layer under it keep their level and requested style.
  mutating func update(
    _ projected: inout NavigationProjection.Container, to container: NavigationContainer,
    platform: Platform
  ) {
    let count = container.presentations.count + 1
    var keeps = true
    for level in 0..<count {
      let style = level == 0 ? nil : container.presentations[level - 1].style
      let stack = level == 0 ? container.base : container.presentations[level - 1].stack
      keeps = keeps && level < projected.layers.count && projected.layers[level].style == style
      let shownStyle = style.map { PresentationStyle.shownStyle(for: $0, on: platform) }
      let moves = Moves(rootStyle: shownStyle, platform: platform)
      if keeps {
        update(&projected.layers[level].entries, to: stack, moving: moves)
        continue
      }
      var entries: [NavigationProjection.Entry] = []
      update(&entries, to: stack, moving: moves)
      let layer = NavigationProjection.Layer(
        id: make(), location: StackLocation(container: projected.id, depth: level),
        style: style, shownStyle: shownStyle, entries: entries)
      if level < projected.layers.count {
        projected.layers[level] = layer
      } else {
        projected.layers.append(layer)
      }
    }
    if projected.layers.count > count {
      projected.layers.removeSubrange(count...)
    }
  }

  /// How a layer's new entries move in: its root as the layer is presented (a base stack's
  /// root does not move), the rest as pushed.
  struct Moves {
    /// How the platform shows the layer; `nil` for a base stack.
    let rootStyle: PresentationStyle?
    let platform: Platform
  }

  /// Brings a layer's entries to a stack: the entries that stand as they were, from the
  /// bottom, keep their identities; the rest are replaced with new ones, and those of the
  /// route the change shows take its transition.
  mutating func update(
    _ entries: inout [NavigationProjection.Entry], to stack: RouteStack, moving moves: Moves
  ) {
    var kept = 0
    while kept < entries.count, kept < stack.count, stack.holds(entries[kept].route, at: kept) {
      kept += 1
    }
    if kept < entries.count { entries.removeSubrange(kept...) }
    for index in kept..<stack.count {
      let route = stack.route(at: index)
      var transition = ScreenTransition.automatic
      if let shown, shown.route == route, let style = index == 0 ? moves.rootStyle : .push {
        transition = PresentationStyle.shownTransition(
          shown.transition, as: style, on: moves.platform)
      }
      entries.append(
        NavigationProjection.Entry(id: make(), route: route, transition: transition))
    }
  }
}

extension RouteStack {
  /// The route at a position counted from the bottom: the root, if any, then the path.
  fileprivate func route(at index: Int) -> AnyRoute {
    guard let root else { return path[index] }
    return index == 0 ? root : path[index - 1]
  }

  /// Whether the route at a position counted from the bottom is `route`, compared where it
  /// stands rather than on a copy.
  fileprivate func holds(_ route: AnyRoute, at index: Int) -> Bool {
    guard let root else { return path[index] == route }
    return index == 0 ? root == route : path[index - 1] == route
  }
}
