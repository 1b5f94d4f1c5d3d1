import SwiftDiagnostics
public import SwiftSyntax
public import SwiftSyntaxMacros

/// `@Route(path:)`: a feature's route enum becomes a `NavigationRoute`.
public enum RouteMacro {}

extension RouteMacro: ExtensionMacro {
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
        node, id: "route-not-enum",
        "'@Route' can only be attached to an enum: its cases are the feature's routes",
        fixIts: [FixIt.remove(node, from: declaration)].compactMap { $0 })
      return []
    }
    let path = modulePath(of: node, log: &log)
    let cases = routeCases(of: enumDecl, log: &log)
    log.rejectConditionalCases(in: enumDecl.memberBlock.members, of: "route cases")
    guard let path, !log.hasErrors else { return [] }

    let access = Access.memberPrefix(enumDecl.modifiers.accessLevel)
    let conformance = protocols.isEmpty ? "" : ": Wayfinder.NavigationRoute"
    let source = """
      extension \(type.trimmedDescription)\(conformance) {
        \(access)static let moduleKey: Wayfinder.ModuleKey = \(path.literal)

        \(access)static let routeCases: [Wayfinder.RouteCase] = [
      \(cases.map(\.catalogueEntry).joined(separator: "\n"))
        ]

        \(access)var routeComponents: Wayfinder.RouteComponents {
      \(componentsBody(cases))
        }

        \(access)init(routeComponents: Wayfinder.RouteComponents) throws(Wayfinder.RouteDecodingError) {
          let module = Self.moduleKey
          switch routeComponents.name {
      \(cases.map(\.decodingClause).joined(separator: "\n"))
          default:
            throw .unknownCase(
              module: module, name: routeComponents.name,
              known: Self.routeCases.map(\\.name))
          }
        }

        \(access)var defaultPresentation: Wayfinder.PresentationStyle {
      \(lookupBody(cases.map { ($0.pattern, $0.presentation) }, fallback: ".push"))
        }

        \(access)var requirement: Wayfinder.Requirement? {
      \(lookupBody(cases.map { ($0.pattern, $0.requirement) }, fallback: "nil"))
        }
      }
      """
    return [Unparsed.extensionDecl(source)]
  }

  /// The module path from `path:`, checked.
  private static func modulePath(of node: AttributeSyntax, log: inout DiagnosticLog) -> String? {
    guard let argument = node.argument("path") else { return nil }
    guard let path = argument.expression.stringLiteralValue else {
      log.error(
        argument.expression, id: "route-path-literal",
        "'@Route(path:)' needs a string literal, so that links can be checked when compiling")
      return nil
    }
    if let problem = PathRules.problem(with: path) {
      let replacement: String
      switch problem {
      case .empty: replacement = "feature"
      case .reserved: replacement = path + "s"
      case .invalidCharacters(let suggestion): replacement = suggestion
      }
      log.error(
        argument.expression, id: "route-path-invalid",
        PathRules.message(for: problem, segment: path, what: "module"),
        fixIts: [
          .replace(
            "use '\(replacement)'", id: "route-path-rename", argument.expression,
            with: ExprSyntax(StringLiteralExprSyntax(content: replacement)))
        ])
      return nil
    }
    return path
  }

  /// The enum's cases with their metadata, checked.
  private static func routeCases(
    of enumDecl: EnumDeclSyntax, log: inout DiagnosticLog
  )
    -> [RouteCaseModel]
  {
    let allNames = Set(
      enumDecl.memberBlock.members.flatMap { member in
        member.decl.as(EnumCaseDeclSyntax.self)?.elements.map(\.name.identifierName) ?? []
      })
    var seen: [String: EnumCaseElementSyntax] = [:]
    var cases: [RouteCaseModel] = []
    var declarations: [EnumCaseDeclSyntax] = []
    for member in enumDecl.memberBlock.members {
      guard let caseDecl = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
      let presentation = MarkerArguments.presentation(of: caseDecl.attributes, log: &log)
      let transition = MarkerArguments.transition(of: caseDecl.attributes)
      let requirement = MarkerArguments.routeRequirement(of: caseDecl.attributes, log: &log)
      for element in caseDecl.elements {
        let path = element.name.identifierName
        let pathIsValid = PathRules.checkCaseName(
          element.name, what: "route case", id: "route-case-path", reservedSuffix: "Route",
          avoiding: allNames, log: &log)
        if !pathIsValid {
          // Reported above; a name that cannot be a path is not also a duplicate.
        } else if seen[path] != nil {
          let label = element.parameterClause?.parameters.first?.firstName?.identifierName
          let suffix = label.map { $0 == "_" ? "" : $0.upperFirst } ?? ""
          let suggestion = PathRules.unique(
            path, suffix: suffix.isEmpty ? "2" : suffix, avoiding: allNames)
          log.error(
            element.name, id: "route-case-duplicate",
            "two cases of '\(enumDecl.name.text)' have the path '\(path)'; a link could not tell "
              + "them apart",
            fixIts: [.rename(element.name, to: suggestion)])
        } else {
          seen[path] = element
        }
        let parameters = RouteParameterModel.parameters(of: element, log: &log)
        checkSceneValues(parameters, of: element, in: caseDecl, log: &log)
        cases.append(
          RouteCaseModel(
            caseName: element.name.text, path: path, parameters: parameters,
            presentation: presentation, transition: transition, requirement: requirement,
            link: LinkTemplateRules.template(
              of: element, in: caseDecl, parameters: parameters, log: &log)))
        declarations.append(caseDecl)
      }
    }
    LinkTemplateRules.checkFirstSegments(of: cases, declaredIn: declarations, log: &log)
    return cases
  }

  /// A route that opens a scene (a window, an immersive space) cannot carry a transient value:
  /// the system opens and restores scenes from a saved value, which a transient one has not.
  private static func checkSceneValues(
    _ parameters: [RouteParameterModel], of element: EnumCaseElementSyntax,
    in caseDecl: EnumCaseDeclSyntax, log: inout DiagnosticLog
  ) {
    guard let clause = element.parameterClause,
      let style = presentsStyle(in: caseDecl.attributes),
      let member = (style.as(FunctionCallExprSyntax.self)?.calledExpression ?? style)
        .as(MemberAccessExprSyntax.self),
      ["window", "immersiveSpace"].contains(member.declName.baseName.text)
    else { return }
    for (parameter, syntax) in zip(parameters, clause.parameters) where parameter.isTransient {
      log.error(
        syntax.type, id: "route-scene-transient",
        "'\(element.name.text)' opens a scene ('.\(member.declName.baseName.text)'), which the "
          + "system opens and restores from a saved value; '\(syntax.type.trimmedDescription)' is "
          + "transient and has none",
        fixIts: [
          .replace(
            "present it as a sheet", id: "route-scene-transient-sheet", style,
            with: ExprSyntax(MemberAccessExprSyntax(name: .identifier("sheet"))))
        ])
    }
  }

  /// The style expression of the case's `@Presents`, if it has one.
  private static func presentsStyle(in attributes: AttributeListSyntax) -> ExprSyntax? {
    for element in attributes {
      guard let attribute = element.as(AttributeSyntax.self),
        attribute.attributeName.trimmedDescription == "Presents"
      else { continue }
      return attribute.firstUnlabeledArgument?.expression
    }
    return nil
  }

  private static func componentsBody(_ cases: [RouteCaseModel]) -> String {
    guard !cases.isEmpty else { return "    switch self {}" }
    // Every clause returns, since a clause with values builds its components in statements.
    return "    switch self {\n" + cases.map(\.encodingClause).joined(separator: "\n") + "\n    }"
  }

  /// Each case's value: one expression when every case has the same, else a switch with one
  /// clause per value, its cases in declaration order, and the fallback for cases without one.
  private static func lookupBody(
    _ entries: [(pattern: String, value: String?)], fallback: String
  )
    -> String
  {
    var values: [String] = []
    var patterns: [String: [String]] = [:]
    for entry in entries {
      let value = entry.value ?? fallback
      if patterns[value] == nil { values.append(value) }
      patterns[value, default: []].append(entry.pattern)
    }
    guard values.count > 1 else { return "    \(values.first ?? fallback)" }
    var lines = ["    switch self {"]
    for value in values where value != fallback {
      lines.append("    case \(patterns[value, default: []].joined(separator: ", ")):")
      lines.append("      \(value)")
    }
    if patterns[fallback] != nil {
      lines.append("    default:")
      lines.append("      \(fallback)")
    }
    lines.append("    }")
    return lines.joined(separator: "\n")
  }
}

