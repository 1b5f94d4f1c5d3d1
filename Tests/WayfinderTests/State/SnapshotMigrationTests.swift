import Foundation
import Testing
import Wayfinder

/// Version 2 of the snapshot format reads what version 1 wrote: the fixture is a snapshot that
/// the showcase app saved with version 1 (a pushed task, a sheet over it, a focused window).
@Suite struct SnapshotMigrationTests {
  static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures/showcase-snapshot-v1.json")

  @Test func aVersion1SnapshotIsBroughtToVersion2() throws {
    let version1 = try Data(contentsOf: Self.fixture)
    #expect(String(decoding: version1, as: UTF8.self).hasSuffix(#""version":1}"#))
    let state = try SnapshotCodec().decode(version1)
    #expect(state.selectedTab == "tasks")
    #expect(state.tab("tasks")?.content.base.root?.description == "tasks/list")
    #expect(
      state.tab("tasks")?.content.presentations.map(\.stack.root?.description) == ["tasks/edit/1"])
    #expect(state.focusedScene == .window("preferences"))
    #expect(
      state.scene(.window("preferences"))?.content.base.root?.description == "preferences/general")
    #expect(
      state.tabIDs.map(\.rawValue) == ["dashboard", "tasks", "insights", "admin", "settings"])

    let version2 = try SnapshotCodec().encode(state)
    #expect(String(decoding: version2, as: UTF8.self).hasSuffix(#""version":2}"#))
    #expect(try SnapshotCodec().decode(version2) == state)
    // The migration on its own gives the bytes that version 2 writes for the same state.
    let migration = try #require(SnapshotCodec().migrations[1])
    #expect(try migration(version1) == version2)
  }

  @Test func aReaderOfVersion1RefusesVersion2() throws {
    let version2 = try SnapshotCodec().encode(
      try SnapshotCodec().decode(Data(contentsOf: Self.fixture)))
    #expect(throws: SnapshotError.newerVersion(found: 2, supported: 1)) {
      try SnapshotCodec(currentVersion: 1).decode(version2)
    }
  }

  @Test func aDamagedVersion1SnapshotSaysWhereTheMigrationFailed() throws {
    let text = String(decoding: try Data(contentsOf: Self.fixture), as: UTF8.self)
      .replacingOccurrences(of: #""selectedTab":"tasks""#, with: #""selectedTab":7"#)
    #expect {
      try SnapshotCodec().decode(Data(text.utf8))
    } throws: { error in
      guard case .migrationFailed(from: 1, let reason) = error as? SnapshotError else {
        return false
      }
      return reason.contains("selectedTab")
    }
  }

  @Test func anAppsOwnMigrationFromVersion1ReplacesTheCodecsOwn() throws {
    var codec = SnapshotCodec()
    codec.migrations[1] = { data in
      Data(
        String(decoding: data, as: UTF8.self)
          .replacingOccurrences(of: #""version":1"#, with: #""version":2"#)
          .replacingOccurrences(of: #""tasks","edit""#, with: #""tasks","detail""#).utf8)
    }
    let state = try codec.decode(Data(contentsOf: Self.fixture))
    #expect(
      state.tab("tasks")?.content.presentations.first?.stack.root?.description == "tasks/detail/1")
  }
}
