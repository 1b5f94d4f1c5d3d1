public import Observation

/// Connects a renderer to a bus: the ``NavigationProjection`` it draws, and the way back for
/// what the user did on screen.
///
/// A renderer never writes the state. What the UI reports is evidence (``WriteBack``), turned
/// into an intent with the source ``IntentSource/userInterface`` and sent through the bus, so
/// guards and observers see a back swipe or a swipe-down like any other intent. A write-back
/// that says nothing new or comes late (a second call of a path setter, a dismissal reported
/// after the state already dropped the layer) is ignored with a reason; one that no renderer of
/// the projection could make is reported as impossible. Before a gesture, ``preflight(_:)`` asks
/// the chain the same question without applying anything, so a renderer can disable a back
/// swipe or an interactive dismissal that a guard would refuse.
///
/// ```swift
/// let viewModel = NavigationViewModel(bus: bus, platform: .iOS)
/// let layer = viewModel.projection.focusedLayer!
/// // The user swiped back: the stack shows one entry fewer.
/// viewModel.report(.path(layer: layer.id, entries: layer.entries.dropLast().map(\.id)))
/// ```
@MainActor
@Observable
public final class NavigationViewModel {
  /// The bus that the write-backs go through.
  public let bus: NavigationBus
  /// The platform the projection is for.
  public let platform: Platform
  /// The selected tab: what a `TabView`'s selection reads. Observable on its own.
  public private(set) var selectedTab: TabID
  /// The open scenes, in the order they opened. Observable on its own.
  public private(set) var openScenes: [SceneID]
  /// The tabs the tab bar shows, in the shell's order: every tab but those hidden from this user
  /// (``ShellConfiguration/hiddenTabs(for:)``). Observable on its own, and brought up to date
  /// when what the user has changes, although the state does not: a tab hidden until a plan is
  /// bought appears when it is bought.
  public private(set) var visibleTabs: [TabID]
  /// Whether the renderer's root exists and the saved navigation is in place: until then, links
  /// are held (``rootAppeared()``).
  @ObservationIgnored public private(set) var isReady: Bool
  /// The links that arrived before the renderer was ready, oldest first.
  @ObservationIgnored public private(set) var heldLinks: [String] = []
  @ObservationIgnored private var current: NavigationProjection
  @ObservationIgnored private var projectedChange: Int
  @ObservationIgnored private var observedLayers: [StackLocation: ObservedLayer] = [:]
  /// Whether a main window shows this view model (``claimForWindow()``).
  @ObservationIgnored package var isShownInWindow = false
  /// The layers that the renderer said are on screen (``layerAppeared(_:)``), while it stages
  /// presentations; pruned to the layers that are still there.
  @ObservationIgnored private var appearedLayers: Set<Int> = []
  /// The layers that were on screen when they left the state, until the renderer says they are
  /// gone (``layerDisappeared(_:)``): what presented one shows nothing new until then.
  @ObservationIgnored private var leavingLayers: Set<Int> = []

  /// Whether each ``ObservedLayer`` waits to show what it presents until the layer itself has
  /// appeared on screen (``layerAppeared(_:)``). A renderer that presents one modal level per
  /// update (SwiftUI drops a sheet presented in the same update as the sheet under it) turns
  /// it on: a restore or a link two sheets deep then reaches it one level at a time, each level
  /// after the one under it appeared. It also reports each presented layer that goes off screen
  /// (``layerDisappeared(_:)``): what presented a layer the state took away presents nothing
  /// else until that layer is gone. Dismissals are never staged, and write-backs are judged
  /// against the state, so a swipe-down of a shown layer also dismisses the layers still
  /// waiting above it. The base stacks of tabs and of scenes opened as scenes count as
  /// appeared; a scene shown as a modal (a window on iPhone) waits like any presented layer.
  /// ``projection`` itself is never staged. Off by default; the SwiftUI adapter's root turns it
  /// on.
  @ObservationIgnored public var stagesPresentations = false {
    didSet {
      guard stagesPresentations != oldValue else { return }
      updateLayers()
    }
  }

