import GRDB
import Tasks

/// The Tasks feature's storage in the app's database: the `task` table. Each write is one
/// transaction.
struct TaskTable: TaskStorage {
  let writer: any DatabaseWriter

  /// The `task` table's migrations, for the app's migrator.
  /// - Parameter migrator: The app's migrator.
  static func registerMigrations(_ migrator: inout DatabaseMigrator) {
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

  func all() throws -> [TaskItem] {
    try writer.read { db in try Row.order(Column("id")).fetchAll(db).map(\.task) }
  }

  func find(id: Int64) throws -> TaskItem? {
    try writer.read { db in try Row.fetchOne(db, key: id)?.task }
  }

  func insert(_ task: TaskItem) throws -> TaskItem {
    var row = Row(task)
    try writer.write { db in try row.insert(db) }
    return row.task
  }

  func update(_ task: TaskItem) throws -> Bool {
    let row = Row(task)
    return try writer.write { db -> Bool in
      guard try Row.exists(db, key: task.id) else { return false }
      try row.update(db)
      return true
    }
  }

  func delete(ids: [Int64]) throws {
    _ = try writer.write { db in try Row.deleteAll(db, keys: ids) }
  }

  func markDone(ids: [Int64]) throws {
    _ = try writer.write { db in
      try Row.filter(keys: ids).updateAll(db, Column("done").set(to: true))
    }
  }

  /// A task as its row.
  private struct Row: Codable, FetchableRecord, MutablePersistableRecord {
    static let databaseTableName = "task"
    var task: TaskItem

    init(_ task: TaskItem) { self.task = task }

    init(from decoder: any Decoder) throws { task = try TaskItem(from: decoder) }
    func encode(to encoder: any Encoder) throws { try task.encode(to: encoder) }

    mutating func didInsert(_ inserted: InsertionSuccess) { task.id = inserted.rowID }
  }
}
