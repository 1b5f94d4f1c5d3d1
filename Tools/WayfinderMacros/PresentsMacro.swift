public import SwiftSyntax
public import SwiftSyntaxMacros

/// `@Presents` marks the default presentation of a route case. Read by `@Route`.
public enum PresentsMacro {}

extension PresentsMacro: PeerMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    MarkerPlacement.enumCase(readBy: "a '@Route' enum").check(node, on: declaration, in: context)
  }
}
