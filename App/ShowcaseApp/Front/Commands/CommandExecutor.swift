import Foundation
import Settings
import Wayfinder

/// Carries out the text front's commands on the app and says what changed, in process for
/// tests and fuzzers as for `swift run showcase`.
///
/// ```swift
/// let executor = CommandExecutor(app: try Showcase(storeAt: nil))
/// print(await executor.run(#"tap 1 title="Buy milk""#).output, terminator: "")
/// ```
///
/// Every outcome it reports is a return value: of what it sends, of what a tapped action's
/// handle sends (``SentOutcomes``), and of what the bus ran once it was free (`settle()`).
/// Bad input never traps and never changes the state: it gives a result with
/// `succeeded == false` and an `error: ...` line that says what to do instead.
@MainActor
public final class CommandExecutor {
  /// The app the commands drive.
  public let app: Showcase
  /// Whether output may use terminal colours.
  public var usesColor: Bool

  /// Creates an executor.
  /// - Parameters:
  ///   - app: The app.
  ///   - usesColor: Whether output may use terminal colours.
  public init(app: Showcase, usesColor: Bool = false) {
    self.app = app
    self.usesColor = usesColor
  }

  /// Reads one line and carries out its command.
  /// - Parameter line: The line, for example `tap 2` or `open archery://app/tasks`.
  /// - Returns: What to print and whether the command succeeded; a line that does not read
  ///   fails with the column of the problem.
  public func run(_ line: String) async -> CommandResult {
    do throws(CommandSyntaxError) {
      guard let command = try CommandParser.parse(line) else { return CommandResult() }
      return await execute(command)
    } catch {
      return .failure(error.description)
    }
  }

  /// Carries out a command.
  /// - Parameter command: The command.
  /// - Returns: What to print and whether the command succeeded.
  public func execute(_ command: ShowcaseCommand) async -> CommandResult {
    let before = app.bus.store.state
    let shown = app.viewModel.projection
    var result = await perform(command)
    // What the command set off and the bus ran once it was free (what a checkout's purchase
    // unlocked, resuming once the checkout is gone) is news of this command.
    for outcome in await app.bus.settle() { result.append(Self.report(outcome, resumed: true)) }
    result.say(changeLines(since: before, shown: shown))
    return result
  }

  private func perform(_ command: ShowcaseCommand) async -> CommandResult {
    switch command {
    case .open(let link): return open(link)
    case .url: return url()
    case .continueActivity(let type, let link):
      return report(.continuedActivity(type: type, link: link))
    case .tree(let json):
      return json
        ? CommandResult(json: ShowcaseText.json(app.bus.store.state, hiding: hiddenTabs))
        : CommandResult(output: ShowcaseText.tree(app))
    case .screen(let json):
      let screen = app.screens.visible()
      return json
        ? CommandResult(json: ShowcaseText.screenJSON(screen))
        : ShowcaseText.screen(screen, color: usesColor)
    case .tap(let number, let values): return await tap(number, values)
    // The back button and the swipe-down: the bus decides what each means where the user is
    // (a flow's step before, a pop, a dismissal at a presented stack's root).
    case .back: return send(.back)
    case .dismiss: return send(.dismiss)
    case .edit(let values): return editOnScreen(values)
    case .tab(let tab): return report(.tapped(tab, in: app.viewModel.projection))
    case .flowNext(let values):
      return await moveFlow { flow throws(FlowError) in
        let step = app.flows.screen(of: flow)
        if let refusal = Self.refusal(of: values, by: "'\(step.title)'", reading: step.inputs) {
          return refusal
        }
        let move = try await app.flows.advance(flow.id, with: values)
        return CommandResult(output: move == .completed ? ["\(flow.flow) completed"] : [])
      }
    case .flowBack:
      return await moveFlow { flow throws(FlowError) in
        try app.flows.back(flow.id)
        return CommandResult()
      }
    case .flowCancel:
      return await moveFlow { flow throws(FlowError) in
        try await app.flows.cancel(flow.id)
        return CommandResult(output: ["\(flow.flow) cancelled at \(flow.step)"])
      }
    case .entitle(let name, let isOn):
      do throws(UnknownNameError) {
        let resumed = try app.account.setEntitlement(name, on: isOn)
        return Self.reportResumed(resumed, after: "\(name): \(isOn ? "on" : "off")")
      } catch {
        return .failure(error.description)
      }
    case .signIn(let typed):
      // The rule of the sign-in screen, so that a name signed in is one a relaunch keeps.
      do throws(ScreenActionError) {
        let name = try SettingsAccount.userName(from: typed)
        let resumed = app.account.signIn(name)
        return Self.reportResumed(resumed, after: "signed in as \(name)")
      } catch {
        return .failure(error.message)
      }
    case .signOut:
      guard app.account.user != nil else { return .failure("nobody is signed in") }
      let resumed = app.account.signOut()
      return Self.reportResumed(resumed, after: "signed out")
    case .flag(let name, let isOn):
      do throws(UnknownNameError) {
        let resumed = try app.account.setFlag(name, on: isOn)
        return Self.reportResumed(resumed, after: "flag \(name): \(isOn ? "on" : "off")")
      } catch {
        return .failure(error.description)
      }
    case .routes: return CommandResult(text: RouteCatalogue.text(app.resolver, hiding: hiddenTabs))
    case .graph: return CommandResult(text: ShowcaseGraph.dot(app, hiding: hiddenTabs))
    case .funnel(let flow): return funnel(flow)
    case .help: return CommandResult(text: ShowcaseCommand.helpText)
    case .quit: return CommandResult(quits: true)
    }
  }

