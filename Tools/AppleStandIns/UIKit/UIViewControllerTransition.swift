extension UIViewController {
  /// A transition to use when presenting or pushing a view controller.
  ///
  /// Transcribed from https://developer.apple.com/documentation/uikit/uiviewcontroller/transition
  /// (`typealias Transition = UIViewControllerTransition`, a `@MainActor class`; iOS 18.0+).
  /// The stand-in keeps the source provider it was made with, so that a test can ask it.
  @available(visionOS, unavailable)
  @MainActor public final class Transition {
    package let sourceViewProvider: (ZoomSourceViewProviderContext) -> UIView?

    private init(sourceViewProvider: @escaping (ZoomSourceViewProviderContext) -> UIView?) {
      self.sourceViewProvider = sourceViewProvider
    }

    /// Creates a zoom transition from the view that the source provider specifies.
    ///
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/transition/zoom(options:sourceviewprovider:)
    /// (`static func zoom(options: UIViewController.Transition.ZoomOptions? = nil,
    /// sourceViewProvider: @escaping (UIViewController.Transition.ZoomSourceViewProviderContext)
    /// -> UIView?) -> Self`). The stand-in takes no options.
    public static func zoom(
      sourceViewProvider: @escaping (ZoomSourceViewProviderContext) -> UIView?
    ) -> Transition {
      Transition(sourceViewProvider: sourceViewProvider)
    }

    /// What a zoom transition's source provider is told.
    ///
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/transition/zoomsourceviewprovidercontext
    /// (`typealias ZoomSourceViewProviderContext = UIZoomTransitionSourceViewProviderContext`,
    /// a `@MainActor class`).
    @MainActor public final class ZoomSourceViewProviderContext {
      /// The view controller that the zoom transition starts from and returns to.
      ///
      /// https://developer.apple.com/documentation/uikit/uizoomtransitionsourceviewprovidercontext/sourceviewcontroller
      /// (`var sourceViewController: UIViewController { get }`).
      public let sourceViewController: UIViewController

      package init(sourceViewController: UIViewController) {
        self.sourceViewController = sourceViewController
      }
    }
  }
}
