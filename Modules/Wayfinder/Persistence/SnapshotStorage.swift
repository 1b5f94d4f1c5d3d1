public import Foundation

/// Where an app keeps its saved navigation: one snapshot per session, under the session's key
/// (``NavigationBus/persistenceKey``). The builder collects it
/// (``NavigationBus/Builder/persist(in:codec:)``); every bus built from it saves its state there
/// after each change, off the main actor, and ``NavigationBus/restore()`` reads it back.
///
/// ```swift
/// /// The app's navigation, one row per window, in the app's SQLite database.
/// struct SavedNavigation: SnapshotStorage {
///   let database: DatabaseQueue
///   func snapshot(for key: String) throws -> Data? { ... }
///   func save(_ snapshot: Data, version: Int, for key: String) throws { ... }
///   func removeSnapshot(for key: String) throws { ... }
/// }
///
/// builder.persist(in: SavedNavigation(database: database))
/// ```
public protocol SnapshotStorage: Sendable {
  /// The snapshot saved under a key, or `nil` when nothing is saved there.
  /// - Parameter key: The session's key.
  /// - Returns: The snapshot's bytes.
  /// - Throws: The storage's error; the session then starts fresh and says why.
  func snapshot(for key: String) throws -> Data?

  /// Replaces the snapshot saved under a key, in one write. Called off the main actor, one
  /// write at a time per bus.
  /// - Parameters:
  ///   - snapshot: The bytes ``SnapshotCodec`` wrote.
  ///   - version: The snapshot's version.
  ///   - key: The session's key.
  /// - Throws: The storage's error; ``NavigationBus/saveNow()`` rethrows the last one.
  func save(_ snapshot: Data, version: Int, for key: String) throws

  /// Removes the snapshot saved under a key, and nothing else: a restore that cannot use it
  /// removes it, so that the next launch does not meet it again.
  /// - Parameter key: The session's key.
  /// - Throws: The storage's error.
  func removeSnapshot(for key: String) throws
}
