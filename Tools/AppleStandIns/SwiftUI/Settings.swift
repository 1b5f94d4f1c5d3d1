import Foundation

/// A scene that presents an interface for viewing and modifying an app's settings.
///
/// Transcribed from https://developer.apple.com/documentation/swiftui/settings
/// (`struct Settings<Content> where Content : View`, a `Scene`; macOS 11.0+ only).
@available(macOS 11.0, *)
@available(iOS, unavailable)
@available(visionOS, unavailable)
nonisolated public struct Settings<Content>: Scene where Content: View {
  package let content: Content

  /// https://developer.apple.com/documentation/swiftui/settings/body-swift.property
  public var body: Never { fatalError("Settings is primitive") }

  /// Creates a scene that presents an interface for viewing and modifying an app's preferences.
  ///
  /// https://developer.apple.com/documentation/swiftui/settings/init(content:)
  /// (`init(@ViewBuilder content: () -> Content)`).
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }
}

/// An action that presents the settings scene for an app.
///
/// Transcribed from https://developer.apple.com/documentation/swiftui/opensettingsaction
/// (`@MainActor @preconcurrency struct OpenSettingsAction`; macOS 14.0+ only).
@available(macOS 14.0, *)
@available(iOS, unavailable)
@available(visionOS, unavailable)
@MainActor @preconcurrency public struct OpenSettingsAction {
  package let open: @MainActor () -> Void
  package nonisolated init(open: @escaping @MainActor () -> Void) { self.open = open }

  /// Presents the settings scene for the current app.
  ///
  /// https://developer.apple.com/documentation/swiftui/opensettingsaction/callasfunction()
  /// (`@MainActor @preconcurrency func callAsFunction()`).
  @MainActor @preconcurrency public func callAsFunction() { open() }
}

@available(macOS 14.0, *)
@available(iOS, unavailable)
@available(visionOS, unavailable)
extension EnvironmentValues {
  /// A Settings presentation action stored in a view's environment.
  ///
  /// https://developer.apple.com/documentation/swiftui/environmentvalues/opensettings
  /// (`var openSettings: OpenSettingsAction { get }`; macOS 14.0+ only). The stand-in's opens
  /// nothing.
  public var openSettings: OpenSettingsAction { OpenSettingsAction(open: {}) }
}