  /// The tabs hidden from the user now: what `tree --json` and `routes` leave out.
  private var hiddenTabs: Set<TabID> { Showcase.shell.hiddenTabs(for: app.account.store) }

  // MARK: - Navigation

  private func open(_ link: String) -> CommandResult {
    let outcome = app.bus.send(.link(link), source: .link)
    // What the link carries for attribution (campaign parameters), as the resolver reads it.
    let parameters = (try? app.resolver.resolve(link).parameters) ?? []
    var result = CommandResult(output: Self.captured(parameters))
    // A flow link says where the flow landed: at the step asked for, or at an earlier step that
    // is not valid yet.
    if case .landed(let landing) = outcome {
      result.say("\(landing)")
    } else {
      result.append(Self.report(outcome, resumed: false))
    }
    return result
  }

  /// A line of a pipe or script as the front echoes it: the values of the flows' sensitive
  /// fields and of a link's query items that may hold a secret masked.
  /// - Parameter line: The line as typed.
  /// - Returns: The line to echo.
  func echo(_ line: String) -> String {
    let fields = app.flows.engine.sensitiveFields
    return CommandWord.masked(line) { name, inQuery in
      inQuery ? Showcase.linkQueryPolicy.mayHoldSecret(name) : fields.contains(name)
    }
  }

  /// `captured utm_source=mail, ref` for the query items a link carried, or nothing.
  static func captured(_ parameters: [URLQueryItem]) -> [String] {
    let items = parameters.map { item in item.value.map { item.name + "=" + $0 } ?? item.name }
    return items.isEmpty ? [] : ["captured " + items.joined(separator: ", ")]
  }

  /// `edit` as a screen writes what it shows: a flow's step the fields it collects, any other
  /// screen its route's values, each read as the case's type as a link's would be.
  private func editOnScreen(_ values: FlowFields) -> CommandResult {
    if let flow = app.flows.current { return send(.flow(.edit(flow.id, fields: values))) }
    guard let entry = app.viewModel.projection.focusedLayer?.entries.last,
      let module = app.bus.module(entry.route.module)
    else { return .failure("nothing is shown whose values could change") }
    do throws(RouteDecodingError) {
      return report(.edited(entry: entry.id, route: try module.editing(entry.route, with: values)))
    } catch {
      return .failure("\(error)")
    }
  }

  /// Reports what the user did on screen through the view model, and says what became of it.
  private func report(_ writeBack: WriteBack) -> CommandResult {
    switch app.viewModel.report(writeBack) {
    case .sent(_, let outcome): return Self.report(outcome, resumed: false)
    case .ignored(let reason): return CommandResult(output: ["nothing to do: \(reason)"])
    case .held: return CommandResult(output: ["held until the app is ready"])
    case .impossible(let reason): return .failure(reason)
    }
  }

