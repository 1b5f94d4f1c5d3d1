import SwiftDiagnostics
public import SwiftSyntax
public import SwiftSyntaxMacros

/// `@AppShell`: the app's declaration of tabs, scenes and flows becomes its static `shell`.
public enum AppShellMacro {}

extension AppShellMacro: ExtensionMacro {
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    var log = DiagnosticLog()
    defer { log.emit(in: context) }

    let members = declaration.memberBlock.members
    guard !declaration.is(ProtocolDeclSyntax.self), !declaration.is(ExtensionDeclSyntax.self),
      let tabEnum = findTabEnum(in: members)
    else {
      log.error(
        node, id: "shell-no-tabs",
        "'@AppShell' needs a type that nests 'enum Tab', whose cases are the app's tabs")
      return []
    }
    let tabs = tabEntries(of: tabEnum, log: &log)
    let scenes = sceneEntries(in: members)
    let constants = identifierConstants(tabEnum: tabEnum, members: members, node: node, log: &log)
    var flows = flowEntries(in: members)
    if let extra = node.argument("flows")?.expression.as(ArrayExprSyntax.self) {
      for element in extra.elements {
        if let member = element.expression.as(MemberAccessExprSyntax.self),
          member.declName.baseName.text == "self", let base = member.base
        {
          flows.append(.entry("\(base.trimmedDescription).flowDeclaration"))
        } else {
          log.error(
            element.expression, id: "shell-flow-reference",
            "'@AppShell(flows:)' lists flow types as 'Flow.self'")
        }
      }
    }
    guard !log.hasErrors else { return [] }

