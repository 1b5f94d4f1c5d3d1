import Foundation
import GRDB
import Testing
import Wayfinder

@testable import ShowcaseApp

/// The account is kept in the store and comes back before the navigation; a hand-edited row is
/// read like any input; the restore says why each screen was left out.
@MainActor
@Suite struct AccountPersistenceTests {
  @Test func theAccountComesBackBeforeTheNavigation() throws {
    let url = PersistedApp.temporaryFile()
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    do {
      let first = try Showcase(storeAt: url)
      first.bus.restore()
      try first.account.setEntitlement("premium", on: true)
      first.account.signIn("ada")
      try first.account.setFlag("wizard", on: false)
      #expect(first.bus.send(.link("archery://app/tasks/analytics"), source: .link) == .applied)
      try first.bus.saveNow()
    }
    let second = try Showcase(storeAt: url)
    #expect(second.account.user == "ada")
    #expect(second.account.entitlements == ["premium"])
    #expect(!second.account.allows(.featureFlag("wizard")))
    #expect(second.bus.restore() == .restored(removed: []))
    #expect(second.screens.currentLink == .success("archery://app/tasks/analytics"))
  }

  @Test func aHandEditedAccountIsReadAsInputAndTheRestoreNamesTheCause() throws {
    let url = PersistedApp.temporaryFile()
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    do {
      let first = try Showcase(storeAt: url)
      first.bus.restore()
      try first.account.setEntitlement("premium", on: true)
      #expect(first.bus.send(.link("archery://app/tasks/analytics"), source: .link) == .applied)
      try first.bus.saveNow()
    }
    // Someone edits the file: premium is gone, an unknown plan and flag appear, and a flag's
    // value is not a truth value.
    let queue = try DatabaseQueue(path: url.path)
    try queue.write { db in
      try db.execute(sql: "DELETE FROM accountEntitlement")
      try db.execute(sql: "INSERT INTO accountEntitlement (name) VALUES ('gold')")
      try db.execute(
        sql: "INSERT INTO accountFlag (name, isOn) VALUES ('trends', 1), ('debug', 1), "
          + "('wizard', 'maybe')")
    }
    try queue.close()
    let second = try Showcase(storeAt: url)
    #expect(second.account.entitlements == [])
    #expect(
      second.launchNotes.contains {
        $0.contains("entitlement 'gold', flag 'debug', the value of flag 'wizard'")
      }, "\(second.launchNotes)")
    // The flag whose value does not read keeps its default.
    #expect(second.account.allows(.featureFlag("wizard")))
    #expect(
      second.bus.restore()
        == .restored(removed: ["tasks/analytics (needs premium)"]))
  }
}

/// Each change writes only its own part of the account, so that two apps on one store keep
/// each other's changes; an account saved whole by the previous version is moved over.
@MainActor
@Suite struct AccountRowsTests {
  @Test func twoAppsOnOneStoreKeepEachOthersChanges() throws {
    let url = PersistedApp.temporaryFile()
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    let early = try Showcase(storeAt: url)
    early.account.signIn("ada")
    let late = try Showcase(storeAt: url)
    // The early app does not see what the late one does, and the other way round.
    try late.account.setEntitlement("pro", on: true)
    late.account.signOut()
    try early.account.setFlag("trends", on: false)
    try early.account.setEntitlement("premium", on: true)
    let next = try Showcase(storeAt: url)
    #expect(next.account.user == nil)
    #expect(next.account.entitlements == ["premium", "pro"])
    #expect(!next.account.allows(.featureFlag("trends")))
    #expect(next.account.allows(.featureFlag("wizard")))
  }

  @Test func aFlagsFileIsForItsLaunchOnly() throws {
    let url = PersistedApp.temporaryFile()
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    let first = try Showcase(storeAt: url, flags: ["wizard": false, "permissionsGranted": true])
    #expect(!first.account.allows(.featureFlag("wizard")))
    try first.account.setFlag("trends", on: false)
    let second = try Showcase(storeAt: url)
    #expect(second.account.allows(.featureFlag("wizard")))
    #expect(!second.account.allows(.featureFlag("permissionsGranted")))
    #expect(!second.account.allows(.featureFlag("trends")))
  }