/// One associated value of a route case.
struct RouteParameterModel {
  let label: String?
  let codec: String
  /// Whether the type is transient from its syntax alone (a `RouteCallback`).
  let isTransient: Bool

  /// The parameters of a case, each checked for a form a route can keep.
  static func parameters(
    of element: EnumCaseElementSyntax, log: inout DiagnosticLog
  )
    -> [RouteParameterModel]
  {
    guard let clause = element.parameterClause else { return [] }
    return clause.parameters.map { parameter in
      let label = parameter.firstName.map(\.identifierName).flatMap { $0 == "_" ? nil : $0 }
      let codec = LinkTypes.checkedCodec(for: parameter.type, id: "route-value-type", log: &log)
      return RouteParameterModel(
        label: label, codec: codec ?? "", isTransient: LinkTypes.isTransient(parameter.type))
    }
  }
}

/// One route case as the generated code needs it.
struct RouteCaseModel {
  let caseName: String
  let path: String
  let parameters: [RouteParameterModel]
  let presentation: String?
  let transition: String?
  let requirement: String?
  let link: String?

  var pattern: String { "." + caseName }

  var catalogueEntry: String {
    var arguments = ["name: \(path.literal)"]
    if !parameters.isEmpty {
      let list = parameters.map { parameter in
        "Wayfinder.RouteParameter(label: \(parameter.label?.literal ?? "nil"), codec: \(parameter.codec))"
      }
      arguments.append(
        "parameters: [\n        " + list.joined(separator: ",\n        ") + "\n      ]")
    }
    if let presentation { arguments.append("presentation: \(presentation)") }
    if let transition { arguments.append("transition: \(transition)") }
    if let requirement { arguments.append("requirement: \(requirement)") }
    if let link { arguments.append("link: \(link.literal)") }
    return "    Wayfinder.RouteCase(\n      " + arguments.joined(separator: ",\n      ")
      + "\n    ),"
  }

