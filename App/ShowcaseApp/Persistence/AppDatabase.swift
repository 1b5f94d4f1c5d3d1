public import Foundation
public import GRDB

/// The app's one SQLite database: the navigation snapshot and every feature's data.
///
/// The app owns the file and its own tables; each feature that has data registers its own
/// migrations. The schema is versioned with GRDB's migrator.
public struct AppDatabase: Sendable {
  /// Registers one feature's migrations.
  public typealias FeatureMigrations = @Sendable (inout DatabaseMigrator) -> Void

  /// The connection.
  public let writer: any DatabaseWriter
  /// A note when the file on disk could not be opened and was set aside, else `nil`.
  public let recovery: String?

  /// The default file: `showcase.sqlite` in the per-user data folder (`$XDG_DATA_HOME`, else
  /// `~/.local/share`, under `wayfinder-showcase`; Application Support on Apple platforms).
  public static var defaultLocation: URL {
    #if canImport(Darwin)
    let base = FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask)[0]
    #else
    let environment = ProcessInfo.processInfo.environment
    let base =
      environment["XDG_DATA_HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
      ?? FileManager.default.homeDirectoryForCurrentUser
      .appendingPathComponent(".local/share")
    #endif
    return base.appendingPathComponent("wayfinder-showcase/showcase.sqlite")
  }

  /// Opens the database in a file, or in memory.
  ///
  /// A file that is not a database (truncated, overwritten) is moved aside to
  /// `NAME.damaged-TIMESTAMP` and a new database is created; ``recovery`` says so.
  /// - Parameters:
  ///   - url: The file; `nil` for an in-memory database.
  ///   - features: Each feature's migrations.
  /// - Throws: A `DatabaseError` or file error that moving the file aside cannot fix.
  public static func open(at url: URL?, features: [FeatureMigrations] = []) throws -> AppDatabase {
    guard let url else {
      let queue = try DatabaseQueue()
      try migrator(features).migrate(queue)
      return AppDatabase(writer: queue, recovery: nil)
    }
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    do {
      let pool = try DatabasePool(path: url.path)
      try migrator(features).migrate(pool)
      return AppDatabase(writer: pool, recovery: nil)
    } catch let error as DatabaseError
      where error.resultCode == .SQLITE_NOTADB || error.resultCode == .SQLITE_CORRUPT
    {
      let stamp = Int(Date().timeIntervalSince1970)
      let aside = url.appendingPathExtension("damaged-\(stamp)")
      try FileManager.default.moveItem(at: url, to: aside)
      for suffix in ["-wal", "-shm"] {
        try? FileManager.default.removeItem(atPath: url.path + suffix)
      }
      let pool = try DatabasePool(path: url.path)
      try migrator(features).migrate(pool)
      return AppDatabase(
        writer: pool,
        recovery:
          "\(url.lastPathComponent) was not a readable database (\(error.message ?? "\(error.resultCode)")); "
          + "it was moved to \(aside.lastPathComponent) and a new one was created")
    }
  }

  static func migrator(_ features: [FeatureMigrations]) -> DatabaseMigrator {
    var migrator = DatabaseMigrator()
    migrator.registerMigration("app.v1.navigationSnapshot") { db in
      try db.create(table: "navigationSnapshot") { table in
        table.column("id", .integer).primaryKey().check { $0 == 1 }
        table.column("version", .integer).notNull()
        table.column("savedAt", .datetime).notNull()
        table.column("state", .blob).notNull()
      }
    }
    for register in features { register(&migrator) }
    return migrator
  }
}
