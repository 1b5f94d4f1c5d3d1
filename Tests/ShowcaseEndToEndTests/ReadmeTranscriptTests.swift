import Foundation
import Testing

/// The sessions the README shows are sessions the end-to-end tests replay: every fenced block of
/// README.md with `showcase>` lines is, line after line, a part of some transcript in
/// `Transcripts/` (which `TranscriptTests` checks against the executable), rendered as a
/// terminal shows it. A change of behaviour that changes a transcript fails here until the README
/// shows it too.
///
/// A transcript is rendered as a person sees it in a terminal: a command, echoed as `> command`
/// through a pipe, is typed after the prompt (`showcase> command`), and the lines of standard
/// error appear among those of standard output. The transcript's files do not record where
/// between two lines of output an error was printed, so a README line of standard error may sit
/// anywhere in its block, provided the errors come in the order of `NAME.err`, one after another.
@Suite struct ReadmeTranscriptTests {
  static let readme = ShowcaseBinary.packageRoot.appendingPathComponent("README.md")
  static let transcripts = ShowcaseBinary.packageRoot
    .appendingPathComponent("Tests/ShowcaseEndToEndTests/Transcripts")

  /// A fenced block of the README that shows `showcase>` lines.
  struct Block {
    /// The README's line number of the block's first line.
    var firstLine: Int
    /// The block's lines, without the fences.
    var lines: [String]
  }

  /// A transcript as a terminal shows it.
  struct Terminal {
    var name: String
    /// Standard output, each command after the prompt.
    var output: [String]
    /// Standard error.
    var errors: [String]
  }

  @Test func everySessionOfTheReadmeIsPartOfATranscript() throws {
    let blocks = Self.sessionBlocks(in: try String(contentsOf: Self.readme, encoding: .utf8))
    #expect(!blocks.isEmpty, "README.md shows no block with `showcase>` lines")
    let terminals = try Self.terminals()
    #expect(terminals.count >= 10)
    for block in blocks {
      if let problem = Self.problem(with: block, in: terminals) {
        Issue.record(Comment(rawValue: problem))
      }
    }
  }

  @Test func theLineThatNoTranscriptHasIsNamed() throws {
    // The README's session before the showcase refused short card numbers.
    let block = Block(
      firstLine: 10,
      lines: [
        "showcase> flow next email=ada@example.com",
        "now: Checkout: payment  archery://app/flow/checkout/step/payment",
        "showcase> flow next card=4242",
        "now: Checkout: confirmation  archery://app/flow/checkout/step/confirmation",
      ])
    let problem = Self.problem(with: block, in: try Self.terminals())
    #expect(problem?.hasPrefix("README.md:12: `showcase> flow next card=4242`") == true)
  }

  @Test func anErrorThatTheTranscriptDoesNotPrintIsNamed() throws {
    // The README's error before the message said how long a card number is.
    let block = Block(
      firstLine: 20,
      lines: [
        "now: Checkout: payment  archery://app/flow/checkout/step/payment",
        "showcase> flow next card=42",
        "error: flow 'checkout' cannot leave step 'payment': a card number is required: "
          + "flow next card=DIGITS",
        "showcase> flow next card=4242424242424242",
      ])
    let problem = Self.problem(with: block, in: try Self.terminals())
    #expect(problem?.hasPrefix("README.md:22: `error: flow 'checkout'") == true)
  }

  // MARK: - Reading

