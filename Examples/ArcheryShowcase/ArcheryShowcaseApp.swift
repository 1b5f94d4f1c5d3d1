#if canImport(SwiftUI)
import SwiftUI
import WayfinderSwiftUI

/// The showcase as a SwiftUI app: the same feature modules, bus, guards, flows and saved
/// navigation as the text front (`ShowcaseApp`), drawn by the SwiftUI adapter. Its main
/// window is the shell's tab view, and each further main window (iPad, Mac) has a navigation of
/// its own; the shell's windows, settings and immersive space are the adapter's scenes.
@main
struct ArcheryShowcaseApp: App {
  private let model = ShowcaseModel.open()

  var body: some Scene {
    WindowGroup {
      NavigationRoot(viewModel: model.app.viewModel, views: model.views)
    }
    NavigationScenes(viewModel: model.app.viewModel, views: model.views)
  }
}
#endif
