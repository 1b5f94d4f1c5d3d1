import Foundation
import Testing

/// The core's public types and macros are the ones listed in `Tools/DocCheck/public-surface.txt`.
/// CI compares the list with the module's symbol graph (`count-public-surface.swift`); this test
/// reads the sources, so that `swift test` catches a new public type before CI does.
@Suite struct PublicSurfaceTests {
  static let listFile = PackageShapeTests.packageRoot
    .appendingPathComponent("Tools/DocCheck/public-surface.txt")

  /// The names in the list, nested types by their own name (`Builder` for
  /// `NavigationBus.Builder`), macros with their `@`.
  static func listed() throws -> [String] {
    try String(contentsOf: listFile, encoding: .utf8).split(separator: "\n")
      .map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty && !$0.hasPrefix("#") }
      .map { name in
        name.hasPrefix("@") ? name : String(name.split(separator: ".").last ?? Substring(name))
      }
  }

  /// The types and macros declared `public` in one source file, in the same form.
  static func declaredPublic(in source: String) -> [String] {
    let declaration =
      /^\s*(?:@\w+(?:\([^)]*\))?\s+)*public\s+(?:final\s+|indirect\s+)*(struct|enum|class|actor|protocol|typealias|macro)\s+(\w+)/
    return source.split(separator: "\n").compactMap { line in
      guard let match = line.firstMatch(of: declaration) else { return nil }
      return match.output.1 == "macro" ? "@" + match.output.2 : String(match.output.2)
    }
  }

  static func declaredPublicInTheCore() throws -> [String] {
    let base = PackageShapeTests.packageRoot.appendingPathComponent("Modules/Wayfinder")
    var names: [String] = []
    let files = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil)
    while let file = files?.nextObject() as? URL {
      guard file.pathExtension == "swift" else { continue }
      names += declaredPublic(in: try String(contentsOf: file, encoding: .utf8))
    }
    return names
  }

  @Test func theCoreDeclaresPublicOnlyTheListedTypesAndMacros() throws {
    let declared = try Self.declaredPublicInTheCore()
    let listed = try Self.listed()
    #expect(declared.count == listed.count, "one name a declaration")
    let unlisted = Set(declared).subtracting(listed).sorted()
    let gone = Set(listed).subtracting(declared).sorted()
    #expect(
      unlisted.isEmpty,
      """
      public in Modules/Wayfinder but not in Tools/DocCheck/public-surface.txt: \(unlisted). \
      Make it package, or list it and say why in Docs/Layout.md and the CHANGELOG.
      """)
    #expect(gone.isEmpty, "listed but no longer public: \(gone); remove them from the list")
  }

  @Test func theReaderFindsDeclarationsWithTheirAttributes() {
    let source = """
      /// public struct InADocComment
      @MainActor
      public final class Bus {
        @MainActor public struct Builder {}
      }
      @resultBuilder public enum StepsBuilder<Data> {}
      package struct Hidden {}
      @usableFromInline package struct DefaultClock {}
      public typealias Fields = [String: String]
      @attached(peer) public macro Skip(when condition: String) = #externalMacro(module: "M", type: "T")
      """
    #expect(
      Self.declaredPublic(in: source) == ["Bus", "Builder", "StepsBuilder", "Fields", "@Skip"])
  }
}
