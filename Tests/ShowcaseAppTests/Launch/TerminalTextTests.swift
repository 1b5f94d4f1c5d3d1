import Foundation
import Testing
import Wayfinder

@testable import ShowcaseApp

@Suite struct TerminalTextTests {
  @Test func everyCharacterThatMovesTheCursorEndsALineOrReordersTextIsWrittenOut() {
    #expect(TerminalText.escaped("plain text, ünïcode ✓, עברית") == "plain text, ünïcode ✓, עברית")
    #expect(TerminalText.escaped("a\nnow: forged") == "a\\u{A}now: forged")
    #expect(TerminalText.escaped("\u{1B}[31mred") == "\\u{1B}[31mred")
    #expect(
      TerminalText.escaped("\u{0}\t\r\u{B}\u{C}\u{7F}\u{85}\u{9B}")
        == "\\u{0}\\u{9}\\u{D}\\u{B}\\u{C}\\u{7F}\\u{85}\\u{9B}")
    // Line and paragraph separators, and every bidirectional control.
    let reordering: [Unicode.Scalar] = [
      "\u{2028}", "\u{2029}", "\u{061C}", "\u{200E}", "\u{200F}", "\u{202A}", "\u{202B}",
      "\u{202C}", "\u{202D}", "\u{202E}", "\u{2066}", "\u{2067}", "\u{2068}", "\u{2069}",
    ]
    for scalar in reordering {
      let escaped = TerminalText.escaped("a\(Character(scalar))b")
      #expect(escaped == "a\\u{\(String(scalar.value, radix: 16, uppercase: true))}b")
    }
    // Escaping is idempotent: what it writes holds nothing it would escape.
    let once = TerminalText.escaped("x\u{1B}y\u{202E}z")
    #expect(TerminalText.escaped(once) == once)
  }

  @Test func jsonKeepsReadingAsTheSameJSON() throws {
    let line = #"{"title":"a\#u{202E}b\#u{2028}"}"#
    let escaped = TerminalText.escaped(line, as: .json)
    #expect(escaped == #"{"title":"a\u202eb\u2028"}"#)
    let decoded = try JSONDecoder().decode([String: String].self, from: Data(escaped.utf8))
    #expect(decoded["title"] == "a\u{202E}b\u{2028}")
  }

  @Test @MainActor func theExecutorEscapesWhatALinkCarries() async throws {
    let app = try Showcase(storeAt: nil)
    let executor = CommandExecutor(app: app)
    let opened = await executor.run("open archery://app/tasks/%1B%5B2J")
    #expect(!opened.output.unicodeScalars.contains("\u{1B}"))
    let tree = await executor.run("tree")
    #expect(tree.output.contains("\\u{1B}[2J"))
    #expect(!tree.output.unicodeScalars.contains("\u{1B}"))
    let refused = await executor.run("open archery://app/%1B%5B2J")
    #expect(refused.error.contains("\\u{1B}[2J"))
  }

  /// A value that holds a line feed cannot print a line of its own, whichever path prints it:
  /// a link's route value, its query item, an error, the tree, the link check and `url`.
  @Test @MainActor func aLineFeedInAValueNeverStartsALine() async throws {
    let app = try Showcase(storeAt: nil)
    let executor = CommandExecutor(app: app)
    let forged = "%0Anow:%20forged%E2%80%A8%E2%80%AE"
    var printed: [CommandResult] = []
    printed.append(await executor.run("open archery://app/tasks/x\(forged)?ref=y\(forged)"))
    for line in ["tree", "url", "screen", "tree --json"] {
      printed.append(await executor.run(line))
    }
    printed.append(await executor.run("open archery://app/x\(forged)"))
    printed.append(await executor.run(#"tab "x\#n now: forged""#))
    for result in printed {
      for text in [result.output, result.error] {
        #expect(!text.split(separator: "\n").contains { $0.hasPrefix("now: forged") })
        #expect(!text.unicodeScalars.contains { [0x2028, 0x202E].contains($0.value) })
      }
    }
    #expect(printed[1].output.contains("tasks/detail/x\\u{A}now: forged\\u{2028}\\u{202E}"))
    #expect(printed[0].output.contains("captured ref=y\\u{A}now: forged"))
    #expect(printed.last?.error.contains("\\u{A} now: forged") == true)
    let (lines, _) = try LinkCheck.check(
      "archery://app/x\(forged)\n", opening: { try LinkCheck.app(user: nil, plans: [], flags: [:]) }
    )
    #expect(lines.count == 1)
    #expect(!TerminalText.printable(lines).contains("\nnow: forged"))
  }

  /// The echo masks a secret value wherever it ends: a plain word, a quoted value with spaces and
  /// escapes, a quote never closed, a query item; other values stay as typed.
  @Test func theEchoMasksASecretValueWhereverItEnds() {
    let secret: (String, Bool) -> Bool = { name, inQuery in
      inQuery ? name == "invite" : name == "card"
    }
    let cases = [
      ("flow next card=4242 plan=pro", "flow next card=\(ActiveFlow.mask) plan=pro"),
      (#"flow next card="42 \" 42" plan=pro"#, "flow next card=\(ActiveFlow.mask) plan=pro"),
      (#"flow next card="42 42 plan=pro"#, "flow next card=\(ActiveFlow.mask)"),
      (
        "open x://app/t?ref=a&invite=s3&utm_x=b",
        "open x://app/t?ref=a&invite=\(ActiveFlow.mask)&utm_x=b"
      ),
      ("open x://app/t?invite=s3#top", "open x://app/t?invite=\(ActiveFlow.mask)#top"),
      ("flow next xcard=1 invite=2", "flow next xcard=1 invite=2"),
      ("flow next\tcard=42\tplan=pro", "flow next\tcard=\(ActiveFlow.mask)\tplan=pro"),
    ]
    for (line, echoed) in cases {
      #expect(CommandWord.masked(line, isSecret: secret) == echoed, "\(line)")
    }
  }
}
