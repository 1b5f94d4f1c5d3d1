#if canImport(UIKit)
public import UIKit
import Foundation
import Wayfinder

extension TabBarRenderer: UIAdaptivePresentationControllerDelegate {
  /// Asks the view model whether the sheet the user started to swipe down may close: a layer
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

  /// The navigation controllers of what is presented over a tab, bottom first, each presented
  /// from the one before: the tab's modal layers, then the open scenes that the platform shows
  /// as modal layers, in the order they opened (``ObservedLayer/presentedLayer``).
  func modalStacks(over tab: TabID) -> [UINavigationController] {
    var result: [UINavigationController] = []
    var presenter = viewModel.layer(at: StackLocation(container: .tab(tab), depth: 0))
    while let location = presenter.presentedLocation,
      let stack = stack(at: location, shownStyle: presenter.presentedStyle)
    {
      result.append(stack)
      presenter = viewModel.layer(at: location)
    }
    return result
  }

  /// Brings what the tab bar controller presents to `wanted`, one step at a time: a step's
  /// completion draws again for the next one. Whatever the renderer presented and is not
  /// wanted is dismissed first. What it did not present (the app's alert, a share sheet) is
  /// not its own: it is left on screen, and nothing is presented over it.
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
        let style = layerID(of: stack).flatMap { viewModel.projection.layer($0)?.shownStyle }
        Self.anchor(popover, in: presenter.view, as: style)
      }
      transition { done in presenter.present(stack, animated: true, completion: done) }
      // UIKit refuses a presentation from a controller that is being presented or dismissed,
      // and then never completes it: nothing is under way, and the next change draws again.
      if presenter.presentedViewController !== stack { isTransitioning = false }
      return
    }
    guard let presented = presenter.presentedViewController, layerID(of: presented) != nil
    else { return }
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

  /// Points a popover at the anchor of its style in the view that presents it, and allows the
  /// arrow its style asks for (any direction when it asks for none). The anchor's unit point and
  /// the leading and trailing edges follow the view's layout direction, as SwiftUI's do.
  /// - Parameters:
  ///   - popover: The popover presentation controller of the presented stack.
  ///   - view: The view of the controller that presents it.
  ///   - style: The layer's shown style.
  static func anchor(
    _ popover: UIPopoverPresentationController, in view: UIView?, as style: PresentationStyle?
  ) {
    popover.sourceView = view
    guard let view, case .popover(let anchor, let arrowEdge)? = style else { return }
    let rightToLeft = view.effectiveUserInterfaceLayoutDirection == .rightToLeft
    popover.sourceRect = sourceRect(of: anchor, in: view.bounds, rightToLeft: rightToLeft)
    popover.permittedArrowDirections = arrowDirections(for: arrowEdge, rightToLeft: rightToLeft)
  }

  /// The rectangle of `bounds` a popover points at: the bounds themselves, or an empty
  /// rectangle at a point of them.
  static func sourceRect(of anchor: PopoverAnchor, in bounds: CGRect, rightToLeft: Bool) -> CGRect {
    let unit: (x: Double, y: Double)
    switch anchor {
    case .bounds: return bounds
    case .point(let x, let y): unit = (x, y)
    case .edge(.top): unit = (0.5, 0)
    case .edge(.bottom): unit = (0.5, 1)
    case .edge(.leading): unit = (0, 0.5)
    case .edge(.trailing): unit = (1, 0.5)
    }
    let x = rightToLeft ? 1 - unit.x : unit.x
    return CGRect(
      x: bounds.minX + bounds.width * CGFloat(x), y: bounds.minY + bounds.height * CGFloat(unit.y),
      width: 0, height: 0)
  }

  /// The arrow a popover that appears on `edge` of its anchor has: it points back at the
  /// anchor (a popover above it points down).
  static func arrowDirections(
    for edge: PresentationStyle.Edge?, rightToLeft: Bool
  ) -> UIPopoverArrowDirection {
    switch edge {
    case nil: return .any
    case .top?: return .down
    case .bottom?: return .up
    case .leading?: return rightToLeft ? .left : .right
    case .trailing?: return rightToLeft ? .right : .left
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
