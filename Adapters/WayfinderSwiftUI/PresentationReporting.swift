#if canImport(SwiftUI)
import Foundation
import SwiftUI
import Wayfinder
#if canImport(UIKit)
import UIKit
#endif

extension View {
  /// Tells the view model when a presented layer's content is ready to present over
  /// (``NavigationViewModel/layerAppeared(_:)``), and when it is gone
  /// (``NavigationViewModel/layerDisappeared(_:)``).
  ///
  /// Ready is the end of the presentation's transition, not `onAppear`: SwiftUI calls
  /// `onAppear` of a sheet's content when the sheet starts to animate in, and UIKit refuses a
  /// presentation from a controller still being presented, which SwiftUI does not retry. Where
  /// UIKit draws the presentation (iOS, visionOS), a controller in the content's background
  /// reports `viewDidAppear(_:)`, which UIKit sends once the transition finished. Should it
  /// never come, and on macOS, where nothing reports the end, the layer counts as ready
  /// ``appearanceTimeout`` after it appeared; SwiftUI cancels that wait when the content
  /// disappears first.
  /// - Parameters:
  ///   - id: The presented layer's identity.
  ///   - viewModel: The view model that stages the presentations.
  func reportingPresentation(of id: Int, to viewModel: NavigationViewModel) -> some View {
    reportingTransitionEnd { viewModel.layerAppeared(id) }
      .task { await viewModel.layerAppeared(id, after: appearanceTimeout) }
      .onDisappear { viewModel.layerDisappeared(id) }
  }

  /// Where UIKit draws presentations, a controller in the background that reports when UIKit
  /// says it appeared.
  @ViewBuilder
  private func reportingTransitionEnd(_ appeared: @escaping @MainActor () -> Void) -> some View {
    #if canImport(UIKit)
    background { TransitionEndReporter(appeared: appeared) }
    #else
    self
    #endif
  }
}

extension NavigationViewModel {
  /// Says that a layer appeared once a wait ends; nothing when the wait is cancelled.
  fileprivate func layerAppeared(_ id: Int, after wait: Duration) async {
    do {
      try await Task.sleep(for: wait)
    } catch {
      return
    }
    layerAppeared(id)
  }
}

/// How long a presented layer waits for the end of its transition before it counts as ready:
/// longer than UIKit's presentation animations, so that it serves only where the end is never
/// reported.
let appearanceTimeout = Duration.seconds(1)

#if canImport(UIKit)
/// A view with no content of its own whose controller reports when UIKit says it appeared: for
/// a controller inside a presented controller, when the presentation's transition finished.
@available(macOS, unavailable)
struct TransitionEndReporter: UIViewControllerRepresentable {
  let appeared: @MainActor () -> Void

  func makeUIViewController(context: Context) -> Controller { Controller(appeared: appeared) }

  func updateUIViewController(_ uiViewController: Controller, context: Context) {}

  /// Reports each `viewDidAppear(_:)`; the view model ignores a layer that already appeared.
  final class Controller: UIViewController {
    private let appeared: @MainActor () -> Void

    init(appeared: @escaping @MainActor () -> Void) {
      self.appeared = appeared
      super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      appeared()
    }
  }
}
#endif
#endif
