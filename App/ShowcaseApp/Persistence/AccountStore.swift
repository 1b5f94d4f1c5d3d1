import Foundation
import GRDB

/// The showcase's account in its database: who is signed in, what they bought and which flags
/// are on, kept across launches and read back before the navigation is restored, so that a
/// relaunch finds the user where they were, with what they had.
///
/// A hand-edited row is read like any input: names that the app does not declare are left out,
/// and the launch says so. (A real app would check purchases with its store, not trust a file;
/// the showcase has no store to ask.)
///
/// ```swift
/// let saved = try AccountStore(database).load()
/// ```
public struct AccountStore: Sendable {
  /// What the account holds.
  public struct Contents: Equatable, Sendable {
    /// The signed-in user, if any.
    public var user: String?
    /// The granted entitlements.
    public var entitlements: Set<String>
    /// The flags that are on.
    public var flags: Set<String>
  }

  let writer: any DatabaseWriter

  /// Creates the store.
  /// - Parameter database: The app's database.
  public init(_ database: AppDatabase) { writer = database.writer }

  /// Registers the table.
  static func registerMigrations(_ migrator: inout DatabaseMigrator) {
    migrator.registerMigration("app.v2.account") { db in
      try db.create(table: "account") { table in
        table.column("id", .integer).primaryKey().check { $0 == 1 }
        table.column("user", .text)
        table.column("entitlements", .text).notNull()
        table.column("flags", .text).notNull()
      }
    }
  }

  /// Saves the account.
  /// - Parameter contents: What the account holds.
  /// - Throws: A database error.
  public func save(_ contents: Contents) throws {
    try writer.write { db in
      try db.execute(
        sql: """
          INSERT INTO account (id, user, entitlements, flags) VALUES (1, ?, ?, ?)
          ON CONFLICT(id) DO UPDATE SET
            user = excluded.user, entitlements = excluded.entitlements, flags = excluded.flags
          """,
        arguments: [
          contents.user, contents.entitlements.sorted().joined(separator: ","),
          contents.flags.sorted().joined(separator: ","),
        ])
    }
  }

  /// The saved account, with only the names the app declares, and what was left out.
  /// - Parameters:
  ///   - entitlements: The entitlements the app declares.
  ///   - flags: The flags the app declares.
  /// - Returns: The account, or `nil` when none was saved; the names left out, for a note.
  /// - Throws: A database error.
  public func load(
    entitlements: [String], flags: [String]
  ) throws -> (contents: Contents, ignored: [String])? {
    guard
      let row = try writer.read({ db in
        try Row.fetchOne(db, sql: "SELECT user, entitlements, flags FROM account WHERE id = 1")
      })
    else { return nil }
    func names(_ column: String) -> [String] {
      let text: String = (try? row.decode(String.self, forColumn: column)) ?? ""
      return text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        .filter { !$0.isEmpty }
    }
    var ignored: [String] = []
    var contents = Contents(user: nil, entitlements: [], flags: [])
    for name in names("entitlements") {
      if entitlements.contains(name) {
        contents.entitlements.insert(name)
      } else {
        ignored.append("entitlement '\(name)'")
      }
    }
    for name in names("flags") {
      if flags.contains(name) {
        contents.flags.insert(name)
      } else {
        ignored.append("flag '\(name)'")
      }
    }
    let user = (try? row.decode(String?.self, forColumn: "user")) ?? nil
    if let user {
      let trimmed = user.trimmingCharacters(in: .whitespaces)
      if trimmed.isEmpty || trimmed.count > 64
        || trimmed.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
      {
        ignored.append("a user name that cannot be one")
      } else {
        contents.user = trimmed
      }
    }
    return (contents, ignored)
  }
}
