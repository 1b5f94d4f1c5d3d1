import ShowcaseApp
import Testing

@Suite struct TerminalTextTests {
  @Test func controlCharactersAreWrittenOutAndLineFeedsKept() {
    #expect(TerminalText.escaped("plain text, ünïcode ✓") == "plain text, ünïcode ✓")
    #expect(TerminalText.escaped("a\nb") == "a\nb")
    #expect(TerminalText.escaped("\u{1B}[31mred") == "\\u{1B}[31mred")
    #expect(TerminalText.escaped("\u{0}\t\r\u{7F}\u{9B}") == "\\u{0}\\u{9}\\u{D}\\u{7F}\\u{9B}")
    // Escaping is idempotent: what it writes holds no control character.
    let once = TerminalText.escaped("x\u{1B}y")
    #expect(TerminalText.escaped(once) == once)
  }

  @Test @MainActor func theExecutorEscapesWhatALinkCarries() async throws {
    let app = try Showcase(storeAt: nil)
    let executor = CommandExecutor(app: app)
    let opened = await executor.run("open archery://app/tasks/detail/%1B%5B2J")
    #expect(!opened.output.unicodeScalars.contains("\u{1B}"))
    let tree = await executor.run("tree")
    #expect(tree.output.contains("\\u{1B}[2J"))
    #expect(!tree.output.unicodeScalars.contains("\u{1B}"))
    let refused = await executor.run("open archery://app/%1B%5B2J")
    #expect(refused.error.contains("\\u{1B}[2J"))
  }
}
