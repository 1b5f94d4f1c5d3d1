import Foundation
import Wayfinder

/// What the `showcase` executable does, so that its `main` only reads the command line: the
/// launch around the front (`ShowcaseFront+Launch`) and, here, the front's loop.
@MainActor
public enum ShowcaseFront {
  /// Opens the links handed over at launch, then carries out one command a line until the input
  /// ends or a command quits, printing what each did and what changed. On a terminal it prompts;
  /// otherwise it echoes each command, secrets masked, so that the output reads as a transcript.
  /// - Parameters:
  ///   - executor: Carries out the commands.
  ///   - script: The lines of a script, already read; standard input when `nil`, read on a
  ///     thread of its own so that the main actor, where a signal's save runs, stays free.
  ///   - interactive: Whether a person types at a terminal.
  /// - Returns: Whether a command, or a link handed over at launch, failed.
  static func readCommands(
    _ executor: CommandExecutor, script: [String]?, interactive: Bool
  ) async -> Bool {
    var script = script?.makeIterator()
    var lines = script == nil ? InputLines.standardInput().makeAsyncIterator() : nil
    let held = executor.openHeldLinks()
    write(held, color: executor.usesColor)
    if interactive { print("Wayfinder showcase. Type help for the commands, quit to leave.") }
    var failed = !held.succeeded
    while true {
      if interactive {
        print("showcase> ", terminator: "")
        fflush(nil)
      }
      guard let line = script != nil ? script?.next() : await lines?.next() else { break }
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if !interactive, !trimmed.isEmpty, !trimmed.hasPrefix("#") {
        say("> " + executor.echo(trimmed))
      }
      let result = await executor.run(line)
      write(result, color: executor.usesColor)
      if !result.succeeded { failed = true }
      if result.quits { break }
      // Let the coalesced save of this change run before the next line.
      await Task.yield()
    }
    return failed
  }

  /// Prints a result: its output, and its errors on standard error.
  private static func write(_ result: CommandResult, color: Bool) {
    print(result.output, terminator: "")
    fflush(nil)
    if !result.error.isEmpty {
      FileHandle.standardError.write(Data(colored(result.error, color: color).utf8))
    }
  }
}
