import Foundation
import Testing

/// Docs/SeedPlan.md says, for each item of the design documents, where it lives and which test
/// checks it. The table stays true as the code changes: every status is one of the four, every
/// name in the `where` column is declared in the sources, every test in the `test` column
/// exists in the suite it names, and the summary counts the rows as they are.
@Suite struct SeedPlanTests {
  static let root = URL(filePath: #filePath).deletingLastPathComponent()
    .appending(path: "../..").standardized
  static let statuses = ["works", "differs", "partial", "missing"]

  /// One row of the table, with where it is in the file.
  struct Row {
    var line: Int
    var status: String
    var places: [String]
    var test: String?
  }

  static func rows(of text: String) -> [Row] {
    var rows: [Row] = []
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    where line.hasPrefix("|") {
      let cells = line.split(separator: "|", omittingEmptySubsequences: false).dropFirst()
        .map { $0.trimmingCharacters(in: .whitespaces) }
      guard cells.count >= 5, cells[0] != "item", !cells[1].hasPrefix("-") else { continue }
      let tests = names(in: cells[3])
      rows.append(
        Row(line: index + 1, status: cells[1], places: names(in: cells[2]), test: tests.first))
    }
    return rows
  }

  /// The backticked names of a cell.
  static func names(in cell: String) -> [String] {
    let parts = cell.split(separator: "`", omittingEmptySubsequences: false)
    return stride(from: 1, to: parts.count, by: 2).map { String(parts[$0]) }
  }

  /// The text of every Swift file under the folders, by path.
  static func sources(under folders: [String]) -> [(path: String, text: String)] {
    folders.flatMap { folder -> [(path: String, text: String)] in
      let base = root.appending(path: folder)
      let files = FileManager.default.enumerator(atPath: base.path)?.allObjects as? [String] ?? []
      return files.filter { $0.hasSuffix(".swift") && !$0.contains(".build") }.compactMap { file in
        (try? String(contentsOf: base.appending(path: file), encoding: .utf8)).map {
          (folder + "/" + file, $0)
        }
      }
    }
  }

  /// Whether `name` (a type, a macro with its `@`, or `Type.member`) is declared in `code`.
  static func isDeclared(_ name: String, in code: [String]) -> Bool {
    let base = name.split(separator: "(").first.map(String.init) ?? name
    if base.hasPrefix("@") {
      return code.contains { text in
        ["(", "<"].contains { text.contains("macro \(base.dropFirst())\($0)") }
      }
    }
    let parts = base.split(separator: ".").map(String.init)
    let kinds = ["struct", "class", "enum", "protocol", "actor", "typealias", "macro"]
    func declaresType(_ type: String) -> Bool {
      code.contains { text in kinds.contains { text.contains("\($0) \(type)") } }
    }
    guard let type = parts.first, declaresType(type) else { return false }
    guard let member = parts.dropFirst().last else { return true }
    let memberKinds = [
      "func", "var", "let", "case", "init", "subscript", "struct", "enum", "class",
    ]
    if member == "init" { return code.contains { $0.contains("init(") } }
    // A case declared after another on one line (`case a, b(Int)`) counts too.
    return code.contains { text in
      memberKinds.contains { text.contains("\($0) \(member)") } || text.contains(", \(member)(")
    }
  }

  @Test func everyRowNamesWhatIsThereAndTheSummaryCountsTheRows() throws {
    let text = try String(
      contentsOf: Self.root.appending(path: "Docs/SeedPlan.md"), encoding: .utf8)
    let rows = Self.rows(of: text)
    #expect(rows.count >= 50, "the table has \(rows.count) rows")
    let code = Self.sources(under: ["Modules", "Adapters", "App", "Examples"]).map(\.text)
    let tests = Self.sources(under: ["Tests"])
    for row in rows {
      #expect(
        Self.statuses.contains(row.status),
        "Docs/SeedPlan.md:\(row.line): the status '\(row.status)' is not one of \(Self.statuses)")
      for place in row.places where !Self.isDeclared(place, in: code) {
        Issue.record("Docs/SeedPlan.md:\(row.line): `\(place)` is not declared in the sources")
      }
      guard let test = row.test else { continue }
      let parts = test.split(separator: ".").map(String.init)
      let found =
        parts.count == 2
        && tests.contains { file in
          file.text.contains("struct \(parts[0])") && file.text.contains("func \(parts[1])(")
        }
      #expect(found, "Docs/SeedPlan.md:\(row.line): no test `\(test)` (Suite.function)")
    }
    var counts: [String: Int] = [:]
    for row in rows { counts[row.status, default: 0] += 1 }
    let summary =
      "\(rows.count) items: \(counts["works"] ?? 0) works, \(counts["differs"] ?? 0) differ, "
      + "\(counts["partial"] ?? 0) partial, \(counts["missing"] ?? 0) missing"
    let saysTheCount = text.replacingOccurrences(of: "\n", with: " ").contains(summary)
    #expect(saysTheCount, "Docs/SeedPlan.md should say: \(summary)")
  }
}
