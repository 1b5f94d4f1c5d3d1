/// What one command of the text front produced.
public struct CommandResult: Equatable, Sendable {
  /// Text for standard output, ending in a newline when not empty.
  public var output: String
  /// Text for standard error (`error: ...` lines), ending in a newline when not empty.
  public var error: String
  /// Whether the command did what it was asked.
  public var succeeded: Bool
  /// Whether the command asks the front to stop.
  public var quits: Bool

  /// Creates a result.
  public init(output: String = "", error: String = "", succeeded: Bool = true, quits: Bool = false)
  {
    self.output = output
    self.error = error
    self.succeeded = succeeded
    self.quits = quits
  }

  init(output: String, isTerminalSafe: Bool) {
    self.init(output: output)
    self.isTerminalSafe = isTerminalSafe
  }

  /// A command that failed, and why.
  static func failure(_ message: String) -> CommandResult {
    CommandResult(error: "error: \(message)\n", succeeded: false)
  }

  /// Adds what a later part of the same command produced.
  /// Whether ``output`` was made safe for a terminal where it was written (a screen with a
  /// bold title), so that the executor does not escape it again.
  var isTerminalSafe = false

  /// The result with every control character in its output and error escaped
  /// (``TerminalText``).
  var escaped: CommandResult {
    var copy = self
    if !isTerminalSafe { copy.output = TerminalText.escaped(output) }
    copy.error = TerminalText.escaped(error)
    return copy
  }

  mutating func append(_ other: CommandResult) {
    output +=
      isTerminalSafe && !other.isTerminalSafe ? TerminalText.escaped(other.output) : other.output
    error += other.error
    succeeded = succeeded && other.succeeded
    quits = quits || other.quits
  }
}
