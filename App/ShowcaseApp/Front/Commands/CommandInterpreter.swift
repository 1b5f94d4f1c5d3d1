import Foundation
import Tasks
import Wayfinder

/// The text front's commands, one line at a time: what `swift run showcase` reads from a
/// terminal, a pipe or a script, usable in process by tests and fuzzers.
///
/// ```swift
/// let interpreter = CommandInterpreter(app: try Showcase(storeAt: nil))
/// let result = await interpreter.run("open archery://app/tasks/quickCreate")
/// print(result.output, terminator: "")
/// ```
///
/// Bad input never traps and never changes the state: an unknown command, a bad link or a
/// refused step gives a result with `succeeded == false` and an `error: ...` line that says what
/// to do instead.
@MainActor
public final class CommandInterpreter {
  /// The app the commands drive.
  public let app: Showcase
  /// Whether output may use terminal colours.
  public var usesColor: Bool

  /// Creates an interpreter.
  /// - Parameters:
  ///   - app: The app.
  ///   - usesColor: Whether output may use terminal colours.
  public init(app: Showcase, usesColor: Bool = false) {
    self.app = app
    self.usesColor = usesColor
  }

  /// The commands, as `help` prints them.
  public static let help = """
    open LINK                 open a link (archery://app/...)
    url                       the canonical link of what is shown
    tree [--json]             the whole navigation tree
    screen [--json]           the visible screen: title, content, numbered actions
    tap N [key=value ...]     perform action N of the visible screen
    back                      the system back gesture
    dismiss                   dismiss the top presentation
    tab NAME                  select a tab
    flow next [key=value ...] validate the current step with these values and move on
    flow back | flow cancel   go back a step | abandon the flow
    entitle NAME on|off       grant or revoke an entitlement (premium, pro)
    signin NAME | signout     sign a user in | out
    flag NAME on|off          turn a feature flag on or off
    routes                    the link catalogue
    graph                     the navigation graph in Graphviz DOT
    funnel [FLOW]             the funnel report of the flows, or of one
    help                      this list
    quit                      leave
    """

  /// Runs one command line.
  /// - Parameter line: The line, for example `tap 2` or `open archery://app/tasks`.
  /// - Returns: What to print and whether the command succeeded.
  public func run(_ line: String) async -> CommandResult {
    let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" })
      .map(String.init)
    guard let command = words.first, !command.hasPrefix("#") else { return CommandResult() }
    let arguments = Array(words.dropFirst())
    let before = app.coordinator.state
    app.outcomes.events.removeAll()
    var result = await dispatch(command, arguments)
    result.output += report(outcomesFailed: &result)
    if app.coordinator.state != before { result.output += nowLine() }
    return result
  }

  private func dispatch(_ command: String, _ arguments: [String]) async -> CommandResult {
    switch command {
    case "open": return await open(arguments)
    case "url": return url(arguments)
    case "tree": return tree(arguments)
    case "screen": return screen(arguments)
    case "tap": return await tap(arguments)
    case "back": return noArguments(command, arguments) ?? send(.back)
    case "dismiss": return noArguments(command, arguments) ?? send(.dismiss)
    case "tab":
      guard arguments.count == 1 else { return .failure("usage: tab NAME") }
      return send(.selectTab(TabID(arguments[0])))
    case "flow": return await flow(arguments)
    case "entitle": return entitle(arguments)
    case "signin":
      guard arguments.count == 1 else { return .failure("usage: signin NAME") }
      app.account.signIn(arguments[0])
      return CommandResult(output: "signed in as \(arguments[0])\n")
    case "signout":
      if let usage = noArguments(command, arguments) { return usage }
      guard app.account.user != nil else { return .failure("nobody is signed in") }
      app.account.signOut()
      return CommandResult(output: "signed out\n")
    case "flag": return flag(arguments)
    case "routes": return noArguments(command, arguments) ?? routes()
    case "graph":
      return noArguments(command, arguments) ?? CommandResult(output: ShowcaseGraph.dot(app))
    case "funnel": return funnel(arguments)
    case "help": return CommandResult(output: Self.help + "\n")
    case "quit", "exit": return CommandResult(quits: true)
    default:
      return .failure("unknown command '\(command)'; type help for the list of commands")
    }
  }

