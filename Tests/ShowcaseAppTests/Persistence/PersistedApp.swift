import Foundation
import GRDB
import ShowcaseApp
import Wayfinder

/// A small app over a database: the screens module, the standard guards and persistence.
@MainActor
struct PersistedApp {
  static let shell = ShellConfiguration(
    tabs: [
      TabDeclaration("main"), TabDeclaration("vault", requirement: .premium, behavior: .locked),
    ],
    flows: [
      FlowDeclaration(name: "onboarding", persists: true, steps: [FlowStepDeclaration("welcome")]),
      FlowDeclaration(name: "wizard", persists: false, steps: [FlowStepDeclaration("basics")]),
    ])

  /// A feature's own table, to check that no navigation fallback touches it.
  static let notesMigrations: AppDatabase.FeatureMigrations = { migrator in
    migrator.registerMigration("notes.v1") { db in
      try db.create(table: "note") { table in
        table.autoIncrementedPrimaryKey("id")
        table.column("text", .text).notNull()
      }
    }
  }

  let database: AppDatabase
  let store: EntitlementStore
  let bus: NavigationBus

  init(
    at url: URL?, store: EntitlementStore = EntitlementStore(),
    codec: SnapshotCodec = SnapshotCodec()
  ) throws {
    database = try AppDatabase.open(at: url, features: [Self.notesMigrations])
    self.store = store
    var builder = NavigationBus.Builder(shell: Self.shell)
    builder.register(feature: FeatureRegistration("screens").routes(ScreensModule()))
    builder.use(RequirementGuard.entitlements(paywall: nil))
    builder.persist(in: SnapshotStore(database), codec: codec)
    bus = try builder.build(
      store: NavigationStore(
        state: NavigationState(tabs: Self.shell.tabs.map(\.id)), entitlements: store))
  }

  var state: NavigationState { bus.store.state }
  var cleanState: NavigationState { NavigationState(tabs: Self.shell.tabs.map(\.id)) }

  func addNotes(_ count: Int) throws {
    try database.writer.write { db in
      for index in 0..<count {
        try db.execute(sql: "INSERT INTO note (text) VALUES (?)", arguments: ["note \(index)"])
      }
    }
  }

  func noteCount() throws -> Int {
    try database.writer.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM note") ?? 0 }
  }

  func writeSnapshotByHand(_ text: String, version: Int = 1) throws {
    try SnapshotStore(database).save(Data(text.utf8), version: version, for: "main")
  }

  static func temporaryFile() -> URL {
    FileManager.default.temporaryDirectory
      .appendingPathComponent("wayfinder-tests-\(UUID().uuidString)/app.sqlite")
  }
}
