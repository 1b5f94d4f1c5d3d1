import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// A diagnostic of the Wayfinder macros.
struct WayfinderDiagnostic: DiagnosticMessage {
  let message: String
  let id: String
  let severity: DiagnosticSeverity

  var diagnosticID: MessageID { MessageID(domain: "WayfinderMacros", id: id) }

  static func error(_ id: String, _ message: String) -> Self {
    Self(message: message, id: id, severity: .error)
  }

  static func warning(_ id: String, _ message: String) -> Self {
    Self(message: message, id: id, severity: .warning)
  }
}

/// A fix-it of the Wayfinder macros.
struct WayfinderFixIt: FixItMessage {
  let message: String
  let id: String

  var fixItID: MessageID { MessageID(domain: "WayfinderMacros", id: id) }
}

/// Collects the diagnostics of one expansion, so that the macro can tell whether it may emit
/// code.
struct DiagnosticLog {
  private(set) var hasErrors = false
  private var diagnostics: [Diagnostic] = []

  mutating func error(
    _ node: some SyntaxProtocol, id: String, _ message: String, fixIts: [FixIt] = []
  ) {
    hasErrors = true
    diagnostics.append(
      Diagnostic(node: node, message: WayfinderDiagnostic.error(id, message), fixIts: fixIts))
  }

  mutating func warning(
    _ node: some SyntaxProtocol, id: String, _ message: String, fixIts: [FixIt] = []
  ) {
    diagnostics.append(
      Diagnostic(node: node, message: WayfinderDiagnostic.warning(id, message), fixIts: fixIts))
  }

  func emit(in context: some MacroExpansionContext) {
    for diagnostic in diagnostics { context.diagnose(diagnostic) }
  }
}

extension FixIt {
  /// A fix-it that replaces one node with another.
  static func replace(
    _ message: String, id: String, _ old: some SyntaxProtocol, with new: some SyntaxProtocol
  ) -> FixIt {
    FixIt(
      message: WayfinderFixIt(message: message, id: id),
      changes: [.replace(oldNode: Syntax(old), newNode: Syntax(new))])
  }

  /// A fix-it that removes a macro's own attribute from the declaration it is attached to.
  ///
  /// A macro receives its attribute detached from the tree, so the fix-it finds the same
  /// attribute among the declaration's attributes.
  static func remove(
    _ attribute: AttributeSyntax, from declaration: some SyntaxProtocol
  )
    -> FixIt?
  {
    guard let attributes = declaration.asProtocol((any WithAttributesSyntax).self)?.attributes,
      let attached = attributes.lazy.compactMap({ $0.as(AttributeSyntax.self) }).first(where: {
        $0.trimmedDescription == attribute.trimmedDescription
      })
    else { return nil }
    return remove(attached)
  }

  /// A fix-it that removes an attribute from the declaration that carries it.
  static func remove(_ attribute: AttributeSyntax, message: String? = nil) -> FixIt? {
    guard let list = attribute.parent?.as(AttributeListSyntax.self) else { return nil }
    let kept = list.filter { element in
      element.as(AttributeSyntax.self).map { $0.id != attribute.id } ?? true
    }
    return .replace(
      message ?? "remove '\(attribute.trimmedDescription)'", id: "remove-attribute", list,
      with: kept)
  }

  /// A fix-it that renames a token.
  static func rename(_ token: TokenSyntax, to name: String) -> FixIt {
    .replace(
      "rename to '\(name)'", id: "rename", token,
      with: token.with(\.tokenKind, .identifier(name)))
  }
}

extension FixIt {
  /// A fix-it that removes one argument from an argument list.
  static func remove(_ argument: LabeledExprSyntax, message: String) -> FixIt? {
    guard let list = argument.parent?.as(LabeledExprListSyntax.self) else { return nil }
    var kept = Array(list.filter { $0.id != argument.id })
    if let last = kept.last {
      kept[kept.count - 1] = last.with(\.trailingComma, nil)
    }
    return .replace(message, id: "remove-argument", list, with: LabeledExprListSyntax(kept))
  }
}
