import Foundation

/// Runs a command to its end, as a person would from a shell, and keeps what it printed.
struct SwiftCommand {
  /// How the command ended and what it printed.
  struct Result {
    var status: Int32
    var output: String
  }

  /// Runs `arguments` (found on the `PATH`) in `directory`.
  /// - Parameters:
  ///   - arguments: The command and its arguments, for example `["swift", "package", "resolve"]`.
  ///   - directory: The working directory.
  ///   - withErrors: Whether the output holds standard error too; when `false` it is dropped.
  /// - Returns: The exit status and the output.
  /// - Throws: When the command cannot be started.
  static func run(
    _ arguments: [String], in directory: URL, withErrors: Bool = true
  ) throws
    -> Result
  {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    process.currentDirectoryURL = directory
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = withErrors ? pipe : FileHandle.nullDevice
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Result(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
  }

  /// The JSON of `swift package dump-package` for the package at `url`, read with a scratch
  /// folder of its own so that it never waits for another build of the package.
  /// - Parameter url: The package's folder.
  /// - Returns: The manifest as JSON.
  /// - Throws: When the command cannot be started or fails.
  static func dumpPackage(at url: URL) throws -> Data {
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("wayfinder-dump-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: scratch) }
    let dump = try run(
      [
        "swift", "package", "--package-path", url.path, "--scratch-path", scratch.path,
        "dump-package",
      ], in: url, withErrors: false)
    guard dump.status == 0 else { throw Failure(command: "swift package dump-package") }
    return Data(dump.output.utf8)
  }

  /// A command that ended with a non-zero status.
  struct Failure: Error, CustomStringConvertible {
    var command: String
    var description: String { "\(command) failed" }
  }
}
