import Foundation
import Testing

/// The stand-ins declare Apple's API as Apple's documentation does, and only what the adapters
/// and the example use: every public declaration names the page it was transcribed from, and
/// every name it declares appears in the code that compiles against it.
@Suite struct StandInTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// A public declaration of a stand-in: where it is, its name, and its doc comment.
  struct Declaration: CustomStringConvertible {
    var file: String
    var line: Int
    var name: String?
    var documentation: String
    /// The declaration's first lines, enough for a signature.
    var text = ""
    var description: String { "\(file):\(line) \(name ?? "(unnamed)")" }
  }

  /// Names the code never spells, because the compiler calls them: the result builders'
  /// blocks, an app's `main`, a protocol's associated types, a default argument's value, and
  /// the cases of a type the builders make.
  static let calledByTheCompiler: Set<String> = [
    // Result builders: the blocks, the types they make, the optional view of an `if`.
    "buildBlock", "buildIf", "buildEither", "SceneBuilder", "TupleView", "EmptyView",
    "_ConditionalContent", "Storage", "trueContent", "falseContent", "Optional",
    // The tab builder, the protocol of what it takes, and that protocol's associated type.
    "TabContentBuilder", "TabContent", "TabValue",
    // An app's entry point, the types a `body` or a window group's content has.
    "main", "Body", "Value", "body", "PresentedWindowContent",
    // The content an immersive space's view closure makes, and the protocol it conforms to.
    "ImmersiveSpaceViewContent", "ImmersiveSpaceContent",
    // What property wrappers, environment keys and actions called as functions go through;
    // the key an `@Entry` expands to.
    "DynamicProperty", "defaultValue", "callAsFunction", "EnvironmentKey",
    // A protocol adopted through the one that refines it (`UIWindowSceneDelegate`).
    "UISceneDelegate",
    // A default argument's type and value.
    "HorizontalAlignment", "Alignment", "center", "automatic",
    // The types of a popover's default anchor, `.rect(.bounds)`.
    "Anchor", "Source",
    // The types of values written only as `.member`: the immersion styles (`.mixed`), an
    // ornament's anchor (`.scene(_:)`), a view's layout direction (`.rightToLeft`), and the
    // direction a view has until one is set.
    "MixedImmersionStyle", "ProgressiveImmersionStyle", "FullImmersionStyle",
    "OrnamentAttachmentAnchor", "UIUserInterfaceLayoutDirection", "leftToRight",
    // A representable's controller type, inferred from its methods, and the type its
    // `Context` names.
    "UIViewControllerType", "UIViewControllerRepresentableContext",
    // The type of a property read only through it (`navigationItem.backAction`).
    "UINavigationItem",
  ]

  static func swiftFiles(under folder: String) throws -> [(String, String)] {
    let base = root.appendingPathComponent(folder)
    guard let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil)
    else { return [] }
    var files: [(String, String)] = []
    for case let url as URL in walker where url.pathExtension == "swift" {
      files.append(
        (folder + url.path.dropFirst(base.path.count), try String(contentsOf: url, encoding: .utf8))
      )
    }
    return files.sorted { $0.0 < $1.0 }
  }

  static func declarations(in file: String, _ text: String) -> [Declaration] {
    let lines = text.components(separatedBy: "\n")
    let declaration =
      #/^\s*(@[\w()., ]+\s+)*(nonisolated\s+)?(public|open)\s+(static\s+)?(func|var|let|struct|enum|class|protocol|init|subscript|typealias)\b\s*([\w]+)?/#
    // Members of a top-level type: a private type's cases need no page.
    let member = #/^  (associatedtype|case)\s+(\w+)/#
    let conformance = #/^\s*extension\s+(\w+)\s*:/#
    var found: [Declaration] = []
    for (index, line) in lines.enumerated() {
      var name: String?
      if let match = line.firstMatch(of: declaration) {
        let kind = String(match.5)
        name = kind == "init" || kind == "subscript" ? nil : match.6.map(String.init)
      } else if let match = line.firstMatch(of: member) {
        name = String(match.2)
      } else if let match = line.firstMatch(of: conformance) {
        name = String(match.1)
      } else {
        continue
      }
      var comment: [String] = []
      var above = index - 1
      while above >= 0,
        lines[above].trimmingCharacters(in: .whitespaces).hasPrefix("///")
          || lines[above].trimmingCharacters(in: .whitespaces).hasPrefix("@")
      {
        comment.insert(lines[above], at: 0)
        above -= 1
      }
      found.append(
        Declaration(
          file: file, line: index + 1, name: name, documentation: comment.joined(separator: "\n"),
          text: lines[index..<min(index + 8, lines.count)].joined(separator: " ")))
    }
    return found
  }

  static func standInDeclarations() throws -> [Declaration] {
    // Inspection.swift is the stand-in's own part for tests (package access), not Apple's API.
    try swiftFiles(under: "Tools/AppleStandIns").filter { !$0.0.hasSuffix("/Inspection.swift") }
      .flatMap { declarations(in: $0.0, $0.1) }
  }

  @Test func everyDeclarationNamesThePageItWasTranscribedFrom() throws {
    let all = try Self.standInDeclarations()
    #expect(all.count > 60)
    let undocumented = all.filter {
      !$0.documentation.contains("https://developer.apple.com/documentation/")
    }
    #expect(undocumented.isEmpty, "\(undocumented)")
  }

  @Test func everyDeclaredNameIsUsedByTheCodeThatCompilesAgainstIt() throws {
    let users = try
      (Self.swiftFiles(under: "Adapters") + Self.swiftFiles(under: "Examples")
      + Self.swiftFiles(under: "Tests/DocumentationTests")).map(\.1).joined(separator: "\n")
    #expect(users.contains("NavigationStack("))
    let unused = try Self.standInDeclarations().filter { declaration in
      guard let name = declaration.name, !Self.calledByTheCompiler.contains(name) else {
        return false
      }
      // Simple word boundaries: `scene.wrappedValue` holds the word `wrappedValue`.
      let word = try Regex("\\b\(name)\\b").wordBoundaryKind(.simple)
      return users.firstMatch(of: word) == nil
    }
    #expect(unused.isEmpty, "declared but not used: \(unused)")
  }

  /// A function's or initializer's name, argument labels and parameter types, and whether each
  /// parameter has a default, as a call sees them.
  struct Signature: Equatable, CustomStringConvertible {
    var name: String
    var labels: [String]
    var defaulted: [Bool]
    /// Each parameter's type, from ``normalizedType(_:generics:)``.
    var types: [String] = []
    var description: String {
      name + "(" + zip(labels, types).map { "\($0): \($1), " }.joined().dropLast(2) + ")"
    }
  }

  /// The signature of the first `func`, `init` or `subscript` in a declaration's text.
  static func signature(of text: String) -> Signature? {
    guard let head = text.firstMatch(of: #/\b(func|init|subscript)\s*(\w+)?\s*(<[^(]*>)?\s*\(/#)
    else { return nil }
    var depth = 1
    var parameters: [String] = [""]
    var previous: Character = " "
    for character in text[head.range.upperBound...] {
      defer { previous = character }
      if "([<{".contains(character) { depth += 1 }
      // The `>` of an arrow closes nothing.
      if ")]}".contains(character) || (character == ">" && previous != "-") { depth -= 1 }
      if depth == 0 { break }
      if character == ",", depth == 1 {
        parameters.append("")
      } else {
        parameters[parameters.count - 1].append(character)
      }
    }
    // The generic parameters' names, in order: `<Item, Content>`, `<V: View>`.
    let generics = (head.3.map { String($0.dropFirst().dropLast()) } ?? "")
      .split(separator: ",").compactMap {
        $0.split(separator: ":").first?.trimmingCharacters(in: .whitespaces)
      }
    var signature = Signature(name: String(head.2 ?? head.1), labels: [], defaulted: [])
    for parameter in parameters where !parameter.trimmingCharacters(in: .whitespaces).isEmpty {
      let halves = parameter.split(separator: ":", maxSplits: 1)
      let words = halves[0].split(separator: " ").filter { !$0.hasPrefix("@") }
      signature.labels.append(words.first.map(String.init) ?? "?")
      signature.defaulted.append(parameter.contains("="))
      let type = halves.count > 1 ? String(halves[1].split(separator: "=")[0]) : ""
      signature.types.append(normalizedType(type, generics: generics))
    }
    return signature
  }

  /// A parameter's type as a call sees it: without attributes (`@escaping`, `@ViewBuilder`,
  /// isolation), module names or spaces, and with each of the declaration's generic parameters
  /// named by its place (`<Item, Content>` and `<T, V>` agree), and a function returning `()`
  /// written as returning `Void`.
  static func normalizedType(_ text: String, generics: [String]) -> String {
    var type = text.replacing(#/@\w+(\([^)]*\))?/#, with: "")
      .replacing(#/\b(SwiftUI|UIKit|Foundation|Swift)\./#, with: "")
    for (index, name) in generics.enumerated() {
      type = type.replacing(try! Regex("\\b\(name)\\b"), with: "τ\(index)")
    }
    // `()` and `Void` are one type.
    return type.filter { !$0.isWhitespace }.replacing("->()", with: "->Void")
  }

  /// The declaration a page gives, as the documentation quotes it: `(`...`)` after the page.
  static func quotedDeclaration(in documentation: String) -> String? {
    let text = documentation.split(separator: "\n")
      .map { $0.trimmingCharacters(in: .whitespaces).replacing(#/^\/\/\/ ?/#, with: "") }
      .joined(separator: " ")
    return text.firstMatch(of: #/\(`(.*?)`\)/#).map { String($0.1) }
  }

  /// Whether a call written against Apple's declaration compiles against the stand-in's: the
  /// same name and argument labels, or Apple's with defaulted parameters left out (a call that
  /// omits them reads the same on both), and each parameter of the same type.
  static func agrees(
    _ standIn: Signature, with apple: Signature, comparingTypes: Bool = true
  ) -> Bool {
    guard standIn.name == apple.name else { return false }
    var next = 0
    for index in apple.labels.indices {
      if next < standIn.labels.count, standIn.labels[next] == apple.labels[index] {
        guard !comparingTypes || standIn.types[next] == apple.types[index] else { return false }
        next += 1
      } else if !apple.defaulted[index] {
        return false
      }
    }
    return next == standIn.labels.count
  }

  /// Whether a declaration's documentation says why the stand-in declares it otherwise than its
  /// page: a sentence about what "the stand-in" does.
  static func explainsADifference(_ documentation: String) -> Bool {
    documentation.localizedCaseInsensitiveContains("the stand-in")
  }

  @Test func everyFunctionIsCalledAsItsPageDeclaresIt() throws {
    var compared = 0
    var differing: [String] = []
    for declaration in try Self.standInDeclarations() {
      guard let quoted = Self.quotedDeclaration(in: declaration.documentation),
        let apple = Self.signature(of: quoted), let standIn = Self.signature(of: declaration.text)
      else { continue }
      compared += 1
      // A type may differ where the stand-in says why; a name or a label may not.
      let excused = Self.explainsADifference(declaration.documentation)
      if !Self.agrees(standIn, with: apple, comparingTypes: !excused) {
        differing.append("\(declaration): \(standIn) where the page has \(apple)")
      }
    }
    #expect(compared > 60)
    #expect(differing.isEmpty, "\(differing)")
  }

  @Test func theSignatureCheckFindsALabelOrATypeThatDiffers() throws {
    let apple = try #require(
      Self.signature(
        of:
          "func present(_ vc: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil)"
      ))
    #expect(apple.labels == ["_", "animated", "completion"])
    let same = try #require(
      Self.signature(of: "open func present(_ x: UIViewController, animated: Bool) {"))
    #expect(Self.agrees(same, with: apple), "a defaulted parameter may be left out")
    let wrong = try #require(
      Self.signature(of: "open func present(_ x: UIViewController, isAnimated: Bool) {"))
    #expect(!Self.agrees(wrong, with: apple))
    let otherType = try #require(
      Self.signature(of: "open func present(_ x: UIView, animated: Bool) {"))
    #expect(!Self.agrees(otherType, with: apple), "a parameter of another type")
    #expect(Self.agrees(otherType, with: apple, comparingTypes: false))
    let generic = try #require(
      Self.signature(
        of: "func sheet<Item, Content>(item: Binding<Item?>, content: @escaping (Item) -> Content)")
    )
    let renamed = try #require(
      Self.signature(
        of: "public func sheet<T: Identifiable, V: View>(item: SwiftUI.Binding<T?>, "
          + "content: @MainActor (T) -> V) -> some View {"))
    #expect(renamed.types == ["Binding<τ0?>", "(τ0)->τ1"])
    #expect(Self.agrees(renamed, with: generic), "generic parameters named otherwise agree")
    let missing = try #require(Self.signature(of: "open func present(_ x: UIViewController) {"))
    #expect(!Self.agrees(missing, with: apple), "a parameter without a default cannot be left out")
    #expect(
      Self.quotedDeclaration(in: "/// https://developer.apple.com/x\n/// (`func a(b: Int)`).")
        == "func a(b: Int)")
  }

  @Test func theCheckFindsAnUndocumentedDeclaration() {
    let text = """
      /// A thing.
      public struct Thing {}
      /// https://developer.apple.com/documentation/swiftui/other
      public func other() {}
      """
    let found = Self.declarations(in: "Sample.swift", text)
    #expect(found.map(\.name) == ["Thing", "other"])
    #expect(
      found.map { $0.documentation.contains("https://developer.apple.com/") } == [false, true])
  }
}
