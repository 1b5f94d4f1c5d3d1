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
  case sceneKindMismatch(SceneID, immersion: PresentationStyle.Immersion)
  /// A flow that no declaration or definition names.
  case unknownFlow(String, known: [String])
  /// A step that the flow does not have, or that its current path does not reach.
  case noSuchFlowStep(flow: String, step: String, steps: [String])
  /// A flow instance that is not active.
  case flowNotActive(FlowInstanceID, active: [FlowInstanceID])
  /// A flow instance with this identifier is already active.
  case flowAlreadyActive(FlowInstanceID)
  /// `flowBack` on a flow with no history.
  case flowAtFirstStep(FlowInstanceID, step: String)
  /// A flow that waits for one of its sub-flows cannot move until the sub-flow ends.
  case flowWaitingForSubflow(FlowInstanceID, subflow: FlowInstanceID)
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
    case .unknownFlow(let flow, let known):
      let list = known.isEmpty ? "none" : known.joined(separator: ", ")
      return "unknown flow '\(flow)'; flows are: \(list)"
    case .noSuchFlowStep(let flow, let step, let steps):
      return "flow '\(flow)' has no step '\(step)' on its path; steps are: "
        + steps.joined(separator: ", ")
    case .flowNotActive(let id, let active):
      let list = active.isEmpty ? "none" : active.map(\.rawValue).joined(separator: ", ")
      return "flow '\(id)' is not active; active flows: \(list)"
    case .flowAlreadyActive(let id):
      return "flow '\(id)' is already active; resume it or give the new one another id"
    case .flowAtFirstStep(let id, let step):
      return "cannot go back: flow '\(id)' is at its first step '\(step)'; cancel it to leave"
    case .flowWaitingForSubflow(let id, let subflow):
      return "flow '\(id)' waits for its sub-flow '\(subflow)'; complete or cancel that first"
    case .inSequence(let index, let command, let underlying):
      return "step \(index + 1) (\(command)) failed, nothing was applied: \(underlying)"
    }
  }
}
