import Foundation

/// The Swift compiler as the package's build runs it: the language mode and upcoming features
/// Package.swift gives every target, and CI's warnings as errors.
struct Compiler {
  /// A folder for the compiler's module cache and its output.
  var scratch: URL

  /// The settings every Swift target of the package has, and `.ci/run`'s warnings as errors.
  static let packageSettings = [
    "-swift-version", "6", "-enable-upcoming-feature", "ExistentialAny",
    "-enable-upcoming-feature", "InternalImportsByDefault", "-warnings-as-errors",
    "-parse-as-library", "-DSWIFT_PACKAGE", "-DDEBUG",
  ]

  /// How a command ended and what it printed.
  struct Ran {
    var status: Int32
    var output: String
    var errors: String
  }

  /// Runs `swiftc` with `arguments` after the package's settings.
  func swiftc(_ arguments: [String]) throws -> Ran {
    try run(
      ["swiftc"] + Self.packageSettings
        + ["-module-cache-path", scratch.appendingPathComponent("ModuleCache").path] + arguments)
  }

  /// Runs `arguments` (the command found on the `PATH`) to its end; what it prints goes to files
  /// in the scratch folder, so that no pipe fills up while it runs.
  func run(_ arguments: [String]) throws -> Ran {
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
