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

  /// How long a write waits for another process that holds the database's lock before it
  /// fails: two or three showcases on one store take turns instead of failing with "database
  /// is locked".
  public static let busyTimeout: TimeInterval = 5

  /// Opens the database in a file, or in memory.
  ///
  /// Several processes may open one file: each write waits up to ``busyTimeout`` for the
  /// others. A file that is not a database (truncated, overwritten), or a database whose tables
  /// are not the app's (damaged by hand), is moved aside to `NAME.damaged-TIMESTAMP` and a new
  /// database is created; ``recovery`` says so. A path that cannot hold the store (a folder, a
  /// read-only file or folder) is an ``AppDatabaseError`` that says what is wrong, where.
  /// - Parameters:
  ///   - url: The file; `nil` for an in-memory database.
  ///   - features: Each feature's migrations.
  /// - Throws: ``AppDatabaseError``.
  public static func open(
    at url: URL?, features: [FeatureMigrations] = []
  ) throws(AppDatabaseError)
    -> AppDatabase
  {
    let migrator = migrator(features)
    guard let url else {
      do {
        let queue = try DatabaseQueue()
        try migrator.migrate(queue)
        return AppDatabase(writer: queue, recovery: nil)
      } catch {
        throw AppDatabaseError(path: ":memory:", problem: "\(error)")
      }
    }
    try AppDatabaseError.checkUsable(url)
    var configuration = Configuration()
    configuration.busyMode = .timeout(busyTimeout)
    do {
      let pool = try DatabasePool(path: url.path, configuration: configuration)
      try migrator.migrate(pool)
      if let damage = try damage(in: pool, features: features) {
        throw DamagedStore(reason: damage)
      }
      return AppDatabase(writer: pool, recovery: nil)
    } catch let error as DatabaseError
      where error.resultCode == .SQLITE_NOTADB || error.resultCode == .SQLITE_CORRUPT
    {
      return try setAside(
        url, configuration, migrator,
        reason: "was not a readable database (\(error.message ?? "\(error.resultCode)"))")
    } catch let error as DamagedStore {
      return try setAside(url, configuration, migrator, reason: "was damaged (\(error.reason))")
    } catch {
      throw AppDatabaseError(path: url.path, problem: AppDatabaseError.describe(error))
    }
  }

  /// Opens a database file for reading only, for a tool that looks at a user's store (such as
  /// `check-links --store`): nothing is created, migrated, repaired or set aside, and a file
  /// that is missing, not a database or not the app's is an error that says so.
  /// - Parameter url: The file.
  /// - Returns: The database, read-only.
  /// - Throws: ``AppDatabaseError``.
  package static func openForReading(at url: URL) throws(AppDatabaseError) -> AppDatabase {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
      throw AppDatabaseError(path: url.path, problem: "there is no such file")
    }
    if isFolder.boolValue {
      throw AppDatabaseError(path: url.path, problem: "it is a folder, not a database file")
    }
    var configuration = Configuration()
    configuration.readonly = true
    configuration.busyMode = .timeout(busyTimeout)
    do {
      let queue = try DatabaseQueue(path: url.path, configuration: configuration)
      if let damage = try damage(in: queue, features: []) {
        throw AppDatabaseError(path: url.path, problem: "it is not the app's (\(damage))")
      }
      return AppDatabase(writer: queue, recovery: nil)
    } catch let error as AppDatabaseError {
      throw error
    } catch {
      throw AppDatabaseError(path: url.path, problem: AppDatabaseError.describe(error))
    }
  }

  /// A database whose tables are not the app's.
  private struct DamagedStore: Error { var reason: String }

  /// What is wrong with the app's tables in an open database, if anything: each table that the
  /// migrations create must be there with its columns.
  private static func damage(
    in writer: any DatabaseWriter, features: [FeatureMigrations]
  ) throws -> String? {
    // The expected schema is the one the migrations make on an empty database.
    let reference = try DatabaseQueue()
    try migrator(features).migrate(reference)
    let expected = try reference.read { db in try schema(db) }
    let actual = try writer.read { db in try schema(db) }
    for (table, columns) in expected.sorted(by: { $0.key < $1.key }) {
      guard let found = actual[table] else { return "table '\(table)' is missing" }
      let missing = columns.subtracting(found).sorted()
      if !missing.isEmpty {
        return "table '\(table)' lacks " + missing.map { "'\($0)'" }.joined(separator: ", ")
      }
    }
    return nil
  }

  private static func schema(_ db: Database) throws -> [String: Set<String>] {
    let tables = try String.fetchAll(
      db,
      sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"
        + " AND name NOT LIKE 'grdb_%'")
    var schema: [String: Set<String>] = [:]
    for table in tables { schema[table] = Set(try db.columns(in: table).map(\.name)) }
    return schema
  }

  /// Moves an unreadable file aside and creates a new database in its place.
  private static func setAside(
    _ url: URL, _ configuration: Configuration, _ migrator: DatabaseMigrator, reason: String
  ) throws(AppDatabaseError) -> AppDatabase {
    let stamp = Int(Date().timeIntervalSince1970)
    let aside = url.appendingPathExtension("damaged-\(stamp)")
    do {
      try FileManager.default.moveItem(at: url, to: aside)
      for suffix in ["-wal", "-shm"] {
        try? FileManager.default.removeItem(atPath: url.path + suffix)
      }
      let pool = try DatabasePool(path: url.path, configuration: configuration)
      try migrator.migrate(pool)
      return AppDatabase(
        writer: pool,
        recovery:
          "\(url.lastPathComponent) \(reason); it was moved to \(aside.lastPathComponent) and a "
          + "new one was created")
    } catch {
      throw AppDatabaseError(
        path: url.path, problem: "it \(reason), and " + AppDatabaseError.describe(error))
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
    // One snapshot per session (a window), by its key; the one snapshot kept before is the app's
    // bus's, `main`.
    migrator.registerMigration("app.v2.navigationSnapshots") { db in
      try db.create(table: "navigationSnapshots") { table in
        table.column("key", .text).primaryKey()
        table.column("version", .integer).notNull()
        table.column("savedAt", .datetime).notNull()
        table.column("state", .blob).notNull()
      }
      try db.execute(
        sql: """
          INSERT INTO navigationSnapshots (key, version, savedAt, state)
          SELECT 'main', version, savedAt, state FROM navigationSnapshot
          """)
      try db.drop(table: "navigationSnapshot")
    }
    for register in features { register(&migrator) }
    // After the features' migrations, which stores made before it already hold.
    AccountStore.registerMigrations(&migrator)
    FunnelStore.registerMigrations(&migrator)
    return migrator
  }
}
