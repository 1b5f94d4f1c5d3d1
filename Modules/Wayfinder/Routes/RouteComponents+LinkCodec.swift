extension RouteComponents {
  /// Decodes the value at `index` with a codec, for values whose type is not itself a
  /// ``LinkValue`` (a raw-representable enum, or an array or optional of one).
  ///
  /// Generated `init(routeComponents:)` implementations call this once per associated value.
  /// - Parameters:
  ///   - index: The position of the value among the case's associated values.
  ///   - codec: The value's codec.
  ///   - label: The value's label, for the error message.
  ///   - module: The module that owns the route, for the error message.
  /// - Returns: The decoded value.
  /// - Throws: ``RouteDecodingError/wrongValueCount(module:case:expected:found:)`` when the value
  ///   is missing and ``RouteDecodingError/badValue(module:case:index:label:expected:found:)`` when
  ///   it does not decode.
  public func value<Value>(
    at index: Int, codec: LinkCodec<Value>, label: String? = nil, module: ModuleKey
  ) throws(RouteDecodingError) -> Value {
    guard index < values.count else {
      throw .wrongValueCount(module: module, case: name, expected: index + 1, found: values.count)
    }
    guard let value = codec.decode(values[index]) else {
      throw .badValue(
        module: module, case: name, index: index, label: label, expected: codec.typeName,
        found: values[index])
    }
    return value
  }
}

extension RouteParameter {
  /// Creates a parameter from its label and codec.
  /// - Parameters:
  ///   - label: The label, or `nil`.
  ///   - codec: The value's codec.
  public init<Value>(label: String?, codec: LinkCodec<Value>) {
    self.init(label: label, typeName: codec.typeName)
  }
}
