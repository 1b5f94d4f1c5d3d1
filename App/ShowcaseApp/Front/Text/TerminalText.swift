/// Text that is safe to print on a terminal: every control character in it, which could move
/// the cursor, recolour or clear the screen (`ESC [ 2 J`), is written out as a visible escape
/// such as `\u{1B}`. The front passes everything it prints that may hold a value from a user, a
/// link, a snapshot or the store through here; only its own colours are added afterwards.
///
/// ```swift
/// TerminalText.escaped("a\u{1B}[31mred")  // "a\\u{1B}[31mred"
/// ```
public enum TerminalText {
  /// The text with every control character but the line feed written as `\u{XX}`: the C0
  /// controls (tab and carriage return included), DEL, and the C1 controls (U+0080-U+009F, of
  /// which U+009B starts a sequence on some terminals as ESC [ does).
  /// - Parameter text: The text.
  /// - Returns: The escaped text; text without control characters is returned unchanged.
  public static func escaped(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isEscaped) else { return text }
    var result = ""
    result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
    for scalar in text.unicodeScalars {
      if isEscaped(scalar) {
        result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  private static func isEscaped(_ scalar: Unicode.Scalar) -> Bool {
    scalar != "\n" && (scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value))
  }
}
