import ShowcaseApp
import Testing
import Wayfinder

/// The command parser alone: a value per command, values written as a person would, and errors
/// that say what and where.
@Suite struct CommandParserTests {
  static let commands: [(String, ShowcaseCommand)] = [
    ("open archery://app/tasks/list", .open("archery://app/tasks/list")),
    ("url", .url),
    ("tree", .tree(json: false)),
    ("tree --json", .tree(json: true)),
    ("screen", .screen(json: false)),
    ("screen --json", .screen(json: true)),
    ("tap 2", .tap(2, values: [:])),
    ("tap 1 title=Milk priority=high", .tap(1, values: ["title": "Milk", "priority": "high"])),
    ("back", .back),
    ("dismiss", .dismiss),
    ("tab insights", .tab("insights")),
    ("flow next", .flowNext([:])),
    ("flow next card=4242", .flowNext(["card": "4242"])),
    ("flow back", .flowBack),
    ("flow cancel", .flowCancel),
    ("entitle premium on", .entitle("premium", on: true)),
    ("entitle pro off", .entitle("pro", on: false)),
    ("signin Ada", .signIn("Ada")),
    ("signout", .signOut),
    ("flag trends off", .flag("trends", on: false)),
    ("routes", .routes),
    ("graph", .graph),
    ("funnel", .funnel(nil)),
    ("funnel checkout", .funnel("checkout")),
    ("help", .help),
    ("quit", .quit),
    ("exit", .quit),
  ]

  @Test(arguments: commands)
  func eachCommandReadsAsItsValue(line: String, command: ShowcaseCommand) throws {
    #expect(try CommandParser.parse(line) == command)
  }

  @Test func blankLinesAndCommentsAreNoCommand() throws {
    for line in ["", "   ", "\t", "# a note", "   # an indented note", #"# "unclosed"#] {
      #expect(try CommandParser.parse(line) == nil, "\(line.debugDescription)")
    }
  }

  @Test func spacesTabsAndLineEndsSeparateWords() throws {
    #expect(try CommandParser.parse("url\r") == .url)
    #expect(try CommandParser.parse("  tab\tinsights  ") == .tab("insights"))
    #expect(try CommandParser.parse("flag trends on\r\n") == .flag("trends", on: true))
  }

  @Test func aQuotedValueKeepsItsSpaces() throws {
    #expect(
      try CommandParser.parse(#"tap 1 title="Buy milk""#)
        == .tap(1, values: ["title": "Buy milk"]))
    #expect(
      try CommandParser.parse(#"flow next title="Write the report" notes=Quarterly"#)
        == .flowNext(["title": "Write the report", "notes": "Quarterly"]))
    #expect(try CommandParser.parse(#"tap 1 title="""#) == .tap(1, values: ["title": ""]))
    #expect(
      try CommandParser.parse(#"tap 1 title=Buy" fresh "milk"#)
        == .tap(1, values: ["title": "Buy fresh milk"]), "quotes around part of a value")
    #expect(
      try CommandParser.parse(#"signin "Ada Lovelace""#) == .signIn("Ada Lovelace"),
      "any word may be quoted")
  }

  @Test func insideQuotesABackslashEscapesAQuoteOrABackslash() throws {
    #expect(
      try CommandParser.parse(#"tap 1 title="Say \"hi\"" notes="C:\\temp""#)
        == .tap(1, values: ["title": #"Say "hi""#, "notes": #"C:\temp"#]))
    #expect(
      try CommandParser.parse(#"tap 1 notes=C:\temp"#) == .tap(1, values: ["notes": #"C:\temp"#]),
      "outside quotes a backslash is itself")
  }

  @Test func percentEscapesAreDecodedOutsideQuotesOnly() throws {
    #expect(
      try CommandParser.parse("tap 1 title=Pay%20rent") == .tap(1, values: ["title": "Pay rent"]))
    #expect(
      try CommandParser.parse(#"tap 1 title="100%20""#) == .tap(1, values: ["title": "100%20"]))
    #expect(
      try CommandParser.parse("tap 1 title=100%") == .tap(1, values: ["title": "100%"]),
      "a lone percent sign is kept")
    #expect(
      try CommandParser.parse("open archery://app/tasks/a%20b")
        == .open("archery://app/tasks/a%20b"), "a link is given to the resolver as written")
  }

  /// Each bad line, with the column and the message it gets.
  static let errors: [(String, Int, String)] = [
    (
      #"tap 1 title="Buy milk"#, 13,
      #"this quote is never closed; end the value with ""#
    ),
    (
      #"flow next title="a\tb""#, 19,
      #"'\t' is not an escape; inside quotes write \" for a quote and \\ for a backslash"#
    ),
    (
      "frobnicate now", 1,
      "unknown command 'frobnicate'; type help for the list of commands"
    ),
    (
      "  popToRoot", 3,
      "unknown command 'popToRoot'; type help for the list of commands"
    ),
    (
      "tap 1 title Buy milk", 7,
      #"'title' is not key=value; write key=value, with quotes around spaces: title="Buy milk""#
    ),
    (
      "flow next =x", 11,
      #"'=x' has no key before '='; write key=value, with quotes around spaces: title="Buy milk""#
    ),
    (
      #"tap 1 "title=x""#, 7,
      #"'"title=x"' is not key=value; write key=value, with quotes around spaces: title="Buy milk""#
    ),
    ("tap 1 title=a title=b", 15, "'title' is given twice (first at column 7)"),
    (
      "tap", 5,
      "tap needs an action number N; usage: tap N [key=value ...]; "
        + "screen lists the actions and their numbers"
    ),
    (
      "tap two", 5,
      "'two' is not an action number; usage: tap N [key=value ...]; "
        + "screen lists the actions and their numbers"
    ),
    ("url now", 5, "url takes no arguments; unexpected 'now'"),
    ("tab", 5, "tab needs a tab NAME; usage: tab NAME"),
    ("tab tasks insights", 11, "unexpected 'insights'; usage: tab NAME"),
    ("tree --xml", 6, "'--xml' is not an option of tree; usage: tree [--json]"),
    (
      "open", 6,
      "open needs a LINK; usage: open LINK, for example open archery://app/tasks/list"
    ),
    (
      "flow jump", 6,
      "'jump' is not a flow command; usage: flow next [key=value ...] | flow back | flow cancel"
    ),
    ("flow back 2", 11, "unexpected '2'; usage: flow back"),
    (
      "entitle premium maybe", 17,
      "'maybe' is not on or off; usage: entitle NAME on|off, for example entitle premium on"
    ),
    (
      "flag a/b on", 6,
      "'a/b' is not a flag name: use letters, digits, '-', '_' and '.'"
    ),
    (
      "flag trends on now", 16,
      "unexpected 'now'; usage: flag NAME on|off, for example flag trends off"
    ),
    ("funnel a b", 10, "unexpected 'b'; usage: funnel [FLOW]"),
  ]

  @Test(arguments: errors)
  func aBadLineSaysWhatAndWhere(line: String, column: Int, message: String) {
    #expect(throws: CommandSyntaxError(column: column, message: message)) {
      try CommandParser.parse(line)
    }
  }

  @Test func anErrorReadsWithItsColumn() {
    let error = CommandSyntaxError(column: 13, message: "this quote is never closed")
    #expect(error.description == "column 13: this quote is never closed")
  }
}
