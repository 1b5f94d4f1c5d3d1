import Foundation

/// How one associated value without a link form is kept in a route: restorable (`Codable`) or
/// transient (only `Hashable & Sendable`).
///
/// `@Route` asks `LinkCodec.of(_:)` for every value's codec; for a type that has
/// no link form the compiler picks one of these instead, by the type's conformances, so a
/// case's kind follows from its values' types and is known when compiling.
public struct StoredCodec<Value>: Sendable {
  /// The value's type as the catalogue shows it, for example `Status`.
  public let typeName: String
  /// Whether the value survives relaunch.
  public let kind: RouteValueKind
  private let store: @Sendable (Value) -> StoredRouteValue
  private let load: @Sendable (StoredRouteValue) -> Value?

  private init(
    typeName: String, kind: RouteValueKind,
    store: @escaping @Sendable (Value) -> StoredRouteValue,
    load: @escaping @Sendable (StoredRouteValue) -> Value?
  ) {
    self.typeName = typeName
    self.kind = kind
    self.store = store
    self.load = load
  }

  /// Keeps a value.
  /// - Parameter value: The value.
  /// - Returns: The value as a route keeps it.
  package func stored(_ value: Value) -> StoredRouteValue { store(value) }

  /// Reads a value back.
  /// - Parameter stored: The value as a route keeps it.
  /// - Returns: The value, or `nil` when it is of another type, its saved JSON does not decode,
  ///   or it is a transient value's marker.
  package func value(of stored: StoredRouteValue) -> Value? { load(stored) }
}

extension StoredCodec where Value: Codable & Hashable & Sendable {
  /// The codec of a `Codable` value: saved in the snapshot as JSON.
  /// - Parameter type: The type.
  /// - Returns: Its codec.
  public static func restorable(_ type: Value.Type) -> StoredCodec {
    restorable(named: String(describing: Value.self))
  }

  private static func restorable(named name: String) -> StoredCodec {
    StoredCodec(
      typeName: name, kind: .restorable,
      store: { StoredRouteValue(typeName: name, content: .restorable($0)) },
      load: { stored in
        switch stored.content {
        case .restorable(let value): return value as? Value
        case .saved(let json): return try? JSONDecoder().decode(Value.self, from: Data(json.utf8))
        case .transient, .unsaved: return nil
        }
      })
  }

  /// The codec of an optional of this type.
  public var optional: StoredCodec<Value?> { .restorable(named: typeName + "?") }
  /// The codec of an array of this type.
  public var array: StoredCodec<[Value]> { .restorable(named: "[" + typeName + "]") }
}

extension StoredCodec where Value: Hashable & Sendable {
  /// The codec of a value that is neither a link value nor `Codable`: kept while the app runs,
  /// never saved.
  /// - Parameter type: The type.
  /// - Returns: Its codec.
  public static func transient(_ type: Value.Type) -> StoredCodec {
    transient(named: String(describing: Value.self))
  }

  private static func transient(named name: String) -> StoredCodec {
    StoredCodec(
      typeName: name, kind: .transient,
      store: { StoredRouteValue(typeName: name, content: .transient($0)) },
      load: { stored in
        if case .transient(let value) = stored.content { return value as? Value }
        return nil
      })
  }

  /// The codec of an optional of this type.
  public var optional: StoredCodec<Value?> { .transient(named: typeName + "?") }
  /// The codec of an array of this type.
  public var array: StoredCodec<[Value]> { .transient(named: "[" + typeName + "]") }
}

extension LinkCodec {
  /// The codec of a `Codable` value that has no link form, a model struct for example: the
  /// route case that carries it is ``RouteValueKind/restorable``.
  ///
  /// Disfavoured, so that a type with a link form always gets its ``LinkCodec``.
  /// - Parameter type: The type.
  /// - Returns: Its codec.
  @_disfavoredOverload
  public static func of(_ type: Value.Type) -> StoredCodec<Value>
  where Value: Codable & Hashable & Sendable {
    .restorable(type)
  }

  /// The codec of a value that is only `Hashable & Sendable`, a ``RouteCallback`` for example:
  /// the route case that carries it is ``RouteValueKind/transient``.
  ///
  /// Disfavoured, so that a type with a link form or a saved form gets that.
  /// - Parameter type: The type.
  /// - Returns: Its codec.
  @_disfavoredOverload
  public static func of(_ type: Value.Type) -> StoredCodec<Value>
  where Value: Hashable & Sendable {
    .transient(type)
  }
}
