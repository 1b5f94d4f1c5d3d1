import ArgumentParser
import Foundation
import ShowcaseApp

/// `showcase`: the showcase app in a terminal. The logic lives in ShowcaseApp; this file only
/// reads the command line.
struct ShowcaseCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "showcase",
    abstract: "The Wayfinder showcase app, in a terminal.",
    subcommands: [Run.self, CheckLinks.self, Routes.self, Graph.self], defaultSubcommand: Run.self)
}

struct Run: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Open the app: a REPL on a terminal, else commands line by line from standard input.",
    discussion: "The default store is \(ShowcaseFront.defaultStoreDescription).")

  @Option(help: "The database file.") var store: String?
  @Flag(help: "Keep everything in memory; nothing is saved.") var inMemory = false
  @Option(help: "Read the commands from this file.") var script: String?
  @Flag(help: "Never use colours (NO_COLOR is honoured too).") var noColor = false
  @Option(
    help: ArgumentHelp(
      "Log what navigation does to standard error, at this level and above.",
      discussion: ShowcaseFront.logLevelNames.joined(separator: ", "), valueName: "level"))
  var logLevel: String?

  func validate() throws {
    if inMemory && store != nil {
      throw ValidationError("--store and --in-memory exclude each other")
    }
    if let logLevel, !ShowcaseFront.logLevelNames.contains(logLevel) {
      throw ValidationError(
        "--log-level must be one of \(ShowcaseFront.logLevelNames.joined(separator: ", ")), "
          + "not '\(logLevel)'")
    }
  }

  func run() async throws {
    let status = await ShowcaseFront.run(
      store: inMemory ? .inMemory : store.map { .file($0) } ?? .defaultLocation, script: script,
      noColor: noColor, logLevel: logLevel)
    if status != 0 { throw ExitCode(status) }
  }
}

struct CheckLinks: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "check-links", abstract: "Check links, one a line: does each open, and to what.")

  @Argument(help: "The file of links.") var file: String

  func run() async throws {
    let status = await ShowcaseFront.checkLinks(file: file)
    if status != 0 { throw ExitCode(status) }
  }
}

struct Routes: AsyncParsableCommand {
  static let configuration = CommandConfiguration(abstract: "Print the link catalogue.")

  @Option(help: "text, json, or aasa (apple-app-site-association components).")
  var format = "text"

  func validate() throws {
    if RouteCatalogue.Format(rawValue: format) == nil {
      throw ValidationError("--format must be text, json or aasa, not '\(format)'")
    }
  }

  func run() async throws {
    let status = await ShowcaseFront.routes(
      format: RouteCatalogue.Format(rawValue: format) ?? .text)
    if status != 0 { throw ExitCode(status) }
  }
}

struct Graph: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Print the navigation graph in Graphviz DOT (render it with dot -Tpng).")

  func run() async throws {
    let status = await ShowcaseFront.graph()
    if status != 0 { throw ExitCode(status) }
  }
}

do {
  var command = try ShowcaseCommand.parseAsRoot()
  switch command {
  case let run as Run: try await run.run()
  case let check as CheckLinks: try await check.run()
  case let routes as Routes: try await routes.run()
  case let graph as Graph: try await graph.run()
  default: try command.run()
  }
} catch {
  let code = ShowcaseCommand.exitCode(for: error)
  let message = ShowcaseCommand.fullMessage(for: error)
  if code == .success {
    print(message)
  } else if let status = error as? ExitCode {
    exit(status.rawValue)
  } else {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    // Usage errors exit 2, as the text front documents.
    exit(2)
  }
}
