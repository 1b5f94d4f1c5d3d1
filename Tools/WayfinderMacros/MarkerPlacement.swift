import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// Where a marker macro may stand. Marker macros (`@Presents`, `@Requires`, `@Branch`, `@Skip`,
/// `@Window`, `@ImmersiveSpace`, `@Settings`) expand to nothing; the macro on the enclosing
/// declaration reads them. Their own expansion only checks that they stand where they are read.
enum MarkerPlacement {
  case enumCase(readBy: String)
  case nestedType(readBy: String)

  /// Checks the marker's declaration and diagnoses it when it is misplaced.
  func check(
    _ node: AttributeSyntax, on declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) -> [DeclSyntax] {
    var log = DiagnosticLog()
    let name = "@" + node.simpleName
    switch self {
    case .enumCase(let reader):
      if !declaration.is(EnumCaseDeclSyntax.self) {
        log.error(
          node, id: "marker-not-on-case",
          "'\(name)' can only be attached to an enum case of \(reader)",
          fixIts: [FixIt.remove(node, from: declaration)].compactMap { $0 })
      }
    case .nestedType(let reader):
      let isType =
        declaration.is(StructDeclSyntax.self) || declaration.is(EnumDeclSyntax.self)
        || declaration.is(ClassDeclSyntax.self) || declaration.is(ActorDeclSyntax.self)
      if !isType {
        log.error(
          node, id: "marker-not-on-type",
          "'\(name)' can only be attached to a type nested in \(reader)",
          fixIts: [FixIt.remove(node, from: declaration)].compactMap { $0 })
      }
    }
    log.emit(in: context)
    return []
  }
}
