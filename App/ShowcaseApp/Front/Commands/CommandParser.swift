import Foundation
import Wayfinder

/// Reads one line of the text front as a ``ShowcaseCommand``. Pure: it knows the commands'
/// syntax, nothing of the app's state (whether a tab exists or an action number is on screen
/// is the executor's to say).
///
/// Words are separated by spaces. Values are `key=value` words; a value with spaces is quoted
/// (`title="Buy milk"`, with `\"` and `\\` inside the quotes) or written with `%20`, which is
/// decoded outside quotes only. A line whose first word starts with `#` is a comment.
///
/// ```swift
/// try CommandParser.parse(#"flow next title="Write the report" notes=Quarterly"#)
/// // .flowNext(["title": "Write the report", "notes": "Quarterly"])
/// try CommandParser.parse("# a note")  // nil
/// ```
public enum CommandParser {
  /// Reads a line.
  /// - Parameter line: The line, for example `tap 2` or `open archery://app/tasks`.
  /// - Returns: The command, or `nil` for a blank line or a comment.
  /// - Throws: ``CommandSyntaxError`` saying what is wrong and at which column.
  public static func parse(_ line: String) throws(CommandSyntaxError) -> ShowcaseCommand? {
    if line.trimmingCharacters(in: .whitespaces).hasPrefix("#") { return nil }
    let words = try CommandWord.split(line)
    guard let name = words.first else { return nil }
    // A missing word would go one space past the end of the line.
    let end = line.count - line.reversed().prefix(while: CommandWord.isSeparator).count + 2
    var reader = Arguments(command: name.text, words: words.dropFirst(), end: end)
    switch name.text {
    case "open":
      let usage = "open LINK, for example open archery://app/tasks/list"
      return .open(try reader.one("a LINK", usage: usage))
    case "url": return try reader.none(.url)
    case "continue":
      let type = try reader.next("an activity TYPE", usage: "continue TYPE [LINK]").text
      let link = reader.words.popFirst()?.text
      try reader.end(usage: "continue TYPE [LINK]")
      return .continueActivity(type: type, link: link)
    case "tree": return .tree(json: try reader.jsonOption(usage: "tree [--json]"))
    case "screen": return .screen(json: try reader.jsonOption(usage: "screen [--json]"))
    case "tap":
      let usage = "tap N [key=value ...]; screen lists the actions and their numbers"
      let number = try reader.next("an action number N", usage: usage)
      guard let action = Int(number.text) else {
        throw CommandSyntaxError(
          column: number.column,
          message: "'\(number.written)' is not an action number; usage: \(usage)")
      }
      return .tap(action, values: try reader.values())
    case "back": return try reader.none(.back)
    case "dismiss": return try reader.none(.dismiss)
    case "edit":
      let values = try reader.values()
      guard !values.isEmpty else {
        throw CommandSyntaxError(
          column: reader.end, message: "edit takes values: edit key=value ..., such as id=7")
      }
      return .edit(values)
    case "tab": return .tab(TabID(try reader.one("a tab NAME", usage: "tab NAME")))
    case "flow": return try flow(&reader)
    case "entitle":
      let usage = "entitle NAME on|off, for example entitle premium on"
      let entitlement = try reader.next("an entitlement NAME", usage: usage).text
      return .entitle(entitlement, on: try reader.lastOnOff(usage: usage))
    case "signin": return .signIn(try reader.one("a user NAME", usage: "signin NAME"))
    case "signout": return try reader.none(.signOut)
    case "flag":
      let usage = "flag NAME on|off, for example flag trends off"
      let flag = try reader.next("a flag NAME", usage: usage)
      guard FeatureFlags.isName(flag.text) else {
        throw CommandSyntaxError(
          column: flag.column,
          message: "'\(flag.written)' is not a flag name: "
            + "use letters, digits, '-', '_' and '.'")
      }
      return .flag(flag.text, on: try reader.lastOnOff(usage: usage))
    case "routes": return try reader.none(.routes)
    case "graph": return try reader.none(.graph)
    case "funnel":
      let flow = reader.words.popFirst()
      try reader.end(usage: "funnel [FLOW]")
      return .funnel(flow?.text)
    case "help": return try reader.none(.help)
    case "quit", "exit": return try reader.none(.quit)
    default:
      throw CommandSyntaxError(
        column: name.column,
        message: "unknown command '\(name.written)'; type help for the list of commands")
    }
  }

