#if canImport(SwiftUI)
public import SwiftUI
public import Wayfinder
import Foundation

/// The app's navigation on screen, built from the shell's declarations: a `TabView` with a
/// `NavigationStack` per visible tab, each level able to present the next, flows in their
/// containers, the scenes opened and closed as the state asks, and links from the system into
/// the view model's link inbox. The app writes no per-tab or per-level view.
///
/// ```swift
/// WindowGroup {
///   NavigationRoot(viewModel: viewModel, views: views, restoration: .sceneStorage())
/// }
/// ```
///
/// Each main window has a navigation of its own (iPad and Mac open several windows of one
/// `WindowGroup`): the first window shows the app's view model, and every other window a session
/// of its own made from the app's bus (`NavigationBus.makeSession(key:)`), with the same features,
/// guards, observers and entitlements. A push in one window does not show in another, and with
/// ``NavigationRestoration/sceneStorage(_:)`` each window keeps and restores its own state. The
/// shell's scenes (``NavigationScenes``) show the state of the window that opened them.
///
/// The root calls ``NavigationViewModel/rootAppeared()`` when it appears, so links that arrived
/// at launch open after the saved navigation is in place: restore before the root appears
/// (the app's own persistence, or ``NavigationRestoration/sceneStorage(_:)``).
public struct NavigationRoot: View {
  @State private var window: RootWindow
  private let tabLabel: @MainActor (TabID) -> String
  private let restoration: NavigationRestoration
  @SceneStorage("wayfinder.navigation") private var saved: Data?
  @Namespace private var transitions

  /// Creates the root view.
  /// - Parameters:
  ///   - viewModel: The view model of the app's bus.
  ///   - views: The views of routes.
  ///   - restoration: Where the navigation to restore is kept; ``NavigationRestoration/none``
  ///     for an app that restores on its own before the root appears.
  ///   - tabLabel: A tab's title in the tab bar; by default its name, capitalized.
  public init(
    viewModel: NavigationViewModel, views: RouteViews,
    restoration: NavigationRestoration = .none,
    tabLabel: (@MainActor (TabID) -> String)? = nil
  ) {
    // SwiftUI drops a sheet presented while the sheet under it is still animating in: each
    // level waits until the one under it finished its presentation.
    viewModel.stagesPresentations = true
    _window = State(wrappedValue: RootWindow(app: viewModel, views: views))
    self.restoration = restoration
    self.tabLabel = tabLabel ?? { $0.rawValue.capitalized }
  }

  /// What this window shows: the app's view model, or a session of the window's own.
  var context: NavigationContext { window.context }

  public var body: some View {
    let viewModel = context.viewModel
    SceneBridge(viewModel: viewModel) {
      ActivityBridge(viewModel: viewModel) {
        TabView(selection: viewModel.tabSelection) {
          ForEach(viewModel.visibleTabs, id: \.self) { tab in
            Tab(value: tab) {
              NavigationLayerView(
                context: context, location: StackLocation(container: .tab(tab), depth: 0),
                namespace: transitions)
            } label: {
              Text(tabLabel(tab))
            }
          }
        }
      }
    }
    // The inspector scene beside the tabs where the platform has inspectors. A scene that the
    // platform cannot open as a scene (a window on iPhone, the inspector as an ornament on
    // Vision Pro) is presented by the selected tab's top layer (NavigationLayerView), since
    // one presenter shows one modal at a time.
    #if !os(visionOS)
    .inspector(isPresented: viewModel.presentedScene(in: .inspector).isPresented) {
      if let scene = viewModel.presentedScene(in: .inspector).wrappedValue { sceneLayer(scene) }
    }
    #endif
    .environment(\.navigationSink, viewModel.bus)
    .environment(\.transitionNamespace, transitions)
    .onOpenURL { url in viewModel.report(.openedURL(url)) }
    .onAppear {
      // The saved navigation first, then the links that arrived at launch.
      _ = restoration.restore(saved, through: viewModel.bus)
      viewModel.rootAppeared()
    }
    .onDisappear { window.release() }
    // Only a root that keeps the navigation reads the whole state, and so is drawn again on
    // every change; the others leave each change to the parts that show it.
    .onChange(of: restoration.keepsState ? viewModel.bus.store.state : nil) { _, state in
      if let state, let kept = restoration.kept(state) { saved = kept }
    }
  }

  private func sceneLayer(_ scene: PresentedLayer) -> some View {
    NavigationLayerView(context: context, location: scene.location, namespace: transitions)
      .reportingPresentation(of: scene.id, to: context.viewModel)
  }
}

extension EnvironmentValues {
  /// Where a feature's typed handle sends its intents: the bus of the window, under a
  /// ``NavigationRoot``; `nil` elsewhere. An app gives each feature's views their handle from
  /// it, so that a handle in a second window sends through that window's navigation:
  ///
  /// ```swift
  /// extension EnvironmentValues {
  ///   var tasksNavigation: (any TasksNavigation)? {
  ///     navigationSink.map { LiveTasksNavigation(sink: $0) }
  ///   }
  /// }
  /// ```
  @Entry public var navigationSink: (any NavigationIntentSink)? = nil
}
#endif
