public import SwiftSyntax
public import SwiftSyntaxMacros

/// `@Skip` marks the skip condition of a flow step. Read by `@Flow`.
public enum SkipMacro {}

extension SkipMacro: PeerMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    MarkerPlacement.enumCase(readBy: "a '@Flow' enum").check(node, on: declaration, in: context)
  }
}
