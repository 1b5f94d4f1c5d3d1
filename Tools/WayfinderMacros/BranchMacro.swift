public import SwiftSyntax
public import SwiftSyntaxMacros

/// `@Branch` marks a flow step that replaces another. Read by `@Flow`.
public enum BranchMacro {}

extension BranchMacro: PeerMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    MarkerPlacement.enumCase(readBy: "a '@Flow' enum").check(node, on: declaration, in: context)
  }
}
