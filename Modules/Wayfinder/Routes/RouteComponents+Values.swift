extension RouteComponents {
  /// Creates components that will hold `capacity` values, for generated code that appends them
  /// one by one: the link segments are stored once, as an array literal would store them.
  /// - Parameters:
  ///   - name: The case's path, for example `detail`.
  ///   - capacity: How many values the case declares.
  public init(name: String, capacity: Int) {
    self.init(name: name)
    values.reserveCapacity(capacity)
  }

  /// Adds a link value, written by its codec, after the link values already there.
  ///
  /// Generated `routeComponents` implementations call this, or the overload for a
  /// ``StoredCodec``, once per associated value; the compiler picks the codec by the value's
  /// type, so the generated code is the same for every kind of case.
  /// - Parameters:
  ///   - value: The value.
  ///   - codec: The value's codec.
  public mutating func append<Value>(_ value: Value, codec: LinkCodec<Value>) {
    values.append(codec.encode(value))
  }

  /// Adds a value without a link form after the stored values already there.
  /// - Parameters:
  ///   - value: The value.
  ///   - codec: The value's codec.
  public mutating func append<Value>(_ value: Value, codec: StoredCodec<Value>) {
    appendStored(codec.stored(value))
  }

  /// A reader of these components' values in declaration order, for `init(routeComponents:)`.
  /// - Parameters:
  ///   - module: The module that owns the route, for error messages.
  ///   - valueCount: How many values the case declares, of every kind.
  /// - Returns: The reader.
  /// - Throws: ``RouteDecodingError/wrongValueCount(module:case:expected:found:)`` when the
  ///   components hold another number of values.
  public func reader(module: ModuleKey, valueCount: Int) throws(RouteDecodingError) -> Reader {
    let found = values.count + storedCount
    guard found == valueCount else {
      throw .wrongValueCount(module: module, case: name, expected: valueCount, found: found)
    }
    return Reader(components: self, module: module)
  }

  /// Reads a route's values in declaration order: each link value from the link segments, each
  /// other value from the stored values, by its codec.
  public struct Reader {
    let components: RouteComponents
    let module: ModuleKey
    var linkIndex = 0
    var storedIndex = 0

    init(components: RouteComponents, module: ModuleKey) {
      self.components = components
      self.module = module
    }

    /// Reads the next link value.
    /// - Parameters:
    ///   - codec: The value's codec.
    ///   - label: The value's label, for the error message.
    /// - Returns: The value.
    /// - Throws: ``RouteDecodingError`` when the value is missing or does not decode.
    public mutating func next<Value>(
      codec: LinkCodec<Value>, label: String? = nil
    ) throws(RouteDecodingError) -> Value {
      let value = try components.value(
        at: linkIndex, codec: codec, label: label, module: module)
      linkIndex += 1
      return value
    }

    /// Reads the next value without a link form.
    /// - Parameters:
    ///   - codec: The value's codec.
    ///   - label: The value's label, for the error message.
    /// - Returns: The value.
    /// - Throws: ``RouteDecodingError/storedValue(module:case:label:expected:problem:)`` when the
    ///   value is missing, of another type, does not decode, or was not saved.
    public mutating func next<Value>(
      codec: StoredCodec<Value>, label: String? = nil
    ) throws(RouteDecodingError) -> Value {
      let name = components.name
      let values = components.stored
      guard storedIndex < values.count else {
        throw .storedValue(
          module: module, case: name, label: label, expected: codec.typeName,
          problem: "it is missing")
      }
      let stored = values[storedIndex]
      guard let value = codec.value(of: stored) else {
        let problem: String
        if stored.isUnsaved {
          problem = "it is transient and was not saved"
        } else if stored.typeName != codec.typeName {
          problem = "a \(stored.typeName) was given"
        } else {
          problem = "its saved form does not decode"
        }
        throw .storedValue(
          module: module, case: name, label: label, expected: codec.typeName, problem: problem)
      }
      storedIndex += 1
      return value
    }

    /// Checks that every value was read.
    /// - Throws: ``RouteDecodingError`` when values are left over.
    public func finish() throws(RouteDecodingError) {
      try components.expectValueCount(linkIndex, module: module)
      guard storedIndex == components.storedCount else {
        throw .wrongValueCount(
          module: module, case: components.name, expected: linkIndex + storedIndex,
          found: components.values.count + components.storedCount)
      }
    }
  }
}

extension RouteParameter {
  /// Creates a parameter from its label and the codec of a value without a link form.
  /// - Parameters:
  ///   - label: The label, or `nil`.
  ///   - codec: The value's codec.
  public init<Value>(label: String?, codec: StoredCodec<Value>) {
    self.init(label: label, typeName: codec.typeName, kind: codec.kind)
  }
}
