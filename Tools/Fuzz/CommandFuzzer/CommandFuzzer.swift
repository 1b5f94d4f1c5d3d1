// libFuzzer target: arbitrary bytes as a script for the showcase's text front, one command a
// line, read by its command parser and carried out by its executor in process on a fresh
// showcase whose database is in memory. After every line the fuzzer checks what the front and
// the app promise:
//
// - a command fails exactly when it says why, on `error: ` lines, and its texts end in a newline
//   and hold no control character but the line feed (what a user typed is shown escaped);
// - a line that does not read fails with the column of the problem, and reads the same again;
// - a command that fails leaves the navigation state as it was;
// - the state is well formed and holds no route, and selects no tab, whose requirement the user
//   does not meet, and a tab the user may not open shows nothing above its root;
// - the link of what is shown opens exactly what is shown up to the first route without a link
//   (one that carries a model or a callback), and gives the same link again;
// - a state that changed can be saved as a snapshot and read back unchanged, but for the
//   routes that carry a transient value (a callback), which read back as markers; every other
//   route, a model included, reads back into its type.
//
// Any other outcome stops the fuzzer with the line that broke it, and libFuzzer writes the input.
//
// Built with `-DLIBFUZZER` (Tools/Fuzz/run.sh), `main` hands the command line to libFuzzer, which
// calls back on the main thread for every input. A plain build runs the files it is given in
// the same way and prints each line with its result, to reproduce a crash:
//
//   swift run CommandFuzzer .build-fuzz/artifacts/command-fuzzer-crash-...
import Foundation
import ShowcaseApp
import Wayfinder

#if LIBFUZZER
import LibFuzzerDriver
#endif

/// At most this many lines of an input run, so that every input stays fast.
let maximumLines = 64

/// libFuzzer's callback for one input.
func fuzzOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  let input = bytes.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
  // libFuzzer calls back on the thread that started it, the main thread, outside of any task.
  MainActor.assumeIsolated { runInput(input, transcript: false) }
  return 0
}

/// Whether the script of one input is done.
@MainActor
final class InputRun {
  var isDone = false
}

/// Runs one input to the end, from synchronous code on the main thread.
///
/// The executor is asynchronous: a step may validate off the main actor and come back to it.
/// The task starts at once on the main actor and runs to its first suspension; what resumes it
/// there comes through the main actor's queue, which the main run loop serves, so the run loop
/// runs here until the task is done. Nothing else waits on the main thread meanwhile. Starting
/// at once also keeps an input that never suspends from leaving a queue entry behind, which
/// libFuzzer would count as a possible leak and check at length.
/// - Parameters:
///   - bytes: The input.
///   - transcript: Whether to print every line with its result.
@MainActor
func runInput(_ bytes: [UInt8], transcript: Bool) {
  let run = InputRun()
  Task.immediate { @MainActor in
    await runScript(bytes, transcript: transcript)
    run.isDone = true
  }
  while !run.isDone {
    _ = RunLoop.main.run(mode: .default, before: .distantFuture)
  }
}

/// The databases, in memory. Every input runs on `working`, which is first overwritten with
/// `pristine` (migrated and empty), so that no row of one input reaches the next. Opening a
/// database for every input would cost more than the input itself.
let databases: (pristine: AppDatabase, working: AppDatabase) = {
  do {
    return (try Showcase.openDatabase(at: nil), try Showcase.openDatabase(at: nil))
  } catch {
    fatalError("no database in memory: \(error)")
  }
}()

