import Foundation
import GRDB
import ShowcaseApp
import Testing
import Wayfinder

/// The account is kept in the store and comes back before the navigation; a hand-edited row is
/// read like any input; the restore says why each screen was left out.
@MainActor
@Suite struct AccountPersistenceTests {
  @Test func theAccountComesBackBeforeTheNavigation() throws {
    let url = PersistedApp.temporaryFile()
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    do {
      let first = try Showcase(storeAt: url)
      first.restoreAndStartSaving()
      try first.account.setEntitlement("premium", on: true)
      first.account.signIn("ada")
      try first.account.setFlag("wizard", on: false)
      #expect(first.bus.send(.link("archery://app/tasks/analytics"), source: .link) == .applied)
      try first.persistence.saveNow()
    }
    let second = try Showcase(storeAt: url)
    #expect(second.account.user == "ada")
    #expect(second.account.entitlements == ["premium"])
    #expect(!second.account.allows(.featureFlag("wizard")))
    #expect(second.restoreAndStartSaving() == .restored(removed: []))
    #expect(second.screens.currentLink == .success("archery://app/tasks/analytics"))
  }

  @Test func aHandEditedAccountIsReadAsInputAndTheRestoreNamesTheCause() throws {
    let url = PersistedApp.temporaryFile()
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    do {
      let first = try Showcase(storeAt: url)
      first.restoreAndStartSaving()
      try first.account.setEntitlement("premium", on: true)
      #expect(first.bus.send(.link("archery://app/tasks/analytics"), source: .link) == .applied)
      try first.persistence.saveNow()
    }
    // Someone edits the file: premium is gone, an unknown plan and flag appear.
    let queue = try DatabaseQueue(path: url.path)
    try queue.write { db in
      try db.execute(sql: "UPDATE account SET entitlements = 'gold', flags = 'trends,debug'")
    }
    try queue.close()
    let second = try Showcase(storeAt: url)
    #expect(second.account.entitlements == [])
    #expect(second.launchNotes.contains { $0.contains("entitlement 'gold', flag 'debug'") })
    #expect(
      second.restoreAndStartSaving()
        == .restored(removed: ["tasks/analytics (needs premium)"]))
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
      try db.execute(sql: "DROP TABLE navigationSnapshot")
      try db.execute(sql: "CREATE TABLE navigationSnapshot (id INTEGER)")
    }
    try queue.close()
    let reopened = try Showcase.openDatabase(at: url)
    let note = try #require(reopened.recovery)
    #expect(note.contains("was damaged (table 'navigationSnapshot' lacks"))
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
          for round in 0..<40 { try store.save(Data("\(index)-\(round)".utf8), version: 1) }
        }
      }
      try await group.waitForAll()
    }
    #expect(try stores[0].load() != nil)
  }
}