  /// The fenced blocks of a Markdown text that hold a line starting with `showcase>`.
  static func sessionBlocks(in markdown: String) -> [Block] {
    var blocks: [Block] = []
    var open: (indent: Int, block: Block)?
    for (index, line) in markdown.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if let (indent, block) = open {
        if trimmed == "```" {
          if block.lines.contains(where: { $0.hasPrefix("showcase>") }) { blocks.append(block) }
          open = nil
        } else {
          let dropped = line.prefix(indent).allSatisfy { $0 == " " } ? indent : 0
          open?.block.lines.append(String(line.dropFirst(dropped)))
        }
      } else if trimmed.hasPrefix("```") {
        let indent = line.prefix { $0 == " " }.count
        open = (indent, Block(firstLine: index + 2, lines: []))
      }
    }
    return blocks
  }

  /// Every transcript, as a terminal shows it.
  static func terminals() throws -> [Terminal] {
    let names = try FileManager.default.contentsOfDirectory(atPath: transcripts.path)
      .filter { $0.hasSuffix(".in") }.map { String($0.dropLast(3)) }.sorted()
    return try names.map { name in
      Terminal(
        name: name, output: try terminalOutput(of: name), errors: try lines(of: "\(name).err"))
    }
  }

  /// A transcript's standard output as a terminal shows it: where a pipe echoes a command
  /// (`> flow next card=••••`, a secret masked), a terminal shows the prompt and the line as it
  /// was typed, taken from the transcript's input in order.
  static func terminalOutput(of name: String) throws -> [String] {
    var typed = try lines(of: "\(name).in").map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty && !$0.hasPrefix("#") }[...]
    return try lines(of: "\(name).out").map { line in
      guard line.hasPrefix("> ") else { return line }
      let echoed = String(line.dropFirst(2))
      return "showcase> " + (typed.popFirst() ?? echoed)
    }
  }

  /// The lines of a file of the transcripts, none when it does not exist.
  static func lines(of file: String) throws -> [String] {
    let url = transcripts.appendingPathComponent(file)
    guard FileManager.default.fileExists(atPath: url.path) else { return [] }
    var lines = try String(contentsOf: url, encoding: .utf8)
      .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    return lines
  }

  // MARK: - Matching

  /// What is wrong with a block, naming its first line that no transcript shows where the block
  /// has it; `nil` when a transcript shows the whole block.
  static func problem(with block: Block, in terminals: [Terminal]) -> String? {
    var lines = block.lines[...]
    while lines.first?.isEmpty == true { lines.removeFirst() }
    while lines.last?.isEmpty == true { lines.removeLast() }
    let skipped = block.lines.prefix { $0.isEmpty }.count
    var best = (shown: 0, name: "")
    for terminal in terminals {
      let shown = longestShown(lines, in: terminal)
      if shown == lines.count { return nil }
      if shown > best.shown { best = (shown, terminal.name) }
    }
    let line = block.firstLine + skipped + best.shown
    let closest =
      best.shown == 0
      ? "no transcript shows that line"
      : "the closest transcript, \(best.name), shows the lines before it but not this one"
    return """
      README.md:\(line): `\(lines[lines.startIndex + best.shown])` is in no transcript: the \
      block at README.md:\(block.firstLine) must show a session the end-to-end tests replay \
      (Tests/ShowcaseEndToEndTests/Transcripts), commands after `showcase> `, as a terminal \
      shows them; \(closest)
      """
  }

  /// How many of the lines, from the first, a terminal shows one after another, from any line
  /// of its output and any of its errors on.
  static func longestShown(_ lines: ArraySlice<String>, in terminal: Terminal) -> Int {
    var best = 0
    for output in 0...terminal.output.count {
      for error in 0...terminal.errors.count {
        best = max(best, shown(lines, terminal, output: output, error: error))
        if best == lines.count { return best }
      }
    }
    return best
  }

  /// How many of the lines, from the first, a terminal shows one after another: its output
  /// from line `output` on, with its errors from line `error` on among it, in their order.
  static func shown(
    _ lines: ArraySlice<String>, _ terminal: Terminal, output: Int, error: Int
  ) -> Int {
    guard let line = lines.first else { return 0 }
    var best = 0
    if output < terminal.output.count, terminal.output[output] == line {
      best = 1 + shown(lines.dropFirst(), terminal, output: output + 1, error: error)
    }
    if best < lines.count, error < terminal.errors.count, terminal.errors[error] == line {
      best = max(best, 1 + shown(lines.dropFirst(), terminal, output: output, error: error + 1))
    }
    return best
  }
}