  /// Opens the links that the system handed over before the app was ready (`--open` at
  /// launch), once the saved navigation is in place, so that the restore does not cover them.
  /// - Returns: What each link did, and what is on screen after them.
  public func openHeldLinks() -> CommandResult {
    let before = app.bus.store.state
    let shown = app.viewModel.projection
    var result = CommandResult()
    for outcome in app.viewModel.rootAppeared() {
      guard case .sent(.link(let link), let sent) = outcome else { continue }
      result.say("opened at launch: \(link)")
      result.append(Self.report(sent, resumed: false))
    }
    result.say(changeLines(since: before, shown: shown))
    return result
  }

  /// A gesture sent as the user's, so that the bus's answer is logged with the source of every
  /// other gesture.
  private func send(_ intent: NavigationIntent) -> CommandResult {
    Self.report(app.bus.send(intent, source: .userInterface), resumed: false)
  }

  private func tap(_ number: Int, _ values: FlowFields) async -> CommandResult {
    // The screen's actions send through a sink that keeps what each send returned.
    let sent = SentOutcomes(app.bus)
    let screen = app.screens.visible(sendingThrough: sent)
    guard number >= 1, number <= screen.actions.count else {
      return .failure(
        "'\(screen.title)' has \(screen.actions.count) action(s); "
          + "choose one of 1...\(max(screen.actions.count, 1))")
    }
    let action = screen.actions[number - 1]
    if let refusal = Self.refusal(of: values, by: "'\(action.label)'", reading: action.inputs) {
      return refusal
    }
    do {
      try await action.perform(values)
      // An action whose request was refused did nothing: only the refusal is printed.
      let refused = sent.outcomes.contains { Self.words(for: $0, resumed: false)?.isError == true }
      var result = CommandResult(output: refused ? [] : ["did: \(action.label)"])
      for outcome in sent.outcomes { result.append(Self.report(outcome, resumed: false)) }
      return result
    } catch let error as FlowError {
      return Self.report(error)
    } catch {
      return .failure("\(error)")
    }
  }

  /// A failure naming the values that an action or a step does not read, if there are any.
  private static func refusal(
    of values: FlowFields, by reader: String, reading inputs: [String]
  ) -> CommandResult? {
    let unread = values.keys.filter { !inputs.contains($0) }.sorted()
    guard !unread.isEmpty else { return nil }
    let reads = inputs.isEmpty ? "takes no values" : "reads " + inputs.joined(separator: ", ")
    return .failure("\(reader) \(reads), not " + unread.joined(separator: ", "))
  }

  // MARK: - Flows

  /// A move of the flow whose step is on screen.
  private func moveFlow(
    _ move: (ActiveFlow) async throws(FlowError) -> CommandResult
  ) async -> CommandResult {
    guard let flow = app.flows.current else {
      return .failure(
        "no flow is on screen; open one, for example open archery://app/flow/taskWizard")
    }
    do throws(FlowError) {
      return try await move(flow)
    } catch {
      return Self.report(error)
    }
  }

  private func funnel(_ flow: String?) -> CommandResult {
    let names = app.flows.names
    if let flow, !names.contains(flow) {
      return .failure("no flow '\(flow)'; the flows are " + names.joined(separator: ", "))
    }
    let text = (flow.map { [$0] } ?? names).map { app.funnels.funnel(for: $0).text }
    return CommandResult(text: text.joined(separator: "\n"))
  }

  // MARK: - Reading

  /// The canonical link of what is shown, and the same link for sharing (the universal link).
  private func url() -> CommandResult {
    switch (app.screens.currentLink, app.screens.sharingLink) {
    case (.success(let link), .success(let shared)):
      let omitted = app.screens.routesWithoutLink.map { "\($0) (\($0.kind))" }
      let note =
        "left out: " + omitted.joined(separator: ", ") + "; the link opens the screen below"
      let handoff = app.viewModel.activity.map { ["handoff: \($0.type) \"\($0.title)\""] } ?? []
      return CommandResult(
        output: [link, "share: " + shared] + (omitted.isEmpty ? [] : [note]) + handoff)
    case (.failure(let error), _), (_, .failure(let error)):
      return .failure("what is shown has no link: \(error)")
    }
  }

