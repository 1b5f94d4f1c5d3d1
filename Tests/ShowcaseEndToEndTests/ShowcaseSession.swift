import Foundation

/// A running showcase driven through its standard input, as a person at a terminal or a script
/// would: write commands, read the lines it prints (standard error in the same stream, so that
/// an `error: ...` line answers a command too), send it a signal.
final class ShowcaseSession: @unchecked Sendable {
  /// A line that did not come before the guard's deadline: the showcase hangs or died.
  struct NoAnswer: Error, CustomStringConvertible {
    var waitingFor: String
    var lines: [String]
    var description: String {
      "no line \(waitingFor); printed so far:\n" + lines.joined(separator: "\n")
    }
  }

  let process = Process()
  private let input = Pipe()
  private let output = Pipe()
  private let condition = NSCondition()
  private var received: [String] = []
  private var ended = false

  /// Starts the showcase.
  /// - Parameters:
  ///   - binary: The executable.
  ///   - arguments: Its arguments.
  ///   - folder: The working folder.
  init(_ binary: URL, _ arguments: [String], in folder: URL) throws {
    process.executableURL = binary
    process.arguments = arguments
    process.currentDirectoryURL = folder
    var environment = ProcessInfo.processInfo.environment
    environment["NO_COLOR"] = "1"
    process.environment = environment
    process.standardInput = input
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let reader = Thread { [self] in
      var pending = Data()
      while true {
        let chunk = output.fileHandleForReading.availableData
        pending.append(chunk)
        var lines: [String] = []
        while let end = pending.firstIndex(of: UInt8(ascii: "\n")) {
          lines.append(String(decoding: pending[pending.startIndex..<end], as: UTF8.self))
          pending = Data(pending[(end + 1)...])
        }
        condition.withLock {
          received += lines
          if chunk.isEmpty { ended = true }
          condition.broadcast()
        }
        if chunk.isEmpty { break }
      }
    }
    reader.start()
  }

  /// Writes lines to the showcase's standard input.
  /// - Parameter lines: The commands.
  func send(_ lines: [String]) throws {
    try input.fileHandleForWriting.write(contentsOf: Data(lines.map { $0 + "\n" }.joined().utf8))
  }

  /// Closes standard input: the showcase ends after the commands it was given.
  func closeInput() { try? input.fileHandleForWriting.close() }

  /// Every line printed so far.
  var lines: [String] { condition.withLock { received } }

  /// Waits until a line printed at or after `index` matches, and returns its index.
  /// - Parameters:
  ///   - index: The first line to look at.
  ///   - description: What is awaited, for the error.
  ///   - matches: Whether a line is the one awaited.
  /// - Returns: The index of the first matching line.
  /// - Throws: ``NoAnswer`` when the output ends without one, or none comes in a minute (a guard
  ///   against a hang; nothing is measured).
  func waitForLine(
    from index: Int, _ description: String, where matches: (String) -> Bool
  ) throws -> Int {
    let deadline = Date().addingTimeInterval(60)
    return try condition.withLock {
      var next = index
      while true {
        while next < received.count {
          if matches(received[next]) { return next }
          next += 1
        }
        if ended || !condition.wait(until: deadline) {
          throw NoAnswer(waitingFor: description, lines: received)
        }
      }
    }
  }

  /// Waits for the process to end, and for the last of its output.
  /// - Returns: Every line it printed, how it ended and its status.
  func finish() -> (lines: [String], reason: Process.TerminationReason, status: Int32) {
    process.waitUntilExit()
    closeInput()
    let lines = condition.withLock {
      while !ended { condition.wait() }
      return received
    }
    return (lines, process.terminationReason, process.terminationStatus)
  }
}
