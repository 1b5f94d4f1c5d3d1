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

  /// A command that failed, and why.
  static func failure(_ message: String) -> CommandResult {
    CommandResult(error: "error: \(message)\n", succeeded: false)
  }

  /// Adds what a later part of the same command produced.
  mutating func append(_ other: CommandResult) {
    output += other.output
    error += other.error
    succeeded = succeeded && other.succeeded
    quits = quits || other.quits
  }
}
