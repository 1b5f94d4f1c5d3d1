import ArgumentParser
import Foundation
import Logging
import ShowcaseApp

/// `showcase`: the showcase app in a terminal. This reads the command line; everything else is in
/// ShowcaseApp (`ShowcaseFront`).
@main
struct ShowcaseCLI: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "showcase",
    abstract: "The Wayfinder showcase app, in a terminal.",
    subcommands: [Run.self, CheckLinks.self, Routes.self, Graph.self], defaultSubcommand: Run.self)

  /// Runs the command; a usage error exits 2, as the text front documents, where ArgumentParser
  /// would exit 64.
  static func main() async {
    do {
      var command = try parseAsRoot()
      if var command = command as? any AsyncParsableCommand {
        try await command.run()
      } else {
        try command.run()
      }
    } catch {
      if error is ExitCode || exitCode(for: error) == .success { exit(withError: error) }
      FileHandle.standardError.write(
        Data(TerminalText.printable(TerminalText.lines(of: fullMessage(for: error))).utf8))
      Foundation.exit(2)
    }
  }

  struct Run: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      abstract:
        "Open the app: a REPL on a terminal, else commands line by line from standard input.",
      discussion: "The default store is \(ShowcaseFront.defaultStoreDescription).")

    @Option(help: "The database file.") var store: String?
    @Flag(help: "Keep everything in memory; nothing is saved.") var inMemory = false
    @Option(help: "Read the commands from this file.") var script: String?
    @Flag(help: "Never use colours (NO_COLOR is honoured too).") var noColor = false
    @Option(
      help: ArgumentHelp(
        "Append analytics to this file, one JSON line a request.", valueName: "file"))
    var analytics: String?
    @Option(
      help: ArgumentHelp(
        "Turn feature flags on or off from this file (name = on|off a line).", valueName: "file"))
    var flags: String?
    @Option(
      help: ArgumentHelp(
        "Log what navigation does to standard error at this level and above.",
        valueName: "level"))
    var logLevel: String?
    @Option(
      name: .customLong("open"),
      help: ArgumentHelp(
        "A link handed over at launch, opened once the saved navigation is back (repeatable).",
        valueName: "link"))
    var openAtLaunch: [String] = []

    func validate() throws {
      if let logLevel, Logger.Level(rawValue: logLevel) == nil {
        throw ValidationError(
          "--log-level must be one of "
            + Logger.Level.allCases.map(\.rawValue).joined(separator: ", ")
            + ", not '\(logLevel)'")
      }
      if inMemory && store != nil {
        throw ValidationError("--store and --in-memory exclude each other")
      }
    }

    func run() async throws {
      let status = await ShowcaseFront.run(
        ShowcaseFront.Options(
          store: inMemory ? .inMemory : store.map { .file($0) } ?? .defaultLocation,
          script: script, noColor: noColor, analytics: analytics, flags: flags,
          logLevel: logLevel.flatMap(Logger.Level.init(rawValue:)), openAtLaunch: openAtLaunch))
      if status != 0 { throw ExitCode(status) }
    }
  }

  struct CheckLinks: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "check-links", abstract: "Check links, one a line: does each open, and to what.")

    @Argument(help: "The file of links.") var file: String

    @Option(help: "Check for the account (user, plans, flags) saved in this database.")
    var store: String?
    @Option(
      help: ArgumentHelp(
        "Turn feature flags on or off from this file, as run --flags does.", valueName: "file"))
    var flags: String?
    @Flag(help: "Check as a signed-in tester with every plan (an internal build).")
    var includeHidden = false

    func validate() throws {
      if includeHidden && (store != nil || flags != nil) {
        throw ValidationError(
          "--include-hidden checks as a tester; it excludes --store and --flags")
      }
    }

    func run() async throws {
      let status = await ShowcaseFront.checkLinks(
        file: file, includeHidden: includeHidden, store: store, flags: flags)
      if status != 0 { throw ExitCode(status) }
    }
  }

  struct Routes: AsyncParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Print the link catalogue.")

    @Option(help: "text, json, or aasa (apple-app-site-association components).")
    var format = "text"

    @Flag(help: "List the tabs hidden from everyone without their requirement (an internal build).")
    var includeHidden = false

    @Option(
      name: .customLong("domain"),
      help: "For aasa: a domain the file is served from (repeat for several; default: all).")
    var domains: [String] = []

    @Option(
      name: .customLong("app-id"),
      help: "For aasa: an app the links open in, as TEAMID.BUNDLEID (repeat for several).")
    var appIDs: [String] = []

    func validate() throws {
      guard let parsed = RouteCatalogue.Format(rawValue: format) else {
        throw ValidationError("--format must be text, json or aasa, not '\(format)'")
      }
      if parsed != .aasa, !domains.isEmpty || !appIDs.isEmpty {
        throw ValidationError("--domain and --app-id go with --format aasa only")
      }
      for appID in appIDs where !RouteCatalogue.isAppID(appID) {
        throw ValidationError(
          "--app-id '\(appID)' is not TEAMID.BUNDLEID (a ten-character team ID, a dot, a bundle ID)"
        )
      }
    }

    func run() async throws {
      let status = await ShowcaseFront.routes(
        format: RouteCatalogue.Format(rawValue: format) ?? .text, includeHidden: includeHidden,
        domains: domains, appIDs: appIDs)
      if status != 0 { throw ExitCode(status) }
    }
  }

  struct Graph: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Print the navigation graph in Graphviz DOT (render it with dot -Tpng).")

    @Flag(help: "Draw the tabs hidden from everyone without their requirement (an internal build).")
    var includeHidden = false

    func run() async throws {
      let status = await ShowcaseFront.graph(includeHidden: includeHidden)
      if status != 0 { throw ExitCode(status) }
    }
  }
}
