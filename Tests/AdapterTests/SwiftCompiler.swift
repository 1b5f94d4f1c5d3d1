import Foundation

/// The Swift compiler run on code of this package outside the package's build, to see it as
/// another platform's build would: with the package's language mode and upcoming features, and
/// CI's warnings as errors.
enum SwiftCompiler {
  /// The package's root folder.
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The settings every Swift target of the package has (`Package.swift`), and `.ci/run`'s
  /// warnings as errors.
  static let packageSettings = [
    "-swift-version", "6", "-enable-upcoming-feature", "ExistentialAny",
    "-enable-upcoming-feature", "InternalImportsByDefault", "-warnings-as-errors",
    "-parse-as-library",
  ]

  /// The modules of the build these tests belong to (the folder beside the test bundle), or of
  /// the package's debug build.
  static var builtModules: URL? {
    var candidates: [URL] = []
    if let executable = Bundle.main.executableURL {
      candidates.append(executable.deletingLastPathComponent().appendingPathComponent("Modules"))
    }
    candidates.append(
      Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("Modules"))
    candidates.append(packageRoot.appendingPathComponent(".build/debug/Modules"))
    return candidates.first {
      FileManager.default.fileExists(
        atPath: $0.appendingPathComponent("Wayfinder.swiftmodule").path)
    }
  }

  /// The macro plugin of the build these tests belong to, beside its modules folder.
  static var macroPlugin: URL? {
    guard let modules = builtModules else { return nil }
    let folder = modules.deletingLastPathComponent()
    return ["WayfinderMacros-tool", "WayfinderMacros"].map { folder.appendingPathComponent($0) }
      .first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }

  /// The flags that load the package's macro plugin.
  static func macroFlags() throws -> [String] {
    guard let plugin = macroPlugin else { throw Missing(what: "the macro plugin") }
    return [
      "-Xfrontend", "-load-plugin-executable", "-Xfrontend", plugin.path + "#WayfinderMacros",
    ]
  }

  /// A folder of `scratch` that holds the build's modules except `left`, each a link to the
  /// built one, so that a module built here can take the place of one left out.
  static func modules(without left: Set<String>, in scratch: URL) throws -> URL {
    guard let built = builtModules else { throw Missing(what: "the package's build") }
    let folder = scratch.appendingPathComponent("Modules")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for entry in try FileManager.default.contentsOfDirectory(atPath: built.path)
    where !left.contains(String(entry.prefix { $0 != "." })) {
      try FileManager.default.createSymbolicLink(
        at: folder.appendingPathComponent(entry),
        withDestinationURL: built.appendingPathComponent(entry))
    }
    return folder
  }

  /// `text` with each `#if` and `#elseif` line resolved for one operating system as far as
  /// `os(...)` goes: `os(system)` true, every other `os(...)` false. Nothing else is resolved.
  static func view(of text: String, on system: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      guard trimmed.hasPrefix("#if") || trimmed.hasPrefix("#elseif") else { return String(line) }
      return String(line).replacing(#/os\((\w+)\)/#) { $0.1 == system ? "true" : "false" }
    }.joined(separator: "\n")
  }

  /// Writes `files` into a new folder `name` of `scratch`; answers their paths.
  static func write(
    _ files: [(name: String, text: String)], to name: String, in scratch: URL
  )
    throws -> [String]
  {
    let folder = scratch.appendingPathComponent(name)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return try files.map { file in
      let url = folder.appendingPathComponent(file.name)
      try file.text.write(to: url, atomically: true, encoding: .utf8)
      return url.path
    }
  }

  /// What a compile needs and this build does not have.
  struct Missing: Error, CustomStringConvertible {
    var what: String
    var description: String { "\(what) was not found: run these tests with `swift test`" }
  }

  /// How a command ended and what it printed.
  struct Ran {
    var status: Int32
    var output: String
    var errors: String
  }

  /// A new empty folder for one test's files; the caller removes it.
  static func scratchFolder(_ name: String) throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("wayfinder-\(name)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  /// The Swift files of a folder of the package, sorted.
  static func swiftFiles(in folder: String) throws -> [URL] {
    let url = packageRoot.appendingPathComponent(folder)
    return try FileManager.default.contentsOfDirectory(atPath: url.path)
      .filter { $0.hasSuffix(".swift") }.sorted().map { url.appendingPathComponent($0) }
  }

  /// Runs `swiftc` with `arguments` and the package's settings.
  static func swiftc(_ arguments: [String], in scratch: URL) throws -> Ran {
    try run(
      ["swiftc"] + packageSettings
        + ["-module-cache-path", scratch.appendingPathComponent("ModuleCache").path] + arguments,
      in: scratch)
  }

  /// Runs `arguments` (the command found on the `PATH`) to its end; what it prints goes to
  /// files in `scratch`, so that no pipe fills up while it runs.
  static func run(_ arguments: [String], in scratch: URL) throws -> Ran {
    let output = scratch.appendingPathComponent("stdout")
    let errors = scratch.appendingPathComponent("stderr")
    for file in [output, errors] { try Data().write(to: file) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    process.standardOutput = try FileHandle(forWritingTo: output)
    process.standardError = try FileHandle(forWritingTo: errors)
    try process.run()
    process.waitUntilExit()
    return Ran(
      status: process.terminationStatus,
      output: try String(contentsOf: output, encoding: .utf8),
      errors: try String(contentsOf: errors, encoding: .utf8))
  }
}