/// Runs the lines of an input, as `showcase --script` would, on a fresh showcase, and checks
/// every line's outcome.
@MainActor
func runScript(_ bytes: [UInt8], transcript: Bool) async {
  let app: Showcase
  do {
    try databases.pristine.writer.backup(to: databases.working.writer)
    app = try Showcase(database: databases.working, fixedClock: .zero)
  } catch {
    fatalError("the showcase does not open: \(error)")
  }
  let executor = CommandExecutor(app: app)
  let text = String(decoding: bytes, as: UTF8.self)
  let lines = text.split(
    maxSplits: maximumLines, omittingEmptySubsequences: false, whereSeparator: \.isNewline
  ).prefix(maximumLines)
  for line in lines.map(String.init) {
    let before = app.bus.store.state
    let result = await executor.run(line)
    if transcript {
      print("> \(line.debugDescription)")
      print(result.output + result.error, terminator: "")
      fflush(nil)
    }
    Invariants(app: app, line: line).check(result, before: before)
    if result.quits { break }
  }
}

/// What must hold after every line.
@MainActor
struct Invariants {
  let app: Showcase
  let line: String

  func stop(_ problem: String) -> Never {
    fatalError("\(problem)\nline: \(line.debugDescription)")
  }

  func check(_ result: CommandResult, before: NavigationState) {
    let state = app.bus.store.state
    checkTexts(result)
    checkParsing(result)
    if !result.succeeded && state != before {
      stop("a command that failed changed the state\nbefore: \(before)\nafter: \(state)")
    }
    if !state.isWellFormed {
      stop("the state is not well formed: \(state.wellFormednessProblems)\nstate: \(state)")
    }
    checkRequirements(state)
    // The link and the snapshot depend on the state alone: check them when it changed.
    if state != before {
      checkLink(state)
      checkSnapshot(state)
    }
  }

  func checkTexts(_ result: CommandResult) {
    if result.succeeded != result.error.isEmpty {
      stop(
        result.succeeded
          ? "a command succeeded with an error: \(result.error.debugDescription)"
          : "a command failed without saying why")
    }
    if !result.error.isEmpty && !(result.error.hasPrefix("error: ") && result.error.hasSuffix("\n"))
    {
      stop("an error is not an `error: ` line: \(result.error.debugDescription)")
    }
    if !result.output.isEmpty && !result.output.hasSuffix("\n") {
      stop("the output does not end in a newline: \(result.output.debugDescription)")
    }
    // Each printed line is escaped: only the line feeds that end lines are left.
    for text in [result.output, result.error]
    where TerminalText.printable(TerminalText.lines(of: text)) != text {
      stop("a text holds a character the terminal would act on: \(text.debugDescription)")
    }
  }

  func checkParsing(_ result: CommandResult) {
    let first = Result { () throws(CommandSyntaxError) in try CommandParser.parse(line) }
    let second = Result { () throws(CommandSyntaxError) in try CommandParser.parse(line) }
    if first != second {
      stop("the line reads differently the second time: \(first) and \(second)")
    }
    if case .failure(let error) = first {
      if result.succeeded || result.error != TerminalText.escaped("error: \(error)") + "\n" {
        stop("a line that does not read (\(error)) gave \(result.error.debugDescription)")
      }
      if error.column < 1 || error.column > line.count + 2 {
        stop("a syntax error points outside the line: \(error)")
      }
    }
  }

  func checkRequirements(_ state: NavigationState) {
    let account = app.account
    for route in state.allRoutes {
      let requirement = app.bus.routeCase(of: route)?.requirement
      if !account.allows(requirement) {
        stop("\(route) is in the state, but it needs \(requirement.map(String.init) ?? "?")")
      }
    }
    for tab in app.bus.shell.tabs where !account.allows(tab.requirement) {
      if state.selectedTab == tab.id {
        stop("tab \(tab.id) is selected, but it needs \(tab.requirement.map(String.init) ?? "?")")
      }
      if let content = state.tab(tab.id)?.content,
        !content.base.path.isEmpty || !content.presentations.isEmpty
      {
        stop(
          "tab \(tab.id) shows more than its root, but it needs \(tab.requirement.map(String.init) ?? "?")"
        )
      }
    }
  }

