import Foundation

/// The built `showcase` executable, and running it as a person would from a shell.
enum ShowcaseBinary {
  /// The package's root folder, found upwards from this file.
  static let packageRoot: URL = {
    var url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    while !FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path),
      url.path != "/"
    {
      url.deleteLastPathComponent()
    }
    return url
  }()

  /// The executable: beside the test bundle (the same build folder), else in the package's
  /// debug build folder.
  static let url = executable(named: "showcase")

  /// An executable of this package's build, found as ``url`` is.
  static func executable(named name: String) -> URL? {
    var candidates: [URL] = []
    if let executable = Bundle.main.executableURL {
      candidates.append(executable.deletingLastPathComponent().appendingPathComponent(name))
    }
    candidates.append(Bundle.main.bundleURL.appendingPathComponent(name))
    candidates.append(
      Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent(name))
    candidates.append(packageRoot.appendingPathComponent(".build/debug/" + name))
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }

  /// What a run printed and how it ended.
  struct Output: Equatable {
    var stdout: String
    var stderr: String
    var status: Int32
  }

  /// Runs the executable to its end.
  /// - Parameters:
  ///   - arguments: The command-line arguments.
  ///   - input: Standard input (a pipe).
  ///   - directory: The working directory.
  /// - Returns: What it printed and its exit status.
  static func run(_ arguments: [String], input: String, in directory: URL) throws -> Output {
    guard let url else { throw MissingBinary() }
    let process = Process()
    process.executableURL = url
    process.arguments = arguments
    process.currentDirectoryURL = directory
    var environment = ProcessInfo.processInfo.environment
    environment["NO_COLOR"] = "1"
    environment["XDG_DATA_HOME"] = directory.appendingPathComponent("data").path
    process.environment = environment
    let stdin = Pipe()
    let stdout = Pipe()
    let stderr = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()
    let errorData = Locked(Data())
    let errorReader = Thread {
      let data = stderr.fileHandleForReading.readDataToEndOfFile()
      errorData.set(data)
    }
    errorReader.start()
    stdin.fileHandleForWriting.write(Data(input.utf8))
    try stdin.fileHandleForWriting.close()
    let outputData = stdout.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    while !errorData.isSet { Thread.sleep(forTimeInterval: 0.001) }
    return Output(
      stdout: String(decoding: outputData, as: UTF8.self),
      stderr: String(decoding: errorData.value, as: UTF8.self),
      status: process.terminationStatus)
  }

  struct MissingBinary: Error, CustomStringConvertible {
    var description: String { "the showcase executable was not built; run swift build first" }
  }
}

/// A value written once by another thread.
final class Locked<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: Value
  private var written = false

  init(_ value: Value) { stored = value }

  func set(_ value: Value) {
    lock.withLock {
      stored = value
      written = true
    }
  }

  var isSet: Bool { lock.withLock { written } }
  var value: Value { lock.withLock { stored } }
}

/// A fresh temporary folder, removed with `remove()`.
struct TemporaryFolder {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("showcase-e2e-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  func remove() { try? FileManager.default.removeItem(at: url) }
}
