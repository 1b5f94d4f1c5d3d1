public import Foundation

/// Why a saved snapshot cannot be shown again. The app then starts from a clean state and says
/// why; nothing else is touched.
public enum SnapshotError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The bytes are not a snapshot at all (not JSON, or no version).
  case unreadable(String)
  /// A later version of the app wrote it.
  case newerVersion(found: Int, supported: Int)
  /// An earlier version wrote it and no migration leads from there to now.
  case olderVersion(found: Int, supported: Int)
  /// A migration failed.
  case migrationFailed(from: Int, reason: String)
  /// The version is right but the state is damaged or not well formed.
  case corrupt(String)
  /// The snapshot is larger than any real navigation: more bytes, routes or bytes in one saved
  /// value than the codec's limits allow. It is refused before it is read in full.
  case overLimit(String)

  public var description: String {
    switch self {
    case .unreadable(let reason): return "the saved navigation could not be read (\(reason))"
    case .newerVersion(let found, let supported):
      return "the saved navigation is from a newer version (\(found); this app reads up to "
        + "\(supported))"
    case .olderVersion(let found, let supported):
      return "the saved navigation is from an older version (\(found)) that cannot be brought "
        + "to version \(supported)"
    case .migrationFailed(let from, let reason):
      return "the saved navigation could not be brought up from version \(from): \(reason)"
    case .corrupt(let reason): return "the saved navigation is damaged (\(reason))"
    case .overLimit(let reason): return "the saved navigation is too large (\(reason))"
    }
  }
}

/// Turns a state into versioned snapshot bytes and back, migrating older versions.
///
/// A snapshot is JSON: `{"version": 2, "state": {...}}`. A migration turns the bytes of one
/// version into the bytes of the next (its `version` included), so the state's types never need
/// to know old shapes.
///
/// Version 2 added route values without a link form: a route that carries a model is written
/// `{"route": [...], "stored": [{"type": "Status", "json": "..."}]}`, and one that carries a
/// transient value keeps only a marker of it. Every version-1 route is still written the same
/// way, as an array of strings, and the codec brings version 1 to version 2 by itself. An app
/// that versions its own changes counts on from there, and a migration it gives for version 1
/// replaces the codec's own.
///
/// ```swift
/// var codec = SnapshotCodec(currentVersion: 3)
/// codec.migrations[2] = { data in try renameTabs(in: data) }  // from version 2 to 3
/// ```
public struct SnapshotCodec: Sendable {
  /// The version this code writes.
  public var currentVersion: Int
  /// Migrations by the version they start from: each turns version `n` into `n + 1`.
  public var migrations: [Int: @Sendable (Data) throws -> Data]
  /// The most bytes a snapshot may have: 4 MiB, many times the largest state the
  /// benchmarks save (ten tabs of a thousand routes and twenty nested sheets). A larger snapshot
  /// is refused before it is parsed.
  public var maximumBytes = 4 << 20
  /// The most routes a snapshot may hold, in every tab, scene and presentation together.
  public var maximumRoutes = 20_000
  /// The most bytes of JSON one saved route value (a model) may have.
  public var maximumValueBytes = 256 << 10

  /// The version of snapshots written today.
  public static let version = 2

  /// Creates a codec.
  /// - Parameters:
  ///   - currentVersion: The version this code writes.
  ///   - migrations: Migrations by the version they start from; they replace the codec's own
  ///     migration from version 1 when they give one.
  public init(
    currentVersion: Int = SnapshotCodec.version,
    migrations: [Int: @Sendable (Data) throws -> Data] = [:]
  ) {
    self.currentVersion = currentVersion
    self.migrations = migrations
    if self.migrations[1] == nil, currentVersion > 1 {
      self.migrations[1] = Self.fromVersion1
    }
  }

  /// Version 1 to version 2: a version-1 state reads as it is (its routes carry link values
  /// only), and is written again as version 2.
  @Sendable static func fromVersion1(_ data: Data) throws -> Data {
    let old = try JSONDecoder().decode(Envelope.self, from: data)
    return try SnapshotCodec(currentVersion: 2).encode(old.state)
  }

  private struct Envelope: Codable {
    var version: Int
    var state: NavigationState
  }

  private struct VersionOnly: Decodable {
    var version: Int
  }

  /// Encodes a state.
  /// - Parameter state: The state to save.
  /// - Returns: The snapshot bytes.
  /// - Throws: An encoding error (not expected for a well-formed state).
  public func encode(_ state: NavigationState) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return try encoder.encode(Envelope(version: currentVersion, state: state))
  }

  /// Decodes snapshot bytes, migrating older versions.
  /// - Parameter data: The snapshot bytes.
  /// - Returns: The saved state.
  /// - Throws: ``SnapshotError`` saying why the snapshot cannot be used.
  public func decode(_ data: Data) throws(SnapshotError) -> NavigationState {
    guard data.count <= maximumBytes else {
      throw .overLimit("\(data.count) bytes; the limit is \(maximumBytes)")
    }
    let version: Int
    do {
      version = try JSONDecoder().decode(VersionOnly.self, from: data).version
    } catch {
      throw .unreadable(Self.summary(of: error))
    }
    if version > currentVersion {
      throw .newerVersion(found: version, supported: currentVersion)
    }
    var bytes = data
    if version < currentVersion {
      bytes = try migrate(data, from: version)
    }
    let state: NavigationState
    do {
      state = try JSONDecoder().decode(Envelope.self, from: bytes).state
    } catch {
      throw .corrupt(Self.summary(of: error))
    }
    let routes = state.allRoutes
    guard routes.count <= maximumRoutes else {
      throw .overLimit("\(routes.count) routes; the limit is \(maximumRoutes)")
    }
    for route in routes {
      for value in route.components.stored where value.savedByteCount > maximumValueBytes {
        throw .overLimit(
          "a \(value.typeName) of \(value.savedByteCount) bytes in \(route); the limit is "
            + "\(maximumValueBytes)")
      }
    }
    return state
  }

  private func migrate(_ data: Data, from version: Int) throws(SnapshotError) -> Data {
    var bytes = data
    var step = version
    while step < currentVersion {
      guard let migration = migrations[step] else {
        throw .olderVersion(found: version, supported: currentVersion)
      }
      do {
        bytes = try migration(bytes)
      } catch {
        throw .migrationFailed(from: step, reason: Self.summary(of: error))
      }
      let reached = try? JSONDecoder().decode(VersionOnly.self, from: bytes).version
      guard reached == step + 1 else {
        throw .migrationFailed(
          from: step,
          reason: "it produced version \(reached.map(String.init) ?? "none"), not \(step + 1)")
      }
      step += 1
    }
    return bytes
  }

  /// A short description of a decoding error: what and where, without Foundation's noise.
  static func summary(of error: any Error) -> String {
    switch error {
    case DecodingError.dataCorrupted(let context),
      DecodingError.keyNotFound(_, let context),
      DecodingError.typeMismatch(_, let context),
      DecodingError.valueNotFound(_, let context):
      let path = context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }
      let place = path.isEmpty ? "" : " at \(path.joined(separator: "."))"
      return context.debugDescription + place
    default:
      return "\(error)"
    }
  }
}
