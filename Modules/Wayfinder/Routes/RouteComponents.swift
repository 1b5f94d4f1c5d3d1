/// A route case as plain data: its case name and its values, each already encoded as one link
/// segment by ``LinkValue``.
///
/// This is the payload that ``AnyRoute`` keeps and that links are built from, so a route's link,
/// its snapshot and its identity can never disagree.
public struct RouteComponents: Hashable, Codable, Sendable, CustomStringConvertible {
  /// The case's path, for example `detail`.
  public var name: String
  /// The case's associated values in declaration order, each as one unescaped segment.
  public var values: [String]

  /// Creates components.
  /// - Parameters:
  ///   - name: The case's path, for example `detail`.
  ///   - values: The encoded associated values in declaration order.
  public init(name: String, values: [String] = []) {
    self.name = name
    self.values = values
  }

  public var description: String {
    values.isEmpty ? name : name + "/" + values.joined(separator: "/")
  }

  /// Decodes the value at `index` for the case `routeCase`.
  ///
  /// Generated and hand-written `init(routeComponents:)` implementations call this once per
  /// associated value.
  /// - Parameters:
  ///   - index: The position of the value among the case's associated values.
  ///   - type: The type to decode.
  ///   - label: The value's label in the case declaration, if it has one, for the error message.
  ///   - module: The module that owns the route, for the error message.
  /// - Returns: The decoded value.
  /// - Throws: ``RouteDecodingError/wrongValueCount(module:case:expected:found:)`` when the value
  ///   is missing and ``RouteDecodingError/badValue(module:case:index:label:expected:found:)`` when
  ///   it does not decode.
  public func value<Value: LinkValue>(
    at index: Int, as type: Value.Type, label: String? = nil, module: ModuleKey
  ) throws(RouteDecodingError) -> Value {
    guard index < values.count else {
      throw .wrongValueCount(module: module, case: name, expected: index + 1, found: values.count)
    }
    guard let value = Value(linkValue: values[index]) else {
      throw .badValue(
        module: module, case: name, index: index, label: label,
        expected: Value.linkTypeName, found: values[index])
    }
    return value
  }

  /// Checks that the components carry exactly `count` values.
  /// - Parameters:
  ///   - count: The number of associated values that the case declares.
  ///   - module: The module that owns the route, for the error message.
  /// - Throws: ``RouteDecodingError/wrongValueCount(module:case:expected:found:)``.
  public func expectValueCount(_ count: Int, module: ModuleKey) throws(RouteDecodingError) {
    guard values.count == count else {
      throw .wrongValueCount(module: module, case: name, expected: count, found: values.count)
    }
  }
}
