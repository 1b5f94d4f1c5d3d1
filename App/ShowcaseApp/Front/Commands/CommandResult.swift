/// What one command of the text front produced, ready to print: every line in it passed
/// through ``TerminalText`` when it was added, so nothing a value holds can drive the terminal
/// or start a line of its own.
public struct CommandResult: Equatable, Sendable {
  /// Text for standard output, one escaped line after another, each ending in a newline.
  public private(set) var output: String
  /// Text for standard error (`error: ...` lines), escaped the same way.
  public private(set) var error: String
  /// Whether the command did what it was asked.
  public var succeeded: Bool
  /// Whether the command asks the front to stop.
  public var quits: Bool

  /// Creates a result from its lines, each escaped for the terminal.
  /// - Parameters:
  ///   - output: The lines for standard output.
  ///   - error: The lines for standard error.
  ///   - succeeded: Whether the command did what it was asked.
  ///   - quits: Whether the command asks the front to stop.
  public init(
    output: [String] = [], error: [String] = [], succeeded: Bool = true, quits: Bool = false
  ) {
    self.output = TerminalText.printable(output)
    self.error = TerminalText.printable(error)
    self.succeeded = succeeded
    self.quits = quits
  }

  /// Text of several lines as output.
  init(text: String) { self.init(output: TerminalText.lines(of: text)) }

  /// A JSON document as output: its lines escaped as JSON writes characters, so that it still
  /// reads as the same JSON.
  init(json: String) {
    self.init()
    output = TerminalText.printable(TerminalText.lines(of: json), as: .json)
  }

  /// A command that failed, and why: one `error: ...` line.
  static func failure(_ message: String) -> CommandResult {
    CommandResult(error: ["error: " + message], succeeded: false)
  }

  /// Adds a line of output.
  /// - Parameters:
  ///   - line: The line, without its line feed.
  ///   - bold: Whether the line is printed bold; the style is added after the line is escaped.
  mutating func say(_ line: String, bold: Bool = false) {
    let text = TerminalText.escaped(line)
    output += (bold ? "\u{1B}[1m" + text + "\u{1B}[0m" : text) + "\n"
  }

  /// Adds lines of output.
  mutating func say(_ lines: some Sequence<String>) {
    output += TerminalText.printable(lines)
  }

  /// Adds what a later part of the same command produced.
  mutating func append(_ other: CommandResult) {
    output += other.output
    error += other.error
    succeeded = succeeded && other.succeeded
    quits = quits || other.quits
  }
}
