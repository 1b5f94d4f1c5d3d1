#if canImport(SwiftUI)
import Wayfinder

/// The main windows that show an app's navigation, each with a session of its own
/// (`NavigationBus.makeSession(key:)`): a window's tabs, stacks and sheets are its own, and each
/// window keeps and restores its state in its own scene storage.
///
/// The first window to be drawn shows the app's own view model; every other window a new session's,
/// made from the app's bus with the same platform. A window that goes away gives its session
/// up: the app's own view model goes to the next window that opens.
@MainActor
final class WindowSessions {
  /// The sessions of each app view model that a root has drawn.
  private static var ofApp: [ObjectIdentifier: WindowSessions] = [:]

  private weak var app: NavigationViewModel?
  /// The contexts of the windows of new sessions, as long as their windows hold them.
  private var windows: [WeakContext] = []

  private init(app: NavigationViewModel) { self.app = app }

  /// The sessions of an app's view model.
  /// - Parameter app: The view model the app hands its roots.
  /// - Returns: The one object that keeps track of the app's windows.
  static func of(_ app: NavigationViewModel) -> WindowSessions {
    let key = ObjectIdentifier(app)
    if let sessions = ofApp[key], sessions.app === app { return sessions }
    ofApp = ofApp.filter { $0.value.app != nil }
    let sessions = WindowSessions(app: app)
    ofApp[key] = sessions
    return sessions
  }

  /// The context of a window being drawn for the first time: the app's own view model if no other
  /// window shows it, else a new session's.
  /// - Parameters:
  ///   - app: The app's viewModel.
  ///   - views: The views of routes.
  /// - Returns: The window's context.
  func claim(for app: NavigationViewModel, views: RouteViews) -> NavigationContext {
    let context = NavigationContext(viewModel: app.claimForWindow(), views: views)
    guard context.viewModel !== app else { return context }
    windows.removeAll { $0.context == nil }
    windows.append(WeakContext(context: context))
    return context
  }

  /// Gives up a window's session when the window goes away.
  /// - Parameter context: The window's context.
  func release(_ context: NavigationContext) {
    app?.windowClosed(showing: context.viewModel)
    windows.removeAll { $0.context == nil || $0.context === context }
  }

  /// The context of the window whose state has a scene open, the latest first, or `nil` when
  /// no window of a new session has it (the app's own view model then shows it).
  /// - Parameter scene: The scene.
  /// - Returns: The context.
  func context(showing scene: SceneID) -> NavigationContext? {
    windows.lazy.compactMap(\.context).last { $0.viewModel.openScenes.contains(scene) }
  }
}

/// A window's context, held by the window's root only.
private struct WeakContext {
  weak var context: NavigationContext?
}

/// What a root keeps across its redraws: the context of its window, made when the root is
/// first drawn (SwiftUI keeps a root's state for as long as its window exists).
@MainActor
final class RootWindow {
  private let app: NavigationViewModel
  private let views: RouteViews
  private var claimed: NavigationContext?

  init(app: NavigationViewModel, views: RouteViews) {
    self.app = app
    self.views = views
  }

  /// The window's context, with the app's view model or a session of its own.
  var context: NavigationContext {
    if let claimed { return claimed }
    let context = WindowSessions.of(app).claim(for: app, views: views)
    // SwiftUI drops a sheet presented in the same update as the sheet under it: each level
    // waits until the one under it appeared.
    context.viewModel.stagesPresentations = true
    claimed = context
    return context
  }

  /// Gives the window's session up, when the window goes away.
  func release() {
    guard let claimed else { return }
    WindowSessions.of(app).release(claimed)
    self.claimed = nil
  }
}
#endif
