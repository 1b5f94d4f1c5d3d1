/// Which container a location is in: a tab or an open scene.
public enum ContainerID: Hashable, Codable, Sendable, CustomStringConvertible {
  /// The stack of a tab.
  case tab(TabID)
  /// The stack of an open scene.
  case scene(SceneID)

  public var description: String {
    switch self {
    case .tab(let tab): return "tab '\(tab)'"
    case .scene(let scene): return "scene '\(scene)'"
    }
  }
}

/// A stack in the navigation tree: the container and how many layers deep.
public struct StackLocation: Hashable, Codable, Sendable, CustomStringConvertible {
  /// The tab or scene.
  public var container: ContainerID
  /// The number of modal layers under the stack: 0 is the container's base stack.
  public var depth: Int

  /// Creates a location.
  /// - Parameters:
  ///   - container: The tab or scene.
  ///   - depth: The number of modal layers under the stack.
  public init(container: ContainerID, depth: Int) {
    self.container = container
    self.depth = depth
  }

  public var description: String {
    depth == 0 ? "\(container)" : "\(container), presentation \(depth)"
  }
}