    let access = Access.memberPrefix(declaration.modifiers.accessLevel)
    let tabList = "[\n" + tabs.map { $0 + ",\n" }.joined() + "]"
    var prelude: [String] = []
    func list(_ entries: [ShellEntry], named name: String, of type: String) -> String {
      guard !entries.isEmpty else { return "[]" }
      guard entries.contains(where: \.isConditional) else {
        return "[\n" + entries.map { $0.literalElement(indent: "") }.joined(separator: "\n") + "\n]"
      }
      prelude.append("var \(name): [Wayfinder.\(type)] = []")
      prelude += entries.map { $0.appending(to: name, indent: "") }
      return name
    }
    let sceneList = list(scenes, named: "scenes", of: "SceneDeclaration")
    let flowList = list(flows, named: "flows", of: "FlowDeclaration")
    let configuration =
      "Wayfinder.ShellConfiguration(\ntabs: \(tabList),\nscenes: \(sceneList),\nflows: \(flowList))"
    let initializer =
      prelude.isEmpty
      ? configuration
      : "{\n" + prelude.joined(separator: "\n") + "\nreturn " + configuration + "\n}()"
    // `nonisolated`: the shell is often declared on the app's `@MainActor` type, and the
    // configuration is a `Sendable` value that any isolation may read.
    let constantLines = constants.map { $0.lines(indent: "", access: access) }
      .joined(separator: "\n")
    let source = """
      extension \(type.trimmedDescription) {
        \(access)nonisolated static let shell: Wayfinder.ShellConfiguration = \(initializer)
      \(constantLines)
      }
      """
    return [DeclSyntax(stringLiteral: source).cast(ExtensionDeclSyntax.self)]
  }

  private static func findTabEnum(in members: MemberBlockItemListSyntax) -> EnumDeclSyntax? {
    members.lazy.compactMap { $0.decl.as(EnumDeclSyntax.self) }.first { $0.name.text == "Tab" }
  }

  /// The tab declarations in order, checked.
  private static func tabEntries(of tabEnum: EnumDeclSyntax, log: inout DiagnosticLog) -> [String] {
    var entries: [String] = []
    let names = Set(
      tabEnum.memberBlock.members.flatMap { member in
        member.decl.as(EnumCaseDeclSyntax.self)?.elements.map(\.name.identifierName) ?? []
      })
    for member in tabEnum.memberBlock.members {
      guard let caseDecl = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
      let requires = MarkerArguments.single("Requires", in: caseDecl.attributes, log: &log)
      for element in caseDecl.elements {
        let name = element.name.identifierName
        PathRules.checkCaseName(
          element.name, what: "tab", id: "shell-tab-path", reservedSuffix: "Tab",
          avoiding: names, log: &log)
        if let clause = element.parameterClause {
          log.error(clause, id: "shell-tab-values", "a tab carries no values")
        }
        var arguments = [name.literal]
        if let requires {
          arguments += tabRequirement(requires, tab: name, log: &log)
        }
        entries.append("Wayfinder.TabDeclaration(\(arguments.joined(separator: ", ")))")
      }
    }
    return entries
  }

  /// The `requirement:` and `behavior:` arguments of a tab, checked.
  private static func tabRequirement(
    _ attribute: AttributeSyntax, tab: String, log: inout DiagnosticLog
  ) -> [String] {
    let behavior = attribute.argument("behavior")
    guard let requirement = MarkerArguments.requirementExpression(of: attribute) else {
      guard let behavior else {
        log.error(
          attribute, id: "requires-missing-requirement",
          "'\(attribute.trimmedDescription)' names no requirement",
          fixIts: [FixIt.remove(attribute)].compactMap { $0 })
        return []
      }
      let spelled = behavior.expression.trimmedDescription
      var withRequirement = attribute
      withRequirement.arguments = .argumentList(
        [
          LabeledExprSyntax(
            expression: EditorPlaceholderExprSyntax(placeholder: .identifier("<#Requirement#>")),
            trailingComma: .commaToken(trailingTrivia: .space)),
          behavior.with(\.trailingComma, nil),
        ])
      log.warning(
        behavior, id: "shell-behavior-without-requirement",
        "'behavior: \(spelled)' has no effect: the tab '\(tab)' has no requirement",
        fixIts: [
          FixIt.remove(attribute, message: "remove '\(attribute.trimmedDescription)'"),
          .replace(
            "add a requirement", id: "shell-add-requirement", attribute, with: withRequirement),
        ].compactMap { $0 })
      return []
    }
    return [
      "requirement: \(requirement.trimmedDescription)",
      "behavior: \(behavior?.expression.trimmedDescription ?? ".locked")",
    ]
  }

  /// The scenes declared by `@Window`, `@ImmersiveSpace` and `@Settings` on nested types.
  private static func sceneEntries(in members: MemberBlockItemListSyntax) -> [ShellEntry] {
    ShellEntry.collect(in: members) { decl in
      guard let attributes = decl.asProtocol((any WithAttributesSyntax).self)?.attributes,
        decl.is(StructDeclSyntax.self) || decl.is(EnumDeclSyntax.self)
          || decl.is(ClassDeclSyntax.self) || decl.is(ActorDeclSyntax.self)
      else { return nil }
      if let window = attributes.first(named: "Window"), let id = window.argument("id") {
        var arguments = [".window(\(id.expression.trimmedDescription))"]
        if let title = window.argument("title") {
          arguments.append("title: \(title.expression.trimmedDescription)")
        }
        return "Wayfinder.SceneDeclaration(\(arguments.joined(separator: ", ")))"
      }
      if let space = attributes.first(named: "ImmersiveSpace"), let id = space.argument("id") {
        let style = space.argument("style")?.expression.trimmedDescription ?? ".mixed"
        return "Wayfinder.SceneDeclaration(.immersive(\(id.expression.trimmedDescription)), "
          + "immersion: \(style))"
      }
      if attributes.first(named: "Settings") != nil {
        return "Wayfinder.SceneDeclaration(.settings)"
      }
      return nil
    }
  }

  /// The identifiers the shell generates, so that no tab or scene is named by a string in the
  /// app: `static let tasks: TabID` for each tab case, and for each scene type a constant named
  /// after the type (`PreferencesWindow` → `static let preferencesWindow: SceneID`), inside the
  /// same `#if` as the type.
  private static func identifierConstants(
    tabEnum: EnumDeclSyntax, members: MemberBlockItemListSyntax, node: AttributeSyntax,
    log: inout DiagnosticLog
  ) -> [ShellEntry] {
    var taken: [String: String] = ["shell": "the shell itself"]
    var constants: [ShellEntry] = []
    for member in tabEnum.memberBlock.members {
      guard let caseDecl = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
      for element in caseDecl.elements {
        let name = element.name.identifierName
        taken[name] = "the tab '\(name)'"
        constants.append(
          .entry("nonisolated static let \(name): Wayfinder.TabID = \(name.literal)"))
      }
    }
    let scenes = ShellEntry.collect(in: members) { decl in
      guard let attributes = decl.asProtocol((any WithAttributesSyntax).self)?.attributes,
        let named = decl.asProtocol((any NamedDeclSyntax).self)
      else { return nil }
      let id: String
      if let window = attributes.first(named: "Window"), let value = window.argument("id") {
        id = ".window(\(value.expression.trimmedDescription))"
      } else if let space = attributes.first(named: "ImmersiveSpace"),
        let value = space.argument("id")
      {
        id = ".immersive(\(value.expression.trimmedDescription))"
      } else if attributes.first(named: "Settings") != nil {
        id = ".settings"
      } else {
        return nil
      }
      let typeName = named.name.text
      let constant = typeName.prefix(1).lowercased() + typeName.dropFirst()
      if let owner = taken[constant] {
        log.error(
          named.name, id: "shell-identifier-taken",
          "'\(typeName)' would be named '\(constant)' in the shell, as \(owner) is; rename one")
        return nil
      }
      taken[constant] = "the scene '\(typeName)'"
      return "nonisolated static let \(constant): Wayfinder.SceneID = \(id)"
    }
    return constants + scenes
  }

  /// The flows declared by nested `@Flow` enums.
  private static func flowEntries(in members: MemberBlockItemListSyntax) -> [ShellEntry] {
    ShellEntry.collect(in: members) { decl in
      guard let enumDecl = decl.as(EnumDeclSyntax.self),
        enumDecl.attributes.first(named: "Flow") != nil
      else { return nil }
      return "\(enumDecl.name.text).flowDeclaration"
    }
  }
}

