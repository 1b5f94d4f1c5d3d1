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
      let message = "no showcase beside the benchmarks: swift build -c release --product showcase"
      // A smoke run must run every benchmark; a full run says what it left out.
      if run.isSmoke {
        run.problem("startup: \(message)")
      } else {
        run.note("startup", "skipped: \(message)")
      }
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
      var failures: [String] = []
      let measurement = run.measure(
        "showcase start-up to quit", parameters: ["tasks": "1000"], calls: 1, setup: {}
      ) { _ in
        if let failure = launch(binary, ["--store", store.path, "--script", script.path]) {
          failures.append(failure)
        }
      }
      // A start that failed is an error, not a time.
      if let failure = failures.first {
        run.problem("showcase start-up: \(failures.count) of \(run.samples + 1) runs \(failure)")
        return
      }
      let milliseconds = measurement.medianNs / 1_000_000
      run.verdict(
        "showcase start-up, median ms", value: milliseconds, bar: "<= \(Int(bar)) ms",
        passed: milliseconds <= bar)
    } catch {
      run.problem("showcase start-up: the store could not be prepared: \(error)")
    }
  }

  /// A store with 1,000 tasks and a saved navigation (a task's edit sheet over its detail).
  static func seed(_ store: URL) throws {
    let app = try Showcase(storeAt: store)
    for index in 1...1_000 {
      try app.tasks.create(
        TaskItem(title: "Task \(index)", priority: TaskItem.priorities[index % 3]))
    }
    app.bus.send(.link("archery://app/tasks/500/edit"), source: .link)
    try app.bus.saveNow()
  }

  /// Runs the executable to its end.
  /// - Returns: `nil` when it exited with status 0, else what went wrong.
  static func launch(_ binary: URL, _ arguments: [String]) -> String? {
    let process = Process()
    process.executableURL = binary
    process.arguments = arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      return "could not be launched: \(error)"
    }
    process.waitUntilExit()
    switch (process.terminationReason, process.terminationStatus) {
    case (.exit, 0): return nil
    case (.exit, let status): return "exited with status \(status)"
    case (_, let signal): return "was killed by signal \(signal)"
    }
  }
}
