import SwiftDiagnostics
import SwiftIfConfig
import SwiftParser
import SwiftSyntax

/// A source file as one platform's build sees it: SwiftIfConfig picks the active clause of each
/// `#if` under the platform's configuration, and everything else (the inactive clauses, and the
/// `#if`, `#elseif`, `#else` and `#endif` lines themselves) becomes blank. The code that stays
/// keeps its lines and columns, so the compiler's messages point into the file as written.
struct ConditionResolver {
  var configuration: PlatformConfiguration

  /// `text`, the file at `path`, resolved for the configuration's platform.
  /// - Throws: ``PersonaError/unresolvedCondition(path:line:column:message:)`` for the first
  ///   condition the configuration cannot answer.
  func resolve(_ text: String, path: String) throws(PersonaError) -> String {
    let tree = Parser.parse(source: text)
    let finder = InactiveCode(configuration: configuration)
    finder.walk(tree)
    if let diagnostic = finder.diagnostics.first {
      let location = diagnostic.location(
        converter: SourceLocationConverter(fileName: path, tree: tree))
      throw .unresolvedCondition(
        path: path, line: location.line, column: location.column, message: diagnostic.message)
    }
    return Self.blanking(finder.ranges, in: text)
  }

  /// `text` with every byte in `ranges` but line breaks turned into a space.
  static func blanking(_ ranges: [Range<Int>], in text: String) -> String {
    var bytes = Array(text.utf8)
    for range in ranges {
      for index in range where bytes[index] != UInt8(ascii: "\n") {
        bytes[index] = UInt8(ascii: " ")
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}

/// The byte ranges of a tree that a configuration leaves out; it descends into active clauses
/// only, so an `#if` nested in an inactive one is never asked.
private final class InactiveCode: SyntaxVisitor {
  let configuration: PlatformConfiguration
  var ranges: [Range<Int>] = []
  var diagnostics: [Diagnostic] = []

  init(configuration: PlatformConfiguration) {
    self.configuration = configuration
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
    let (active, found) = node.activeClause(in: configuration)
    diagnostics += found
    let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
    let end = node.endPositionBeforeTrailingTrivia.utf8Offset
    guard let elements = active?.elements else {
      ranges.append(start..<end)
      return .skipChildren
    }
    ranges.append(start..<elements.position.utf8Offset)
    ranges.append(elements.endPosition.utf8Offset..<end)
    walk(elements)
    return .skipChildren
  }
}