  func checkLink(_ state: NavigationState) {
    // What is shown may have no link (too long, say); `url` then says why, and that is fine.
    guard case .success(let link) = app.screens.currentLink else { return }
    // The link stops below the first route without one (a model, a callback): it opens what
    // is shown without those routes, which stand on top of the focused stack.
    let omitted = app.screens.routesWithoutLink
    let shown = Array(state.focusPath.dropLast(omitted.count))
    let resolution: DeepLinkResolution
    do {
      resolution = try app.resolver.resolve(link, entitlements: app.account.store)
    } catch {
      stop("the link of what is shown, \(link), does not open: \(error)")
    }
    if case .flow = resolution.target { return }
    var again = state
    do {
      try again.apply(.batch(resolution.commands))
    } catch {
      stop("the link of what is shown, \(link), does not apply: \(error)")
    }
    if again.focusPath != shown {
      stop("the link \(link) opens \(again.focusPath), not what is shown, \(shown)")
    }
    let relinked = Result { () throws(DeepLinkGenerationError) in
      try app.resolver.canonicalLink(for: again)
    }
    if relinked != .success(link) {
      stop("the link \(link) opens a state whose link is \(relinked)")
    }
  }

  func checkSnapshot(_ state: NavigationState) {
    let saved = app.bus.savable(state)
    let codec = SnapshotCodec()
    let data: Data
    do {
      data = try codec.encode(saved)
    } catch {
      stop("the state cannot be saved: \(error)\nstate: \(saved)")
    }
    let restored: NavigationState
    do {
      restored = try codec.decode(data)
    } catch {
      stop(
        "a saved state cannot be read back: \(error)\nsnapshot: \(String(decoding: data, as: UTF8.self))"
      )
    }
    // A transient value is saved as a marker only: without the routes that carry one (and what
    // stands above them), the saved state and the state read back are the same.
    let lasting = { (route: AnyRoute) in route.kind != .transient }
    let keptSaved = saved.pruned(keepingRoute: lasting, keepingTab: { _ in true })
    let keptRead = restored.pruned(keepingRoute: lasting, keepingTab: { _ in true })
    if keptRead != keptSaved {
      stop("a saved state reads back different\nsaved: \(keptSaved)\nread: \(keptRead)")
    }
    let transientSaved = saved.allRoutes.filter { !lasting($0) }.map(\.description)
    let transientRead = restored.allRoutes.filter { !lasting($0) }.map(\.description)
    if transientRead != transientSaved {
      stop("the transient routes saved, \(transientSaved), read back as \(transientRead)")
    }
    // Every lasting route read back becomes its type again, its model included.
    for route in keptRead.allRoutes where route.module != .flow {
      do throws(RouteDecodingError) {
        try app.bus.module(route.module)?.check(route)
      } catch {
        stop("the saved route \(route) does not read back: \(error)")
      }
    }
  }
}

@main
enum CommandFuzzer {
  @MainActor
  static func main() {
    #if LIBFUZZER
    var argc = CommandLine.argc
    var argv = Optional(CommandLine.unsafeArgv)
    exit(LLVMFuzzerRunDriver(&argc, &argv, { bytes, count in fuzzOneInput(bytes, count) }))
    #else
    replay(CommandLine.arguments.dropFirst())
    #endif
  }

  /// Runs the files given, and every file in the folders given, as inputs.
  @MainActor
  static func replay(_ paths: ArraySlice<String>) {
    var files: [String] = []
    for path in paths {
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
        fail("no file or folder '\(path)'")
      }
      if isFolder.boolValue {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        files += names.filter { !$0.hasPrefix(".") }.sorted().map { path + "/" + $0 }
      } else {
        files.append(path)
      }
    }
    if files.isEmpty {
      fail("usage: CommandFuzzer FILE|FOLDER ...  (runs each file as a fuzz input)")
    }
    for file in files {
      guard let data = FileManager.default.contents(atPath: file) else {
        fail("cannot read '\(file)'")
      }
      print("== \(file)")
      runInput(Array(data), transcript: true)
    }
    print("\(files.count) input(s); every check held")
  }

  static func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("error: \(message)\n".utf8))
    exit(2)
  }
}
