/// The visibility of UI elements, chosen automatically based on the platform, current context,
/// and other factors.
///
/// Transcribed from https://developer.apple.com/documentation/swiftui/visibility
/// (`@frozen enum Visibility`, `Hashable`, `Sendable` and `CaseIterable`).
@frozen public enum Visibility: Hashable, Sendable, CaseIterable {
  /// The element may be visible or hidden depending on the policies of the component
  /// accepting the visibility configuration.
  ///
  /// https://developer.apple.com/documentation/swiftui/visibility/automatic (`case automatic`).
  case automatic
  /// The element may be visible.
  ///
  /// https://developer.apple.com/documentation/swiftui/visibility/visible (`case visible`).
  case visible
  /// The element may be hidden.
  ///
  /// https://developer.apple.com/documentation/swiftui/visibility/hidden (`case hidden`).
  case hidden
}

/// An attachment anchor for an ornament (visionOS).
///
/// Transcribed from https://developer.apple.com/documentation/swiftui/ornamentattachmentanchor
/// (`struct OrnamentAttachmentAnchor`, `Sendable`; visionOS 1.0+, not on iOS).
@available(visionOS 1.0, *)
@available(iOS, unavailable)
@available(macOS, unavailable)
public struct OrnamentAttachmentAnchor: Sendable {
  package let scenePoint: UnitPoint

  /// The anchor point for the ornament expressed as a unit point relative to the scene.
  ///
  /// https://developer.apple.com/documentation/swiftui/ornamentattachmentanchor/scene(_:)
  /// (`static func scene(_ anchor: UnitPoint) -> OrnamentAttachmentAnchor`).
  public static func scene(_ anchor: UnitPoint) -> OrnamentAttachmentAnchor {
    OrnamentAttachmentAnchor(scenePoint: anchor)
  }
}

extension View {
  /// Presents an ornament (visionOS).
  ///
  /// https://developer.apple.com/documentation/swiftui/view/ornament(visibility:attachmentanchor:contentalignment:ornament:)
  /// (`nonisolated func ornament<Content>(visibility: Visibility = .automatic,
  /// attachmentAnchor: OrnamentAttachmentAnchor, contentAlignment: Alignment3D = .back,
  /// @ViewBuilder ornament: () -> Content) -> some View where Content : View`; visionOS 1.0+,
  /// not on iOS). Its `contentAlignment` is not declared: nothing here passes one. The
  /// stand-in keeps the visibility, the anchor and the content it made.
  @available(visionOS 1.0, *)
  @available(iOS, unavailable)
  @available(macOS, unavailable)
  nonisolated public func ornament<Content>(
    visibility: Visibility = .automatic, attachmentAnchor: OrnamentAttachmentAnchor,
    @ViewBuilder ornament: () -> Content
  ) -> some View where Content: View {
    ModifiedView(
      content: self,
      modifier: OrnamentPresentation(
        visibility: visibility, attachmentAnchor: attachmentAnchor, content: ornament()))
  }
}

/// What `ornament(visibility:attachmentAnchor:ornament:)` was given.
@available(visionOS 1.0, *)
@available(iOS, unavailable)
@available(macOS, unavailable)
package struct OrnamentPresentation<Content> {
  package let visibility: Visibility
  package let attachmentAnchor: OrnamentAttachmentAnchor
  package let content: Content
}
