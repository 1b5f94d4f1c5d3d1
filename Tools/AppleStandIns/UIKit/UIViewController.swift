public import Foundation

/// An object that manages a view hierarchy for your UIKit app.
///
/// Transcribed from https://developer.apple.com/documentation/uikit/uiviewcontroller
/// (`@MainActor class UIViewController`), a `UIResponder` as UIKit's is. It keeps what it is
/// given: a presentation takes effect at once, and completion handlers run before the call
/// returns.
@MainActor open class UIViewController: UIResponder {
  private var loadedView: UIView?
  private weak var presenting: UIViewController?
  /// Whether the controller is being presented or dismissed: UIKit presents nothing from it
  /// until that transition finished.
  private var inTransition = false
  private var madePresentationController: UIPresentationController?

  /// Creates a view controller with the nib file in the specified bundle.
  ///
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:)
  /// (`init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?)`).
  /// - Parameters:
  ///   - nibNameOrNil: The name of the nib file; the stand-in loads none.
  ///   - nibBundleOrNil: The bundle of the nib file.
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init()
  }

  /// Creates a view controller with data in an unarchiver.
  ///
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/init(coder:)
  /// (`init?(coder: NSCoder)`).
  /// - Parameter coder: The unarchiver; the stand-in reads nothing from it.
  public required init?(coder: NSCoder) {
    super.init()
  }

  /// A localized string that represents the view this controller manages; in a tab bar
  /// controller, UIKit shows it on the controller's tab bar item.
  ///
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/title
  /// (`var title: String? { get set }`).
  open var title: String?

  /// The navigation item used to represent the view controller in a parent's navigation bar.
  ///
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/navigationitem
  /// (`var navigationItem: UINavigationItem { get }`).
  public private(set) lazy var navigationItem = UINavigationItem()

  /// The transition to use when presenting or pushing the view controller.
  ///
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/preferredtransition
  /// (`var preferredTransition: UIViewController.Transition? { get set }`; iOS 18.0+).
  @available(visionOS, unavailable)
  public var preferredTransition: Transition? {
    get { keptTransition as? Transition }
    set { keptTransition = newValue }
  }
  /// What ``preferredTransition`` holds, untyped: a stored property cannot be unavailable.
  private var keptTransition: AnyObject?

  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  // (UIKit declares it so.)
  /// The view that the controller manages, loaded by ``loadView()`` on first access.
  ///
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/view
  /// (`var view: UIView! { get set }`).
  open var view: UIView! {
    get {
      if loadedView == nil { loadView() }
      return loadedView
    }
    set { loadedView = newValue }
  }

  /// Creates the view that the controller manages.
  ///
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/loadview()
  /// (`func loadView()`).
  open func loadView() { view = UIView() }

  /// Notifies the view controller that its view was added to a view hierarchy: for a presented
  /// controller and its children, once the presentation's transition finished. The stand-in
  /// calls it on a presented controller when its transition finishes; a child's is called by
  /// whoever drives the stand-in.
  ///
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidappear(_:)
  /// (`func viewDidAppear(_ animated: Bool)`).
  /// - Parameter animated: Whether the view was added with an animation.
  open func viewDidAppear(_ animated: Bool) {}

  /// The presentation style for modal view controllers; `.automatic` until it is set, as in
  /// UIKit, which resolves it to a sheet for most view controllers.
  ///
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/modalpresentationstyle
  /// (`var modalPresentationStyle: UIModalPresentationStyle { get set }`).
  open var modalPresentationStyle: UIModalPresentationStyle = .automatic

  /// The view controller that this view controller presents.
  ///
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/presentedviewcontroller
  /// (`var presentedViewController: UIViewController? { get }`).
  public private(set) var presentedViewController: UIViewController?

  /// The presentation controller that manages the view controller, made on first access from
  /// ``modalPresentationStyle``.
  ///
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/presentationcontroller
  /// (`var presentationController: UIPresentationController? { get }`).
  public var presentationController: UIPresentationController? {
    if let madePresentationController { return madePresentationController }
    let made: UIPresentationController
    switch modalPresentationStyle {
    case .automatic, .pageSheet:
      made = UISheetPresentationController(presentedViewController: self)
    case .popover: made = UIPopoverPresentationController(presentedViewController: self)
    case .fullScreen: made = UIPresentationController(presentedViewController: self)
    }
    madePresentationController = made
    return made
  }

  /// The sheet presentation controller for the view controller.
  ///
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/sheetpresentationcontroller
  /// (`var sheetPresentationController: UISheetPresentationController? { get }`).
  public var sheetPresentationController: UISheetPresentationController? {
    presentationController as? UISheetPresentationController
  }

  /// The nearest popover presentation controller that is managing the current view controller.
  ///
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/popoverpresentationcontroller
  /// (`var popoverPresentationController: UIPopoverPresentationController? { get }`).
  public var popoverPresentationController: UIPopoverPresentationController? {
    presentationController as? UIPopoverPresentationController
  }

  /// Presents a view controller modally. Like UIKit, a controller that already presents one, or
  /// that is itself being presented or dismissed, presents nothing; the controller is presented
  /// at once, and the completion runs after the transition, on a later turn of the main actor.
  ///
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:)
  /// (`func present(_ viewControllerToPresent: UIViewController, animated flag: Bool,
  /// completion: (() -> Void)? = nil)`).
  /// - Parameters:
  ///   - viewControllerToPresent: The view controller to display.
  ///   - flag: Whether to animate the presentation.
  ///   - completion: What to run after the presentation finishes.
  open func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool,
    completion: (() -> Void)? = nil
  ) {
    guard presentedViewController == nil, !inTransition else { return }
    presentedViewController = viewControllerToPresent
    viewControllerToPresent.presenting = self
    viewControllerToPresent.inTransition = true
    Self.afterTransition {
      viewControllerToPresent.inTransition = false
      viewControllerToPresent.viewDidAppear(flag)
      completion?()
    }
  }

  /// Dismisses the view controller that was presented modally by the view controller, with
  /// everything presented over it; called on a presented controller that presents nothing, it
  /// asks its presenter. As in UIKit, the controller stays presented until the transition
  /// finished, on a later turn of the main actor, and the completion runs then.
  ///
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/dismiss(animated:completion:)
  /// (`func dismiss(animated flag: Bool, completion: (() -> Void)? = nil)`).
  /// - Parameters:
  ///   - flag: Whether to animate the dismissal.
  ///   - completion: What to run after the view controller is dismissed.
  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    if let presented = presentedViewController {
      // UIKit keeps the presented controller until the dismissal's transition finished.
      presented.inTransition = true
      Self.afterTransition { [self] in
        presented.inTransition = false
        if presentedViewController === presented {
          presented.presenting = nil
          presentedViewController = nil
        }
        completion?()
      }
    } else if let presenting {
      presenting.dismiss(animated: flag, completion: completion)
    } else {
      Self.afterTransition { completion?() }
    }
  }

  /// The transitions under way: presentations and dismissals whose completion has not run.
  private static var transitionsUnderWay = 0

  /// Finishes a transition on a later turn of the main actor, as UIKit finishes one after its
  /// animation and never during the call that started it.
  static func afterTransition(_ finish: @escaping @MainActor () -> Void) {
    transitionsUnderWay += 1
    Task { @MainActor in
      transitionsUnderWay -= 1
      finish()
    }
  }

  /// Waits until no presentation or dismissal is under way, including those that the
  /// completions start: what a test does where UIKit would run its animations.
  package static func transitionsFinished() async {
    while transitionsUnderWay > 0 { await Task.yield() }
  }
}
