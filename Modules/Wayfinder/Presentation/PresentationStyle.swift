/// How a route is shown. Every case exists on every platform as data; the platform capability
/// table, ``shownStyle(for:on:)``, says how a platform that lacks a style shows it instead.
public enum PresentationStyle: Hashable, Codable, Sendable, CustomStringConvertible {
  /// Pushed onto the focused stack.
  case push
  /// Replaces the top of the focused stack.
  case replace
  /// A sheet with the given detents, with a stack of its own.
  case sheet(detents: DetentSet)
  /// A full-screen cover, with a stack of its own.
  case fullScreen
  /// A popover attached to an anchor, with a stack of its own.
  ///
  /// `arrowEdge` is the edge of the anchor that the popover's arrow sits on, so the side of the
  /// anchor where the popover appears (`.bottom`: below it); `nil` lets the platform choose.
  case popover(anchor: PopoverAnchor, arrowEdge: Edge? = nil)
  /// A window scene with the given id.
  case window(id: String)
  /// The root of a tab: selecting the tab, then pushing the route.
  case tab(TabID)
  /// An immersive space scene (visionOS).
  case immersiveSpace(id: String, style: Immersion)
  /// An ornament attached to an edge of the window (visionOS), with a stack of its own.
  case ornament(edge: Edge)
  /// The app's settings pane scene (macOS).
  case settingsPane
  /// An inspector scene beside the main content (macOS, iPadOS).
  case inspector

  /// A sheet at the large detent.
  public static var sheet: PresentationStyle { .sheet(detents: .large) }
  /// A popover anchored to the bounds of its source.
  public static var popover: PresentationStyle { .popover(anchor: .bounds) }

  /// Whether the style stacks a modal layer over the focused stack (sheet, full screen, popover,
  /// ornament).
  public var isModal: Bool {
    switch self {
    case .sheet, .fullScreen, .popover, .ornament: return true
    default: return false
    }
  }

  /// Whether the style opens a scene (window, immersive space, settings pane, inspector).
  public var opensScene: Bool { openedScene != nil }

  /// The scene that the style opens, or `nil` for styles that do not open scenes.
  public var openedScene: SceneID? {
    switch self {
    case .window(let id): return SceneID(kind: .window, id: id)
    case .immersiveSpace(let id, _): return SceneID(kind: .immersive, id: id)
    case .settingsPane: return SceneID(kind: .settings, id: "settings")
    case .inspector: return SceneID(kind: .inspector, id: "inspector")
    default: return nil
    }
  }

  /// The style's name as links and the text front spell it.
  public var name: String {
    switch self {
    case .push: return "push"
    case .replace: return "replace"
    case .sheet: return "sheet"
    case .fullScreen: return "fullscreen"
    case .popover: return "popover"
    case .window: return "window"
    case .tab: return "tab"
    case .immersiveSpace: return "immersive"
    case .ornament: return "ornament"
    case .settingsPane: return "settings"
    case .inspector: return "inspector"
    }
  }

  public var description: String {
    switch self {
    case .sheet(let detents): return detents == .large ? "sheet" : "sheet\(detents)"
    case .popover(let anchor, let arrowEdge):
      guard let arrowEdge else { return anchor == .bounds ? "popover" : "popover(\(anchor))" }
      return "popover(\(anchor), arrow \(arrowEdge.rawValue))"
    case .window(let id): return "window(\(id))"
    case .tab(let tab): return "tab(\(tab))"
    case .immersiveSpace(let id, let style): return "immersive(\(id), \(style.rawValue))"
    case .ornament(let edge): return "ornament(\(edge.rawValue))"
    default: return name
    }
  }
}

/// Where a popover points.
public enum PopoverAnchor: Hashable, Codable, Sendable, CustomStringConvertible {
  /// The bounds of the view that presents it.
  case bounds
  /// A point in unit coordinates of the presenting view (0...1 on each axis).
  case point(x: Double, y: Double)
  /// An edge of the presenting view.
  case edge(PresentationStyle.Edge)

  public var description: String {
    switch self {
    case .bounds: return "bounds"
    case .point(let x, let y): return "point(\(x), \(y))"
    case .edge(let edge): return edge.rawValue
    }
  }
}

extension PresentationStyle {
  /// An edge of a window or view.
  ///
  /// Nested in ``PresentationStyle`` so that a file that imports both Wayfinder and SwiftUI can
  /// use SwiftUI's `Edge` unqualified.
  public enum Edge: String, Hashable, Codable, Sendable, CaseIterable {
    /// The top edge.
    case top
    /// The bottom edge.
    case bottom
    /// The leading edge: left in left-to-right languages.
    case leading
    /// The trailing edge: right in left-to-right languages.
    case trailing
  }

  /// How much an immersive space replaces the user's surroundings (visionOS).
  ///
  /// Nested in ``PresentationStyle`` so that a file that imports both Wayfinder and SwiftUI can
  /// use SwiftUI's `PresentationStyle.Immersion` unqualified.
  public enum Immersion: String, Hashable, Codable, Sendable, CaseIterable {
    /// Content appears among the user's surroundings.
    case mixed
    /// Content replaces part of the surroundings; the user turns the dial to choose how much.
    case progressive
    /// Content replaces the surroundings entirely.
    case full
  }
}
