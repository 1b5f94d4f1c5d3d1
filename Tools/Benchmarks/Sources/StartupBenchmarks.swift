import Foundation
import ShowcaseApp
import Tasks

/// Start-up of the release `showcase` executable on a store of 1,000 tasks, with a saved
/// navigation to restore: from launch to the end of a script holding only `quit`, which is an
/// upper bound of the time to the first prompt. Needs the executable beside this one:
/// `swift build -c release --product showcase` first.
@MainActor
enum StartupBenchmarks {
  static let bar = 100.0

  static func run(_ run: BenchmarkRun) {
    guard run.wants("startup") else { return }
    let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("showcase")
    guard FileManager.default.isExecutableFile(atPath: binary.path) else {
      run.note(
        "startup", "skipped: build the executable with swift build -c release --product showcase")
      return
    }
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("showcase-startup-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      let store = folder.appendingPathComponent("showcase.sqlite")
      try seed(store)
      let script = folder.appendingPathComponent("quit.txt")
      try "quit\n".write(to: script, atomically: true, encoding: .utf8)
      let measurement = run.measure(
        "showcase start-up to quit", parameters: ["tasks": "1000"], calls: 1, setup: {}
      ) { _ in
        launch(binary, ["--store", store.path, "--script", script.path])
      }
      let milliseconds = measurement.medianNs / 1_000_000
      run.verdict(
        "showcase start-up, median ms", value: milliseconds, bar: "<= \(Int(bar)) ms",
        passed: milliseconds <= bar)
    } catch {
      run.note("startup", "failed: \(error)")
    }
  }

  /// A store with 1,000 tasks and a saved navigation (a task's edit sheet over its detail).
  static func seed(_ store: URL) throws {
    let app = try Showcase(storeAt: store)
    for index in 1...1_000 {
      try app.tasks.create(
        TaskItem(title: "Task \(index)", priority: TaskItem.priorities[index % 3]))
    }
    app.bus.send(.link("archery://app/tasks/detail/500/edit"), source: .link)
    try app.persistence.saveNow()
  }

  static func launch(_ binary: URL, _ arguments: [String]) {
    let process = Process()
    process.executableURL = binary
    process.arguments = arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    do {
      try process.run()
      process.waitUntilExit()
    } catch {
      return
    }
  }
}
