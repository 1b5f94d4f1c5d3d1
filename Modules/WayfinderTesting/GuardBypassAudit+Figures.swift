import Foundation

extension GuardBypassAudit {
  /// The rows of the audit tables in the package's RELIABILITY.md, so that a test that runs an
  /// audit checks the figures the document gives for it: the document's tables are the tests'
  /// results, or the test fails.
  /// - Returns: Every table row of the document, as written.
  /// - Throws: When the document cannot be read.
  package static func documentedRows() throws -> [String] {
    let file = URL(filePath: #filePath).deletingLastPathComponent()
      .appending(path: "../../RELIABILITY.md")
    return try String(contentsOf: file, encoding: .utf8)
      .split(separator: "\n").map(String.init).filter { $0.hasPrefix("| ") }
  }
}

extension [GuardBypassAudit.Attempt] {
  /// The row RELIABILITY.md's audit tables give these attempts: the app, how many subjects
  /// (gated routes, tabs, flows or steps), attempts, skipped attempts, attempts that got through
  /// without their condition, and attempts refused with it.
  /// - Parameter app: The first cell, naming the app.
  /// - Returns: The row, in the document's Markdown.
  package func documentedRow(app: String) -> String {
    let made = filter { $0.skipped == nil }
    let cells = [
      app, "\(Set(map(\.subject)).count)", "\(count)", "\(count - made.count)",
      "\(made.filter { !$0.conditionMet && $0.gotThrough }.count)",
      "\(made.filter { $0.mustGetThrough && !$0.gotThrough }.count)",
    ]
    return "| " + cells.joined(separator: " | ") + " |"
  }
}
