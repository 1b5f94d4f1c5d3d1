#if canImport(SwiftUI)
public import SwiftUI
public import Wayfinder

/// The bindings that SwiftUI's containers read and write, made from a ``NavigationViewModel``:
/// what SwiftUI writes is reported as a write-back, never assigned to the state.
///
/// ```swift
/// let stack = viewModel.layer(at: StackLocation(container: .tab("tasks"), depth: 0))
/// NavigationStack(path: viewModel.path(of: stack)) { ... }
/// ```
extension NavigationViewModel {
  /// The selection of a `TabView`: reads the selected tab, and reports a tap on a tab as a tab
  /// bar does: another tab is ``WriteBack/selectedTab(_:)``; the selected tab, which SwiftUI
  /// writes again when it is tapped, is ``WriteBack/reselectedTab(_:)``, back to its root
  /// through the chain.
  public var tabSelection: Binding<TabID> {
    Binding(
      get: { @MainActor in self.selectedTab },
      set: { @MainActor tab in self.report(.tapped(tab, in: self.projection)) })
  }

  /// The path of a `NavigationStack` over a layer: its entries after the root. A shorter path
  /// written back (a back swipe, the back button, a long press on it) is reported as
  /// ``WriteBack/path(layer:entries:)``; anything else is refused by the view model.
  /// - Parameter layer: The observable layer the stack draws.
  /// - Returns: The SwiftUI binding.
  public func path(of layer: ObservedLayer) -> Binding<[NavigationProjection.Entry]> {
    Binding(
      get: { @MainActor in Array(layer.entries.dropFirst()) },
      set: { @MainActor path in
        guard let id = layer.id, let root = layer.entries.first else { return }
        self.report(.path(layer: id, entries: [root.id] + path.map(\.id)))
      })
  }

  /// A screen's own route, as a binding the screen edits: reads the
  /// entry's route as `Route`, and reports a new value of the same case as
  /// ``WriteBack/edited(entry:route:)``, which the bus applies as a replacement through its
  /// chain while the screen is the one on top. A route of another type or case is not read.
  ///
  /// ```swift
  /// if let draft = viewModel.route(of: entry, as: TasksRoute.self) {
  ///   DuplicateScreen(route: draft)  // writes TasksRoute.duplicate(draft: edited)
  /// }
  /// ```
  /// - Parameters:
  ///   - entry: The entry the screen draws.
  ///   - type: The screen's route type.
  /// - Returns: The SwiftUI binding, or `nil` when the entry's route is not a `Route`.
  public func route<Route: NavigationRoute>(
    of entry: NavigationProjection.Entry, as type: Route.Type
  ) -> Binding<Route>? {
    guard let drawn = entry.route.typed(as: Route.self) else { return nil }
    return Binding(
      get: { @MainActor in drawn },
      set: { @MainActor route in
        self.report(.edited(entry: entry.id, route: AnyRoute(route)))
      })
  }

  /// The item of the presentation modifier for `slot` at a layer: the layer presented over it
  /// (``ObservedLayer/presentedLayer``: the next level, or over the top of the selected tab a
  /// scene the platform shows as a modal) when the platform shows that layer in this slot, else
  /// `nil`. A tab's layers present only
  /// while the tab is selected, as a tab bar controller shows only the selected tab's modals:
  /// a link that selects another tab takes the sheet off the screen, and selecting the tab
  /// again shows it. When SwiftUI sets the item to `nil` (a swipe down, a tap outside), the
  /// dismissal of the layer that SwiftUI last read is reported as
  /// ``WriteBack/dismissed(layer:)``, while that layer is still what the item reads; a `nil`
  /// that only catches up with the state (the layer gone, its tab no longer selected) reports
  /// nothing.
  /// - Parameters:
  ///   - layer: The layer that presents.
  ///   - slot: The presentation modifier.
  /// - Returns: The SwiftUI binding.
  public func presentation(
    over layer: ObservedLayer, in slot: PresentationSlot
  ) -> Binding<PresentedLayer?> {
    dismissible {
      if case .tab(let tab) = layer.location.container, tab != self.selectedTab { return nil }
      guard let id = layer.presentedLayer, let location = layer.presentedLocation,
        PresentationSlot(layer.presentedStyle) == slot
      else { return nil }
      return PresentedLayer(id: id, location: location)
    }
  }

  /// The item of the modifier for `slot` beside the whole tab view: for
  /// ``PresentationSlot/inspector``, the inspector scene where the platform has inspectors
  /// (iPad, Mac); `nil` for any other slot. A scene that the platform cannot open as a scene (a
  /// window on iPhone, the inspector on Vision Pro) is not here: the top layer of the selected
  /// tab presents it (``presentation(over:in:)``), since one presenter shows one modal at a
  /// time. Set to `nil`, it reports the dismissal of the scene's base layer, which closes the
  /// scene.
  /// - Parameter slot: The modifier.
  /// - Returns: The SwiftUI binding.
  public func presentedScene(in slot: PresentationSlot) -> Binding<PresentedLayer?> {
    dismissible {
      // Read first: the tab view is told when the open scenes change.
      guard slot == .inspector, !self.openScenes.isEmpty,
        let scene = self.projection.scenes.first(where: { $0.shownStyle == .inspector }),
        let base = scene.content.layers.first
      else { return nil }
      return PresentedLayer(id: base.id, location: base.location)
    }
  }

  /// The item binding of a presentation: reads what `shown` says is presented, and reports the
  /// dismissal of the layer that SwiftUI last read when it sets the item to `nil` while that
  /// layer is still the one shown.
  private func dismissible(
    _ shown: @escaping @MainActor @Sendable () -> PresentedLayer?
  ) -> Binding<PresentedLayer?> {
    let lastRead = LastRead()
    return Binding(
      get: { @MainActor in
        let presented = shown()
        if let presented { lastRead.id = presented.id }
        return presented
      },
      set: { @MainActor item in
        guard item == nil, let id = lastRead.id, shown()?.id == id else { return }
        self.report(.dismissed(layer: id))
      })
  }
}

extension Binding where Value == PresentedLayer? {
  /// Whether an item is presented, for a modifier that takes a Boolean
  /// (`inspector(isPresented:)`): set to `false`, the item is set to `nil`, which reports the
  /// dismissal.
  var isPresented: Binding<Bool> {
    Binding<Bool>(
      get: { @MainActor in self.wrappedValue != nil },
      set: { @MainActor presented in if !presented { self.wrappedValue = nil } })
  }
}

/// The identity of the layer that SwiftUI last read through a presentation binding.
@MainActor
private final class LastRead {
  var id: Int?
}

#endif
