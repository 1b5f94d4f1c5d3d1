import ShowcaseApp
import Testing
import Wayfinder
import WayfinderTesting

/// The executor in process: no binary, no pipe.
@MainActor
@Suite struct CommandExecutorTests {
  @Test func aCommandPrintsWhatChanged() async throws {
    let executor = CommandExecutor(app: try Showcase(storeAt: nil))
    let result = await executor.run("open archery://app/tasks/abc123")
    #expect(result.succeeded)
    #expect(result.output == "now: Task not found  archery://app/tasks/abc123\n")
    #expect(
      await executor.run("url").output
        == "archery://app/tasks/abc123\nshare: https://archery.example.com/tasks/abc123\n"
        + "handoff: com.archery.tasks.viewing \"Task not found\"\n")
  }

  @Test func badInputFailsWithAHintAndChangesNothing() async throws {
    let app = try Showcase(storeAt: nil)
    let executor = CommandExecutor(app: app)
    let before = app.bus.store.state
    for line in ["frobnicate", "open archery://app/123", "tap 0", "tab admin", "flow next"] {
      let result = await executor.run(line)
      #expect(!result.succeeded, "\(line)")
      #expect(result.error.hasPrefix("error: "), "\(line)")
      #expect(app.bus.store.state == before, "\(line)")
    }
  }

  @Test func commentsAndBlankLinesDoNothing() async throws {
    let executor = CommandExecutor(app: try Showcase(storeAt: nil))
    #expect(await executor.run("") == CommandResult())
    #expect(await executor.run("# a note") == CommandResult())
    #expect(await executor.run("quit").quits)
    #expect(
      await executor.run("url\r").output.hasPrefix("archery://app/dashboard\nshare: "),
      "a CRLF line")
  }

  /// A value with spaces is written as a person would, in quotes.
  @Test func aQuotedValueReachesTheFeatureWithItsSpaces() async throws {
    let (app, _) = try await Self.executor(
      after: ["tab tasks", "tap 1", #"tap 1 title="Buy milk" notes="2 \"large\" ones""#])
    let task = try #require(try app.tasks.all().first)
    #expect(task.title == "Buy milk")
    #expect(task.notes == #"2 "large" ones"#)
  }

  /// A line that does not read says where, and nothing happens.
  @Test func aLineThatDoesNotReadFailsWithItsColumnAndChangesNothing() async throws {
    let (app, executor) = try await Self.executor(after: ["tab tasks", "tap 1"])
    let before = app.bus.store.state
    let result = await executor.run(#"tap 1 title="Buy milk"#)
    #expect(
      result
        == CommandResult(
          error: ["error: column 13: this quote is never closed; end the value with \""],
          succeeded: false))
    #expect(app.bus.store.state == before)
    #expect(try app.tasks.all().isEmpty)
  }

  /// The executor reports its own sends from the outcome `send` returns: a redirected link and a
  /// redirected flow step are each reported once.
  @Test func anOwnRequestIsReportedOnceFromItsOutcome() async throws {
    let executor = CommandExecutor(app: try Showcase(storeAt: nil))
    #expect(
      await executor.run("open archery://app/tasks/analytics").output == """
        redirected: route tasks/analytics needs premium; showing paywall/paywall first
        now: Upgrade  archery://app/dashboard/paywall

        """)
    #expect(await executor.run("dismiss").succeeded)
    #expect(await executor.run("open archery://app/flow/taskWizard").succeeded)
    #expect(
      await executor.run("flow next title=Milk").output == """
        redirected: step scheduling of flow taskWizard needs premium; showing paywall/paywall first
        now: Upgrade  archery://app/flow/taskWizard/step/basicInfo \
        (the screen below; paywall/paywall has no link)

        """)
  }

  /// `back` is the user's gesture whether or not anything goes back: a refused back at a tab's
  /// root is logged with the same source as one that pops.
  @Test func backIsTheUsersGestureWhetherOrNotItGoesBack() async throws {
    let events = EventCapture()
    let app = try Showcase(storeAt: nil) { $0.observe(with: events) }
    let (_, executor) = try await Self.executor(on: app, after: ["tab tasks"])
    #expect(await executor.run("back").succeeded == false)
    #expect(await executor.run("open archery://app/tasks/1").succeeded)
    #expect(await executor.run("back").succeeded)
    let backs = events.events.filter { [.back, .pop].contains($0.request.intent) }
    #expect(backs.count == 2)
    #expect(backs.allSatisfy { $0.request.source == .userInterface }, "\(backs)")
  }

  /// What a tapped action sends through a feature's handle is not the executor's own send: it is
  /// reported from what each send returned, and a refusal fails the command, which then says
  /// only why (the action did nothing).
  @Test func whatATappedActionSendsIsReportedFromWhatEachSendReturned() async throws {
    let (app, executor) = try await Self.executor(after: ["tab tasks", "flag wizard off"])
    let before = app.bus.store.state
    let result = await executor.run("tap 2")
    #expect(result.output == "")
    #expect(result.error == "error: blocked: flow taskWizard needs flag wizard\n")
    #expect(!result.succeeded)
    #expect(app.bus.store.state == before)
  }

  /// A showcase opened on a database that is already open works on its rows: a task created
  /// through one showcase is listed by the next one on the same database.
  @Test func aShowcaseOpensOnADatabaseThatIsAlreadyOpen() async throws {
    let database = try Showcase.openDatabase(at: nil)
    _ = try await Self.executor(
      on: try Showcase(database: database), after: ["tab tasks", "tap 1", "tap 1 title=Shared"])
    let second = try Showcase(database: database)
    #expect(try second.tasks.all().map(\.title) == ["Shared"])
  }

  /// A request that waited for the paywall and is refused when it resumes is news of the command
  /// that asked for it: the command that granted the entitlement succeeded, and it closed the
  /// paywall. It used to fail after changing the state (found by the command fuzzer).
  @Test func aRequestRefusedOnResumingIsReportedWithoutFailingTheCommand() async throws {
    let app = try Showcase(storeAt: nil)
    let executor = CommandExecutor(app: app)
    #expect(await executor.run("flag trends off").succeeded)
    let open = await executor.run("open archery://app/insights/trend/focus")
    #expect(open.succeeded)
    #expect(open.output.hasPrefix("redirected: tab insights needs premium"))
    let before = app.bus.store.state
    let result = await executor.run("entitle premium on")
    #expect(result.succeeded)
    #expect(result.error == "")
    #expect(
      result.output == """
        premium: on
        not resumed: blocked: route insights/trend/focus needs flag trends
        now: Dashboard  archery://app/dashboard

        """)
    #expect(app.bus.store.state != before)
    #expect(app.bus.store.state.presentationDepth == 0)
  }

  /// Random lines from the commands' words, links and junk: nothing traps, and a command that
  /// fails leaves the state as it was.
  @Test func randomLinesNeverTrapAndFailuresChangeNothing() async throws {
    var random = SeededRandom(seed: 42)
    let app = try Showcase(storeAt: nil)
    let executor = CommandExecutor(app: app)
    let commands = [
      "open", "tap", "tab", "flow", "entitle", "signin", "flag", "back", "dismiss", "url",
      "screen", "junk",
    ]
    let words = [
      "open", "url", "tree", "screen", "tap", "back", "dismiss", "tab", "flow", "next", "cancel",
      "entitle", "premium", "pro", "on", "off", "signin", "signout", "flag", "trends", "routes",
      "funnel", "checkout", "1", "2", "3", "7", "title=x", "plan=premium", "name=a", "card=4242",
      "email=a@b", "tasks", "insights", "admin", "settings", "--json", "archery://app/tasks/list",
      "archery://app/tasks/%ZZ", "archery://app/flow/checkout/step/9",
      "archery://app/insights/trend/x", "archery://app/tasks/analytics", "=", "%", "\u{0}", "ü",
    ]
    var changed = 0
    // Failed lines, by whether they read: the ones that read and then fail are the ones whose
    // "changes nothing" says something about the executor.
    var unread = 0
    var refused = 0
    for _ in 0..<1_000 {
      let count = Int.random(in: 0...2, using: &random) == 0 ? 2 : 1
      let command = commands.randomElement(using: &random) ?? ""
      let line = ([command] + (0..<count).map { _ in words.randomElement(using: &random) ?? "" })
        .joined(separator: " ")
      let before = app.bus.store.state
      let result = await executor.run(line)
      if !result.succeeded {
        #expect(app.bus.store.state == before, "\(line)")
        if (try? CommandParser.parse(line)) == nil { unread += 1 } else { refused += 1 }
      }
      if app.bus.store.state != before { changed += 1 }
    }
    #expect(changed > 5, "the random lines should navigate now and then")
    // Seed 42 gives 816 lines that do not read, 115 that read and fail, and 7 that navigate.
    #expect(unread > 100, "\(unread) lines did not read")
    #expect(refused > 50, "only \(refused) lines read and then failed")
  }

  /// An executor on a new showcase (in memory unless given), after lines that must succeed.
  static func executor(
    on app: Showcase? = nil, after lines: [String]
  ) async throws -> (Showcase, CommandExecutor) {
    let app = try app ?? Showcase(storeAt: nil)
    let executor = CommandExecutor(app: app)
    for line in lines {
      let result = await executor.run(line)
      #expect(result.succeeded, "\(line): \(result.error)")
    }
    return (app, executor)
  }
}
