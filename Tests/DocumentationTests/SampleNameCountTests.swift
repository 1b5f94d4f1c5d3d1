import Foundation
import Testing

/// How much of Wayfinder a newcomer meets: the Getting Started sample builds a two-feature app
/// with a link, a gated route that redirects to a paywall and a two-step flow, and spells at most
/// 15 of Wayfinder's public names (types, protocols and macros, as
/// `Tools/DocCheck/public-surface.txt` lists them).
@Suite struct SampleNameCountTests {
  static let root = URL(filePath: #filePath).deletingLastPathComponent()
  static let sample = root.appending(path: "Samples/GettingStarted.swift")
  static let surface = root.appending(path: "../../Tools/DocCheck/public-surface.txt").standardized

  /// The most public names the sample may spell.
  static let budget = 15

  @Test func theGettingStartedAppSpellsAtMostFifteenPublicNames() throws {
    let names = try Self.publicNames()
    let used = Self.names(
      spelledIn: try String(contentsOf: Self.sample, encoding: .utf8), of: names)
    // The count means something only if the sample is the app the article promises.
    #expect(used.isSuperset(of: ["@Route", "@Requires", "@Flow", "NavigationBus"]))
    #expect(
      used.count <= Self.budget,
      "the Getting Started sample spells \(used.count) public names: \(used.sorted())")
  }

  @Test func countingSkipsCommentsAndStringsAndFindsNestedNames() {
    let names: Set<String> = [
      "@Route", "NavigationBus", "NavigationBus.Builder", "AnyRoute", "Screen",
    ]
    let source = """
      /// A doc comment naming AnyRoute.
      @Route(path: "Screen") enum R { case a }  // Screen in a comment
      var b = NavigationBus.Builder(shell: s) /* AnyRoute */
      """
    #expect(
      Self.names(spelledIn: source, of: names) == [
        "@Route", "NavigationBus", "NavigationBus.Builder",
      ])
  }

  /// The core's public types and macros, one a line; comments start with `#`.
  static func publicNames() throws -> Set<String> {
    let text = try String(contentsOf: surface, encoding: .utf8)
    let names = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty && !$0.hasPrefix("#") }
    return Set(names)
  }

  /// The names of `names` that the code of `source` spells: its identifiers, `@` attributes and
  /// dotted paths, with comments and string literals left out.
  static func names(spelledIn source: String, of names: Set<String>) -> Set<String> {
    var tokens: [String] = []
    var characters = Array(source)[...]
    while let character = characters.first {
      if character == "/", characters.dropFirst().first == "/" {
        characters = characters.drop { $0 != "\n" }
      } else if character == "/", characters.dropFirst().first == "*" {
        let rest = String(characters.dropFirst(2))
        guard let end = rest.range(of: "*/") else { break }
        characters = Array(rest[end.upperBound...])[...]
      } else if character == "\"" {
        // A string literal, escapes included; the sample has no multi-line strings.
        var rest = characters.dropFirst()
        while let next = rest.first, next != "\"" {
          rest = next == "\\" ? rest.dropFirst(2) : rest.dropFirst()
        }
        characters = rest.dropFirst()
      } else if character == "@" || character.isLetter || character == "_" {
        let word = characters.dropFirst().prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        tokens.append(String(character) + String(word))
        characters = characters.dropFirst(1 + word.count)
      } else if character == "." {
        tokens.append(".")
        characters = characters.dropFirst()
      } else {
        if !character.isWhitespace { tokens.append(String(character)) }
        characters = characters.dropFirst()
      }
    }
    var used: Set<String> = []
    for (index, token) in tokens.enumerated() where names.contains(token) {
      used.insert(token)
      // A nested type spelled through its parent: `NavigationBus.Builder`.
      if index + 2 < tokens.count, tokens[index + 1] == "." {
        let nested = token + "." + tokens[index + 2]
        if names.contains(nested) { used.insert(nested) }
      }
    }
    return used
  }
}
