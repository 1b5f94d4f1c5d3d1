import Wayfinder

/// One word of a command line, as a person writes it: words are separated by spaces; a part in
/// double quotes keeps its spaces (`title="Buy milk"`), with `\"` for a quote and `\\` for a
/// backslash inside the quotes.
///
/// ```swift
/// let words = try CommandWord.split(#"tap 1 title="Buy milk""#)
/// words.map(\.text)  // ["tap", "1", "title=Buy milk"]
/// ```
struct CommandWord: Equatable, Sendable {
  /// A run of the word's characters, quoted or not.
  struct Part: Equatable, Sendable {
    /// The characters, without quotes and escapes.
    var text: String
    /// Whether they were written in quotes.
    var isQuoted: Bool
  }

  /// The word's parts, in order.
  var parts: [Part]
  /// The column of the word's first character, from 1.
  var column: Int

  /// The word without its quotes and escapes.
  var text: String { parts.map(\.text).joined() }

  /// The word as it was written, quotes included, for messages.
  var written: String {
    parts.map { part in
      guard part.isQuoted else { return part.text }
      let escaped = part.text.replacingOccurrences(of: "\\", with: "\\\\")
        .replacingOccurrences(of: "\"", with: "\\\"")
      return "\"" + escaped + "\""
    }.joined()
  }

  /// Splits a line into words.
  /// - Parameter line: The line.
  /// - Returns: The words, in order; none for a blank line.
  /// - Throws: ``CommandSyntaxError`` for a quote that is never closed or an escape other than
  ///   `\"` and `\\`, with its column.
  static func split(_ line: String) throws(CommandSyntaxError) -> [CommandWord] {
    var words: [CommandWord] = []
    var word: CommandWord?
    var openQuote: Int?
    var escapeAt: Int?
    var column = 0
    for character in line {
      column += 1
      if openQuote != nil {
        if let backslash = escapeAt {
          guard character == "\"" || character == "\\" else {
            throw CommandSyntaxError(
              column: backslash,
              message: "'\\\(character)' is not an escape; inside quotes write \\\" for a quote "
                + "and \\\\ for a backslash")
          }
          word?.append(character, quoted: true)
          escapeAt = nil
        } else if character == "\\" {
          escapeAt = column
        } else if character == "\"" {
          openQuote = nil
        } else {
          word?.append(character, quoted: true)
        }
      } else if isSeparator(character) {
        if let finished = word { words.append(finished) }
        word = nil
      } else {
        if word == nil { word = CommandWord(parts: [], column: column) }
        if character == "\"" {
          openQuote = column
          word?.parts.append(Part(text: "", isQuoted: true))
        } else {
          word?.append(character, quoted: false)
        }
      }
    }
    if let quote = openQuote {
      throw CommandSyntaxError(
        column: quote, message: "this quote is never closed; end the value with \"")
    }
    if let finished = word { words.append(finished) }
    return words
  }

  /// A line as the front echoes it: the value of every `NAME=value` that is secret, as a word
  /// or a link's query item, written as ``ActiveFlow/mask``. A word's value ends at a separator
  /// outside quotes, or at the end of a line whose quote is never closed; a query item's value
  /// at `&`, `#` or a separator.
  /// - Parameters:
  ///   - line: The line as typed.
  ///   - isSecret: Whether the value of a name is secret, as a query item's (`true`) or a
  ///     word's.
  /// - Returns: The line to echo.
  static func masked(_ line: String, isSecret: (String, _ inQuery: Bool) -> Bool) -> String {
    let item = /(?<lead>[?&])(?<name>[^=?&#" \t\r\n]+)=[^&# \t\r\n]*/
    let word = /(?<lead>^|[ \t\r\n])(?<name>[^=" \t\r\n]+)=(?:"(?:\\.|[^"\\])*"?|[^" \t\r\n])*/
    // The lead says which pass matched: `?` or `&` starts a query item.
    func mask(_ match: Regex<(Substring, lead: Substring, name: Substring)>.Match) -> String {
      let inQuery = match.lead == "?" || match.lead == "&"
      guard isSecret(String(match.name), inQuery) else { return String(match.output.0) }
      return match.lead + match.name + "=" + ActiveFlow.mask
    }
    return line.replacing(item, with: mask).replacing(word, with: mask)
  }

  /// Spaces, tabs and line ends separate words.
  static func isSeparator(_ character: Character) -> Bool {
    character == " " || character == "\t" || character == "\r" || character == "\n"
      || character == "\r\n"
  }

  private mutating func append(_ character: Character, quoted: Bool) {
    if let last = parts.indices.last, parts[last].isQuoted == quoted {
      parts[last].text.append(character)
    } else {
      parts.append(Part(text: String(character), isQuoted: quoted))
    }
  }
}
