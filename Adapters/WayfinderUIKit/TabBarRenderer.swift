#if canImport(UIKit)
public import Foundation
import Observation
public import UIKit
public import Wayfinder

/// Draws a ``NavigationViewModel`` with UIKit: a `UITabBarController` with one
/// `UINavigationController` per visible tab, and each modal layer of the selected tab
/// presented in a navigation controller of its own. What the user does (a back swipe, a
/// sheet swiped down, a tab tapped) is reported to the view model, and a gesture that a guard
/// would refuse is refused before it begins.
///
/// The renderer decides nothing: it draws ``NavigationViewModel/projection``, asks
/// ``NavigationViewModel/preflight(_:)`` before a gesture and tells
/// ``NavigationViewModel/report(_:)`` after one, then draws again, so a refused change moves the
/// UI back. View controllers are kept by entry identity: a push leaves the controllers below it
/// as they were. Everything presented over the tab bar controller is the renderer's.
///
/// ```swift
/// let renderer = TabBarRenderer(
///   viewModel: NavigationViewModel(bus: bus, platform: .iOS),
///   registry: ViewControllerRegistry(screen: { route in screens.screen(for: route) }))
/// window.rootViewController = renderer.tabBarController
/// renderer.startObserving()
/// ```
@MainActor
public final class TabBarRenderer: NSObject {
  /// The view model drawn.
  public let viewModel: NavigationViewModel
  /// The root view controller: one tab per visible tab of the shell.
  public let tabBarController: UITabBarController
  private let registry: ViewControllerRegistry
  /// The navigation controller of each layer, by layer identity.
  var stacks: [Int: UINavigationController] = [:]
  /// The view controller of each entry, by entry identity.
  var controllers: [Int: UIViewController] = [:]
  /// The tab's navigation controller the renderer last selected: while it is still the state's,
  /// the More list the user opened stays on screen.
  var drawnSelection: UINavigationController?
  /// The entries each layer's navigation controller was last given, by layer identity: what a
  /// back gesture is read against, since the state may already hold more.
  var drawnEntries: [Int: [Int]] = [:]
  /// The layer whose stack each back swipe gesture pops, by gesture.
  var swipeLayers: [ObjectIdentifier: Int] = [:]
  /// UIKit's own delegate of each back swipe gesture, which the renderer replaced and asks
  /// first, by gesture.
  var popGestureDelegates: [ObjectIdentifier: any UIGestureRecognizerDelegate] = [:]
  /// Whether a presentation or dismissal is under way; its completion draws again.
  var isTransitioning = false
  /// What the tab bar controller's user activity advertises, if anything.
  private var advertised: AppActivity?
  /// The number of the observation under way, if any, and how many were started.
  private var observation: Int?
  private var observations = 0

  /// Creates a renderer; it draws nothing until ``render()`` or ``startObserving()``.
  /// - Parameters:
  ///   - viewModel: The view model to draw, made for `.iOS` or `.iPadOS`.
  ///   - registry: The view controllers of the app's routes.
  public init(viewModel: NavigationViewModel, registry: ViewControllerRegistry) {
    self.viewModel = viewModel
    self.registry = registry
    tabBarController = UITabBarController(nibName: nil, bundle: nil)
    super.init()
    tabBarController.delegate = self
    // A tab picked in the More list is shown by the More list's own navigation controller.
    tabBarController.moreNavigationController.delegate = self
  }

  /// Draws the view model now, then again after every change of what it draws; tells the view model
  /// that the root exists (``NavigationViewModel/rootAppeared()``), which opens the links that
  /// arrived before. Restore the saved navigation before calling it.
  public func startObserving() {
    guard observation == nil else { return }
    observations += 1
    observation = observations
    observe(observations)
    viewModel.rootAppeared()
  }

  /// Stops drawing after changes; ``render()`` still draws on demand.
  public func stopObserving() { observation = nil }

  /// Draws, and draws again after the next change of what was read, while the observation
  /// that asked is the current one: one stopped and started again leaves no second loop.
  private func observe(_ number: Int) {
    guard observation == number else { return }
    withObservationTracking {
      render()
    } onChange: { [weak self] in
      Task { @MainActor in self?.observe(number) }
    }
  }

