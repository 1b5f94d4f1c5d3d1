extension NavigationBinding {
  /// The binding a main window that opens shows: this one, the app's, while no window shows
  /// it, else a binding of a new session (``NavigationBus/makeSession()``) with the same
  /// platform, whose links wait until its root appears. So a push in one window does not show
  /// in another. The one rule of the SwiftUI adapter's roots and of a UIKit app's scenes.
  /// - Returns: The window's binding.
  package func claimForWindow() -> NavigationBinding {
    guard isShownInWindow else {
      isShownInWindow = true
      return self
    }
    return NavigationBinding(bus: bus.makeSession(), platform: platform, isReady: false)
  }

  /// Gives back what a window claimed, when the window goes away: the app's binding goes to the
  /// next window that opens; a session's goes with its window.
  /// - Parameter claimed: What ``claimForWindow()`` gave the window.
  package func windowClosed(showing claimed: NavigationBinding) {
    if claimed === self { isShownInWindow = false }
  }
}
