public import Foundation
import GRDB

/// The one saved navigation snapshot.
public struct SnapshotStore: Sendable {
  let writer: any DatabaseWriter

  /// Creates a store on the app's database.
  /// - Parameter database: The database.
  public init(_ database: AppDatabase) { writer = database.writer }

  /// Replaces the saved snapshot, in one transaction.
  /// - Parameters:
  ///   - data: The snapshot bytes.
  ///   - version: The snapshot's version.
  /// - Throws: A `DatabaseError`.
  public func save(_ data: Data, version: Int) throws {
    try writer.write { db in
      try db.execute(
        sql: """
          INSERT INTO navigationSnapshot (id, version, savedAt, state) VALUES (1, ?, ?, ?)
          ON CONFLICT(id) DO UPDATE SET
            version = excluded.version, savedAt = excluded.savedAt, state = excluded.state
          """,
        arguments: [version, Date(), data])
    }
  }

  /// The saved snapshot's bytes, or `nil` when nothing is saved.
  /// - Throws: A `DatabaseError`.
  public func load() throws -> Data? {
    try writer.read { db in
      try Data.fetchOne(db, sql: "SELECT state FROM navigationSnapshot WHERE id = 1")
    }
  }

  /// Removes the saved snapshot; nothing else.
  /// - Throws: A `DatabaseError`.
  public func clear() throws {
    try writer.write { db in try db.execute(sql: "DELETE FROM navigationSnapshot") }
  }
}
