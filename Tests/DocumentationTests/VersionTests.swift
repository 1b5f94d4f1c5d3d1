import Foundation
import Testing
import Wayfinder

/// The version in the code, the newest release of the CHANGELOG and the version the README tells
/// users to depend on are one and the same.
@Suite struct VersionTests {
  static let root = URL(filePath: #filePath).deletingLastPathComponent()
    .appending(path: "../..").standardized

  @Test func theChangelogsNewestReleaseIsTheVersion() throws {
    let changelog = try String(
      contentsOf: Self.root.appending(path: "CHANGELOG.md"), encoding: .utf8)
    let releases = changelog.split(separator: "\n")
      .filter { $0.hasPrefix("## ") && !$0.hasPrefix("## Unreleased") }
    let newest = try #require(releases.first)
    #expect(newest.hasPrefix("## \(LibraryVersion.string) - "))
    #expect(changelog.contains("## Unreleased"))
  }

  @Test func theReadmeDependsOnTheVersion() throws {
    let readme = try String(contentsOf: Self.root.appending(path: "README.md"), encoding: .utf8)
    #expect(readme.contains("from: \"\(LibraryVersion.string)\""))
  }

  @Test func theVersionIsSemantic() {
    let parts = LibraryVersion.string.split(separator: ".").compactMap { Int($0) }
    #expect(parts == [LibraryVersion.major, LibraryVersion.minor, LibraryVersion.patch])
  }
}
