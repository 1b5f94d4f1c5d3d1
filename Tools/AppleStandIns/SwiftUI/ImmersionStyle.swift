/// The styles that an immersive space can have.
///
/// Transcribed from https://developer.apple.com/documentation/swiftui/immersionstyle
/// (`protocol ImmersionStyle`, macOS 26 and visionOS 1 or later, not on iOS); its requirements
/// are not public, and the conforming styles are not declared.
@available(macOS 26.0, visionOS 1.0, *)
@available(iOS, unavailable)
public protocol ImmersionStyle {}

/// An immersion style that displays unbounded content intermixed with other app content, along
/// with passthrough video.
///
/// Transcribed from https://developer.apple.com/documentation/swiftui/mixedimmersionstyle
/// (`struct MixedImmersionStyle`; visionOS 1.0+, not on iOS; the page lists no macOS).
@available(visionOS 1.0, *)
@available(iOS, unavailable)
@available(macOS, unavailable)
public struct MixedImmersionStyle: ImmersionStyle {}

/// An immersion style that displays unbounded content that partially replaces passthrough
/// video.
///
/// Transcribed from https://developer.apple.com/documentation/swiftui/progressiveimmersionstyle
/// (`struct ProgressiveImmersionStyle`; macOS 26.0+, visionOS 1.0+, not on iOS).
@available(visionOS 1.0, macOS 26.0, *)
@available(iOS, unavailable)
public struct ProgressiveImmersionStyle: ImmersionStyle {}

/// An immersion style that displays unbounded content that completely replaces passthrough
/// video.
///
/// Transcribed from https://developer.apple.com/documentation/swiftui/fullimmersionstyle
/// (`struct FullImmersionStyle`; macOS 26.0+, visionOS 1.0+, not on iOS).
@available(visionOS 1.0, macOS 26.0, *)
@available(iOS, unavailable)
public struct FullImmersionStyle: ImmersionStyle {}

@available(visionOS 1.0, *)
@available(iOS, unavailable)
@available(macOS, unavailable)
extension ImmersionStyle where Self == MixedImmersionStyle {
  /// An immersion style that displays unbounded content intermixed with other app content,
  /// along with passthrough video.
  ///
  /// https://developer.apple.com/documentation/swiftui/immersionstyle/mixed
  /// (`static var mixed: MixedImmersionStyle { get }`).
  public static var mixed: MixedImmersionStyle { MixedImmersionStyle() }
}

@available(visionOS 1.0, macOS 26.0, *)
@available(iOS, unavailable)
extension ImmersionStyle where Self == ProgressiveImmersionStyle {
  /// An immersion style that displays unbounded content that partially replaces passthrough
  /// video.
  ///
  /// https://developer.apple.com/documentation/swiftui/immersionstyle/progressive
  /// (`static var progressive: ProgressiveImmersionStyle { get }`).
  public static var progressive: ProgressiveImmersionStyle { ProgressiveImmersionStyle() }
}

@available(visionOS 1.0, macOS 26.0, *)
@available(iOS, unavailable)
extension ImmersionStyle where Self == FullImmersionStyle {
  /// An immersion style that displays unbounded content that completely replaces passthrough
  /// video.
  ///
  /// https://developer.apple.com/documentation/swiftui/immersionstyle/full
  /// (`static var full: FullImmersionStyle { get }`).
  public static var full: FullImmersionStyle { FullImmersionStyle() }
}

@available(visionOS 1.0, macOS 26.0, *)
@available(iOS, unavailable)
extension Scene {
  /// Sets the style for an immersive space.
  ///
  /// https://developer.apple.com/documentation/swiftui/scene/immersionstyle(selection:in:)
  /// (`nonisolated func immersionStyle(selection: Binding<any ImmersionStyle>,
  /// in styles: any ImmersionStyle...) -> some Scene`). The stand-in keeps the selection and
  /// the styles.
  nonisolated public func immersionStyle(
    selection: Binding<any ImmersionStyle>, in styles: any ImmersionStyle...
  ) -> some Scene {
    ModifiedScene(
      content: self, modifier: ImmersionSelection(selection: selection, styles: styles))
  }
}

/// What `immersionStyle(selection:in:)` was given.
@available(visionOS 1.0, macOS 26.0, *)
@available(iOS, unavailable)
package struct ImmersionSelection {
  package let selection: Binding<any ImmersionStyle>
  package let styles: [any ImmersionStyle]
}
