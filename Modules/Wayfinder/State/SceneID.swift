/// The kind of a scene beside the main window.
package enum SceneKind: String, Hashable, Codable, Sendable, CaseIterable {
  /// A window (macOS, iPadOS, visionOS).
  case window
  /// The app's settings pane (macOS).
  case settings
  /// An immersive space (visionOS). At most one is open at a time.
  case immersive
  /// An inspector beside the main content (macOS, iPadOS).
  case inspector
}

/// The identifier of an open scene: its kind and id, as `/scene/{kind}/{id}` spells them.
public struct SceneID: Hashable, Codable, Sendable, CustomStringConvertible {
  /// The scene's kind.
  package var kind: SceneKind
  /// The scene's id within its kind, for example `preferences`.
  public var id: String

  /// Creates a scene identifier.
  /// - Parameters:
  ///   - kind: The scene's kind.
  ///   - id: The scene's id within its kind.
  package init(kind: SceneKind, id: String) {
    self.kind = kind
    self.id = id
  }

  /// A window.
  /// - Parameter id: The window's id.
  /// - Returns: The scene identifier.
  public static func window(_ id: String) -> SceneID { SceneID(kind: .window, id: id) }

  /// An immersive space.
  /// - Parameter id: The space's id.
  /// - Returns: The scene identifier.
  public static func immersive(_ id: String) -> SceneID { SceneID(kind: .immersive, id: id) }

  /// The settings pane.
  public static let settings = SceneID(kind: .settings, id: "settings")

  /// The inspector.
  public static let inspector = SceneID(kind: .inspector, id: "inspector")

  public var description: String { "\(kind.rawValue)/\(id)" }
}
