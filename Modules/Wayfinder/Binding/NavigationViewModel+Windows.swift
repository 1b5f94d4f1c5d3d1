import Foundation

extension NavigationViewModel {
  /// The view model a main window that opens shows: this one, the app's, while no window shows
  /// it, else a view model of a new session (``NavigationBus/makeSession(key:)``) with the same
  /// platform, whose links wait until its root appears. So a push in one window does not show
  /// in another. The one rule of the SwiftUI adapter's roots and of a UIKit app's scenes.
  /// - Parameter key: The window's own key across launches (UIKit's
  ///   `UISceneSession.persistentIdentifier`): a new session's saved navigation is restored
  ///   from it, and saved under it (``NavigationBus/restore()``). `nil` for a window whose state
  ///   is kept elsewhere (the SwiftUI root's scene storage): its session saves nothing.
  /// - Returns: The window's view model.
  package func claimForWindow(key: String? = nil) -> NavigationViewModel {
    guard isShownInWindow else {
      isShownInWindow = true
      return self
    }
    let session = bus.makeSession(key: key ?? "window-" + UUID().uuidString)
    if key != nil { session.restore() }
    return NavigationViewModel(bus: session, platform: platform, isReady: false)
  }

  /// Gives back what a window claimed, when the window goes away: the app's view model goes to the
  /// next window that opens; a session's goes with its window.
  /// - Parameter claimed: What ``claimForWindow()`` gave the window.
  package func windowClosed(showing claimed: NavigationViewModel) {
    if claimed === self { isShownInWindow = false }
  }
}
