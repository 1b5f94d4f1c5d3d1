import SwiftIfConfig
import SwiftParser
import SwiftSyntax

/// A stand-in's declarations with Apple's availability as a build for one platform applies it.
/// Swift on Linux ignores `@available(iOS, ...)`, so each platform's attribute becomes one that
/// holds everywhere: unavailable on the platform, or introduced after the version the build
/// assumes, makes the declaration unavailable; available there, the attribute goes. Attributes
/// about every platform (`*`) or Swift versions stay as written. Lines and columns are kept.
///
/// `if #available(...)` is read the same way: a block whose check the assumed version does not
/// pass cannot run there, so its body is left out, and a build that assumes a version the check
/// passes type-checks it (the persona builds once per version the code checks for). A
/// `guard #available` or `#unavailable` check of the platform is refused: what it guards is the
/// rest of a scope, which the persona cannot set apart.
struct AvailabilityRewriter {
  var platform: Platform
  /// The version of the platform the build assumes: the package's deployment target, or a
  /// later one that an `#available` check of the code asks for.
  var version: VersionTuple

  init(platform: Platform, version: VersionTuple? = nil) {
    self.platform = platform
    self.version = version ?? platform.deploymentTarget
  }

  /// `text`, the stand-in file at `path`, with its availability applied for the platform.
  /// - Throws: ``PersonaError/unreadableAvailability(path:line:column:attribute:)`` for an
  ///   attribute of a form it cannot read.
  func rewrite(_ text: String, path: String) throws(PersonaError) -> String {
    let tree = Parser.parse(source: text)
    let converter = SourceLocationConverter(fileName: path, tree: tree)
    var replacements: [(range: Range<Int>, text: String)] = []
    for attribute in AttributeFinder(viewMode: .sourceAccurate).attributes(in: tree) {
      guard case .availability(let arguments) = attribute.arguments else { continue }
      let range =
        attribute.positionAfterSkippingLeadingTrivia
        .utf8Offset..<attribute
        .endPositionBeforeTrailingTrivia.utf8Offset
      guard let verdict = verdict(on: Array(arguments)) else {
        let location = attribute.startLocation(converter: converter)
        throw .unreadableAvailability(
          path: path, line: location.line, column: location.column,
          attribute: attribute.trimmedDescription)
      }
      switch verdict {
      case .keep: continue
      case .available: replacements.append((range, ""))
      case .unavailable(let reason):
        replacements.append((range, "@available(*, unavailable, message: \"\(reason)\")"))
      }
    }
    var leftOut: [Range<Int>] = []
    for check in AvailabilityCheckFinder(viewMode: .sourceAccurate).checks(in: tree) {
      let checked = Self.version(of: check.condition, for: platform)
      switch check.statement {
      case .if(let body):
        guard let checked, version < checked else { continue }
        // `{` and `}` kept, the body's lines kept as line breaks.
        let inside =
          body.leftBrace.endPositionBeforeTrailingTrivia
          .utf8Offset..<body.rightBrace
          .positionAfterSkippingLeadingTrivia.utf8Offset
        leftOut.append(inside)
      case .other:
        guard checked != nil else { continue }
        let location = check.condition.startLocation(converter: converter)
        throw .unsupportedAvailabilityCheck(
          path: path, line: location.line, column: location.column,
          check: check.condition.trimmedDescription)
      }
    }
    // A body left out takes whatever it held with it, nested checks and attributes included.
    let outermost = leftOut.filter { range in
      !leftOut.contains { $0 != range && $0.contains(range.lowerBound) }
    }
    replacements.removeAll { replacement in
      outermost.contains { $0.contains(replacement.range.lowerBound) }
    }
    replacements += outermost.map { ($0, " ") }
    var bytes = Array(text.utf8)
    for replacement in replacements.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
      // The new attribute on the first line, the old one's other lines kept as line breaks.
      let breaks = bytes[replacement.range].filter { $0 == UInt8(ascii: "\n") }
      bytes.replaceSubrange(replacement.range, with: Array(replacement.text.utf8) + breaks)
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// What an attribute means on the platform.
  enum Verdict: Equatable {
    /// It says nothing about one platform (`*`, Swift versions): kept as written.
    case keep
    /// The declaration exists on the platform at the package's deployment target.
    case available
    /// The declaration does not, for `reason`.
    case unavailable(String)
  }

  /// The verdict of an attribute with `arguments` on the platform, or nil for a form it cannot
  /// read.
  func verdict(on arguments: [AvailabilityArgumentSyntax]) -> Verdict? {
    guard let first = arguments.first?.argument else { return nil }
    let name = platform.rawValue
    switch first {
    case .token(let token) where token.text == "*" || token.text == "swift":
      return .keep
    case .token(let token):
      // `@available(iOS, unavailable)`, `@available(iOS, introduced: 17.0)`.
      guard token.text == name else { return .available }
      for argument in arguments.dropFirst() {
        switch argument.argument {
        case .token(let word) where word.text == "unavailable":
          return .unavailable("Apple marks it unavailable in \(name)")
        case .availabilityLabeledArgument(let labeled) where labeled.label.text == "introduced":
          guard let version = VersionTuple(parsing: labeled.value.trimmedDescription) else {
            return nil
          }
          if let late = lateness(of: version) { return .unavailable(late) }
        case .availabilityLabeledArgument(let labeled) where labeled.label.text == "obsoleted":
          guard let version = VersionTuple(parsing: labeled.value.trimmedDescription) else {
            return nil
          }
          if version <= platform.deploymentTarget {
            return .unavailable("Apple removed it in \(name) \(version)")
          }
        case .availabilityLabeledArgument: continue
        default: return nil
        }
      }
      return .available
    case .availabilityVersionRestriction:
      // `@available(macOS 26.0, visionOS 1.0, *)`.
      for argument in arguments {
        switch argument.argument {
        case .availabilityVersionRestriction(let restriction)
        where restriction.platform.text == name:
          guard let written = restriction.version?.trimmedDescription,
            let version = VersionTuple(parsing: written)
          else { return nil }
          return lateness(of: version).map(Verdict.unavailable) ?? .available
        case .availabilityVersionRestriction: continue
        case .token(let token) where token.text == "*": return .available
        default: return nil
        }
      }
      return .unavailable("Apple's availability does not list \(name)")
    default:
      return nil
    }
  }

  /// Why a declaration introduced in `introduced` is out of reach, or nil when it is not.
  private func lateness(of introduced: VersionTuple) -> String? {
    guard version < introduced else { return nil }
    let name = platform.rawValue
    let reach =
      version == platform.deploymentTarget
      ? "the package deploys to" : "the code here is checked for"
    return "Apple makes it available in \(name) \(introduced) or newer; \(reach) \(name) \(version)"
  }

  /// The version an `#available` or `#unavailable` check names for `platform`, if it names one.
  static func version(
    of condition: AvailabilityConditionSyntax, for platform: Platform
  ) -> VersionTuple? {
    for argument in condition.availabilityArguments {
      guard case .availabilityVersionRestriction(let restriction) = argument.argument,
        restriction.platform.text == platform.rawValue,
        let written = restriction.version?.trimmedDescription
      else { continue }
      return VersionTuple(parsing: written)
    }
    return nil
  }
}

/// An `#available` or `#unavailable` check, and the statement it guards.
struct AvailabilityCheck {
  enum Statement {
    /// An `if`, and the body its conditions guard.
    case `if`(CodeBlockSyntax)
    /// A `guard` or `while`, or a check written as `#unavailable`.
    case other
  }
  var condition: AvailabilityConditionSyntax
  var statement: Statement
}

/// Every availability check of a tree, with what it guards.
final class AvailabilityCheckFinder: SyntaxVisitor {
  private var found: [AvailabilityCheck] = []

  func checks(in tree: SourceFileSyntax) -> [AvailabilityCheck] {
    walk(tree)
    return found
  }

  override func visit(_ node: AvailabilityConditionSyntax) -> SyntaxVisitorContinueKind {
    let statement = node.parent?.parent?.parent
    if node.availabilityKeyword.tokenKind == .poundAvailable,
      let check = statement?.as(IfExprSyntax.self)
    {
      found.append(AvailabilityCheck(condition: node, statement: .if(check.body)))
    } else {
      found.append(AvailabilityCheck(condition: node, statement: .other))
    }
    return .visitChildren
  }
}

/// Every attribute of a tree.
private final class AttributeFinder: SyntaxVisitor {
  private var found: [AttributeSyntax] = []

  func attributes(in tree: SourceFileSyntax) -> [AttributeSyntax] {
    walk(tree)
    return found
  }

  override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
    found.append(node)
    return .visitChildren
  }
}