  /// Creates the view model of a bus.
  /// - Parameters:
  ///   - bus: The bus.
  ///   - platform: The platform that renders.
  ///   - isReady: Whether links open at once; `false` for an app that restores its navigation
  ///     or builds its root first, which then calls ``rootAppeared()``.
  public init(bus: NavigationBus, platform: Platform, isReady: Bool = true) {
    self.bus = bus
    self.platform = platform
    self.isReady = isReady
    let projection = NavigationProjection(bus.store.untrackedState, platform: platform)
    self.current = projection
    self.projectedChange = bus.store.changeCount
    self.selectedTab = projection.selectedTab
    self.openScenes = projection.scenes.map(\.id)
    self.visibleTabs = bus.visibleTabs
    bus.store.whenChanged { [weak self] shown in self?.refresh(showing: shown) }
    bus.store.entitlements.observeChanges { [weak self] in
      guard let self else { return nil }
      let visible = self.bus.visibleTabs
      if self._visibleTabs != visible { self.visibleTabs = visible }
      // A guard's answer to a swipe-down may change with what the user has.
      self.updateLayers()
      return []
    }
  }

  /// What to draw now; identities carry over from the projection before.
  public var projection: NavigationProjection {
    refresh()
    return current
  }

  /// The projection as the last change left it, without bringing it up to date: what an
  /// observed layer reads its entries from, so that a read while a view is drawn changes
  /// nothing. The layers are told of every change right after it.
  var projected: NavigationProjection { current }

  /// The observable part of the layer at a location: its stack and what it presents. The same
  /// object is handed out for a location every time.
  /// - Parameter location: A tab or scene and a level (0 for the base stack); the part is empty
  ///   while the state has no layer there.
  /// - Returns: The part, up to date.
  public func layer(at location: StackLocation) -> ObservedLayer {
    if let layer = observedLayers[location] { return layer }
    let layer = ObservedLayer(location: location, viewModel: self)
    layer.update(from: projection, staged: staging)
    observedLayers[location] = layer
    return layer
  }

  /// Says that a layer is on screen, so that what it presents may be shown over it
  /// (``stagesPresentations``). A layer that is no longer there, or a view model that does not
  /// stage, ignores it.
  /// - Parameter id: The layer's identity in ``projection``.
  public func layerAppeared(_ id: Int) {
    guard stagesPresentations, !appearedLayers.contains(id), projection.layer(id) != nil else {
      return
    }
    appearedLayers.insert(id)
    for layer in observedLayers.values where layer.id == id {
      layer.update(from: current, staged: staging)
    }
  }

  /// Says that a layer is off screen: a layer dismissed, or one the renderer stopped drawing
  /// (its tab is no longer selected). A layer that was on screen when the state took it away
  /// keeps what presented it from presenting anything else until then, while the view model
  /// stages presentations (``stagesPresentations``): SwiftUI cannot present a full-screen cover
  /// from a view whose sheet is still being dismissed, and drops it. A layer still in the state
  /// waits to appear again before it presents the next level.
  /// - Parameter id: The layer's identity in ``projection``.
  public func layerDisappeared(_ id: Int) {
    let wasLeaving = leavingLayers.remove(id) != nil
    let wasShown = appearedLayers.remove(id) != nil
    guard stagesPresentations, wasLeaving || wasShown else { return }
    updateLayers()
  }

  /// What the observed layers wait for: `nil` when nothing is staged.
  private var staging: ObservedLayer.Staging? {
    guard stagesPresentations else { return nil }
    return ObservedLayer.Staging(
      appeared: appearedLayers, leaving: leavingLayers,
      modalScenes: Set(current.scenes.lazy.filter { !$0.isShownAsScene }.map(\.id)))
  }

  /// Brings the projection up to date after a change, and tells each observable part that
  /// changed.
  /// - Parameter shown: The transition of the route the change shows, for the entries it adds.
  private func refresh(showing shown: ShownTransition? = nil) {
    let change = bus.store.changeCount
    guard change != projectedChange else { return }
    // In place: the arrays of the layers that changed are edited, not copied.
    current.update(to: bus.store.untrackedState, showing: shown)
    projectedChange = change
    // Compared on the stored values, not through the observable getters, which would register
    // whatever view is being drawn as depending on them.
    if _selectedTab != current.selectedTab { selectedTab = current.selectedTab }
    if !_openScenes.elementsEqual(current.scenes.lazy.map(\.id)) {
      openScenes = current.scenes.map(\.id)
    }
    if !appearedLayers.isEmpty {
      let leaving = appearedLayers.filter { current.layer($0) == nil }
      appearedLayers.subtract(leaving)
      leavingLayers.formUnion(leaving)
    }
    updateLayers()
  }

  /// Brings every observed layer to the projection, telling each of what changed only.
  private func updateLayers() {
    let staging = staging
    for layer in observedLayers.values { layer.update(from: current, staged: staging) }
  }