  /// What a renderer does for the change since `before` (projected as `shown`), when the state
  /// changed: its frames, the screens that move in with a transition of their own, the scenes a
  /// host opens and closes, and what is on screen now.
  private func changeLines(
    since before: NavigationState, shown: NavigationProjection
  ) -> [String] {
    let after = app.bus.store.state
    guard after != before else { return [] }
    let projection = app.viewModel.projection
    let actions = projection.sceneActions(opened: before.scenes.map(\.id))
    let scenes =
      actions.isEmpty
      ? [] : ["scenes: " + actions.map(\.description).joined(separator: ", then ")]
    let earlier = Set(
      (shown.tabs + shown.scenes.map(\.content)).flatMap(\.layers).flatMap(\.entries).map(\.id))
    let moved = (projection.focusedLayer?.entries ?? []).filter {
      $0.transition != .automatic && !earlier.contains($0.id)
    }
    let moves =
      moved.isEmpty
      ? [] : ["moves in: " + moved.map { "\($0.route) (\($0.transition))" }.joined(separator: ", ")]
    return framesLine(from: before, to: after) + moves + scenes + [nowLine()]
  }

  /// The frames of a change that a renderer presenting one new level per update (SwiftUI)
  /// shows one after another, when there are several: the first only dismisses when a layer is
  /// dismissed and another presented. Each frame is named by what it shows on top.
  private func framesLine(from before: NavigationState, to after: NavigationState) -> [String] {
    let plan = TransitionPlan(from: before, to: after, newLevelsPerFrame: 1)
    guard plan.frames.count > 1 else { return [] }
    let tops = plan.frames.map { frame in
      let route = frame.topRoute.map(\.description) ?? "(root)"
      guard let layer = frame.focusedContainer.presentations.last else { return route }
      return "\(layer.style.name) \(route)"
    }
    return ["frames: " + tops.joined(separator: ", then ")]
  }

  private func nowLine() -> String {
    let title = app.screens.visible().title
    guard case .success(let link) = app.screens.currentLink else {
      return "now: \(title)  (no link)"
    }
    guard let first = app.screens.routesWithoutLink.first else { return "now: \(title)  \(link)" }
    return "now: \(title)  \(link) (the screen below; \(first) has no link)"
  }

  // MARK: - Outcomes

  /// What a request's outcome means for the command. The refusal of a request that resumed
  /// during a later command (entitle, signin, a checkout) is news, not that command's failure.
  static func report(_ outcome: IntentOutcome, resumed: Bool) -> CommandResult {
    guard let (line, isError) = words(for: outcome, resumed: resumed) else {
      return CommandResult()
    }
    return isError ? .failure(line) : CommandResult(output: [line])
  }

  /// What the front says of a request's outcome, not yet escaped: nothing when it went as
  /// asked, else a line and whether it is an error. `check-links` says the same of each link.
  static func words(
    for outcome: IntentOutcome, resumed: Bool
  ) -> (line: String, isError: Bool)? {
    switch outcome {
    case .applied, .landed, .moved: return nil
    case .redirected(let intent, _, let reason):
      let target =
        if case .show(let route, _, _) = intent { route.description } else { "\(intent)" }
      return ("redirected: \(reason); showing \(target) first", false)
    case .blocked(let reason) where resumed: return ("not resumed: blocked: \(reason)", false)
    case .failed(let reason) where resumed: return ("not resumed: \(reason)", false)
    case .blocked(let reason): return ("blocked: \(reason)", true)
    case .failed(let reason): return (reason, true)
    }
  }

  /// A line that says what the command did, then what resumed because of it.
  static func reportResumed(_ outcomes: [IntentOutcome], after line: String?) -> CommandResult {
    var result = CommandResult(output: line.map { [$0] } ?? [])
    for outcome in outcomes { result.append(report(outcome, resumed: true)) }
    return result
  }

  /// A flow move the command sent that did not go as asked: a guard's answer reads like any
  /// other request's; any other refusal says why.
  static func report(_ error: FlowError) -> CommandResult {
    if case .guarded(let outcome) = error { return report(outcome, resumed: false) }
    return .failure(error.description)
  }
}
