/// Why route components could not become a typed route.
public enum RouteDecodingError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The module has no case with this name.
  case unknownCase(module: ModuleKey, name: String, known: [String])
  /// The case declares `expected` values but `found` were given.
  case wrongValueCount(module: ModuleKey, case: String, expected: Int, found: Int)
  /// A value does not decode as the declared type.
  case badValue(
    module: ModuleKey, case: String, index: Int, label: String?, expected: String, found: String)
  /// A value by label that the case does not have, or that has no text form; `known` lists the
  /// labels whose values are text.
  case unknownValue(module: ModuleKey, case: String, label: String, known: [String])
  /// The route belongs to another module.
  case wrongModule(expected: ModuleKey, found: ModuleKey)
  /// A value without a link form is missing, of another type, does not decode from its saved
  /// form, or was transient and not saved.
  case storedValue(
    module: ModuleKey, case: String, label: String?, expected: String, problem: String)

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
    case .storedValue(let module, let name, let label, let expected, let problem):
      let which = label.map { "'\($0)' " } ?? ""
      return "route '\(module)/\(name)': value \(which)should be \(expected) but \(problem)"
    case .unknownValue(let module, let name, let label, let known):
      let values =
        known.isEmpty
        ? "it has no values written as text" : "its values are " + known.joined(separator: ", ")
      return "route '\(module)/\(name)' has no value '\(label)'; \(values)"
    case .wrongModule(let expected, let found):
      return "route of module '\(found)' cannot become a route of module '\(expected)'"
    }
  }
}
