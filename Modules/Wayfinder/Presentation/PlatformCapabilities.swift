/// A platform that shows Wayfinder's navigation state.
public enum Platform: String, Hashable, Codable, Sendable, CaseIterable {
  /// iPhone.
  case iOS
  /// iPad, which adds popovers, inspectors and more than one window.
  case iPadOS
  /// Mac.
  case macOS
  /// Apple Vision Pro, the only platform with immersive spaces and ornaments, and the one
  /// without inspectors.
  case visionOS
  /// The headless text front, which shows every style as text.
  case headless
}

/// How each platform shows each ``PresentationStyle``: the platform capability table.
///
/// The state always keeps the style that was asked for; a front asks this table how to show it,
/// with ``PresentationStyle/shownStyle(for:on:)`` and ``PresentationStyle/isNative(_:on:)``.
/// The rules, one row per style:
///
/// | style | iOS | iPadOS | macOS | visionOS | headless |
/// |---|---|---|---|---|---|
/// | push, replace, tab | native | native | native | native | native |
/// | sheet | native | native | sheet, large only | native | native |
/// | fullScreen | native | native | sheet, large | native | native |
/// | popover | sheet, medium+large | native | native | native | native |
/// | window | fullScreen | native | native | native | native |
/// | immersiveSpace | fullScreen | fullScreen | window | native | native |
/// | ornament | sheet, medium | inspector | inspector | native | native |
/// | settingsPane | sheet, large | sheet, large | native | window `settings` | native |
/// | inspector | sheet, medium+large | native | native | ornament, trailing | native |
///
/// visionOS has no inspector (SwiftUI's `inspector(isPresented:content:)` is not available
/// there): the content beside the window is an ornament on its trailing edge, as an ornament is
/// an inspector on iPad and Mac.
///
/// Transitions have one rule (``shownTransition(_:as:on:)``): a ``ScreenTransition/zoom`` plays
/// on iOS and iPadOS where a screen is pushed, or presented as a sheet or a full-screen cover,
/// after the style's own substitution above; elsewhere the screen moves in the platform's own
/// way (``ScreenTransition/automatic``). The headless front shows every transition as text.
///
/// | transition | iOS, iPadOS | macOS | visionOS | headless |
/// |---|---|---|---|---|
/// | automatic | native | native | native | native |
/// | zoom, pushed or as a sheet or full-screen cover | native | automatic | automatic | native |
/// | zoom, any other style | automatic | automatic | automatic | native |
///
/// SwiftUI has no zoom on macOS and UIKit has none on visionOS: the table gives one answer per
/// platform, whichever adapter draws it, so neither platform plays it.
extension PresentationStyle {
  /// How `platform` shows `style`.
  /// - Parameters:
  ///   - style: The style the state asks for.
  ///   - platform: The platform that shows it.
  /// - Returns: The style itself when the platform has it, otherwise the nearest style it has.
  public static func shownStyle(
    for style: PresentationStyle, on platform: Platform
  )
    -> PresentationStyle
  {
    if platform == .headless { return style }
    switch (style, platform) {
    case (.push, _), (.replace, _), (.tab, _):
      return style
    case (.sheet, .macOS):
      return .sheet
    case (.sheet, _):
      return style
    case (.fullScreen, .macOS):
      return .sheet
    case (.fullScreen, _):
      return style
    case (.popover, .iOS):
      return .sheet(detents: [.medium, .large])
    case (.popover, _):
      return style
    case (.window, .iOS):
      return .fullScreen
    case (.window, _):
      return style
    case (.immersiveSpace, .iOS), (.immersiveSpace, .iPadOS):
      return .fullScreen
    case (.immersiveSpace(let id, _), .macOS):
      return .window(id: id)
    case (.immersiveSpace, _):
      return style
    case (.ornament, .iOS):
      return .sheet(detents: [.medium])
    case (.ornament, .iPadOS), (.ornament, .macOS):
      return .inspector
    case (.ornament, _):
      return style
    case (.settingsPane, .iOS), (.settingsPane, .iPadOS):
      return .sheet
    case (.settingsPane, .visionOS):
      return .window(id: "settings")
    case (.settingsPane, _):
      return style
    case (.inspector, .iOS):
      return .sheet(detents: [.medium, .large])
    case (.inspector, .visionOS):
      return .ornament(edge: .trailing)
    case (.inspector, _):
      return style
    }
  }

  /// Whether `platform` shows `style` as itself.
  /// - Parameters:
  ///   - style: The style.
  ///   - platform: The platform.
  /// - Returns: `true` when no substitute is used.
  public static func isNative(_ style: PresentationStyle, on platform: Platform) -> Bool {
    shownStyle(for: style, on: platform) == style
  }

  /// How `platform` plays `transition` for a screen shown as `style`.
  /// - Parameters:
  ///   - transition: The transition the route or the request asks for.
  ///   - style: How the platform shows the screen (``shownStyle(for:on:)``): `.push` for a
  ///     pushed screen, the layer's shown style for the root of a presented layer.
  ///   - platform: The platform that shows it.
  /// - Returns: The transition itself when the platform plays it there, else
  ///   ``ScreenTransition/automatic``.
  public static func shownTransition(
    _ transition: ScreenTransition, as style: PresentationStyle, on platform: Platform
  ) -> ScreenTransition {
    switch (transition, platform) {
    case (.automatic, _), (_, .headless): return transition
    case (.zoom, .iOS), (.zoom, .iPadOS):
      switch style {
      case .push, .sheet, .fullScreen: return transition
      default: return .automatic
      }
    case (.zoom, .macOS), (.zoom, .visionOS): return .automatic
    }
  }
}
