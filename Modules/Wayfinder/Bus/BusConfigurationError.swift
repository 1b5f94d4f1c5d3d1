/// A mistake in how the bus was put together, found when it is built.
public enum BusConfigurationError: Error, Equatable, CustomStringConvertible {
  /// Two modules were registered under the same key.
  case duplicateModule(ModuleKey)
  /// A module names a home tab that the shell does not declare.
  case unknownHomeTab(module: ModuleKey, tab: TabID)

  public var description: String {
    switch self {
    case .duplicateModule(let key): return "two modules are registered under the key '\(key)'"
    case .unknownHomeTab(let module, let tab):
      return "module '\(module)' lives in tab '\(tab)', which the shell does not declare"
    }
  }
}
