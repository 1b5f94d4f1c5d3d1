import SwiftIfConfig
import SwiftParser
import SwiftSyntax

/// A stand-in's declarations with Apple's availability as a build for one platform applies it.
/// Swift on Linux ignores `@available(iOS, ...)`, so each platform's attribute becomes one that
/// holds everywhere: unavailable on the platform, or introduced after the version the package
/// deploys to, makes the declaration unavailable; available there, the attribute goes. Attributes
/// about every platform (`*`) or Swift versions stay as written. Lines and columns are kept.
///
/// A use under `if #available(...)` is not understood: the persona reads a declaration
/// introduced after the deployment target as unavailable, guarded or not.
struct AvailabilityRewriter {
  var platform: Platform

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

  /// Why a declaration introduced in `version` is out of reach, or nil when it is not.
  private func lateness(of version: VersionTuple) -> String? {
    guard platform.deploymentTarget < version else { return nil }
    return """
      Apple makes it available in \(platform.rawValue) \(version) or newer; the package deploys \
      to \(platform.rawValue) \(platform.deploymentTarget)
      """
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
