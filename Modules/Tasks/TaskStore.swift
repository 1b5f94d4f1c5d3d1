import Foundation
package import GRDB
import Wayfinder

/// The tasks, stored in the app's database. Each write is one transaction.
package struct TaskStore: Sendable {
  package let writer: any DatabaseWriter

  /// Creates a store on a database whose migrations include ``registerMigrations(_:)``.
  /// - Parameter writer: The database.
  public init(_ writer: any DatabaseWriter) { self.writer = writer }

  /// Registers the `task` table's migrations; the app adds them to its migrator.
  /// - Parameter migrator: The app's migrator.
  public static func registerMigrations(_ migrator: inout DatabaseMigrator) {
    migrator.registerMigration("tasks.v1.task") { db in
      try db.create(table: "task") { table in
        table.autoIncrementedPrimaryKey("id")
        table.column("title", .text).notNull().check { length($0) > 0 }
        table.column("notes", .text).notNull().defaults(to: "")
        table.column("priority", .text).notNull().defaults(to: "medium")
        table.column("due", .text).notNull().defaults(to: "")
        table.column("done", .boolean).notNull().defaults(to: false)
      }
    }
  }

  /// Every task, oldest first.
  public func all() throws -> [TaskItem] {
    try writer.read { db in try TaskItem.order(Column("id")).fetchAll(db) }
  }

  /// How many tasks there are, and how many are done.
  public func counts() throws -> (total: Int, done: Int) {
    try writer.read { db in
      (try TaskItem.fetchCount(db), try TaskItem.filter(Column("done") == true).fetchCount(db))
    }
  }

  /// The task with an id as routes carry it, or `nil` when there is none (or the id is not one).
  public func find(_ id: String) throws -> TaskItem? {
    guard let key = Int64(id) else { return nil }
    return try writer.read { db in try TaskItem.fetchOne(db, key: key) }
  }

  /// Stores a new task.
  /// - Returns: The task with its id.
  /// - Throws: ``ScreenActionError`` when the title is empty; a database error.
  @discardableResult
  public func create(_ task: TaskItem) throws -> TaskItem {
    var task = try Self.checked(task)
    try writer.write { db in try task.insert(db) }
    return task
  }

  /// Replaces a stored task.
  /// - Throws: ``ScreenActionError`` when the title is empty or the task is gone.
  public func update(_ task: TaskItem) throws {
    let task = try Self.checked(task)
    let updated = try writer.write { db -> Bool in
      guard try TaskItem.exists(db, key: task.id) else { return false }
      try task.update(db)
      return true
    }
    if !updated { throw ScreenActionError("task \(task.routeID) no longer exists") }
  }

  /// Deletes tasks by id; ids that do not exist are ignored.
  public func delete(ids: [String]) throws {
    let keys = ids.compactMap { Int64($0) }
    _ = try writer.write { db in try TaskItem.deleteAll(db, keys: keys) }
  }

  /// Marks tasks done; ids that do not exist are ignored.
  public func markDone(ids: [String]) throws {
    let keys = ids.compactMap { Int64($0) }
    _ = try writer.write { db in
      try TaskItem.filter(keys: keys).updateAll(db, Column("done").set(to: true))
    }
  }

  static func checked(_ task: TaskItem) throws -> TaskItem {
    var task = task
    task.title = task.title.trimmingCharacters(in: .whitespaces)
    if let problem = TaskFields.problem(of: task) { throw ScreenActionError(problem) }
    return task
  }
}
