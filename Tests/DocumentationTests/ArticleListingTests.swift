import Foundation
import Testing

/// Every Swift listing in the articles of the catalogs (each library's
/// `Modules/NAME/Documentation.docc`) is a sample of this target, compiled and run by its tests,
/// and every sample is shown in an article: a listing cannot drift from the API, and no sample is
/// kept that no article shows.
///
/// A sample is the lines between `// sample: NAME` and `// end sample` in `Samples/`, with their
/// common indentation removed; a listing is a fenced `swift` block of an article. The files of
/// `Samples/` use public API only: CI compiles them in a consumer package (`OutsideCode` in
/// PackageShapeTests); checks that need the package's own API are in `PackageChecks/`.
@Suite struct ArticleListingTests {
  static let root = URL(filePath: #filePath).deletingLastPathComponent()
  static let modules = root.appending(path: "../../Modules").standardized
  /// The DocC catalogs of the libraries.
  static var catalogs: [URL] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: modules.path)) ?? []
    return names.sorted().map { modules.appending(path: "\($0)/Documentation.docc") }
      .filter { FileManager.default.fileExists(atPath: $0.path) }
  }
  static let samplesDirectory = root.appending(path: "Samples")

  @Test func everySwiftListingOfAnArticleIsACompiledSample() throws {
    let samples = try Self.samples()
    let listings = try Self.listings()
    #expect(!listings.isEmpty, "no Swift listing found in the catalogs")
    let known = Set(samples.map(\.text))
    for listing in listings where !known.contains(listing.text) {
      Issue.record(
        """
        \(listing.place): this Swift listing is not one of the samples in \
        Tests/DocumentationTests/Samples; copy it from the sample it shows, or add it there \
        between `// sample: NAME` and `// end sample`:
        \(listing.text)
        """)
    }
  }

  @Test func everySampleIsShownInAnArticle() throws {
    let shown = Set(try Self.listings().map(\.text))
    let samples = try Self.samples()
    #expect(!samples.isEmpty)
    for sample in samples where !shown.contains(sample.text) {
      Issue.record("\(sample.place): sample '\(sample.name)' is shown in no article")
    }
  }

  @Test func everyLibraryWithPublicAPIHasACatalog() {
    let names = Set(Self.catalogs.map { $0.deletingLastPathComponent().lastPathComponent })
    #expect(names.isSuperset(of: ["Wayfinder", "WayfinderLogging", "WayfinderTesting"]))
  }

  @Test func sampleNamesAreUnique() throws {
    let names = try Self.samples().map(\.name)
    #expect(names.count == Set(names).count, "duplicate sample names: \(names)")
  }

  @Test func theExtractionFindsMarkedRegionsAndFencedBlocks() {
    let source = """
      func f() {
        // sample: one
        let a = 1
          print(a)
        // end sample
      }
      """
    #expect(
      Self.regions(in: source, file: "f.swift").map(\.text) == ["let a = 1\n  print(a)"])
    let article = """
      Text.

      ```swift
      let a = 1
      ```

      ```text
      not swift
      ```
      """
    #expect(Self.fencedSwiftBlocks(in: article, file: "a.md").map(\.text) == ["let a = 1"])
  }

  // MARK: - Extraction

  struct Excerpt {
    var name: String
    var place: String
    var text: String
  }

  static func samples() throws -> [Excerpt] {
    try files(in: samplesDirectory, withExtension: "swift").flatMap { url in
      regions(in: try String(contentsOf: url, encoding: .utf8), file: url.lastPathComponent)
    }
  }

  static func listings() throws -> [Excerpt] {
    try catalogs.flatMap { try files(in: $0, withExtension: "md") }.flatMap { url in
      fencedSwiftBlocks(
        in: try String(contentsOf: url, encoding: .utf8), file: url.lastPathComponent)
    }
  }

  static func files(in directory: URL, withExtension suffix: String) throws -> [URL] {
    guard
      let enumerator = FileManager.default.enumerator(
        at: directory, includingPropertiesForKeys: nil)
    else { throw CocoaError(.fileNoSuchFile) }
    return enumerator.compactMap { $0 as? URL }.filter { $0.pathExtension == suffix }
      .sorted { $0.path < $1.path }
  }

  static func regions(in source: String, file: String) -> [Excerpt] {
    var result: [Excerpt] = []
    var open: (name: String, line: Int, lines: [Substring])?
    for (number, line) in source.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.hasPrefix("// sample: ") {
        open = (String(trimmed.dropFirst("// sample: ".count)), number + 1, [])
      } else if trimmed == "// end sample", let region = open {
        result.append(
          Excerpt(
            name: region.name, place: "\(file):\(region.line)", text: dedented(region.lines)))
        open = nil
      } else {
        open?.lines.append(line)
      }
    }
    return result
  }

  static func fencedSwiftBlocks(in article: String, file: String) -> [Excerpt] {
    var result: [Excerpt] = []
    var open: (line: Int, lines: [Substring])?
    var inOtherBlock = false
    for (number, line) in article.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if let block = open {
        if trimmed == "```" {
          result.append(
            Excerpt(name: "", place: "\(file):\(block.line)", text: dedented(block.lines)))
          open = nil
        } else {
          open?.lines.append(line)
        }
      } else if inOtherBlock {
        if trimmed == "```" { inOtherBlock = false }
      } else if trimmed == "```swift" {
        open = (number + 1, [])
      } else if trimmed.hasPrefix("```") {
        inOtherBlock = true
      }
    }
    return result
  }

  /// The lines without their common indentation and without blank lines at either end.
  static func dedented(_ lines: [Substring]) -> String {
    var lines = lines
    while let first = lines.first, first.allSatisfy(\.isWhitespace) { lines.removeFirst() }
    while let last = lines.last, last.allSatisfy(\.isWhitespace) { lines.removeLast() }
    let indent =
      lines.filter { !$0.allSatisfy(\.isWhitespace) }
      .map { $0.prefix(while: { $0 == " " }).count }.min() ?? 0
    return lines.map { $0.allSatisfy(\.isWhitespace) ? "" : String($0.dropFirst(indent)) }
      .joined(separator: "\n")
  }
}
