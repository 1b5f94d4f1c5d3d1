/// A route case as plain data: its case name and its values, each link value already encoded
/// as one link segment by ``LinkValue``, and the values without a link form kept as they are.
///
/// This is the payload that ``AnyRoute`` keeps and that links are built from, so a route's link,
/// its snapshot and its identity can never disagree.
public struct RouteComponents: Hashable, Sendable, CustomStringConvertible {
  /// The case's path, for example `detail`.
  public var name: String
  /// The case's link values in declaration order, each as one unescaped segment.
  public var values: [String]
  /// The case's values that have no link form (models, callbacks) in declaration order; empty
  /// for a linkable case. Written and read through a ``StoredCodec``.
  package var stored: [StoredRouteValue] {
    get { storedValues ?? [] }
    set { storedValues = newValue.isEmpty ? nil : newValue }
  }

  /// ``stored``, `nil` when empty: most routes have link values only.
  private var storedValues: [StoredRouteValue]?

  /// How many values have no link form.
  var storedCount: Int { storedValues?.count ?? 0 }

  /// Whether any value has no link form; `false` for most routes, found without building an
  /// array.
  package var hasStoredValues: Bool { storedValues != nil }

  /// Adds a stored value in place.
  mutating func appendStored(_ value: StoredRouteValue) {
    if storedValues == nil {
      storedValues = [value]
    } else {
      storedValues?.append(value)
    }
  }

  /// Creates components.
  /// - Parameters:
  ///   - name: The case's path, for example `detail`.
  ///   - values: The encoded link values in declaration order.
  public init(name: String, values: [String] = []) {
    self.name = name
    self.values = values
    self.storedValues = nil
  }

  package init(name: String, values: [String], stored: [StoredRouteValue]) {
    self.name = name
    self.values = values
    self.storedValues = stored.isEmpty ? nil : stored
  }

  /// The kind of the values held: linkable when there are only link values.
  public var kind: RouteValueKind { storedValues?.lazy.map(\.kind).max() ?? .linkable }

  /// Hashes the name and the link values: components that are equal have those equal, and a
  /// route of link values only (most routes) hashes no more than it did before stored values.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(name)
    hasher.combine(values)
  }

  public var description: String {
    var text = name
    for value in values { text += "/" + value }
    for value in stored { text += "/" + value.description }
    return text
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

extension RouteComponents: Codable {
  private enum CodingKeys: String, CodingKey {
    case name, values, stored
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      name: try container.decode(String.self, forKey: .name),
      values: try container.decode([String].self, forKey: .values),
      stored: try container.decodeIfPresent([StoredRouteValue].self, forKey: .stored) ?? [])
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(name, forKey: .name)
    try container.encode(values, forKey: .values)
    if !stored.isEmpty { try container.encode(stored, forKey: .stored) }
  }
}