  private static func flow(_ reader: inout Arguments) throws(CommandSyntaxError) -> ShowcaseCommand
  {
    let usage = "flow next [key=value ...] | flow back | flow cancel"
    let verb = try reader.next("next, back or cancel", usage: usage)
    switch verb.text {
    case "next": return .flowNext(try reader.values())
    case "back":
      try reader.end(usage: "flow back")
      return .flowBack
    case "cancel":
      try reader.end(usage: "flow cancel")
      return .flowCancel
    default:
      throw CommandSyntaxError(
        column: verb.column, message: "'\(verb.written)' is not a flow command; usage: \(usage)")
    }
  }

  /// Reads `key=value` words: the key is the unquoted text before the first `=` outside quotes;
  /// the value is the rest, with `%XX` decoded outside quotes.
  /// - Parameter words: The words.
  /// - Returns: The values by key.
  /// - Throws: ``CommandSyntaxError`` for a word that is not `key=value` or a key given twice.
  static func values(_ words: some Sequence<CommandWord>) throws(CommandSyntaxError) -> FlowFields {
    var values: FlowFields = [:]
    var columns: [String: Int] = [:]
    for word in words {
      let (key, value) = try keyAndValue(word)
      if let first = columns[key] {
        throw CommandSyntaxError(
          column: word.column, message: "'\(key)' is given twice (first at column \(first))")
      }
      columns[key] = word.column
      values[key] = value
    }
    return values
  }

  private static func keyAndValue(
    _ word: CommandWord
  ) throws(CommandSyntaxError) -> (String, String) {
    let hint = #"write key=value, with quotes around spaces: title="Buy milk""#
    guard let first = word.parts.first, !first.isQuoted,
      let equals = first.text.firstIndex(of: "=")
    else {
      throw CommandSyntaxError(
        column: word.column, message: "'\(word.written)' is not key=value; \(hint)")
    }
    let key = String(first.text[..<equals])
    guard !key.isEmpty else {
      throw CommandSyntaxError(
        column: word.column, message: "'\(word.written)' has no key before '='; \(hint)")
    }
    let rest = CommandWord.Part(
      text: String(first.text[first.text.index(after: equals)...]), isQuoted: false)
    let value = ([rest] + word.parts.dropFirst()).map { part in
      part.isQuoted ? part.text : (part.text.removingPercentEncoding ?? part.text)
    }
    return (key, value.joined())
  }
}

/// The words after a command's name, read in order.
private struct Arguments {
  let command: String
  var words: ArraySlice<CommandWord>
  /// The column just past the line, where a missing word would go.
  let end: Int

  mutating func next(_ what: String, usage: String) throws(CommandSyntaxError) -> CommandWord {
    guard let word = words.popFirst() else {
      throw CommandSyntaxError(column: end, message: "\(command) needs \(what); usage: \(usage)")
    }
    return word
  }

  /// Fails on a word that is left over.
  func end(usage: String) throws(CommandSyntaxError) {
    guard let extra = words.first else { return }
    throw CommandSyntaxError(
      column: extra.column, message: "unexpected '\(extra.written)'; usage: \(usage)")
  }

  mutating func one(_ what: String, usage: String) throws(CommandSyntaxError) -> String {
    let word = try next(what, usage: usage)
    try end(usage: usage)
    return word.text
  }

  func none(_ command: ShowcaseCommand) throws(CommandSyntaxError) -> ShowcaseCommand {
    if let extra = words.first {
      throw CommandSyntaxError(
        column: extra.column,
        message: "\(self.command) takes no arguments; unexpected '\(extra.written)'")
    }
    return command
  }

  mutating func jsonOption(usage: String) throws(CommandSyntaxError) -> Bool {
    guard let option = words.popFirst() else { return false }
    guard option.text == "--json" else {
      throw CommandSyntaxError(
        column: option.column,
        message: "'\(option.written)' is not an option of \(command); usage: \(usage)")
    }
    try end(usage: usage)
    return true
  }

  mutating func lastOnOff(usage: String) throws(CommandSyntaxError) -> Bool {
    let word = try next("on or off", usage: usage)
    let isOn: Bool
    switch word.text {
    case "on": isOn = true
    case "off": isOn = false
    default:
      throw CommandSyntaxError(
        column: word.column, message: "'\(word.written)' is not on or off; usage: \(usage)")
    }
    try end(usage: usage)
    return isOn
  }

  mutating func values() throws(CommandSyntaxError) -> FlowFields {
    defer { words = [] }
    return try CommandParser.values(words)
  }
}