  @Test func anAccountSavedWholeIsMovedIntoRows() throws {
    let url = PersistedApp.temporaryFile()
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    // A store as the previous version left it: the app's migrations up to the account row (the
    // tasks' come with the first launch), and the row, whose flags replaced the defaults
    // (wizard was off).
    let queue = try DatabaseQueue(path: url.path)
    try AppDatabase.migrator([]).migrate(queue, upTo: "app.v2.account")
    try queue.write { db in
      try db.execute(
        sql: "INSERT INTO account (id, user, entitlements, flags) "
          + "VALUES (1, 'ada', 'premium, gold', 'trends,permissionsGranted')")
    }
    try queue.close()
    let app = try Showcase(storeAt: url)
    #expect(app.database.recovery == nil)
    #expect(app.account.user == "ada")
    #expect(app.account.entitlements == ["premium"])
    #expect(app.launchNotes.contains { $0.contains("entitlement 'gold'") })
    #expect(app.account.allows(.featureFlag("trends")))
    #expect(app.account.allows(.featureFlag("permissionsGranted")))
    #expect(!app.account.allows(.featureFlag("wizard")))
  }
}

/// A store path that cannot hold the store fails with what is wrong and where, and a store whose
/// tables were damaged by hand is set aside like an unreadable one.
@MainActor
@Suite struct StoreErrorTests {
  @Test func aFolderAReadOnlyFileAndAReadOnlyFolderAreNamed() throws {
    let folder = PersistedApp.temporaryFile().deletingLastPathComponent()
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer {
      try? FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: folder.path)
      try? FileManager.default.removeItem(at: folder)
    }
    #expect(
      throws: AppDatabaseError(path: folder.path, problem: "it is a folder, not a database file")
    ) {
      try Showcase.openDatabase(at: folder)
    }
    let file = folder.appendingPathComponent("ro.sqlite")
    _ = try Showcase.openDatabase(at: file)
    try FileManager.default.setAttributes([.posixPermissions: 0o400], ofItemAtPath: file.path)
    // Root may write anything: the check is only meaningful for an ordinary user.
    if !FileManager.default.isWritableFile(atPath: file.path) {
      #expect(throws: AppDatabaseError(path: file.path, problem: "the file is read-only")) {
        try Showcase.openDatabase(at: file)
      }
    }
    try FileManager.default.setAttributes([.posixPermissions: 0o500], ofItemAtPath: folder.path)
    let inside = folder.appendingPathComponent("new.sqlite")
    if !FileManager.default.isWritableFile(atPath: folder.path) {
      #expect(throws: AppDatabaseError.self) { try Showcase.openDatabase(at: inside) }
    }
  }

  @Test func aStoreWithDamagedTablesIsSetAside() throws {
    let url = PersistedApp.temporaryFile()
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    _ = try Showcase.openDatabase(at: url)
    let queue = try DatabaseQueue(path: url.path)
    try queue.write { db in
      try db.execute(sql: "DROP TABLE navigationSnapshots")
      try db.execute(sql: "CREATE TABLE navigationSnapshots (id INTEGER)")
    }
    try queue.close()
    let reopened = try Showcase.openDatabase(at: url)
    let note = try #require(reopened.recovery)
    #expect(note.contains("was damaged (table 'navigationSnapshots' lacks"))
    let siblings = try FileManager.default.contentsOfDirectory(
      atPath: url.deletingLastPathComponent().path)
    #expect(siblings.contains { $0.hasPrefix("app.sqlite.damaged-") })
  }

  @Test func threeConnectionsWriteTheSameStoreWithoutALockError() async throws {
    let url = PersistedApp.temporaryFile()
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    let stores = try (0..<3).map { _ in SnapshotStore(try Showcase.openDatabase(at: url)) }
    try await withThrowingTaskGroup(of: Void.self) { group in
      for (index, store) in stores.enumerated() {
        group.addTask {
          for round in 0..<40 {
            try store.save(Data("\(index)-\(round)".utf8), version: 1, for: "main")
          }
        }
      }
      try await group.waitForAll()
    }
    #expect(try stores[0].snapshot(for: "main") != nil)
  }
}