  private func noArguments(_ command: String, _ arguments: [String]) -> CommandResult? {
    arguments.isEmpty ? nil : .failure("\(command) takes no arguments")
  }

  // MARK: - Navigation

  private func open(_ arguments: [String]) async -> CommandResult {
    guard arguments.count == 1, let link = arguments.first else {
      return .failure("usage: open LINK, for example open archery://app/tasks/list")
    }
    app.bus.send(.link(link), source: .link)
    // A flow link says where the flow landed: at the step asked for, or at an earlier step that
    // is not valid yet.
    if let last = app.outcomes.events.last, case .flow = last.request.intent,
      last.outcome == .applied, case .landed(let landing) = app.flows.engine.lastApplied?.result
    {
      return CommandResult(output: "\(landing)\n")
    }
    return CommandResult()
  }

  private func send(_ intent: NavigationIntent, source: IntentSource = .app) -> CommandResult {
    app.bus.send(intent, source: source)
    return CommandResult()
  }

  private func tap(_ arguments: [String]) async -> CommandResult {
    guard let first = arguments.first, let number = Int(first) else {
      return .failure("usage: tap N [key=value ...]; screen lists the actions and their numbers")
    }
    let screen = app.screens.visible()
    guard number >= 1, number <= screen.actions.count else {
      return .failure(
        "'\(screen.title)' has \(screen.actions.count) action(s); "
          + "choose one of 1...\(max(screen.actions.count, 1))")
    }
    let fields: FlowFields
    switch Self.fields(Array(arguments.dropFirst())) {
    case .success(let parsed): fields = parsed
    case .failure(let problem): return .failure(problem.message)
    }
    let action = screen.actions[number - 1]
    let unread = fields.keys.filter { !action.inputs.contains($0) }.sorted()
    if !unread.isEmpty && action.inputs != ShowcaseFlows.anyInput {
      let reads =
        action.inputs.isEmpty
        ? "takes no values" : "reads " + action.inputs.joined(separator: ", ")
      return .failure(
        "'\(action.label)' \(reads), not " + unread.joined(separator: ", "))
    }
    do {
      try await action.perform(fields)
      return CommandResult(output: "did: \(action.label)\n")
    } catch {
      return failure(error)
    }
  }

  private func flow(_ arguments: [String]) async -> CommandResult {
    guard let verb = arguments.first, ["next", "back", "cancel"].contains(verb) else {
      return .failure("usage: flow next [key=value ...] | flow back | flow cancel")
    }
    guard let flow = app.flows.current else {
      return .failure(
        "no flow is active; start one, for example open archery://app/flow/taskWizard")
    }
    do {
      switch verb {
      case "next":
        let fields: FlowFields
        switch Self.fields(Array(arguments.dropFirst())) {
        case .success(let parsed): fields = parsed
        case .failure(let problem): return .failure(problem.message)
        }
        if try await app.flows.advance(flow.id, with: fields).move == .completed {
          return CommandResult(output: "\(flow.flow) completed\n")
        }
        return CommandResult()
      case "back":
        if arguments.count > 1 { return .failure("flow back takes no values") }
        try app.flows.back(flow.id)
        return CommandResult()
      default:
        if arguments.count > 1 { return .failure("flow cancel takes no values") }
        try await app.flows.cancel(flow.id)
        return CommandResult(output: "\(flow.flow) cancelled at \(flow.step)\n")
      }
    } catch {
      return failure(error)
    }
  }

  /// A failed command: an error that the bus already reported to its observers (a refused flow
  /// step, a guard's answer) is printed once, from the outcome report.
  private func failure(_ error: any Error) -> CommandResult {
    if !app.outcomes.events.isEmpty, error is FlowError { return CommandResult() }
    return .failure("\(error)")
  }

  static func fields(_ words: [String]) -> Result<FlowFields, ParseFailure> {
    var fields: FlowFields = [:]
    for word in words {
      guard let equals = word.firstIndex(of: "="), equals != word.startIndex else {
        return .failure(ParseFailure("'\(word)' is not key=value (write spaces as %20)"))
      }
      let key = String(word[..<equals])
      let raw = String(word[word.index(after: equals)...])
      fields[key] = raw.removingPercentEncoding ?? raw
    }
    return .success(fields)
  }

