/// Why a command could not be applied. The state is left exactly as it was.
public enum NavigationError: Error, Equatable, Sendable, CustomStringConvertible {
  /// `pop` on a stack with nothing pushed.
  case popAtRoot(at: StackLocation)
  /// `pop(count:)` asked for more routes than are pushed.
  case popPastRoot(requested: Int, available: Int, at: StackLocation)
  /// `dismiss` with nothing presented.
  case nothingToDismiss(at: ContainerID)
  /// `dismiss(levels:)` asked for more layers than are presented.
  case dismissPastBase(requested: Int, available: Int, at: ContainerID)
  /// A count that is zero or negative.
  case invalidCount(command: String, count: Int)
  /// `popTo` found no matching route in the focused stack.
  case routeNotInStack(query: String, at: StackLocation)
  /// `replace` on a stack that has neither a root route nor pushed routes.
  case nothingToReplace(at: StackLocation)
  /// A tab that the state does not have.
  case unknownTab(TabID, known: [TabID])
  /// A scene that is not open.
  case sceneNotOpen(SceneID, open: [SceneID])
  /// A scene style used where a scene of another kind was named.
  case sceneKindMismatch(SceneID, immersion: ImmersionStyle)
  /// A command inside `selectTab(_:then:)` or `batch` failed; nothing of the sequence was applied.
  indirect case inSequence(index: Int, command: String, underlying: NavigationError)

  public var description: String {
    switch self {
    case .popAtRoot(let location):
      return "cannot pop: \(location) is at its root; use dismiss to close a presentation"
    case .popPastRoot(let requested, let available, let location):
      return "cannot pop \(requested): \(location) has only \(available) route(s) above its root"
    case .nothingToDismiss(let container):
      return "cannot dismiss: nothing is presented in \(container)"
    case .dismissPastBase(let requested, let available, let container):
      return "cannot dismiss \(requested) level(s): \(container) presents only \(available)"
    case .invalidCount(let command, let count):
      return "\(command) needs a count of at least 1, not \(count)"
    case .routeNotInStack(let query, let location):
      return "cannot pop to \(query): no such route in \(location)"
    case .nothingToReplace(let location):
      return "cannot replace: \(location) shows its own root screen; push instead"
    case .unknownTab(let tab, let known):
      return "unknown tab '\(tab)'; tabs are: " + known.map(\.rawValue).joined(separator: ", ")
    case .sceneNotOpen(let scene, let open):
      let list = open.isEmpty ? "none" : open.map(\.description).joined(separator: ", ")
      return "scene '\(scene)' is not open; open scenes: \(list)"
    case .sceneKindMismatch(let scene, let immersion):
      return
        "scene '\(scene)' is not an immersive space, so it cannot have immersion '\(immersion)'"
    case .inSequence(let index, let command, let underlying):
      return "step \(index + 1) (\(command)) failed, nothing was applied: \(underlying)"
    }
  }
}
