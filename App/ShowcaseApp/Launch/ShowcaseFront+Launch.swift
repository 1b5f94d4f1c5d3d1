import Foundation
import Logging
import Wayfinder
import WayfinderLogging

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension ShowcaseFront {
  /// Runs the text front: a REPL on a terminal, else one command a line from standard input or
  /// a script. After each command it prints what changed.
  ///
  /// The script, the flags file and the analytics file are read or opened first: a problem with
  /// one of them is reported with its name before the database is opened, and nothing runs.
  /// - Parameter options: How the front is launched.
  /// - Returns: The exit status: 0; 1 when a command of a pipe or script failed, a link given
  ///   with `--open` did not open, the store could not be opened or analytics could not be
  ///   written; 2 when a file given at launch is unusable.
  public static func run(_ options: Options) async -> Int32 {
    let environment = ProcessInfo.processInfo.environment
    let color =
      !options.noColor && isatty(STDOUT_FILENO) == 1 && (environment["NO_COLOR"] ?? "").isEmpty
    let interactive = options.script == nil && isatty(STDIN_FILENO) == 1
    var script: [String]? = nil
    let flags: [String: Bool]
    let analytics: AnalyticsRecorder?
    do throws(LaunchFiles.Problem) {
      if let path = options.script { script = try LaunchFiles.script(path) }
      flags = try options.flags.map(LaunchFiles.flags) ?? [:]
      analytics = try options.analytics.map(LaunchFiles.analytics)
    } catch {
      printError(error.message, color: color)
      return 2
    }

    let url: URL?
    switch options.store {
    case .defaultLocation: url = AppDatabase.defaultLocation
    case .inMemory: url = nil
    case .file(let path): url = URL(fileURLWithPath: path)
    }
    let app: Showcase
    do {
      app = try Showcase(
        storeAt: url, fixedClock: interactive ? nil : .zero,
        flags: flags
      ) { bus in
        if let analytics { bus.observe(with: analytics) }
        if let level = options.logLevel {
          let logger = Logger(label: "wayfinder.navigation") { label in
            TerminalLogHandler(label: label, level: level)
          }
          bus.observe(with: LoggingObserver(logger: logger))
        }
      }
    } catch let error as UnknownNameError {
      printError("\(error)", color: color)
      return 1
    } catch let error as AppDatabaseError {
      printError("\(error)", color: color)
      return 1
    } catch {
      printError("cannot open the store: \(error)", color: color)
      return 1
    }
    if let recovery = app.database.recovery { say("note: \(recovery)") }
    for note in app.launchNotes { say("note: \(note)") }
    if let file = options.flags {
      let set = flags.keys.sorted().map { "\($0) \(flags[$0] == true ? "on" : "off")" }
      say("flags from \(file): " + (set.isEmpty ? "none" : set.joined(separator: ", ")))
    }
    // Links the system hands over at launch arrive before the saved navigation is back: the
    // view model holds them and opens them after the restore, which would otherwise cover them.
    for link in options.openAtLaunch { app.viewModel.report(.openedURL(link)) }
    if url != nil { say("restore: \(app.bus.restore())") }
    // From here on a signal saves the navigation before the process ends. Standard input is read
    // on a thread of its own, so that the main actor, where the save runs, is free between
    // commands.
    let signals = ExitSignals {
      try? app.bus.saveNow()
      try? analytics?.flush()
    }
    let executor = CommandExecutor(app: app, usesColor: color)
    let failed = await readCommands(
      executor, script: script, interactive: interactive)
    try? app.bus.saveNow()
    withExtendedLifetime(signals) {}
    do throws(AnalyticsRecorder.FileError) {
      try analytics?.flush()
    } catch {
      printError(error.description, color: color)
      return 1
    }
    return failed && !interactive ? 1 : 0
  }

  /// Prints a line of the front's own, escaped for the terminal.
  static func say(_ line: String) { print(TerminalText.escaped(line)) }

  static func printError(_ message: String, color: Bool) {
    let text = TerminalText.escaped("error: \(message)") + "\n"
    FileHandle.standardError.write(Data(colored(text, color: color).utf8))
  }

  static func colored(_ text: String, color: Bool) -> String {
    color ? "\u{1B}[31m" + text + "\u{1B}[0m" : text
  }
}
