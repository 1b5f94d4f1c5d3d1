import Foundation

@testable import Personas

/// The package, its build, and copies of its sources that a test may change.
enum PersonaFixture {
  /// The package's root folder.
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The folders a persona compiles.
  static let compiledFolders = [
    "Tools/AppleStandIns", "Adapters", "Examples/ArcheryShowcase", "Examples/ArcheryShowcaseUIKit",
    "Tests/DocumentationTests",
  ]

  /// What a persona needs and this build does not have.
  struct Missing: Error, CustomStringConvertible {
    var description = "the package's build was not found: run these tests with `swift test`"
  }

  /// The modules of the build these tests belong to (the folder beside the test bundle).
  static func builtModules() throws -> URL {
    var candidates: [URL] = []
    if let executable = Bundle.main.executableURL {
      candidates.append(executable.deletingLastPathComponent().appendingPathComponent("Modules"))
    }
    candidates.append(
      Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("Modules"))
    guard
      let found = candidates.first(where: {
        FileManager.default.fileExists(
          atPath: $0.appendingPathComponent("Wayfinder.swiftmodule").path)
      })
    else { throw Missing() }
    return found
  }

  /// A new empty folder for one test's files; the caller removes it.
  static func scratchFolder(_ name: String) throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("wayfinder-\(name)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  /// A copy, in `scratch`, of the folders a persona compiles, for a test to change.
  static func packageCopy(in scratch: URL) throws -> URL {
    let copy = scratch.appendingPathComponent("package")
    for folder in compiledFolders {
      let target = copy.appendingPathComponent(folder)
      try FileManager.default.createDirectory(
        at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
      try FileManager.default.copyItem(
        at: packageRoot.appendingPathComponent(folder), to: target)
    }
    return copy
  }

  /// Replaces `old` with `new` in the file at `path` of `package`; fails when `old` is not
  /// there exactly once, so that a control cannot pass by changing nothing.
  static func edit(
    _ path: String, in package: URL, replacing old: String, with new: String
  )
    throws
  {
    let url = package.appendingPathComponent(path)
    let text = try String(contentsOf: url, encoding: .utf8)
    guard text.components(separatedBy: old).count == 2 else {
      throw EditFailed(path: path, old: old)
    }
    try text.replacing(old, with: new).write(to: url, atomically: true, encoding: .utf8)
  }

  struct EditFailed: Error, CustomStringConvertible {
    var path: String
    var old: String
    var description: String { "\(path) does not hold this text once:\n\(old)" }
  }

  /// The persona of `platform` over `package`, compiled against this build, writing in
  /// `scratch`.
  static func persona(
    _ platform: Platform, package: URL = packageRoot, scratch: URL
  ) throws
    -> Persona
  {
    let modules = try builtModules()
    return Persona(
      platform: platform, package: package, builtModules: modules,
      packageName: Persona.packageName(ofBuild: modules), scratch: scratch)
  }
}
