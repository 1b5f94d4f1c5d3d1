#if canImport(SwiftUI)
import SwiftUI
import Wayfinder
import Observation

/// Opens and closes the platform's scenes as the state asks: each time the open scenes change,
/// the projection's scene actions are carried out one after another (``SceneHost``), with the
/// environment's window, immersive space and settings actions. The inspector needs none: the
/// root shows it beside the tabs.
struct SceneBridge<Content: View>: View {
  let viewModel: NavigationViewModel
  let content: Content
  @Environment(\.openWindow) private var openWindow
  @Environment(\.dismissWindow) private var dismissWindow
  @Environment(\.supportsMultipleWindows) private var supportsMultipleWindows
  #if os(visionOS)
  @Environment(\.openImmersiveSpace) private var openImmersiveSpace
  @Environment(\.dismissImmersiveSpace) private var dismissImmersiveSpace
  #endif
  #if os(macOS)
  @Environment(\.openSettings) private var openSettings
  #endif
  @State private var host = SceneHost()

  init(viewModel: NavigationViewModel, @ViewBuilder content: () -> Content) {
    self.viewModel = viewModel
    self.content = content()
  }

  var body: some View {
    content.onChange(of: viewModel.openScenes, initial: true) {
      let actions = viewModel.projection.sceneActions(opened: host.opened)
      let perform = performer(opensWindows: supportsMultipleWindows)
      Task { @MainActor in await host.carry(out: actions, for: viewModel, with: perform) }
    }
  }

  /// What carries out one action: opens or closes a scene, and says whether it is open. Where
  /// the app cannot open windows (an iPad app that does not declare multiple scenes), a window
  /// is refused rather than asked of `openWindow`, which would open nothing, so the state does
  /// not keep a window that no one sees.
  /// - Parameter opensWindows: Whether the platform opens more windows for the app
  ///   (`supportsMultipleWindows`).
  func performer(opensWindows: Bool) -> SceneHost.Perform {
    let openWindow: OpenWindowAction = openWindow
    let dismissWindow: DismissWindowAction = dismissWindow
    #if os(visionOS)
    let openImmersiveSpace: OpenImmersiveSpaceAction = openImmersiveSpace
    let dismissImmersiveSpace: DismissImmersiveSpaceAction = dismissImmersiveSpace
    #endif
    #if os(macOS)
    let openSettings: OpenSettingsAction = openSettings
    #endif
    return { @MainActor action in
      switch action {
      case .open(let scene) where scene.kind == .window:
        guard opensWindows else { return false }
        openWindow(id: NavigationScenes.windowID, value: scene)
        return true
      case .close(let scene) where scene.kind == .window:
        dismissWindow(id: NavigationScenes.windowID, value: scene)
        return true
      #if os(visionOS)
      case .open(let scene) where scene.kind == .immersive:
        if case .opened = await openImmersiveSpace(
          id: NavigationScenes.immersiveSpaceID, value: scene)
        {
          return true
        }
        return false
      case .close(let scene) where scene.kind == .immersive:
        await dismissImmersiveSpace()
        return true
      #endif
      #if os(macOS)
      case .open(let scene) where scene.kind == .settings:
        openSettings()
        return true
      #endif
      case .open(let scene) where scene.kind == .inspector:
        // The root draws the inspector from the state (`inspector(isPresented:)`).
        return true
      default:
        // The platform has no such scene; the projection shows it as a layer instead.
        return action.isClose
      }
    }
  }
}

/// The scenes a host has open, and the order it opens and closes them in: one action at a
/// time, awaiting each; a scene the system refuses to open is reported closed.
@MainActor
@Observable
final class SceneHost {
  typealias Perform = @MainActor (SceneAction) async -> Bool

  /// The scenes open on the platform, oldest first.
  private(set) var opened: [SceneID] = []
  private var running = false

  /// Carries out actions, then whatever the state asked for in the meantime.
  func carry(
    out actions: [SceneAction], for viewModel: NavigationViewModel, with perform: Perform
  ) async {
    guard !running else { return }
    running = true
    defer { running = false }
    var pending = actions
    while !pending.isEmpty {
      for action in pending {
        let done = await perform(action)
        switch action {
        case .open(let scene):
          if done {
            opened.append(scene)
          } else {
            viewModel.report(.closedScene(scene))
          }
        case .close(let scene):
          opened.removeAll { $0 == scene }
        }
      }
      pending = viewModel.projection.sceneActions(opened: opened)
    }
  }
}

extension SceneAction {
  fileprivate var isClose: Bool {
    if case .close = self { return true }
    return false
  }
}
#endif
