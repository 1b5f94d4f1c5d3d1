import Foundation
import GRDB
import Settings

/// The showcase's account in its database: who is signed in, what they bought and which flags
/// are on, kept across launches and read back before the navigation is restored, so that a
/// relaunch finds the user where they were, with what they had.
///
/// Several processes may share the store, so nothing is saved whole: each change writes only
/// what it changes, one row in one transaction (the user in the `account` row, an entitlement
/// in `accountEntitlement`, a flag in `accountFlag`). A purchase in one process and a flag
/// turned off in another both stay, whichever is written last.
///
/// A hand-edited row is read like any input: names that the app does not declare are left out,
/// and the launch says so. (A real app would check purchases with its store, not trust a file;
/// the showcase has no store to ask.)
///
/// ```swift
/// let store = AccountStore(database)
/// try store.setEntitlement("premium", on: true)
/// let saved = try store.load(entitlements: ["premium", "pro"], flags: ["trends"])
/// ```
public struct AccountStore: Sendable {
  /// What the account holds.
  public struct Contents: Equatable, Sendable {
    /// The signed-in user, if any.
    public var user: String?
    /// The granted entitlements.
    public var entitlements: Set<String>
    /// The flags the user turned on or off; a flag not listed keeps its default.
    public var flags: [String: Bool]
  }

  let writer: any DatabaseWriter

  /// Creates the store.
  /// - Parameter database: The app's database.
  public init(_ database: AppDatabase) { writer = database.writer }

  /// Registers the tables.
  static func registerMigrations(_ migrator: inout DatabaseMigrator) {
    migrator.registerMigration("app.v2.account") { db in
      try db.create(table: "account") { table in
        table.column("id", .integer).primaryKey().check { $0 == 1 }
        table.column("user", .text)
        table.column("entitlements", .text).notNull()
        table.column("flags", .text).notNull()
      }
    }
    // One row per entitlement and per flag, so that a change writes only its own row. The
    // saved flags of version 2 replaced the defaults: a default flag missing from them was off.
    migrator.registerMigration("app.v3.accountRows") { db in
      try db.create(table: "accountEntitlement") { table in
        table.primaryKey("name", .text)
      }
      try db.create(table: "accountFlag") { table in
        table.primaryKey("name", .text)
        table.column("isOn", .boolean).notNull()
      }
      let old = try Row.fetchOne(
        db, sql: "SELECT user, entitlements, flags FROM account WHERE id = 1")
      try db.create(table: "accountUser") { table in
        table.column("id", .integer).primaryKey().check { $0 == 1 }
        table.column("user", .text)
      }
      guard let old else {
        try db.drop(table: "account")
        return
      }
      func names(_ column: String) -> [String] {
        let text: String = (try? old.decode(String.self, forColumn: column)) ?? ""
        return text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
          .filter { !$0.isEmpty }
      }
      for name in names("entitlements") {
        try db.execute(
          sql: "INSERT OR IGNORE INTO accountEntitlement (name) VALUES (?)", arguments: [name])
      }
      let on = names("flags")
      // The defaults of the showcase when version 2 was written.
      for name in Set(on).union(["trends", "wizard"]) {
        try db.execute(
          sql: "INSERT INTO accountFlag (name, isOn) VALUES (?, ?)",
          arguments: [name, on.contains(name)])
      }
      let user = (try? old.decode(String?.self, forColumn: "user")) ?? nil
      try db.execute(sql: "INSERT INTO accountUser (id, user) VALUES (1, ?)", arguments: [user])
      try db.drop(table: "account")
    }
  }

  /// Signs a user in, or out with `nil`; nothing else of the account changes.
  /// - Parameter user: The user's name, or `nil`.
  /// - Throws: A database error.
  public func setUser(_ user: String?) throws {
    try writer.write { db in
      try db.execute(
        sql: """
          INSERT INTO accountUser (id, user) VALUES (1, ?)
          ON CONFLICT(id) DO UPDATE SET user = excluded.user
          """,
        arguments: [user])
    }
  }

  /// Grants or revokes one entitlement; nothing else of the account changes.
  /// - Parameters:
  ///   - name: The entitlement.
  ///   - isOn: Whether the user has it.
  /// - Throws: A database error.
  public func setEntitlement(_ name: String, on isOn: Bool) throws {
    try writer.write { db in
      try db.execute(
        sql: isOn
          ? "INSERT OR IGNORE INTO accountEntitlement (name) VALUES (?)"
          : "DELETE FROM accountEntitlement WHERE name = ?",
        arguments: [name])
    }
  }

  /// Turns one flag on or off; nothing else of the account changes.
  /// - Parameters:
  ///   - name: The flag.
  ///   - isOn: Whether it is on.
  /// - Throws: A database error.
  public func setFlag(_ name: String, on isOn: Bool) throws {
    try writer.write { db in
      try db.execute(
        sql: """
          INSERT INTO accountFlag (name, isOn) VALUES (?, ?)
          ON CONFLICT(name) DO UPDATE SET isOn = excluded.isOn
          """,
        arguments: [name, isOn])
    }
  }

  /// The saved account, with only the names the app declares, and what was left out.
  /// - Parameters:
  ///   - entitlements: The entitlements the app declares.
  ///   - flags: The flags the app declares.
  /// - Returns: The account, or `nil` when nothing was saved; the names left out, for a note.
  /// - Throws: A database error.
  public func load(
    entitlements: [String], flags: [String]
  ) throws -> (contents: Contents, ignored: [String])? {
    let rows = try writer.read { db in
      (
        user: try Row.fetchOne(db, sql: "SELECT user FROM accountUser WHERE id = 1"),
        entitlements: try Row.fetchAll(
          db, sql: "SELECT name FROM accountEntitlement ORDER BY name"),
        flags: try Row.fetchAll(db, sql: "SELECT name, isOn FROM accountFlag ORDER BY name")
      )
    }
    guard rows.user != nil || !rows.entitlements.isEmpty || !rows.flags.isEmpty else {
      return nil
    }
    var ignored: [String] = []
    var contents = Contents(user: nil, entitlements: [], flags: [:])
    for row in rows.entitlements {
      let name = (try? row.decode(String.self, forColumn: "name")) ?? ""
      if entitlements.contains(name) {
        contents.entitlements.insert(name)
      } else {
        ignored.append("entitlement '\(name)'")
      }
    }
    for row in rows.flags {
      let name = (try? row.decode(String.self, forColumn: "name")) ?? ""
      guard flags.contains(name) else {
        ignored.append("flag '\(name)'")
        continue
      }
      // A value that is not a truth value (edited by hand) leaves the flag at its default.
      guard let isOn = try? row.decode(Bool.self, forColumn: "isOn") else {
        ignored.append("the value of flag '\(name)'")
        continue
      }
      contents.flags[name] = isOn
    }
    let user = rows.user.flatMap { (try? $0.decode(String?.self, forColumn: "user")) ?? nil }
    if let user {
      // The rule the sign-in screen and the `signin` command apply.
      if let name = try? SettingsAccount.userName(from: user) {
        contents.user = name
      } else {
        ignored.append("a user name that cannot be one")
      }
    }
    return (contents, ignored)
  }
}
