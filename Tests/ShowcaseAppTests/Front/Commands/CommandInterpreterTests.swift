import ShowcaseApp
import Testing
import Wayfinder

/// The interpreter in process: no binary, no pipe.
@MainActor
@Suite struct CommandInterpreterTests {
  @Test func aCommandPrintsWhatChanged() async throws {
    let interpreter = CommandInterpreter(app: try Showcase(storeAt: nil))
    let result = await interpreter.run("open archery://app/tasks/detail/abc123")
    #expect(result.succeeded)
    #expect(result.output == "now: Task not found  archery://app/tasks/detail/abc123\n")
    #expect(await interpreter.run("url").output == "archery://app/tasks/detail/abc123\n")
  }

  @Test func badInputFailsWithAHintAndChangesNothing() async throws {
    let app = try Showcase(storeAt: nil)
    let interpreter = CommandInterpreter(app: app)
    let before = app.coordinator.state
    for line in ["frobnicate", "open archery://app/123", "tap 0", "tab admin", "flow next"] {
      let result = await interpreter.run(line)
      #expect(!result.succeeded, "\(line)")
      #expect(result.error.hasPrefix("error: "), "\(line)")
      #expect(app.coordinator.state == before, "\(line)")
    }
  }

  @Test func commentsAndBlankLinesDoNothing() async throws {
    let interpreter = CommandInterpreter(app: try Showcase(storeAt: nil))
    #expect(await interpreter.run("") == CommandResult())
    #expect(await interpreter.run("# a note") == CommandResult())
    #expect(await interpreter.run("quit").quits)
    #expect(await interpreter.run("url\r").output == "archery://app/dashboard\n", "a CRLF line")
  }

  /// A showcase opened on a database that is already open works on its rows: a task created
  /// through one showcase is listed by the next one on the same database.
  @Test func aShowcaseOpensOnADatabaseThatIsAlreadyOpen() async throws {
    let database = try Showcase.openDatabase(at: nil)
    let first = CommandInterpreter(app: try Showcase(database: database))
    for line in ["tab tasks", "tap 1", "tap 1 title=Shared"] {
      #expect(await first.run(line).succeeded, "\(line)")
    }
    let second = try Showcase(database: database)
    #expect(try second.tasks.all().map(\.title) == ["Shared"])
  }

  /// A request that waited for the paywall and is refused when it resumes is news of the command
  /// that asked for it: the command that granted the entitlement succeeded, and it closed the
  /// paywall. It used to fail after changing the state (found by the command fuzzer).
  @Test func aRequestRefusedOnResumingIsReportedWithoutFailingTheCommand() async throws {
    let app = try Showcase(storeAt: nil)
    let interpreter = CommandInterpreter(app: app)
    #expect(await interpreter.run("flag trends off").succeeded)
    let open = await interpreter.run("open archery://app/insights/trend/focus")
    #expect(open.succeeded)
    #expect(open.output.hasPrefix("redirected: tab insights needs premium"))
    let before = app.coordinator.state
    let result = await interpreter.run("entitle premium on")
    #expect(result.succeeded)
    #expect(result.error == "")
    #expect(
      result.output == """
        premium: on
        not resumed: blocked: route insights/trend/focus needs flag trends
        now: Dashboard  archery://app/dashboard

        """)
    #expect(app.coordinator.state != before)
    #expect(app.coordinator.state.presentationDepth == 0)
  }

  /// Random lines from the commands' words, links and junk: nothing traps, and a command that
  /// fails leaves the state as it was.
  @Test func randomLinesNeverTrapAndFailuresChangeNothing() async throws {
    var random = SeededGenerator(seed: 42)
    let app = try Showcase(storeAt: nil)
    let interpreter = CommandInterpreter(app: app)
    let commands = [
      "open", "tap", "tab", "flow", "entitle", "signin", "flag", "back", "dismiss", "url",
      "screen", "junk",
    ]
    let words = [
      "open", "url", "tree", "screen", "tap", "back", "dismiss", "tab", "flow", "next", "cancel",
      "entitle", "premium", "pro", "on", "off", "signin", "signout", "flag", "trends", "routes",
      "funnel", "checkout", "1", "2", "3", "7", "title=x", "plan=premium", "name=a", "card=4242",
      "email=a@b", "tasks", "insights", "admin", "settings", "--json", "archery://app/tasks/list",
      "archery://app/tasks/detail/%ZZ", "archery://app/flow/checkout/step/9",
      "archery://app/insights/trend/x", "archery://app/tasks/analytics", "=", "%", "\u{0}", "ü",
    ]
    var changed = 0
    for _ in 0..<1_000 {
      let count = Int.random(in: 0...2, using: &random) == 0 ? 2 : 1
      let command = commands.randomElement(using: &random) ?? ""
      let line = ([command] + (0..<count).map { _ in words.randomElement(using: &random) ?? "" })
        .joined(separator: " ")
      let before = app.coordinator.state
      let result = await interpreter.run(line)
      if !result.succeeded {
        #expect(app.coordinator.state == before, "\(line)")
      }
      if app.coordinator.state != before { changed += 1 }
    }
    #expect(changed > 5, "the random lines should navigate now and then")
  }
}
