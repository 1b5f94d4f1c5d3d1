/// How one associated value of a route is written in a link and read back.
///
/// A codec exists for every ``LinkValue`` type and for every `Sendable`, `RawRepresentable` type
/// whose raw value is a ``LinkValue`` (an enum with `String` or `Int` raw values needs no
/// conformance of its own; route values are `Sendable` anyway), and for optionals and arrays of those, nested to any depth. `@Route` builds one codec per
/// associated value from the value's declared type; the overloads of `of(_:)` let the compiler
/// pick the right one for a type, so a type that can appear in no link is a compile error.
///
/// The encoding is exactly that of ``LinkValue``: `LinkCodec.of(Filter.self).array` writes the
/// same segment as `[Filter].linkValue` when `Filter` conforms to ``LinkValue``.
///
/// ```swift
/// let codec = LinkCodec.of(Filter.self).optional  // Filter?
/// codec.encode(.open)       // "open"
/// codec.decode("~")         // .some(nil)
/// ```
public struct LinkCodec<Value>: Sendable {
  /// The value's type as the route catalogue shows it, for example `[String]`.
  public let typeName: String
  private let encoder: @Sendable (Value) -> String
  private let decoder: @Sendable (String) -> Value?

  /// Creates a codec from its two directions.
  /// - Parameters:
  ///   - typeName: The type as the catalogue shows it.
  ///   - encode: Writes a value as one unescaped link segment.
  ///   - decode: Reads a value back, or returns `nil` when the segment is not one.
  public init(
    typeName: String, encode: @escaping @Sendable (Value) -> String,
    decode: @escaping @Sendable (String) -> Value?
  ) {
    self.typeName = typeName
    self.encoder = encode
    self.decoder = decode
  }

  /// Writes a value as one unescaped link segment.
  /// - Parameter value: The value.
  /// - Returns: The segment.
  public func encode(_ value: Value) -> String { encoder(value) }

  /// Reads a value from one unescaped link segment.
  /// - Parameter linkValue: The segment.
  /// - Returns: The value, or `nil` when the segment does not spell one.
  public func decode(_ linkValue: String) -> Value? { decoder(linkValue) }

  /// The codec of an optional of this type; `nil` is written `~`, as ``LinkValue`` does.
  public var optional: LinkCodec<Value?> {
    let wrapped = self
    return LinkCodec<Value?>(
      typeName: typeName + "?",
      encode: { value in value.map(wrapped.encode).linkValue },
      decode: { linkValue in
        guard let inner = String?(linkValue: linkValue) else { return nil }
        guard let inner else { return .some(nil) }
        return wrapped.decode(inner).map { .some($0) }
      })
  }

  /// The codec of an array of this type, with the element escaping of ``LinkValue``.
  public var array: LinkCodec<[Value]> {
    let element = self
    return LinkCodec<[Value]>(
      typeName: "[" + typeName + "]",
      encode: { values in values.map(element.encode).linkValue },
      decode: { linkValue in
        guard let parts = [String](linkValue: linkValue) else { return nil }
        var values: [Value] = []
        values.reserveCapacity(parts.count)
        for part in parts {
          guard let value = element.decode(part) else { return nil }
          values.append(value)
        }
        return values
      })
  }
}

extension LinkCodec where Value: LinkValue {
  /// The codec of a ``LinkValue`` type.
  /// - Parameter type: The type.
  /// - Returns: Its codec.
  public static func of(_ type: Value.Type) -> LinkCodec {
    LinkCodec(
      typeName: Value.linkTypeName, encode: { $0.linkValue }, decode: { Value(linkValue: $0) })
  }
}

extension LinkCodec where Value: RawRepresentable & Sendable, Value.RawValue: LinkValue {
  /// The codec of a raw-representable type, written as its raw value.
  /// - Parameter type: The type.
  /// - Returns: Its codec.
  public static func of(_ type: Value.Type) -> LinkCodec {
    LinkCodec(
      typeName: String(describing: Value.self), encode: { $0.rawValue.linkValue },
      decode: { Value.RawValue(linkValue: $0).flatMap(Value.init(rawValue:)) })
  }
}

extension LinkCodec
where Value: LinkValue & RawRepresentable & Sendable, Value.RawValue: LinkValue {
  /// The codec of a raw-representable type that also declares ``LinkValue``: its own encoding
  /// wins.
  /// - Parameter type: The type.
  /// - Returns: Its codec.
  public static func of(_ type: Value.Type) -> LinkCodec {
    LinkCodec(
      typeName: Value.linkTypeName, encode: { $0.linkValue }, decode: { Value(linkValue: $0) })
  }
}

extension LinkCodec {
  /// Stands for every type that cannot be a route value, so that using one is a compile error
  /// that says what to do. Disfavoured like the stored codecs, below which it ranks as the
  /// least specific.
  @available(
    *, unavailable,
    message:
      "this type cannot be a route value: conform it to LinkValue (or make it a Sendable RawRepresentable type with a LinkValue raw value) for a link, to Codable & Hashable & Sendable to restore it, or to Hashable & Sendable"
  )
  @_disfavoredOverload
  public static func of(_ type: Value.Type) -> LinkCodec {
    LinkCodec(typeName: String(describing: Value.self), encode: { _ in "" }, decode: { _ in nil })
  }
}
