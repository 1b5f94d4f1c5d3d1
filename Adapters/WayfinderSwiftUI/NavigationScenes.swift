#if canImport(SwiftUI)
public import SwiftUI
public import Wayfinder

/// The scenes an app's shell declares, for the app's `body`: every window in one window group
/// presented by scene identifier, the settings on macOS, and the immersive spaces on visionOS,
/// in the immersion style the state opened the space with.
/// The state opens and closes them (``NavigationRoot`` carries out the scene actions); a
/// window the user closes is reported closed. A scene shows the state of the main window that
/// opened it: the app's view model, or the session of another main window.
///
/// ```swift
/// var body: some Scene {
///   WindowGroup { NavigationRoot(viewModel: viewModel, views: views) }
///   NavigationScenes(viewModel: viewModel, views: views)
/// }
/// ```
public struct NavigationScenes: Scene {
  /// The identifier of the window group that shows the shell's windows.
  public static let windowID = "wayfinder.window"
  /// The identifier of the immersive space that shows the shell's spaces.
  public static let immersiveSpaceID = "wayfinder.immersive"
  private let context: NavigationContext

  /// Creates the scenes.
  /// - Parameters:
  ///   - viewModel: The view model of the app's bus.
  ///   - views: The views of routes.
  public init(viewModel: NavigationViewModel, views: RouteViews) {
    self.context = NavigationContext(viewModel: viewModel, views: views)
  }

  public var body: some Scene {
    let context = context
    WindowGroup(id: Self.windowID, for: SceneID.self) { scene in
      SceneRoot(context: context.showing(scene.wrappedValue), scene: scene.wrappedValue)
    }
    #if os(macOS)
    Settings { SceneRoot(context: context.showing(.settings), scene: .settings) }
    #endif
    // Immersive spaces exist on visionOS; on Linux the stand-in compiles this branch so that
    // the tests can drive it.
    #if os(visionOS) || canImport(SwiftUIStandIn)
    ImmersiveSpace(id: Self.immersiveSpaceID, for: SceneID.self) { scene in
      SceneRoot(context: context.showing(scene.wrappedValue), scene: scene.wrappedValue)
    }
    .immersionStyle(
      selection: context.viewModel.immersionStyle, in: .mixed, .progressive, .full)
    #endif
  }
}

#if os(visionOS) || canImport(SwiftUIStandIn)
extension NavigationViewModel {
  /// The selection of `immersionStyle(selection:in:)`: the immersion of the immersive space
  /// the state has open (mixed while none is). SwiftUI never writes it; what it is set to is
  /// ignored, as the state alone says how immersive a space is.
  var immersionStyle: Binding<any ImmersionStyle> {
    Binding(
      get: { @MainActor in
        // Read first: the scene is told when the open scenes change.
        guard !self.openScenes.isEmpty else { return .mixed }
        let space = self.projection.scenes.last { $0.id.kind == .immersive && $0.isShownAsScene }
        return (space?.immersion ?? .mixed).immersionStyle
      },
      set: { _ in })
  }
}

extension PresentationStyle.Immersion {
  /// SwiftUI's immersion style of the same name.
  var immersionStyle: any ImmersionStyle {
    switch self {
    case .mixed: return .mixed
    case .progressive: return .progressive
    case .full: return .full
    }
  }
}
#endif

/// A scene's content: its base layer and what it presents. When the scene goes away, the
/// system closed it (the user closed the window), and the state is told.
struct SceneRoot: View {
  let context: NavigationContext
  let scene: SceneID?
  @Namespace private var transitions

  var body: some View {
    let viewModel = context.viewModel
    // A window the system brings back without its value shows nothing of the state.
    if let scene {
      NavigationLayerView(
        context: context, location: StackLocation(container: .scene(scene), depth: 0),
        namespace: transitions
      )
      .environment(\.transitionNamespace, transitions)
      .onDisappear { viewModel.report(.closedScene(scene)) }
    } else {
      Text("Nothing is shown here yet.")
    }
  }
}
#endif
