import SwiftDiagnostics
public import SwiftSyntax
public import SwiftSyntaxMacros

/// `@Flow(path:persists:)`: a flow enum becomes a `NavigationFlow` whose cases are its steps.
public enum FlowMacro {}

extension FlowMacro: ExtensionMacro {
  public static var formatMode: FormatMode { .disabled }

  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    var log = DiagnosticLog()
    defer { log.emit(in: context) }

    guard let enumDecl = declaration.as(EnumDeclSyntax.self) else {
      log.error(
        node, id: "flow-not-enum",
        "'@Flow' can only be attached to an enum: its cases are the flow's steps",
        fixIts: [FixIt.remove(node, from: declaration)].compactMap { $0 })
      return []
    }
    let path = flowPath(of: node, log: &log)
    let persists = node.argument("persists")?.expression.trimmedDescription ?? "false"
    let requirement = node.argument("requires")?.expression.trimmedDescription
    let steps = flowSteps(of: enumDecl, log: &log)
    log.rejectConditionalCases(in: enumDecl.memberBlock.members, of: "flow steps")
    guard let path, !log.hasErrors else { return [] }

    let access = Access.memberPrefix(enumDecl.modifiers.accessLevel)
    // Written only when the flow declares one: the protocol's default says `nil`.
    let requirementMember =
      requirement.map {
        "\n\n  \(access)static let flowRequirement: Wayfinder.Requirement? = \($0)"
      } ?? ""
    let conformance = protocols.isEmpty ? "" : ": Wayfinder.NavigationFlow"
    let stepPathBody =
      steps.isEmpty
      ? "    switch self {}"
      : "    switch self {\n"
        + steps.map { "    case .\($0.caseName):\n      \($0.name.literal)" }.joined(
          separator: "\n")
        + "\n    }"
    let initBody =
      steps.map { "    case \($0.name.literal):\n      self = .\($0.caseName)" }
      .joined(separator: "\n")
    let source = """
      extension \(type.trimmedDescription)\(conformance) {
        \(access)static let flowPath: String = \(path.literal)

        \(access)static let persists: Bool = \(persists)\(requirementMember)

        \(access)static let flowSteps: [Wayfinder.FlowStepDeclaration] = [
      \(steps.map(\.declaration).joined(separator: "\n"))
        ]

        \(access)var stepPath: String {
      \(stepPathBody)
        }

        \(access)init?(stepPath: String) {
          switch stepPath {
      \(initBody)
          default:
            return nil
          }
        }
      }
      """
    return [Unparsed.extensionDecl(source)]
  }

  /// The flow's link name from `path:`, checked.
  private static func flowPath(of node: AttributeSyntax, log: inout DiagnosticLog) -> String? {
    guard let argument = node.argument("path") else { return nil }
    guard let path = argument.expression.stringLiteralValue else {
      log.error(
        argument.expression, id: "flow-path-literal",
        "'@Flow(path:)' needs a string literal, so that links can be checked when compiling")
      return nil
    }
    if let problem = PathRules.problem(with: path, checkReserved: false) {
      var fixIts: [FixIt] = []
      if case .invalidCharacters(let suggestion) = problem {
        fixIts.append(
          .replace(
            "use '\(suggestion)'", id: "flow-path-rename", argument.expression,
            with: ExprSyntax(StringLiteralExprSyntax(content: suggestion))))
      }
      log.error(
        argument.expression, id: "flow-path-invalid",
        PathRules.message(for: problem, segment: path, what: "flow"), fixIts: fixIts)
      return nil
    }
    return path
  }

  /// The steps with their branch and skip conditions, checked.
  private static func flowSteps(
    of enumDecl: EnumDeclSyntax, log: inout DiagnosticLog
  )
    -> [FlowStepModel]
  {
    let names = enumDecl.memberBlock.members.flatMap { member in
      member.decl.as(EnumCaseDeclSyntax.self)?.elements.map(\.name.identifierName) ?? []
    }
    var steps: [FlowStepModel] = []
    for member in enumDecl.memberBlock.members {
      guard let caseDecl = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
      let branch = MarkerArguments.single("Branch", in: caseDecl.attributes, log: &log)
      let skip = MarkerArguments.single("Skip", in: caseDecl.attributes, log: &log)
      for element in caseDecl.elements {
        let name = element.name.identifierName
        if let clause = element.parameterClause {
          log.error(
            clause, id: "flow-step-values",
            "a flow step carries no values: the flow collects its data as it goes",
            fixIts: [
              .replace(
                "remove the associated values", id: "flow-step-remove-values", element,
                with: element.with(\.parameterClause, nil))
            ])
        }
        PathRules.checkCaseName(
          element.name, what: "flow step", id: "flow-step-path", reservedSuffix: nil,
          avoiding: [], log: &log)
        var model = FlowStepModel(caseName: element.name.text, name: name)
        if let branch {
          model.branch = branchArguments(branch, step: name, steps: names, log: &log)
        }
        model.skip = skip?.argument("when")?.expression.trimmedDescription
        steps.append(model)
      }
    }
    return steps
  }

  /// The replaced step and the condition of `@Branch(replacing:when:)`, checked.
  private static func branchArguments(
    _ attribute: AttributeSyntax, step: String, steps: [String], log: inout DiagnosticLog
  ) -> (replacing: String, condition: String)? {
    guard let replacing = attribute.argument("replacing")?.expression,
      let condition = attribute.argument("when")?.expression
    else { return nil }
    guard let target = replacing.stringLiteralValue else {
      log.error(
        replacing, id: "branch-replacing-literal",
        "'@Branch(replacing:)' names the replaced step with a string literal")
      return nil
    }
    if target == step {
      log.error(
        replacing, id: "branch-replaces-itself",
        "'\(attribute.trimmedDescription)': the step '\(step)' cannot replace itself",
        fixIts: [FixIt.remove(attribute)].compactMap { $0 })
      return nil
    }
    guard steps.contains(target) else {
      var fixIts: [FixIt] = []
      let others = steps.filter { $0 != step }
      if let closest = PathRules.closest(to: target, in: others) {
        fixIts.append(
          .replace(
            "replace '\(target)' with '\(closest)'", id: "branch-closest-step", replacing,
            with: ExprSyntax(StringLiteralExprSyntax(content: closest))))
      }
      log.error(
        replacing, id: "branch-unknown-step",
        "'\(attribute.trimmedDescription)': the flow has no step '\(target)'; its steps are "
          + others.map { "'\($0)'" }.joined(separator: ", "),
        fixIts: fixIts)
      return nil
    }
    return (target, condition.trimmedDescription)
  }
}

/// One flow step as the generated code needs it.
struct FlowStepModel {
  let caseName: String
  let name: String
  var branch: (replacing: String, condition: String)?
  var skip: String?

  var declaration: String {
    var arguments = [name.literal]
    if let branch {
      arguments.append("replacing: \(branch.replacing.literal)")
      arguments.append("when: \(branch.condition)")
    }
    if let skip { arguments.append("skipWhen: \(skip)") }
    return "    Wayfinder.FlowStepDeclaration(\(arguments.joined(separator: ", "))),"
  }
}
