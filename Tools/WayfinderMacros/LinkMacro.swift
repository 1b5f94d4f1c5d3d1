import SwiftDiagnostics
public import SwiftSyntax
public import SwiftSyntaxMacros

/// `@Link` marks the link template of a route case. Read by `@Route`, which checks it against
/// the case's values.
public enum LinkMacro {}

extension LinkMacro: PeerMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    MarkerPlacement.enumCase(readBy: "a '@Route' enum").check(node, on: declaration, in: context)
  }
}

/// The rules of a link template, as `@Route` checks them when compiling: segments that are
/// plain words or `:label` for one of the case's labelled values, each value exactly once.
enum LinkTemplateRules {
  /// The template of a case from its `@Link`, checked, or `nil` when it has none or it is wrong.
  static func template(
    of element: EnumCaseElementSyntax, in caseDecl: EnumCaseDeclSyntax,
    parameters: [RouteParameterModel], log: inout DiagnosticLog
  ) -> String? {
    guard !caseDecl.attributes.named(["Link"]).isEmpty else { return nil }
    if caseDecl.elements.count > 1 {
      // Said once, at the first case.
      if element.id == caseDecl.elements.first?.id {
        log.error(
          caseDecl, id: "link-several-cases",
          "'@Link' applies to one case; declare each case on its own line with its own template")
      }
      return nil
    }
    guard let attribute = MarkerArguments.single("Link", in: caseDecl.attributes, log: &log),
      let argument = attribute.firstUnlabeledArgument
    else { return nil }
    guard let template = argument.expression.stringLiteralValue else {
      log.error(
        argument.expression, id: "link-literal",
        "'@Link' needs a string literal, so that the template can be checked when compiling")
      return nil
    }
    guard let problem = problem(with: template, parameters: parameters) else { return template }
    log.error(
      argument.expression, id: "link-template", problem.message,
      fixIts: problem.suggestion.map { suggestion in
        [
          .replace(
            "use '\(suggestion)'", id: "link-template-fix", argument.expression,
            with: ExprSyntax(StringLiteralExprSyntax(content: suggestion)))
        ]
      } ?? [])
    return nil
  }

  /// The first segment finds a route in a link, so no two cases of one enum may start their
  /// links with the same word, or both with a value: the case that comes second is told, with a
  /// fix-it that starts its template with its own name. (Building the resolver checks the same
  /// across the enums placed in one tab or scene.)
  static func checkFirstSegments(
    of cases: [RouteCaseModel], declaredIn declarations: [EnumCaseDeclSyntax],
    log: inout DiagnosticLog
  ) {
    var first: [String: String] = [:]
    for (model, declaration) in zip(cases, declarations) {
      let segment = model.link.map { String($0.prefix { $0 != "/" }) } ?? model.path
      let key = segment.hasPrefix(":") ? ":" : segment
      guard let earlier = first[key] else {
        first[key] = model.caseName
        continue
      }
      guard let link = model.link,
        let argument = declaration.attributes.named(["Link"]).first?.firstUnlabeledArgument
      else { continue }
      // A value first: its words first instead (`:id/history` after a detail is
      // `/tasks/123/history` as `history/:id`, the id inherited), or the case's name. A word
      // first: the case's name instead.
      let segments = link.split(separator: "/").map(String.init)
      let words = segments.filter { !$0.hasPrefix(":") }
      let fixed =
        key == ":"
        ? ((words.isEmpty ? [model.path] : words) + segments.filter { $0.hasPrefix(":") })
        : [model.path] + segments.dropFirst()
      let what = key == ":" ? "with a value" : "with '\(segment)'"
      log.error(
        argument.expression, id: "link-first-segment",
        "'\(model.caseName)' and '\(earlier)' both start their links \(what); a link could not "
          + "tell them apart",
        fixIts: [
          .replace(
            "start it with '\(fixed[0])'", id: "link-first-segment-fix", argument.expression,
            with: ExprSyntax(StringLiteralExprSyntax(content: fixed.joined(separator: "/"))))
        ])
    }
  }

  /// What is wrong with a template, and a template that would be right where one is clear.
  struct Problem {
    let message: String
    let suggestion: String?
  }

  static func problem(
    with template: String, parameters: [RouteParameterModel]
  ) -> Problem? {
    let labels = parameters.compactMap(\.label)
    if let unlabelled = parameters.firstIndex(where: { $0.label == nil }) {
      return Problem(
        message: "value #\(unlabelled + 1) has no label, so the template cannot name it; label "
          + "the value", suggestion: nil)
    }
    let trimmed = template.split(separator: "/").joined(separator: "/")
    guard !template.isEmpty, trimmed == template else {
      return Problem(
        message: "the template '\(template)' has an empty segment; segments are written without "
          + "a leading or doubled '/'", suggestion: trimmed.isEmpty ? nil : trimmed)
    }
    var segments = template.split(separator: "/").map(String.init)
    var used: Set<String> = []
    for (index, segment) in segments.enumerated() {
      if segment.hasPrefix(":") {
        let label = String(segment.dropFirst())
        if !labels.contains(label) {
          let closest = PathRules.closest(to: label, in: labels.filter { !used.contains($0) })
          segments[index] = closest.map { ":" + $0 } ?? segment
          return Problem(
            message: "':\(label)' is not a value of the case; "
              + (labels.isEmpty
                ? "the case has no values"
                : "its values are "
                  + labels.map { "':\($0)'" }.joined(separator: ", ")),
            suggestion: closest.map { _ in segments.joined(separator: "/") })
        }
        guard used.insert(label).inserted else {
          return Problem(message: "':\(label)' stands twice in the template", suggestion: nil)
        }
      } else if PathRules.problem(with: segment, checkReserved: false) != nil {
        segments[index] = PathRules.sanitized(segment)
        return Problem(
          message: "'\(segment)' cannot stand in a link: a word of a template holds only ASCII "
            + "letters, digits, '-', '_' and '.'", suggestion: segments.joined(separator: "/"))
      }
    }
    let missing = labels.filter { !used.contains($0) }
    guard missing.isEmpty else {
      return Problem(
        message: "the template leaves out " + missing.map { "':\($0)'" }.joined(separator: ", ")
          + "; every value of the case stands once",
        suggestion: ([template] + missing.map { ":" + $0 }).joined(separator: "/"))
    }
    return nil
  }
}