/// An element of the shell's scene or flow list, possibly inside `#if`.
indirect enum ShellEntry {
  case entry(String)
  case conditional([(condition: String, entries: [ShellEntry])])

  var isConditional: Bool {
    if case .conditional = self { return true }
    return false
  }

  /// The entries found among `members`, keeping their `#if` structure.
  static func collect(
    in members: MemberBlockItemListSyntax, _ read: (DeclSyntax) -> String?
  ) -> [ShellEntry] {
    var entries: [ShellEntry] = []
    for member in members {
      if let ifConfig = member.decl.as(IfConfigDeclSyntax.self) {
        let clauses = ifConfig.clauses.map { clause -> (String, [ShellEntry]) in
          let keyword = clause.poundKeyword.text
          let condition = clause.condition.map { " " + $0.trimmedDescription } ?? ""
          let nested: [ShellEntry]
          if case .decls(let decls) = clause.elements {
            nested = collect(in: decls, read)
          } else {
            nested = []
          }
          return (keyword + condition, nested)
        }
        if clauses.contains(where: { !$0.1.isEmpty }) { entries.append(.conditional(clauses)) }
      } else if let entry = read(member.decl) {
        entries.append(.entry(entry))
      }
    }
    return entries
  }

  func literalElement(indent: String) -> String {
    if case .entry(let text) = self { return indent + text + "," }
    return ""
  }

  /// Each entry as the line `line` makes of it, keeping the `#if` structure.
  func rendered(_ line: (String) -> String) -> String {
    switch self {
    case .entry(let text):
      return line(text)
    case .conditional(let clauses):
      var lines: [String] = []
      for clause in clauses {
        lines.append(clause.condition)
        lines += clause.entries.map { $0.rendered(line) }
      }
      lines.append("#endif")
      return lines.joined(separator: "\n")
    }
  }

  /// The entry as declarations, each with the access given.
  func lines(indent: String, access: String) -> String {
    rendered { "\(indent)\(access)\($0)" }
  }

  /// The entry as statements that append each element to `list`.
  func appending(to list: String, indent: String) -> String {
    rendered { "\(indent)\(list).append(\($0))" }
  }
}
