/// Why route components could not become a typed route.
public enum RouteDecodingError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The module has no case with this name.
  case unknownCase(module: ModuleKey, name: String, known: [String])
  /// The case declares `expected` values but `found` were given.
  case wrongValueCount(module: ModuleKey, case: String, expected: Int, found: Int)
  /// A value does not decode as the declared type.
  case badValue(
    module: ModuleKey, case: String, index: Int, label: String?, expected: String, found: String)
  /// The route belongs to another module.
  case wrongModule(expected: ModuleKey, found: ModuleKey)

  public var description: String {
    switch self {
    case .unknownCase(let module, let name, let known):
      return "module '\(module)' has no route '\(name)'; known routes: "
        + known.joined(separator: ", ")
    case .wrongValueCount(let module, let name, let expected, let found):
      return "route '\(module)/\(name)' takes \(expected) value(s) but \(found) were given"
    case .badValue(let module, let name, let index, let label, let expected, let found):
      let which = label.map { "'\($0)'" } ?? "#\(index + 1)"
      return "route '\(module)/\(name)': value \(which) should be \(expected) but is '\(found)'"
    case .wrongModule(let expected, let found):
      return "route of module '\(found)' cannot become a route of module '\(expected)'"
    }
  }
}
