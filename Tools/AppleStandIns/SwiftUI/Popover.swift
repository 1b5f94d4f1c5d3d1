public import Foundation

/// An attachment anchor for a popover.
///
/// Transcribed from https://developer.apple.com/documentation/swiftui/popoverattachmentanchor
/// (`enum PopoverAttachmentAnchor`).
public enum PopoverAttachmentAnchor {
  /// The anchor point for the popover relative to the source's frame.
  ///
  /// https://developer.apple.com/documentation/swiftui/popoverattachmentanchor/rect(_:)
  /// (`case rect(Anchor<CGRect>.Source)`).
  case rect(Anchor<CGRect>.Source)
  /// The anchor point for the popover expressed as a unit point that describes possible
  /// alignments relative to a SwiftUI view.
  ///
  /// https://developer.apple.com/documentation/swiftui/popoverattachmentanchor/point(_:)
  /// (`case point(UnitPoint)`).
  case point(UnitPoint)
}

/// An opaque value derived from an anchor source and a particular view.
///
/// Transcribed from https://developer.apple.com/documentation/swiftui/anchor
/// (`@frozen struct Anchor<Value>`); declared for its `Source` only.
@frozen public struct Anchor<Value> {
  /// A type-erased geometry value that produces an anchored value of a given type.
  ///
  /// https://developer.apple.com/documentation/swiftui/anchor/source
  /// (`struct Source`). The stand-in's keeps the name of the geometry it stands for.
  public struct Source {
    package let geometry: String
  }
}

extension Anchor.Source where Value == CGRect {
  /// The bounds of the view that the anchor is resolved in.
  ///
  /// https://developer.apple.com/documentation/swiftui/anchor/source/bounds
  /// (`static var bounds: Anchor<CGRect>.Source { get }`).
  public static var bounds: Anchor<CGRect>.Source { Anchor<CGRect>.Source(geometry: "bounds") }
}

extension View {
  /// Presents a popover using the given item as a data source for the popover's content.
  ///
  /// https://developer.apple.com/documentation/swiftui/view/popover(item:attachmentanchor:arrowedge:content:)
  /// (`nonisolated func popover<Item, Content>(item: Binding<Item?>,
  /// attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil,
  /// @ViewBuilder content: @escaping (Item) -> Content) -> some View
  /// where Item : Identifiable, Content : View`). The stand-in keeps the anchor and the arrow
  /// edge as two settings over the presentation.
  nonisolated public func popover<Item, Content>(
    item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
    arrowEdge: Edge? = nil, @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View where Item: Identifiable, Content: View {
    let presented = ModifiedView(
      content: self, modifier: Presentation(kind: "popover", item: item, content: content))
    let anchored = ModifiedView(
      content: presented,
      modifier: Setting(kind: "popover attachmentAnchor", value: attachmentAnchor))
    return ModifiedView(
      content: anchored, modifier: Setting(kind: "popover arrowEdge", value: arrowEdge))
  }
}
