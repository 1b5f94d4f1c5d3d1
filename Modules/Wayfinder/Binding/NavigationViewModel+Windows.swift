extension NavigationViewModel {
  /// The view model a main window that opens shows: this one, the app's, while no window shows
  /// it, else a view model of a new session (``NavigationBus/makeSession()``) with the same
  /// platform, whose links wait until its root appears. So a push in one window does not show
  /// in another. The one rule of the SwiftUI adapter's roots and of a UIKit app's scenes.
  /// - Returns: The window's view model.
  package func claimForWindow() -> NavigationViewModel {
    guard isShownInWindow else {
      isShownInWindow = true
      return self
    }
    return NavigationViewModel(bus: bus.makeSession(), platform: platform, isReady: false)
  }

  /// Gives back what a window claimed, when the window goes away: the app's view model goes to the
  /// next window that opens; a session's goes with its window.
  /// - Parameter claimed: What ``claimForWindow()`` gave the window.
  package func windowClosed(showing claimed: NavigationViewModel) {
    if claimed === self { isShownInWindow = false }
  }
}
