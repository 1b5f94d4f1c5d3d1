/// The styles that an immersive space can have.
///
/// Transcribed from https://developer.apple.com/documentation/swiftui/immersionstyle
/// (`protocol ImmersionStyle`, macOS 26 and visionOS 1 or later, not on iOS); its requirements
/// are not public, and the conforming styles are not declared.
@available(macOS 26.0, visionOS 1.0, *)
@available(iOS, unavailable)
public protocol ImmersionStyle {}