  /// Whether the chain would refuse a layer's dismissal now: what a swipe-down asks.
  func refusesDismissal(of layer: Int) -> Bool {
    guard case .sent(_, .applied) = preflight(.dismissed(layer: layer)) else { return true }
    return false
  }

  /// Turns what the UI did into an intent and sends it through the bus.
  /// - Parameter writeBack: What the UI reports, in the identities of ``projection``.
  /// - Returns: The intent and its outcome, or why nothing was sent.
  @discardableResult
  public func report(_ writeBack: WriteBack) -> WriteBackOutcome {
    switch intent(for: writeBack) {
    case .send(.link(let link)) where !isReady:
      // A cold start may hand the same link over twice (the launch and `onOpenURL`).
      if heldLinks.last != link { heldLinks.append(link) }
      return .held
    case .send(let intent):
      let outcome = bus.send(intent, source: writeBack.source)
      if !outcome.didNavigate { redrawAfterRefusal(of: writeBack) }
      return .sent(intent, outcome)
    case .refuse(let outcome): return outcome
    }
  }

  /// A renderer that carried out a gesture before reporting it (SwiftUI pops, or drops a
  /// sheet, then writes the binding) shows what the state no longer agrees with once the chain
  /// refuses it, and nothing observed changed: the layer's views are told, so that they draw
  /// the state again.
  private func redrawAfterRefusal(of writeBack: WriteBack) {
    let id: Int
    switch writeBack {
    case .path(let layer, _), .dismissed(let layer): id = layer
    default: return
    }
    guard let location = current.layer(id)?.location else { return }
    observedLayers[location]?.redraw()
    if location.depth > 0 {
      observedLayers[StackLocation(container: location.container, depth: location.depth - 1)]?
        .redraw()
    }
  }

  /// The renderer's root exists and the saved navigation is in place: opens the links that
  /// arrived before, oldest first, each once. Later calls open nothing.
  /// - Returns: What became of each held link.
  @discardableResult
  public func rootAppeared() -> [WriteBackOutcome] {
    guard !isReady else { return [] }
    isReady = true
    let links = heldLinks
    heldLinks = []
    return links.map { report(.openedURL($0)) }
  }

  /// What the chain would answer to a write-back now, without applying it or telling observers:
  /// whether the renderer should let the gesture happen.
  /// - Parameter writeBack: The write-back the gesture would report.
  /// - Returns: The intent and the outcome it would have, or why nothing would be sent.
  public func preflight(_ writeBack: WriteBack) -> WriteBackOutcome {
    switch intent(for: writeBack) {
    case .send(.link) where !isReady: return .held
    case .send(let intent): return .sent(intent, bus.preflight(intent, source: writeBack.source))
    case .refuse(let outcome): return outcome
    }
  }

  /// The intent that says what a write-back says, or why there is none.
  private func intent(for writeBack: WriteBack) -> Translation {
    let projection = projection
    switch writeBack {
    case .path(let id, let entries):
      guard let layer = projection.layer(id) else {
        return .refuse(.ignored(reason: "layer \(id) is no longer shown"))
      }
      return pathIntent(layer, entries, in: projection)
    case .dismissed(let id):
      guard let layer = projection.layer(id) else {
        return .refuse(.ignored(reason: "layer \(id) is no longer shown"))
      }
      return dismissalIntent(layer, in: projection)
    case .selectedTab(let tab):
      guard tab != projection.selectedTab else {
        return .refuse(.ignored(reason: "tab '\(tab)' is already selected"))
      }
      return .send(.selectTab(tab))
    case .reselectedTab(let tab):
      guard tab == projection.selectedTab else {
        return .refuse(.ignored(reason: "tab '\(tab)' is not the selected tab"))
      }
      return .send(.selectTab(tab))
    case .closedScene(let scene):
      guard projection.scenes.contains(where: { $0.id == scene }) else {
        return .refuse(.ignored(reason: "scene '\(scene)' is not open"))
      }
      return .send(.commands([.closeScene(scene)]))
    case .openedURL(let url):
      return .send(.link(url))
    case .continuedActivity(let type, let link):
      // The link, when the app continues activities of this type.
      guard activityTypes.contains(type) else {
        return .refuse(
          .ignored(
            reason: "activity type '\(type)' is not one the app continues ("
              + activityTypes.joined(separator: ", ") + ")"))
      }
      guard let link else {
        return .refuse(.ignored(reason: "the activity of type '\(type)' carries no link"))
      }
      return .send(.link(link))
    case .edited(let id, let route):
      return editIntent(id, route, in: projection)
    }
  }

