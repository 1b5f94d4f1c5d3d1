#if canImport(SwiftUI)
public import SwiftUI
public import Wayfinder
import Foundation

/// The presentation modifier that shows a modal layer: `sheet(item:)` or
/// `fullScreenCover(item:)`. Each level of a stack has one of each, and the layer's shown
/// style (already substituted for the platform by the projection) says which one carries it.
///
/// A popover is shown as a sheet: a popover points at the view that opened it, which a route
/// does not know. A view that needs a real popover presents it itself.
public enum PresentationSlot: Hashable, Sendable {
  /// `sheet(item:)`: sheets, and the styles that a platform shows as a sheet.
  case sheet
  /// `fullScreenCover(item:)`, which macOS does not have (the projection shows a sheet there).
  case fullScreenCover

  /// The slot of a shown style; `nil` for no presented layer or a style that is not modal.
  /// - Parameter style: The presented layer's shown style.
  public init?(_ style: PresentationStyle?) {
    switch style {
    case .sheet?, .ornament?, .popover?: self = .sheet
    case .fullScreen?: self = .fullScreenCover
    default: return nil
    }
  }
}

/// A layer presented over another: the item of a presentation modifier.
public struct PresentedLayer: Hashable, Sendable, Identifiable {
  /// The layer's identity in the projection.
  public let id: Int
  /// Where it is: the tab or scene and its level.
  public let location: StackLocation
}

extension PresentationStyle {
  /// The heights a sheet of this style rests at, for `presentationDetents(_:)`: the style's
  /// detents, or the full height for every other style.
  public var presentationDetents: Set<PresentationDetent> {
    guard case .sheet(let detents) = self else { return [.large] }
    return Set(
      detents.detents.map { detent -> PresentationDetent in
        switch detent {
        case .medium: return .medium
        case .large: return .large
        case .fraction(let value): return .fraction(CGFloat(value))
        case .height(let points): return .height(CGFloat(points))
        }
      })
  }
}
#endif
