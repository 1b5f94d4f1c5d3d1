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
/// var projection = NavigationProjection(bus.coordinator.state, platform: .iOS)
/// bus.send(.show(route, style: nil), source: .app)
/// projection = NavigationProjection(bus.coordinator.state, platform: .iOS, after: projection)
/// // The tab's root entry kept its identity; the pushed one has a new one.
/// ```
public struct NavigationProjection: Hashable, Sendable {
  /// A route where a stack shows it.
  public struct Entry: Hashable, Sendable, Identifiable {
    /// The entry's identity, unique in the chain of projections it belongs to.
    public let id: Int
    /// The route.
    public let route: AnyRoute
  }

  /// The base stack of a tab or scene (``level`` 0), or a modal layer over the level below.
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
    public let entries: [Entry]
  }

  /// A tab or a scene as its layers, bottom first.
  public struct Container: Hashable, Sendable {
    /// The tab or scene.
    public let id: ContainerID
    /// Its layers, the base stack first; a layer is presented over the one before it.
    public let layers: [Layer]
  }

  /// An open scene.
  public struct Scene: Hashable, Sendable {
    /// The scene's identifier.
    public let id: SceneID
    /// The scene's layers.
    public let content: Container
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
  public let tabs: [Container]
  /// The selected tab.
  public let selectedTab: TabID
  /// The open scenes, in the order they opened.
  public let scenes: [Scene]
  /// The tab or scene that receives commands.
  public let focus: ContainerID
  /// The first identity that no entry or layer of this chain has used yet.
  let nextIdentity: Int

  /// Projects a state.
  /// - Parameters:
  ///   - state: The state.
  ///   - platform: The platform that shows it.
  ///   - previous: The projection this one follows, whose identities it keeps where the state
  ///     kept what they name; `nil` for the first.
  public init(
    _ state: NavigationState, platform: Platform, after previous: NavigationProjection? = nil
  ) {
    var identities = IdentitySource(next: previous?.nextIdentity ?? 0)
    let earlier = Dictionary(
      ((previous?.tabs ?? []) + (previous?.scenes.map(\.content) ?? [])).map { ($0.id, $0) },
      uniquingKeysWith: { first, _ in first })
    func project(_ container: NavigationContainer, as id: ContainerID) -> Container {
      Container(
        id: id,
        layers: identities.layers(
          of: container, at: id, platform: platform, keeping: earlier[id]?.layers ?? []))
    }
    self.platform = platform
    self.tabs = state.tabs.map { project($0.content, as: .tab($0.id)) }
    self.scenes = state.scenes.map { scene in
      Scene(
        id: scene.id, content: project(scene.content, as: .scene(scene.id)),
        shownStyle: PresentationStyle.shownStyle(
          for: scene.id.openingStyle(immersion: scene.immersion), on: platform),
        immersion: scene.immersion)
    }
    self.selectedTab = state.selectedTab
    self.focus = state.focusedContainerID
    self.nextIdentity = identities.next
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
    for container in tabs + scenes.map(\.content) {
      if let layer = container.layers.first(where: { $0.id == id }) { return layer }
    }
    return nil
  }

  /// The layer that receives pushes: the top layer of the focused tab or scene.
  public var focusedLayer: Layer? { container(focus)?.layers.last }
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

  mutating func make() -> Int {
    defer { next += 1 }
    return next
  }

  mutating func layers(
    of container: NavigationContainer, at id: ContainerID, platform: Platform,
    keeping earlier: [NavigationProjection.Layer]
  ) -> [NavigationProjection.Layer] {
    let stacks =
      [(style: PresentationStyle?.none, stack: container.base)]
      + container.presentations.map { (style: Optional($0.style), stack: $0.stack) }
    var layers: [NavigationProjection.Layer] = []
    var keeps = true
    for (level, layer) in stacks.enumerated() {
      let before = level < earlier.count ? earlier[level] : nil
      keeps = keeps && before?.style == layer.style
      let kept = keeps ? before : nil
      layers.append(
        NavigationProjection.Layer(
          id: kept?.id ?? make(), location: StackLocation(container: id, depth: level),
          style: layer.style,
          shownStyle: layer.style.map { PresentationStyle.shownStyle(for: $0, on: platform) },
          entries: entries(of: layer.stack.routes, keeping: kept?.entries ?? [])))
    }
    return layers
  }

  mutating func entries(
    of routes: [AnyRoute], keeping earlier: [NavigationProjection.Entry]
  ) -> [NavigationProjection.Entry] {
    var entries: [NavigationProjection.Entry] = []
    entries.reserveCapacity(routes.count)
    var keeps = true
    for (index, route) in routes.enumerated() {
      keeps = keeps && index < earlier.count && earlier[index].route == route
      entries.append(
        NavigationProjection.Entry(id: keeps ? earlier[index].id : make(), route: route))
    }
    return entries
  }
}
