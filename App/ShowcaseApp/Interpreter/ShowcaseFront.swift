import Foundation
import Logging
import Wayfinder
import WayfinderLogging

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What the `showcase` executable does, so that its `main` only reads the command line.
@MainActor
public enum ShowcaseFront {
  /// Where the database lives.
  public enum Store: Sendable {
    case defaultLocation
    case inMemory
    case file(String)
  }

  /// The names `--log-level` takes, from the most to the least detailed.
  public nonisolated static var logLevelNames: [String] { Logger.Level.allCases.map(\.rawValue) }

  /// The default store, as the help text names it.
  public nonisolated static var defaultStoreDescription: String {
    "$XDG_DATA_HOME/wayfinder-showcase/showcase.sqlite (else ~/.local/share/...)"
  }

  /// Runs the text front: a REPL on a terminal, else one command a line from standard input or
  /// a script. After each command it prints what changed.
  /// - Parameters:
  ///   - store: Where the database lives.
  ///   - script: A file of commands to read instead of standard input.
  ///   - noColor: Never use colours.
  ///   - logLevel: Log what navigation does to standard error at this level and above (one of
  ///     ``logLevelNames``); nothing is logged when `nil`.
  /// - Returns: The exit status: 0, or 1 when a command of a pipe or script failed, 2 when the
  ///   script cannot be read or the log level is unknown.
  public static func run(
    store: Store, script: String?, noColor: Bool, logLevel: String? = nil
  ) async -> Int32 {
    let url: URL?
    switch store {
    case .defaultLocation: url = AppDatabase.defaultLocation
    case .inMemory: url = nil
    case .file(let path): url = URL(fileURLWithPath: path)
    }
    let interactive = script == nil && isatty(STDIN_FILENO) == 1
    let environment = ProcessInfo.processInfo.environment
    let color =
      !noColor && isatty(STDOUT_FILENO) == 1 && (environment["NO_COLOR"] ?? "").isEmpty
    var observers: [any NavigationObserver] = []
    if let logLevel {
      guard let level = Logger.Level(rawValue: logLevel) else {
        printError(
          "unknown log level '\(logLevel)'; use one of "
            + logLevelNames.joined(separator: ", "), color: color)
        return 2
      }
      let logger = Logger(label: "wayfinder.navigation") { label in
        TerminalLogHandler(label: label, level: level)
      }
      observers.append(LoggingObserver(logger: logger))
    }
    var lines: AnyIterator<String>
    if let script {
      guard let text = try? String(contentsOfFile: script, encoding: .utf8) else {
        printError("cannot read the script '\(script)'", color: color)
        return 2
      }
      var all = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        .map(String.init)
      if all.last == "" { all.removeLast() }
      lines = AnyIterator(all.makeIterator())
    } else {
      lines = AnyIterator { readLine(strippingNewline: true) }
    }

    let app: Showcase
    do {
      app = try Showcase(
        storeAt: url, clock: interactive ? ContinuousFlowClock() : ManualFlowClock(),
        observers: observers)
    } catch {
      printError("cannot open the store: \(error)", color: color)
      return 1
    }
    if let recovery = app.database.recovery { print("note: \(recovery)") }
    if url != nil { print("restore: \(app.restoreAndStartSaving())") }
    let interpreter = CommandInterpreter(app: app, usesColor: color)
    if interactive {
      print("Wayfinder showcase. Type help for the commands, quit to leave.")
    }
    var failed = false
    while true {
      if interactive {
        print("showcase> ", terminator: "")
        fflush(nil)
      }
      guard let line = lines.next() else { break }
      // Echo each command of a pipe or script, so that the output reads as a transcript.
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if !interactive, !trimmed.isEmpty, !trimmed.hasPrefix("#") { print("> \(trimmed)") }
      let result = await interpreter.run(line)
      print(result.output, terminator: "")
      fflush(nil)
      if !result.error.isEmpty {
        FileHandle.standardError.write(Data(colored(result.error, color: color).utf8))
      }
      if !result.succeeded { failed = true }
      if result.quits { break }
      // Let the coalesced save of this change run before the next line.
      await Task.yield()
    }
    try? app.persistence.saveNow()
    return failed && !interactive ? 1 : 0
  }

  /// `showcase check-links FILE`.
  /// - Returns: 0 when every link opens, 1 when one does not, 2 when the file cannot be read.
  public static func checkLinks(file: String) async -> Int32 {
    guard let text = try? String(contentsOfFile: file, encoding: .utf8) else {
      printError("cannot read '\(file)'", color: false)
      return 2
    }
    do {
      let app = try Showcase(storeAt: nil)
      let (report, allOpen) = LinkCheck.check(text, resolver: app.resolver)
      print(report, terminator: "")
      return allOpen ? 0 : 1
    } catch {
      printError("\(error)", color: false)
      return 1
    }
  }

  /// `showcase routes --format FORMAT`.
  public static func routes(format: RouteCatalogue.Format) async -> Int32 {
    do {
      let app = try Showcase(storeAt: nil)
      print(RouteCatalogue.render(app.resolver, as: format), terminator: "")
      return 0
    } catch {
      printError("\(error)", color: false)
      return 1
    }
  }

  /// `showcase graph`: the navigation graph in Graphviz DOT.
  public static func graph() async -> Int32 {
    do {
      print(ShowcaseGraph.dot(try Showcase(storeAt: nil)), terminator: "")
      return 0
    } catch {
      printError("\(error)", color: false)
      return 1
    }
  }

  static func printError(_ message: String, color: Bool) {
    FileHandle.standardError.write(Data(colored("error: \(message)\n", color: color).utf8))
  }

  static func colored(_ text: String, color: Bool) -> String {
    color ? "\u{1B}[31m" + text + "\u{1B}[0m" : text
  }
}
