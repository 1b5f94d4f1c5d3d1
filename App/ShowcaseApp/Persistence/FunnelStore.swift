import Foundation
import GRDB
public import Wayfinder

/// The flow events behind the funnels, kept in the store so that the funnel figures survive a
/// relaunch: an observer of the bus appends each move's flow events, and the app reads them back
/// into its ``FlowFunnelRecorder`` when it starts.
///
/// ```swift
/// let (events, unreadable) = try FunnelStore(database).load()
/// ```
@MainActor
public final class FunnelStore: NavigationObserver {
  let writer: any DatabaseWriter

  /// Creates the store.
  /// - Parameter database: The app's database.
  public init(_ database: AppDatabase) { writer = database.writer }

  /// Registers the table.
  nonisolated static func registerMigrations(_ migrator: inout DatabaseMigrator) {
    migrator.registerMigration("app.v3.flowEvent") { db in
      try db.create(table: "flowEvent") { table in
        table.autoIncrementedPrimaryKey("id")
        table.column("event", .blob).notNull()
      }
    }
  }

  /// Appends the flow events of a move, in one transaction.
  /// - Parameter event: What the bus did.
  public func observe(_ event: NavigationEvent) {
    guard !event.flowEvents.isEmpty else { return }
    let encoder = JSONEncoder()
    let rows = event.flowEvents.compactMap { try? encoder.encode($0) }
    // A failed write loses figures, never navigation: analytics must not stop the app.
    try? writer.write { db in
      for row in rows {
        try db.execute(sql: "INSERT INTO flowEvent (event) VALUES (?)", arguments: [row])
      }
    }
  }

  /// Every saved flow event, oldest first, and how many rows could not be read (a row edited by
  /// hand is skipped, not trusted).
  /// - Returns: The events and the count of unreadable rows.
  /// - Throws: A database error.
  public func load() throws -> (events: [FlowEvent], unreadable: Int) {
    let rows = try writer.read { db in
      try Data.fetchAll(db, sql: "SELECT event FROM flowEvent ORDER BY id")
    }
    let decoder = JSONDecoder()
    let events = rows.compactMap { try? decoder.decode(FlowEvent.self, from: $0) }
    return (events, rows.count - events.count)
  }
}