  /// Brings the view controllers to the view model's projection: the tabs, the selected tab, the
  /// stacks and the modal layers. Drawing again what is already drawn changes nothing.
  public func render() {
    let projection = viewModel.projection
    let visible = viewModel.visibleTabs
    var tabControllers: [UIViewController] = []
    for tab in projection.tabs {
      guard case .tab(let id) = tab.id, visible.contains(id),
        let stack = stack(at: StackLocation(container: tab.id, depth: 0))
      else { continue }
      // UIKit shows a tab's view controller's title on its tab bar item.
      if stack.title != id.rawValue { stack.title = id.rawValue }
      tabControllers.append(stack)
    }
    if !(tabBarController.viewControllers ?? []).elementsEqual(tabControllers, by: ===) {
      tabBarController.setViewControllers(tabControllers, animated: false)
    }
    let selected = stack(at: StackLocation(container: .tab(viewModel.selectedTab), depth: 0))
    let shown = tabBarController.selectedViewController
    let showsMoreList =
      shown === tabBarController.moreNavigationController && drawnSelection === selected
    if let selected, shown !== selected, !showsMoreList {
      tabBarController.selectedViewController = selected
    }
    drawnSelection = selected
    renderPresentations(modalStacks(over: viewModel.selectedTab))
    forgetWhatIsGone(from: projection)
    advertise(viewModel.activity)
  }

  /// Makes what is on top the tab bar controller's user activity, which UIKit manages (Handoff,
  /// the system's suggestions): a new activity when it changes, none when nothing is advertised.
  private func advertise(_ activity: AppActivity?) {
    guard activity != advertised else { return }
    advertised = activity
    guard let activity else {
      tabBarController.userActivity = nil
      return
    }
    let advertisement = NSUserActivity(activityType: activity.type)
    advertisement.title = activity.title
    advertisement.webpageURL = activity.webpageURL
    advertisement.userInfo = [AppActivity.linkKey: activity.link]
    advertisement.isEligibleForHandoff = true
    tabBarController.userActivity = advertisement
    advertisement.becomeCurrent()
  }

  /// Continues an activity the system handed over (`scene(_:continue:)`, or among a scene's
  /// connection options): a universal link, or an activity the app advertised, opened through
  /// the chain when the app continues its type.
  /// - Parameter activity: The activity.
  /// - Returns: What became of it.
  @discardableResult
  public func continueActivity(_ activity: NSUserActivity) -> WriteBackOutcome {
    report(
      .continuedActivity(
        type: activity.activityType,
        link: activity.userInfo?[AppActivity.linkKey] as? String
          ?? activity.webpageURL?.absoluteString))
  }

  /// The navigation controller of the layer at a location, its stack brought to the layer's
  /// entries; `nil` while there is no layer there.
  func stack(
    at location: StackLocation, shownStyle: PresentationStyle? = nil
  ) -> UINavigationController? {
    let layer = viewModel.layer(at: location)
    guard let id = layer.id else { return nil }
    let entries = layer.entries
    let stack =
      stacks[id]
      ?? makeStack(id, shownStyle: shownStyle ?? layer.shownStyle, root: entries.first)
    let wanted = entries.indices.map { index in
      let entry = entries[index]
      let controller =
        controllers[entry.id]
        ?? {
          let made = registry.makeViewController(for: entry.route)
          // A pushed entry moves itself; a presented layer's root moves with its stack.
          if index > 0 { prepareTransition(of: made, as: entry) }
          controllers[entry.id] = made
          return made
        }()
      if index > 0 { askBackButton(of: controller, in: id) }
      return controller
    }
    if !stack.viewControllers.elementsEqual(wanted, by: ===) {
      stack.setViewControllers(wanted, animated: !stack.viewControllers.isEmpty)
    }
    drawnEntries[id] = layer.entries.map(\.id)
    return stack
  }

