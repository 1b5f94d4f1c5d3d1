public import Foundation
import GRDB
public import Wayfinder

/// The saved navigation of each session, one row per key: the app's bus under `main`, each
/// other window under its own.
public struct SnapshotStore: SnapshotStorage {
  let writer: any DatabaseWriter

  /// Creates a store on the app's database.
  /// - Parameter database: The database.
  public init(_ database: AppDatabase) { writer = database.writer }

  public func save(_ snapshot: Data, version: Int, for key: String) throws {
    try writer.write { db in
      try db.execute(
        sql: """
          INSERT INTO navigationSnapshots (key, version, savedAt, state) VALUES (?, ?, ?, ?)
          ON CONFLICT(key) DO UPDATE SET
            version = excluded.version, savedAt = excluded.savedAt, state = excluded.state
          """,
        arguments: [key, version, Date(), snapshot])
    }
  }

  public func snapshot(for key: String) throws -> Data? {
    try writer.read { db in
      try Data.fetchOne(
        db, sql: "SELECT state FROM navigationSnapshots WHERE key = ?", arguments: [key])
    }
  }

  public func removeSnapshot(for key: String) throws {
    try writer.write { db in
      try db.execute(sql: "DELETE FROM navigationSnapshots WHERE key = ?", arguments: [key])
    }
  }

  /// The keys that have a snapshot, sorted.
  /// - Throws: A `DatabaseError`.
  public func keys() throws -> [String] {
    try writer.read { db in
      try String.fetchAll(db, sql: "SELECT key FROM navigationSnapshots ORDER BY key")
    }
  }
}
