#if canImport(UIKit)
public import UIKit
import Foundation
import Wayfinder

extension TabBarRenderer: UIAdaptivePresentationControllerDelegate {
  /// Asks the binding whether the sheet the user started to swipe down may close: a layer
  /// that a guard keeps, such as a flow that refuses interactive dismissal, stays.
  /// - Parameter presentationController: The presentation controller of the sheet.
  /// - Returns: Whether the chain would apply the dismissal.
  public func presentationControllerShouldDismiss(
    _ presentationController: UIPresentationController
  ) -> Bool {
    guard let id = layerID(of: presentationController.presentedViewController) else {
      return false
    }
    return allows(.dismissed(layer: id))
  }

  /// Reports a sheet that the user dismissed, then draws again.
  /// - Parameter presentationController: The presentation controller of the sheet.
  public func presentationControllerDidDismiss(
    _ presentationController: UIPresentationController
  ) {
    guard let id = layerID(of: presentationController.presentedViewController) else {
      render()
      return
    }
    report(.dismissed(layer: id))
  }

  /// The navigation controllers of the modal layers over a tab, bottom first, then those of
  /// the open scenes that the platform shows as modal layers, in the order they opened.
  func modalStacks(
    over tab: TabID, in projection: NavigationProjection
  ) -> [UINavigationController] {
    var result = presentedStacks(over: StackLocation(container: .tab(tab), depth: 0))
    for id in binding.openScenes {
      guard let scene = projection.scenes.first(where: { $0.id == id }), !scene.isShownAsScene
      else { continue }
      let base = StackLocation(container: .scene(scene.id), depth: 0)
      guard let stack = stack(at: base, shownStyle: scene.shownStyle) else { continue }
      result += [stack] + presentedStacks(over: base)
    }
    return result
  }

  private func presentedStacks(over base: StackLocation) -> [UINavigationController] {
    var result: [UINavigationController] = []
    var location = base
    while binding.layer(at: location).presentedLayer != nil {
      location.depth += 1
      guard let stack = stack(at: location) else { break }
      result.append(stack)
    }
    return result
  }

  /// Brings what the tab bar controller presents to `wanted`, one step at a time: a step's
  /// completion draws again for the next one. Whatever is presented and not wanted is
  /// dismissed first.
  func renderPresentations(_ wanted: [UINavigationController]) {
    guard !isTransitioning else { return }
    var presenter: UIViewController = tabBarController
    for stack in wanted {
      if presenter.presentedViewController === stack {
        presenter = stack
        continue
      }
      if presenter.presentedViewController != nil { break }
      if let popover: UIPopoverPresentationController = stack.popoverPresentationController {
        popover.sourceView = presenter.view
      }
      transition { done in presenter.present(stack, animated: true, completion: done) }
      return
    }
    guard presenter.presentedViewController != nil else { return }
    transition { done in presenter.dismiss(animated: true, completion: done) }
  }

  private func transition(_ step: (@escaping () -> Void) -> Void) {
    isTransitioning = true
    step { [weak self] in
      self?.isTransitioning = false
      self?.render()
    }
  }

  /// Sets up a navigation controller to be presented as a layer shown in `style`. A sheet gets
  /// its layer's detents; on visionOS, where UIKit has no sheet detents, it is shown at the size
  /// the system gives it, as a Mac shows a sheet at its large detent only.
  func preparePresentation(of stack: UINavigationController, as style: PresentationStyle) {
    stack.modalPresentationStyle = Self.modalPresentationStyle(for: style)
    #if !os(visionOS)
    if case .sheet(let detents) = style, let sheet = stack.sheetPresentationController {
      sheet.detents = detents.detents.map(Self.detent)
    }
    #endif
    stack.presentationController?.delegate = self
  }

  /// UIKit's style for a layer's shown style; a style UIKit has no modal for (an inspector
  /// on iPad) is a sheet.
  static func modalPresentationStyle(for style: PresentationStyle) -> UIModalPresentationStyle {
    switch style {
    case .fullScreen: return .fullScreen
    case .popover: return .popover
    default: return .pageSheet
    }
  }

  #if !os(visionOS)
  /// UIKit's detent for one of a sheet's detents. UIKit marks its detents, custom detents and
  /// their resolution context unavailable on visionOS.
  static func detent(_ detent: PresentationStyle.Detent) -> UISheetPresentationController.Detent {
    let identifier = UISheetPresentationController.Detent.Identifier(detent.description)
    switch detent {
    case .medium: return .medium()
    case .large: return .large()
    case .fraction(let fraction):
      return .custom(identifier: identifier) {
        (context: any UISheetPresentationControllerDetentResolutionContext) in
        context.maximumDetentValue * CGFloat(fraction)
      }
    case .height(let height):
      return .custom(identifier: identifier) { _ in CGFloat(height) }
    }
  }
  #endif
}
#endif
