public import SwiftSyntax
public import SwiftSyntaxMacros

/// `@Requires` marks the requirement of a route case or a tab. Read by `@Route` and `@AppShell`.
public enum RequiresMacro {}

extension RequiresMacro: PeerMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    MarkerPlacement.enumCase(readBy: "a '@Route' enum or an '@AppShell' tab").check(
      node, on: declaration, in: context)
  }
}