  /// A screen's own edit: the entry must still be shown, be the screen on top of the focused
  /// layer (a screen edits its value while the user sees it), and stay the same case.
  private func editIntent(
    _ id: Int, _ route: AnyRoute, in projection: NavigationProjection
  ) -> Translation {
    guard let entry = projection.focusedLayer?.entries.last, entry.id == id else {
      let layers =
        projection.tabs.flatMap(\.layers) + projection.scenes.flatMap(\.content.layers)
      guard layers.contains(where: { $0.entries.contains { $0.id == id } }) else {
        return .refuse(.ignored(reason: "entry \(id) is no longer shown"))
      }
      return .refuse(
        .impossible(reason: "entry \(id) is not the screen on top, so it cannot edit itself"))
    }
    guard route.module == entry.route.module, route.name == entry.route.name else {
      return .refuse(
        .impossible(
          reason: "a screen edits its own values; \(entry.route) cannot become \(route)"))
    }
    guard route != entry.route else {
      return .refuse(.ignored(reason: "\(entry.route) already carries these values"))
    }
    return .send(.commands([.replace(route)]))
  }

  private func pathIntent(
    _ layer: NavigationProjection.Layer, _ entries: [Int], in projection: NavigationProjection
  ) -> Translation {
    let shown = layer.entries.lazy.map(\.id)
    if entries.elementsEqual(shown) {
      return .refuse(
        .ignored(reason: "\(layer.location) already shows these \(entries.count) entries"))
    }
    guard shown.starts(with: entries) else {
      if entries.contains(where: { !shown.contains($0) }) {
        return .refuse(
          .ignored(reason: "the path names entries that \(layer.location) no longer holds"))
      }
      return .refuse(
        .impossible(
          reason: "the UI can only shorten \(layer.location)'s path, not reorder or extend it"))
    }
    // A base stack without a root screen can be emptied; a stack with a root cannot.
    guard !entries.isEmpty || bus.store.untrackedState.stack(at: layer.location)?.root == nil
    else {
      return .refuse(
        .impossible(reason: "\(layer.location) cannot drop its root; dismiss the layer instead"))
    }
    guard let container = projection.container(layer.location.container),
      layer.location.depth == container.layers.count - 1
    else {
      return .refuse(
        .impossible(reason: "\(layer.location) is covered by a modal layer; it cannot go back"))
    }
    // One entry fewer is what a back button sends, `pop`; more is a long press on it.
    let count = layer.entries.count - entries.count
    if container.id == projection.focus {
      return .send(.popping(count))
    }
    return focusing(container.id, then: .pop(count: count), in: projection)
  }

  /// A gesture in a window that is not focused focuses it, as the system makes it key: the
  /// command runs after focusing the tab or scene that the gesture was made in.
  private func focusing(
    _ container: ContainerID, then command: NavigationCommand, in projection: NavigationProjection
  ) -> Translation {
    switch container {
    case .scene(let scene):
      return .send(.commands([.openScene(scene, root: nil, immersion: nil), command]))
    case .tab(let tab):
      guard tab == projection.selectedTab else {
        return .refuse(
          .impossible(reason: "tab '\(tab)' is not selected, so nothing in it is on screen"))
      }
      return .send(.commands([.selectTab(tab, then: [command])]))
    }
  }

  private func dismissalIntent(
    _ layer: NavigationProjection.Layer, in projection: NavigationProjection
  ) -> Translation {
    let location = layer.location
    if location.depth == 0 {
      guard case .scene(let scene) = location.container else {
        return .refuse(
          .impossible(reason: "\(location) is a tab's base stack, which cannot be dismissed"))
      }
      return .send(.commands([.closeScene(scene)]))
    }
    guard let container = projection.container(location.container) else {
      return .refuse(.ignored(reason: "\(location.container) is no longer there"))
    }
    // The top layer is what a close button dismisses, `dismiss`; a lower one takes those above.
    let levels = container.layers.count - location.depth
    if container.id == projection.focus {
      return .send(.dismissing(levels: levels))
    }
    return focusing(container.id, then: .dismiss(levels: levels), in: projection)
  }
}

/// A write-back read: the intent it stands for, or why nothing is sent.
private enum Translation {
  case send(NavigationIntent)
  case refuse(WriteBackOutcome)
}

extension WriteBack {
  /// Where the intent of this write-back comes from: a link the system handed over is a link
  /// like any other; everything else the user did on screen.
  fileprivate var source: IntentSource {
    switch self {
    case .openedURL, .continuedActivity: return .link
    default: break
    }
    return .userInterface
  }
}