  // MARK: - Account, entitlements, flags

  private func entitle(_ arguments: [String]) -> CommandResult {
    guard arguments.count == 2, let on = Self.onOff(arguments[1]) else {
      return .failure("usage: entitle NAME on|off, for example entitle premium on")
    }
    app.account.setEntitlement(arguments[0], on: on)
    return CommandResult(output: "\(arguments[0]): \(on ? "on" : "off")\n")
  }

  private func flag(_ arguments: [String]) -> CommandResult {
    guard arguments.count == 2, let on = Self.onOff(arguments[1]) else {
      return .failure("usage: flag NAME on|off, for example flag trends off")
    }
    app.account.setFlag(arguments[0], on: on)
    return CommandResult(output: "flag \(arguments[0]): \(on ? "on" : "off")\n")
  }

  static func onOff(_ word: String) -> Bool? {
    switch word {
    case "on": return true
    case "off": return false
    default: return nil
    }
  }

  // MARK: - Reading

  private func url(_ arguments: [String]) -> CommandResult {
    if let usage = noArguments("url", arguments) { return usage }
    switch app.screens.currentLink {
    case .success(let link): return CommandResult(output: link + "\n")
    case .failure(let error): return .failure("what is shown has no link: \(error)")
    }
  }

  private func tree(_ arguments: [String]) -> CommandResult {
    switch arguments {
    case []: return CommandResult(output: ShowcaseText.tree(app))
    case ["--json"]:
      return CommandResult(output: ShowcaseText.json(app.coordinator.state) + "\n")
    default: return .failure("usage: tree [--json]")
    }
  }

  private func screen(_ arguments: [String]) -> CommandResult {
    let screen = app.screens.visible()
    switch arguments {
    case []: return CommandResult(output: ShowcaseText.screen(screen, color: usesColor))
    case ["--json"]: return CommandResult(output: ShowcaseText.screenJSON(screen) + "\n")
    default: return .failure("usage: screen [--json]")
    }
  }

  private func routes() -> CommandResult {
    CommandResult(output: RouteCatalogue.text(app.resolver))
  }

  private func funnel(_ arguments: [String]) -> CommandResult {
    guard arguments.count <= 1 else { return .failure("usage: funnel [FLOW]") }
    if let name = arguments.first {
      guard app.flows.names.contains(name) else {
        return .failure(
          "no flow '\(name)'; the flows are " + app.flows.names.joined(separator: ", "))
      }
      return CommandResult(output: app.funnels.funnel(for: name).text)
    }
    let text = app.flows.names.map { app.funnels.funnel(for: $0).text }
    return CommandResult(output: text.joined(separator: "\n"))
  }

  // MARK: - What changed

  private func report(outcomesFailed result: inout CommandResult) -> String {
    var lines = ""
    for event in app.outcomes.events {
      // A request that waited for a requirement resumes during a later command (entitle, signin,
      // a completed checkout). Its outcome is news of the command that asked for it, which was
      // redirected; the command that met the requirement did what it was asked.
      let resumed = event.request.source == .resume
      switch event.outcome {
      case .applied: break
      case .redirected(let intent, let reason):
        lines += "redirected: \(reason); showing \(Self.describe(intent)) first\n"
      case .blocked(let reason) where resumed:
        lines += "not resumed: blocked: \(reason)\n"
      case .failed(let reason) where resumed:
        lines += "not resumed: \(reason)\n"
      case .blocked(let reason):
        result.error += "error: blocked: \(reason)\n"
        result.succeeded = false
      case .failed(let reason):
        result.error += "error: \(reason)\n"
        result.succeeded = false
      }
    }
    return lines
  }

  static func describe(_ intent: NavigationIntent) -> String {
    if case .show(let route, _) = intent { return route.description }
    return intent.description
  }

  private func nowLine() -> String {
    let title = app.screens.visible().title
    switch app.screens.currentLink {
    case .success(let link): return "now: \(title)  \(link)\n"
    case .failure: return "now: \(title)  (no link)\n"
    }
  }
}

/// A line the interpreter could not read.
struct ParseFailure: Error, CustomStringConvertible {
  var message: String
  init(_ message: String) { self.message = message }
  var description: String { message }
}
