import Foundation

/// One associated value of a route that has no link form: a model (restorable) or anything
/// else `Hashable & Sendable` (transient).
///
/// ``RouteComponents`` keeps such values beside the link segments, in declaration order. A
/// restorable value is saved in the snapshot as JSON and read back into its type when the route
/// is decoded; a transient one is saved as a marker only, so a restore knows to remove it.
package struct StoredRouteValue: Hashable, Sendable, CustomStringConvertible {
  enum Content: Sendable {
    /// A `Codable` value, as the app made it.
    case restorable(any Codable & Hashable & Sendable)
    /// A value with no saved form, as the app made it.
    case transient(any Hashable & Sendable)
    /// A restorable value read from a snapshot: its JSON, decoded when the route is.
    case saved(json: String)
    /// A transient value's marker read from a snapshot: the value itself was never saved.
    case unsaved
  }

  /// The value's type as the catalogue shows it, for example `Status`.
  package let typeName: String
  let content: Content

  init(typeName: String, content: Content) {
    self.typeName = typeName
    self.content = content
  }

  /// The bytes of the value's JSON as read from a snapshot; 0 for a value the app made.
  package var savedByteCount: Int {
    if case .saved(let json) = content { return json.utf8.count }
    return 0
  }

  /// Whether the value comes back after a relaunch.
  package var kind: RouteValueKind {
    switch content {
    case .restorable, .saved: return .restorable
    case .transient, .unsaved: return .transient
    }
  }

  /// Whether this is a transient value's marker from a snapshot, whose value is gone.
  package var isUnsaved: Bool {
    if case .unsaved = content { return true }
    return false
  }

  /// The value as JSON, as the snapshot keeps it; `nil` for a transient value.
  /// - Throws: The value's own encoding error.
  package func savedJSON() throws -> String? {
    switch content {
    case .restorable(let value): return try Self.json(of: value)
    case .saved(let json): return json
    case .transient, .unsaved: return nil
    }
  }

  static func json(of value: some Encodable) throws -> String {
    let encoder = JSONEncoder()
    // Sorted keys: one value has one saved form, so a saved route equals the route it was.
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(value), as: UTF8.self)
  }

  /// Equal when both hold equal values of one type. A value read from a snapshot equals the
  /// value it was saved from (their JSON is compared); a transient marker equals only another
  /// marker of the same type.
  package static func == (lhs: StoredRouteValue, rhs: StoredRouteValue) -> Bool {
    guard lhs.typeName == rhs.typeName else { return false }
    switch (lhs.content, rhs.content) {
    case (.restorable(let left), .restorable(let right)):
      return AnyHashable(left) == AnyHashable(right)
    case (.transient(let left), .transient(let right)):
      return AnyHashable(left) == AnyHashable(right)
    case (.saved(let left), .saved(let right)): return left == right
    case (.saved(let json), .restorable(let value)), (.restorable(let value), .saved(let json)):
      return (try? Self.json(of: value)) == json
    case (.unsaved, .unsaved): return true
    default: return false
    }
  }

  /// Hashes the kind and the type only, so that a saved value and the value it was saved from
  /// hash alike; routes that differ only in such values share a bucket.
  package func hash(into hasher: inout Hasher) {
    hasher.combine(kind)
    hasher.combine(typeName)
  }

  package var description: String { "{\(typeName)}" }
}

extension StoredRouteValue: Codable {
  private enum CodingKeys: String, CodingKey {
    case type, json, transient
  }

  /// A restorable value is `{"type": "Status", "json": "..."}`; a transient one is
  /// `{"type": "RouteCallback<Image>", "transient": true}`, a marker without the value.
  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let typeName = try container.decode(String.self, forKey: .type)
    if let json = try container.decodeIfPresent(String.self, forKey: .json) {
      self.init(typeName: typeName, content: .saved(json: json))
    } else if try container.decodeIfPresent(Bool.self, forKey: .transient) == true {
      self.init(typeName: typeName, content: .unsaved)
    } else {
      throw DecodingError.dataCorruptedError(
        forKey: .json, in: container,
        debugDescription: "a stored route value has neither 'json' nor 'transient'")
    }
  }

  package func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(typeName, forKey: .type)
    if let json = try savedJSON() {
      try container.encode(json, forKey: .json)
    } else {
      try container.encode(true, forKey: .transient)
    }
  }
}
