#if canImport(SwiftUI)
public import SwiftUI
public import Wayfinder
import Foundation

/// The presentation modifier that shows a modal layer. Each level of a stack has one of each,
/// and the layer's shown style (already substituted for the platform by the projection, so a
/// popover on iPhone is a sheet and an ornament on a Mac is an inspector) says which one
/// carries it.
public enum PresentationSlot: Hashable, Sendable {
  /// `sheet(item:)`: sheets, and the styles that a platform shows as a sheet.
  case sheet
  /// `fullScreenCover(item:)`, which macOS does not have (the projection shows a sheet there).
  case fullScreenCover
  /// `popover(item:attachmentAnchor:arrowEdge:)`, pointing at the style's anchor of the view
  /// that presents it, with its arrow on the style's edge (iPad, Mac and Vision Pro; an iPhone
  /// shows a sheet).
  case popover
  /// `inspector(isPresented:)`, beside the content that presents it (iPad and Mac; an iPhone
  /// shows a sheet, and Vision Pro, which has no inspector, an ornament).
  case inspector
  /// `ornament(visibility:attachmentAnchor:)` on the style's edge of the window (Vision Pro;
  /// iPad and Mac show an inspector, an iPhone a sheet).
  case ornament

  /// The slot of a shown style; `nil` for no presented layer or a style that is not modal.
  /// - Parameter style: The presented layer's shown style.
  public init?(_ style: PresentationStyle?) {
    switch style {
    case .sheet?: self = .sheet
    case .fullScreen?: self = .fullScreenCover
    case .popover?: self = .popover
    case .inspector?: self = .inspector
    case .ornament?: self = .ornament
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

  /// Where a popover of this style points, for `popover(item:attachmentAnchor:arrowEdge:)`:
  /// the bounds of the presenting view, or a unit point of it.
  var popoverAttachmentAnchor: PopoverAttachmentAnchor {
    guard case .popover(let anchor, _) = self else { return .rect(.bounds) }
    switch anchor {
    case .bounds: return .rect(.bounds)
    case .point(let x, let y): return .point(UnitPoint(x: CGFloat(x), y: CGFloat(y)))
    case .edge(let edge): return .point(edge.unitPoint)
    }
  }

  /// The edge of the anchor a popover of this style has its arrow on; `nil` lets SwiftUI
  /// choose.
  var popoverArrowEdge: SwiftUI.Edge? {
    guard case .popover(_, let arrowEdge?) = self else { return nil }
    return arrowEdge.swiftUIEdge
  }

  /// The edge of the window an ornament of this style is attached to; the bottom for any
  /// other style.
  var ornamentEdge: PresentationStyle.Edge {
    guard case .ornament(let edge) = self else { return .bottom }
    return edge
  }
}

extension PresentationStyle.Edge {
  /// The middle of this edge of a view or scene.
  var unitPoint: UnitPoint {
    switch self {
    case .top: return .top
    case .bottom: return .bottom
    case .leading: return .leading
    case .trailing: return .trailing
    }
  }

  /// SwiftUI's edge of the same name.
  var swiftUIEdge: SwiftUI.Edge {
    switch self {
    case .top: return .top
    case .bottom: return .bottom
    case .leading: return .leading
    case .trailing: return .trailing
    }
  }
}
#endif
