#if canImport(SwiftUI)
public import SwiftUI
public import Wayfinder
import Foundation

/// The app's navigation on screen, built from the shell's declarations: a `TabView` with a
/// `NavigationStack` per visible tab, each level able to present the next, flows in their
/// containers, the scenes opened and closed as the state asks, and links from the system into
/// the binding's link inbox. The app writes no per-tab or per-level view.
///
/// ```swift
/// WindowGroup {
///   NavigationRoot(binding: binding, views: views, flows: engine)
/// }
/// ```
///
/// The root calls ``NavigationBinding/rootAppeared()`` when it appears, so links that arrived
/// at launch open after the saved navigation is in place: restore before the root appears
/// (the app's own persistence, or ``SceneStorageRestoration``).
public struct NavigationRoot: View {
  private let context: NavigationContext
  private let tabLabel: @MainActor (TabID) -> String
  private let restoration: NavigationRestoration
  @SceneStorage("wayfinder.navigation") private var saved: Data?

  /// Creates the root view.
  /// - Parameters:
  ///   - binding: The binding of the app's bus.
  ///   - views: The views of routes.
  ///   - restoration: Where the navigation to restore is kept; ``NavigationRestoration/none``
  ///     for an app that restores on its own before the root appears.
  ///   - tabLabel: A tab's title in the tab bar; by default its name, capitalized.
  public init(
    binding: NavigationBinding, views: RouteViews,
    restoration: NavigationRestoration = .none,
    tabLabel: (@MainActor (TabID) -> String)? = nil
  ) {
    // SwiftUI drops a sheet presented in the same update as the sheet under it: each level
    // waits until the one under it appeared.
    binding.stagesPresentations = true
    self.context = NavigationContext(binding: binding, views: views)
    self.restoration = restoration
    self.tabLabel = tabLabel ?? { $0.rawValue.capitalized }
  }

  public var body: some View {
    let binding = context.binding
    SceneBridge(binding: binding) {
      TabView(selection: binding.tabSelection) {
        ForEach(context.visibleTabs, id: \.self) { tab in
          Tab(value: tab) {
            NavigationLayerView(
              context: context, location: StackLocation(container: .tab(tab), depth: 0))
          } label: {
            Text(tabLabel(tab))
          }
        }
      }
    }
    // A scene that the platform cannot open as a scene, over everything.
    .sheet(item: binding.presentedScene(in: .sheet)) { scene in sceneLayer(scene) }
    #if !os(macOS)
    .fullScreenCover(item: binding.presentedScene(in: .fullScreenCover)) { scene in
      sceneLayer(scene)
    }
    #endif
    // The inspector scene beside the tabs where the platform has inspectors; Vision Pro shows
    // it as an ornament on the window's trailing edge.
    #if !os(visionOS)
    .inspector(isPresented: binding.presentedScene(in: .inspector).isPresented) {
      sceneLayer(in: .inspector)
    }
    #endif
    #if os(visionOS) || canImport(SwiftUIStandIn)
    .ornament(
      visibility: binding.presentedScene(in: .ornament).wrappedValue == nil ? .hidden : .visible,
      attachmentAnchor: .scene(sceneOrnamentEdge.unitPoint)
    ) {
      sceneLayer(in: .ornament)
    }
    #endif
    .environment(\.navigationSink, binding.bus)
    .onOpenURL { url in binding.report(.openedURL(url)) }
    .onContinueUserActivity(NSUserActivityTypeBrowsingWeb) { (activity: NSUserActivity) in
      let link = WriteBack.continuedActivity(
        activityType: activity.activityType, webpageURL: activity.webpageURL)
      if let link { binding.report(link) }
    }
    .onAppear {
      // The saved navigation first, then the links that arrived at launch.
      _ = restoration.restore(saved, through: binding.bus)
      binding.rootAppeared()
    }
    // Only a root that keeps the navigation reads the whole state, and so is drawn again on
    // every change; the others leave each change to the parts that show it.
    .onChange(of: restoration.keepsState ? binding.bus.store.state : nil) { _, state in
      if let state, let kept = restoration.kept(state) { saved = kept }
    }
  }

  /// The edge of the window that a scene shown as an ornament is attached to.
  private var sceneOrnamentEdge: PresentationStyle.Edge {
    let binding = context.binding
    let scene = binding.projection.scenes.last { !$0.isShownAsScene }
    return scene?.shownStyle.ornamentEdge ?? .trailing
  }

  /// The scene shown in `slot` over the tabs, for a modifier that takes its content whether or
  /// not a scene is shown; nothing when none is.
  @ViewBuilder
  private func sceneLayer(in slot: PresentationSlot) -> some View {
    if let scene = context.binding.presentedScene(in: slot).wrappedValue { sceneLayer(scene) }
  }

  private func sceneLayer(_ scene: PresentedLayer) -> some View {
    let binding = context.binding
    return NavigationLayerView(context: context, location: scene.location)
      .onAppear { binding.layerAppeared(scene.id) }
  }
}

extension EnvironmentValues {
  /// Where a feature's typed handle sends its intents: the bus, under a ``NavigationRoot``;
  /// `nil` elsewhere. An app gives each feature's views their handle from it:
  ///
  /// ```swift
  /// extension EnvironmentValues {
  ///   var tasksNavigation: any TasksNavigation { LiveTasksNavigation(sink: navigationSink) }
  /// }
  /// ```
  @Entry public var navigationSink: (any NavigationIntentSink)? = nil
}
#endif
