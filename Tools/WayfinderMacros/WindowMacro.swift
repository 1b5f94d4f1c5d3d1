public import SwiftSyntax
public import SwiftSyntaxMacros

/// `@Window` marks a window scene of the shell. Read by `@AppShell`.
public enum WindowMacro {}

extension WindowMacro: PeerMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    MarkerPlacement.nestedType(readBy: "an '@AppShell'").check(node, on: declaration, in: context)
  }
}