  private func makeStack(
    _ id: Int, shownStyle: PresentationStyle?, root: NavigationProjection.Entry?
  ) -> UINavigationController {
    let stack = UINavigationController(nibName: nil, bundle: nil)
    stack.delegate = self
    askBeforeBackSwipe(stack.interactivePopGestureRecognizer, of: id)
    if #available(iOS 26.0, visionOS 26.0, *) {
      // The full-width swipe asks the same questions as the edge swipe.
      askBeforeBackSwipe(stack.interactiveContentPopGestureRecognizer, of: id)
    }
    if let shownStyle {
      preparePresentation(of: stack, as: shownStyle)
      if let root { prepareTransition(of: stack, as: root) }
    }
    stacks[id] = stack
    return stack
  }

  /// Makes a back swipe gesture of a layer's stack ask the renderer before it begins
  /// (`gestureRecognizerShouldBegin(_:)`), which asks UIKit's own delegate of the gesture first.
  private func askBeforeBackSwipe(_ gesture: UIGestureRecognizer?, of layer: Int) {
    guard let gesture else { return }
    let key = ObjectIdentifier(gesture)
    if let own = gesture.delegate { popGestureDelegates[key] = own }
    swipeLayers[key] = layer
    gesture.delegate = self
  }

  /// Makes the back button of a pushed entry's controller ask the chain: UIKit performs the
  /// navigation item's back action instead of popping, and the action reports going back one
  /// screen, so a refused pop leaves the screen where it is rather than popping and moving back.
  /// A controller of the app's own that has a back action keeps it; a root gets none, since
  /// the action would make UIKit draw a back button there.
  private func askBackButton(of controller: UIViewController, in layer: Int) {
    guard controller.navigationItem.backAction == nil else { return }
    controller.navigationItem.backAction = UIAction { [weak self] _ in
      guard let self, let drawn = drawnEntries[layer], drawn.count > 1 else { return }
      report(.path(layer: layer, entries: Array(drawn.dropLast())))
    }
  }

  /// Gives the controller that shows an entry the entry's transition
  /// (``NavigationProjection/Entry/transition``): a zoom out of the view the registry names in
  /// the controller it moves in from. UIKit has no zoom on visionOS, where the capability table
  /// never asks for one.
  private func prepareTransition(
    of controller: UIViewController, as entry: NavigationProjection.Entry
  ) {
    #if !os(visionOS)
    guard entry.transition == .zoom else { return }
    let source = registry.transitionSource
    let route = entry.route
    controller.preferredTransition = .zoom { context in
      MainActor.assumeIsolated { source(route, context.sourceViewController) }
    }
    #endif
  }

  /// Lets go of the controllers of layers and entries that the projection no longer has.
  private func forgetWhatIsGone(from projection: NavigationProjection) {
    let containers = projection.tabs + projection.scenes.map(\.content)
    let layers = containers.flatMap(\.layers)
    let layerIDs = Set(layers.map(\.id))
    let entryIDs = Set(layers.flatMap(\.entries).map(\.id))
    stacks = stacks.filter { layerIDs.contains($0.key) }
    drawnEntries = drawnEntries.filter { layerIDs.contains($0.key) }
    swipeLayers = swipeLayers.filter { layerIDs.contains($0.value) }
    popGestureDelegates = popGestureDelegates.filter { swipeLayers[$0.key] != nil }
    controllers = controllers.filter { entryIDs.contains($0.key) }
  }

  /// The identity of the layer a navigation controller draws.
  func layerID(of stack: UIViewController) -> Int? {
    stacks.first { $0.value === stack }?.key
  }

  /// Reports what the user did, then draws again: the same state when it was applied, the
  /// state before when it was refused.
  @discardableResult
  func report(_ writeBack: WriteBack) -> WriteBackOutcome {
    let outcome = viewModel.report(writeBack)
    render()
    return outcome
  }

  /// Whether the chain would apply a write-back now.
  func allows(_ writeBack: WriteBack) -> Bool {
    guard case .sent(_, .applied) = viewModel.preflight(writeBack) else { return false }
    return true
  }
}
#endif
