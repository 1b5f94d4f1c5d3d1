import SwiftDiagnostics
import SwiftSyntax

/// Reads the marker attributes of an enum case for the macro that owns the enum.
enum MarkerArguments {
  /// The only marker of a kind on a declaration; a repeated marker is an error.
  static func single(
    _ name: String, in attributes: AttributeListSyntax, log: inout DiagnosticLog
  ) -> AttributeSyntax? {
    let found = attributes.named([name])
    for extra in found.dropFirst() {
      log.error(
        extra, id: "marker-repeated", "a declaration takes one '@\(name)'",
        fixIts: [FixIt.remove(extra)].compactMap { $0 })
    }
    return found.first
  }

  /// The default presentation from `@Presents(style, detents:)`, as an expression.
  static func presentation(
    of attributes: AttributeListSyntax, log: inout DiagnosticLog
  )
    -> String?
  {
    guard let attribute = single("Presents", in: attributes, log: &log),
      let style = attribute.firstUnlabeledArgument?.expression
    else { return nil }
    guard let detents = attribute.argument("detents") else { return style.trimmedDescription }
    guard isSheet(style) else {
      log.error(
        detents, id: "presents-detents-not-sheet",
        "'@Presents(\(style.trimmedDescription), detents:)': detents apply only to '.sheet'",
        fixIts: [FixIt.remove(detents, message: "remove 'detents:'")].compactMap { $0 })
      return style.trimmedDescription
    }
    return "Wayfinder.PresentationStyle.sheet(detents: \(detents.expression.trimmedDescription))"
  }

  /// The default transition from `@Presents(transition:)`, as an expression, unless it is the
  /// default `.automatic`.
  static func transition(of attributes: AttributeListSyntax) -> String? {
    guard let argument = attributes.named(["Presents"]).first?.argument("transition") else {
      return nil
    }
    let expression = argument.expression.trimmedDescription
    return expression.hasSuffix(".automatic") ? nil : expression
  }

  /// Whether a style expression is the plain `.sheet`.
  private static func isSheet(_ style: ExprSyntax) -> Bool {
    guard let member = style.as(MemberAccessExprSyntax.self),
      member.declName.baseName.text == "sheet"
    else { return false }
    guard let base = member.base?.trimmedDescription else { return true }
    return base == "PresentationStyle" || base == "Wayfinder.PresentationStyle"
  }

  /// The requirement of a route case from `@Requires(requirement)`, as an expression.
  static func routeRequirement(
    of attributes: AttributeListSyntax, log: inout DiagnosticLog
  )
    -> String?
  {
    guard let attribute = single("Requires", in: attributes, log: &log) else { return nil }
    if let behavior = attribute.argument("behavior") {
      log.error(
        behavior, id: "requires-behavior-on-route",
        "'behavior:' applies only to the tabs of an '@AppShell'; a route whose requirement is "
          + "unmet is never shown",
        fixIts: [FixIt.remove(behavior, message: "remove 'behavior:'")].compactMap { $0 })
    }
    guard let requirement = requirementExpression(of: attribute) else {
      log.error(
        attribute, id: "requires-missing-requirement",
        "'\(attribute.trimmedDescription)' names no requirement",
        fixIts: [FixIt.remove(attribute)].compactMap { $0 })
      return nil
    }
    return requirement.trimmedDescription
  }

  /// The requirement argument of `@Requires`, unless it is missing or `nil`.
  static func requirementExpression(of attribute: AttributeSyntax) -> ExprSyntax? {
    guard let argument = attribute.firstUnlabeledArgument, !argument.expression.isNilLiteral
    else { return nil }
    return argument.expression
  }
}
