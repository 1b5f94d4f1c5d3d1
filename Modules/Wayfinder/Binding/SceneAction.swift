/// One step that brings the scenes a platform has open to the ones the state asks for: what a
/// host does with `openWindow`, `dismissWindow`, `openImmersiveSpace`, `dismissImmersiveSpace`
/// and `openSettings`, one after another, awaiting each.
///
/// ``NavigationProjection/sceneActions(opened:)`` orders them: every scene to close first, an
/// immersive space before the rest (a platform shows one immersive space at a time, so a new one
/// opens only after the old one is gone), then every scene to open in the order the state opened
/// them. A scene the platform shows as a modal layer (a window on iPhone) is not a scene there
/// and needs no action. When the system refuses to open a scene or closes one by itself, the
/// host reports ``WriteBack/closedScene(_:)``.
public enum SceneAction: Hashable, Sendable, CustomStringConvertible {
  /// Open a scene: a window, the immersive space, the settings.
  case open(SceneID)
  /// Close a scene.
  case close(SceneID)

  public var description: String {
    switch self {
    case .open(let scene): return "open \(scene)"
    case .close(let scene): return "close \(scene)"
    }
  }
}

extension NavigationProjection {
  /// The actions that bring the scenes a host has open to the ones this projection shows as
  /// scenes, in the order to carry them out.
  /// - Parameter opened: The scenes the host has open, as it last reported them.
  /// - Returns: The actions; none when the host already shows what the state asks for.
  public func sceneActions(opened: [SceneID]) -> [SceneAction] {
    let desired = scenes.filter(\.isShownAsScene).map(\.id)
    let closing = opened.filter { !desired.contains($0) }
    let immersiveFirst =
      closing.filter { $0.isImmersive } + closing.filter { !$0.isImmersive }
    return immersiveFirst.map(SceneAction.close)
      + desired.filter { !opened.contains($0) }.map(SceneAction.open)
  }
}

extension SceneID {
  fileprivate var isImmersive: Bool { kind == .immersive }
}
