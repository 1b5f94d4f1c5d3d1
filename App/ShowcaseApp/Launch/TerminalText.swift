/// Text that is safe to print on a terminal, one line at a time: every character in it that
/// could move the cursor, recolour or clear the screen (`ESC [ 2 J`), end a line or reorder
/// the text around it is written out as a visible escape such as `\u{1B}`.
///
/// It is the front's one output boundary: every line it prints passes through here after it is
/// composed, values from a user, a link, a snapshot or the store included, so a value can
/// neither forge a line of its own (a line feed followed by `now: ...`) nor turn the line it is
/// in around. Only the front's own colours are added afterwards.
///
/// ```swift
/// TerminalText.escaped("a\u{1B}[31mred")  // "a\\u{1B}[31mred"
/// TerminalText.escaped("x\nnow: forged")  // "x\\u{A}now: forged"
/// ```
public enum TerminalText {
  /// How an escaped character is written: the front's own choice, per output it prints.
  enum Notation: Sendable {
    /// `\u{1B}`, as Swift writes it: for text.
    case swift
    /// `\u001b`, as JSON writes it, so that JSON output still reads as the same JSON.
    case json
  }

  /// One line with every character that can move the cursor, end a line or reorder text
  /// written out: the C0 controls (the line feed, tab and carriage return included), DEL, the
  /// C1 controls (U+0080-U+009F: NEL, and U+009B, which starts a sequence on some terminals as
  /// ESC [ does), the line and paragraph separators (U+2028, U+2029) and the bidirectional
  /// controls (U+061C, U+200E, U+200F, U+202A-U+202E, U+2066-U+2069).
  /// - Parameter line: The line.
  /// - Returns: The escaped line; a line without such characters is returned unchanged.
  public static func escaped(_ line: String) -> String { escaped(line, as: .swift) }

  /// ``escaped(_:)`` in a notation of the front's choice: JSON output writes `\u202e`, so that
  /// it still reads as the same JSON.
  static func escaped(_ line: String, as notation: Notation) -> String {
    guard line.unicodeScalars.contains(where: isEscaped) else { return line }
    var result = ""
    result.unicodeScalars.reserveCapacity(line.unicodeScalars.count)
    for scalar in line.unicodeScalars {
      guard isEscaped(scalar) else {
        result.unicodeScalars.append(scalar)
        continue
      }
      let hex = String(scalar.value, radix: 16, uppercase: notation == .swift)
      switch notation {
      case .swift: result += "\\u{" + hex + "}"
      case .json: result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      }
    }
    return result
  }

  /// Lines as they are printed: each escaped, each ending in a line feed.
  /// - Parameter lines: The lines.
  /// - Returns: The text; empty for no lines.
  public static func printable(_ lines: some Sequence<String>) -> String {
    printable(lines, as: .swift)
  }

  /// ``printable(_:)`` in a notation of the front's choice.
  static func printable(_ lines: some Sequence<String>, as notation: Notation) -> String {
    lines.map { escaped($0, as: notation) + "\n" }.joined()
  }

  /// The lines of a text the app composed, such as a JSON document or a report: its line feeds
  /// are its own, and whatever a line holds is escaped when it is printed.
  /// - Parameter text: The text.
  /// - Returns: Its lines, without a last empty one.
  public static func lines(of text: String) -> [String] {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    return lines
  }

  private static func isEscaped(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0..<0x20, 0x7F...0x9F, 0x2028, 0x2029, 0x061C, 0x200E, 0x200F, 0x202A...0x202E,
      0x2066...0x2069:
      return true
    default: return false
    }
  }
}
