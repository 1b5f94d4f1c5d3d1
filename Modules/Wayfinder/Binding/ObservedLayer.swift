public import Observation

/// One layer of a tab or scene, observable on its own: a view that draws a stack reads
/// ``entries``, a presentation modifier reads ``presentedLayer`` and ``presentedStyle``, and each
/// is told of a change only when what it read changed. A push in one tab tells that tab's top
/// layer and nothing else; a sheet presented tells the level it is presented from.
///
/// ``NavigationViewModel/layer(at:)`` hands them out; the view model updates them after every change
/// of the state.
///
/// ```swift
/// let stack = viewModel.layer(at: StackLocation(container: .tab("tasks"), depth: 0))
/// withObservationTracking { _ = stack.entries } onChange: { print("the Tasks stack changed") }
/// ```
@MainActor
@Observable
public final class ObservedLayer {
  /// Where the layer is: a tab or scene and a level (0 for the base stack).
  public let location: StackLocation
  /// The layer's identity, or `nil` while the state has no layer here.
  public private(set) var id: Int?
  /// How the platform shows the layer; `nil` for a base stack or while there is none.
  public private(set) var shownStyle: PresentationStyle?
  /// The stack, root first; empty while there is no layer here. Read from the view model's
  /// projection, so that a push appends to the one array the projection holds.
  public var entries: [NavigationProjection.Entry] {
    access(keyPath: \.entries)
    guard let viewModel, let id = _id else { return [] }
    return viewModel.projected.layer(id, at: location)?.entries ?? []
  }
  /// The identity of the layer presented over this one, or `nil`: what a `sheet(item:)` or
  /// `fullScreenCover(item:)` binding at this level reads. It is the next level of this tab or
  /// scene; over the top layer of the selected tab, the base layer of the first open scene that
  /// the platform shows as a modal (a window on iPhone); over the top layer of such a scene, the
  /// next one: one chain, since one presenter shows one modal at a time. While the view model
  /// stages presentations (``NavigationViewModel/stagesPresentations``), `nil` until this layer
  /// appeared, and while a layer it presented before is still leaving the screen.
  public private(set) var presentedLayer: Int?
  /// Where the layer presented over this one is: the level above, or a modal scene's base.
  public private(set) var presentedLocation: StackLocation?
  /// How the platform shows the layer presented over this one.
  public private(set) var presentedStyle: PresentationStyle?
  /// Whether the chain would refuse this layer's dismissal now (a guard, a flow that refuses
  /// to be swiped away): what a presented layer's `interactiveDismissDisabled` reads. Brought
  /// up to date after every change of the state and of what the user has, so that a view that
  /// read it is told when the answer changes; always `false` for a tab's base stack.
  public private(set) var refusesDismissal = false

  /// The view model whose projection holds the entries.
  @ObservationIgnored private weak var viewModel: NavigationViewModel?
  /// How many entries the layer had, and the identity of the top one, when observers were last
  /// told: by the projection's identity rules, a layer whose count and top entry are the same
  /// holds the same entries.
  @ObservationIgnored private var told: (count: Int, top: Int?) = (0, nil)
  /// The layer this one presented that is still leaving the screen: until it is gone, this one
  /// presents nothing in its place (``NavigationViewModel/layerDisappeared(_:)``).
  @ObservationIgnored private var replacing: Int?

  init(location: StackLocation, viewModel: NavigationViewModel) {
    self.location = location
    self.viewModel = viewModel
  }

  /// What a layer waits for before it shows what it presents, while a view model stages
  /// presentations (``NavigationViewModel/stagesPresentations``).
  struct Staging {
    /// The layers that appeared on screen.
    var appeared: Set<Int>
    /// The layers that were on screen when they left the state, and are not yet gone from it.
    var leaving: Set<Int> = []
    /// The open scenes shown as modals, whose base layers wait like presented layers.
    var modalScenes: Set<SceneID>

    /// Whether the layer at `location` may show what it presents.
    func presents(_ layer: NavigationProjection.Layer?, at location: StackLocation) -> Bool {
      guard let layer else { return false }
      if location.depth == 0 {
        guard case .scene(let scene) = location.container, modalScenes.contains(scene) else {
          return true
        }
      }
      return appeared.contains(layer.id)
    }
  }

  /// Tells the views that read this layer that it changed, although it did not: they draw it
  /// again, as the state holds it.
  func redraw() {
    withMutation(keyPath: \.entries) {}
    withMutation(keyPath: \.presentedLayer) {}
  }

  /// Takes what the projection shows at this location, telling observers of what changed only:
  /// an assignment tells them even when the value is equal.
  func update(from projection: NavigationProjection, staged staging: Staging? = nil) {
    let layers = projection.container(location.container)?.layers ?? []
    let layer = location.depth < layers.count ? layers[location.depth] : nil
    let presents = staging?.presents(layer, at: location) ?? true
    var above = presents ? projection.presented(over: location, in: layers) : nil
    if let staging {
      if let shown = _presentedLayer, shown != above?.layer.id, staging.leaving.contains(shown) {
        replacing = shown
      }
      if let replacing, staging.leaving.contains(replacing) {
        above = nil
      } else {
        replacing = nil
      }
    } else {
      replacing = nil
    }
    // Compared on the stored values, not through the observable getters: a read through a
    // getter would register whatever view is being drawn as depending on this part.
    if _id != layer?.id { id = layer?.id }
    var refuses = false
    if let layer, !location.isTabBase {
      refuses = viewModel?.refusesDismissal(of: layer.id) ?? false
    }
    if _refusesDismissal != refuses { refusesDismissal = refuses }
    if _shownStyle != layer?.shownStyle { shownStyle = layer?.shownStyle }
    let shown = (count: layer?.entries.count ?? 0, top: layer?.entries.last?.id)
    if told != shown {
      told = shown
      withMutation(keyPath: \.entries) {}
    }
    if _presentedLayer != above?.layer.id { presentedLayer = above?.layer.id }
    if _presentedLocation != above?.layer.location { presentedLocation = above?.layer.location }
    if _presentedStyle != above?.style { presentedStyle = above?.style }
  }
}

extension StackLocation {
  /// Whether this is a tab's base stack, which no gesture dismisses.
  fileprivate var isTabBase: Bool {
    guard depth == 0, case .tab = container else { return false }
    return true
  }
}