  /// Each value is appended through its codec: the compiler picks a link or a stored codec by
  /// the value's type, so one shape of code serves every kind of case.
  var encodingClause: String {
    guard !parameters.isEmpty else {
      return "    case .\(caseName):\n      return Wayfinder.RouteComponents(name: \(path.literal))"
    }
    let bindings = parameters.indices.map { "let value\($0)" }.joined(separator: ", ")
    var lines = [
      "    case .\(caseName)(\(bindings)):",
      "      var components = Wayfinder.RouteComponents(name: \(path.literal), capacity: \(parameters.count))",
    ]
    for (index, parameter) in parameters.enumerated() {
      lines.append("      components.append(value\(index), codec: \(parameter.codec))")
    }
    lines.append("      return components")
    return lines.joined(separator: "\n")
  }

  var decodingClause: String {
    var lines = ["    case \(path.literal):"]
    guard !parameters.isEmpty else {
      lines.append("      _ = try routeComponents.reader(module: module, valueCount: 0)")
      lines.append("      self = .\(caseName)")
      return lines.joined(separator: "\n")
    }
    lines.append(
      "      var reader = try routeComponents.reader(module: module, valueCount: \(parameters.count))"
    )
    // The arguments read the values in order: Swift evaluates them left to right.
    let arguments = parameters.map { parameter in
      (parameter.label.map { $0 + ": " } ?? "") + "reader.next(codec: \(parameter.codec), "
        + "label: \(parameter.label?.literal ?? "nil"))"
    }
    lines.append("      self = try .\(caseName)(\(arguments.joined(separator: ", ")))")
    lines.append("      try reader.finish()")
    return lines.joined(separator: "\n")
  }
}
