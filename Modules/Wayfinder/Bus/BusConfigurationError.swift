/// A mistake in how the bus was put together, found when it is built.
public enum BusConfigurationError: Error, Equatable, CustomStringConvertible {
  /// Two modules were registered under the same key.
  case duplicateModule(ModuleKey)
  /// A module names a home tab that the shell does not declare.
  case unknownHomeTab(module: ModuleKey, tab: TabID)
  /// A route case that opens a scene (a window, an immersive space) carries a transient value,
  /// which a scene opened or restored by the system cannot have.
  case transientSceneRoute(module: ModuleKey, case: String)
  /// Two flows were registered under the same name (two features, or a feature and
  /// ``NavigationBus/Builder/register(flow:)``).
  case duplicateFlow(String)
  /// A flow's definition has mistakes: the flow's name and what is wrong.
  case invalidFlow(String, FlowError)
  /// The links the builder reads from the shell and the placement cannot be read: what is
  /// wrong, for example a tab named `flow` or two routes with one name in a tab.
  case links(String)
  /// The first state cannot be made: the shell declares no tab, or a tab twice.
  case noTabs(String)

  public var description: String {
    switch self {
    case .duplicateModule(let key): return "two modules are registered under the key '\(key)'"
    case .unknownHomeTab(let module, let tab):
      return "module '\(module)' lives in tab '\(tab)', which the shell does not declare"
    case .transientSceneRoute(let module, let name):
      return "route '\(module)/\(name)' opens a scene but carries a transient value; the "
        + "system opens and restores a scene from saved values only"
    case .duplicateFlow(let name): return "two flows are registered under the name '\(name)'"
    case .invalidFlow(let name, let error): return "flow '\(name)': \(error)"
    case .links(let problem): return "the app's links: \(problem)"
    case .noTabs(let problem): return "the app's first state: \(problem)"
    }
  }
}
