import SwiftSyntax

extension AttributeSyntax {
  /// The attribute's name without a module qualifier: `Presents` for `@Wayfinder.Presents`.
  var simpleName: String {
    if let member = attributeName.as(MemberTypeSyntax.self) { return member.name.text }
    return attributeName.trimmedDescription
  }

  /// The attribute's arguments, or an empty list.
  var argumentList: LabeledExprListSyntax {
    arguments?.as(LabeledExprListSyntax.self) ?? []
  }

  /// The argument with the given label.
  func argument(_ label: String) -> LabeledExprSyntax? {
    argumentList.first { $0.label?.text == label }
  }

  /// The first argument without a label.
  var firstUnlabeledArgument: LabeledExprSyntax? {
    argumentList.first { $0.label == nil }
  }
}

extension AttributeListSyntax {
  /// The attributes with one of the given names, in order.
  func named(_ names: Set<String>) -> [AttributeSyntax] {
    compactMap { element in
      guard let attribute = element.as(AttributeSyntax.self), names.contains(attribute.simpleName)
      else { return nil }
      return attribute
    }
  }

  /// The first attribute with the given name.
  func first(named name: String) -> AttributeSyntax? { named([name]).first }
}

extension ExprSyntax {
  /// The value of a string literal without interpolation, or `nil`.
  var stringLiteralValue: String? {
    guard let literal = self.as(StringLiteralExprSyntax.self) else { return nil }
    var value = ""
    for segment in literal.segments {
      guard let text = segment.as(StringSegmentSyntax.self) else { return nil }
      value += text.content.text
    }
    return value
  }

  /// Whether the expression is the literal `nil`.
  var isNilLiteral: Bool { self.is(NilLiteralExprSyntax.self) }
}

extension TokenSyntax {
  /// The identifier as a name, without backticks.
  var identifierName: String {
    let text = self.text
    if text.hasPrefix("`") && text.hasSuffix("`") && text.count >= 2 {
      return String(text.dropFirst().dropLast())
    }
    return text
  }
}

extension DeclModifierListSyntax {
  /// The access modifier that generated members and types copy: `public`, `package`,
  /// `fileprivate` or `private`, or `nil` for internal.
  var accessLevel: String? {
    for modifier in self {
      switch modifier.name.tokenKind {
      case .keyword(.public), .keyword(.open): return "public"
      case .keyword(.package): return "package"
      case .keyword(.fileprivate): return "fileprivate"
      case .keyword(.private): return "private"
      default: continue
      }
    }
    return nil
  }
}

/// Access levels as generated code spells them.
enum Access {
  /// The prefix for a member of an extension or type declared with `level`: `public ` and
  /// `package ` are repeated, anything narrower is left to the default.
  static func memberPrefix(_ level: String?) -> String {
    switch level {
    case "public": return "public "
    case "package": return "package "
    default: return ""
    }
  }

  /// The prefix for a type declared beside one declared with `level`.
  static func typePrefix(_ level: String?) -> String {
    level.map { $0 + " " } ?? ""
  }
}

extension String {
  /// The string with its first character upper-cased: `detail` becomes `Detail`.
  var upperFirst: String { prefix(1).uppercased() + dropFirst() }

  /// The string with its first character lower-cased: `Detail` becomes `detail`.
  var lowerFirst: String { prefix(1).lowercased() + dropFirst() }

  /// The string as a Swift string literal.
  var literal: String {
    var escaped = ""
    for scalar in unicodeScalars {
      switch scalar {
      case "\\": escaped += "\\\\"
      case "\"": escaped += "\\\""
      case "\n": escaped += "\\n"
      case "\r": escaped += "\\r"
      case "\t": escaped += "\\t"
      default: escaped.unicodeScalars.append(scalar)
      }
    }
    return "\"" + escaped + "\""
  }
}

extension MemberBlockItemListSyntax {
  /// The `#if` blocks among the members that declare enum cases.
  var conditionalCaseBlocks: [IfConfigDeclSyntax] {
    compactMap { member in
      guard let block = member.decl.as(IfConfigDeclSyntax.self) else { return nil }
      let declaresCases = block.clauses.contains { clause in
        guard case .decls(let decls) = clause.elements else { return false }
        return decls.contains { $0.decl.is(EnumCaseDeclSyntax.self) }
      }
      return declaresCases ? block : nil
    }
  }
}

extension DiagnosticLog {
  /// Rejects enum cases inside `#if`: a link or a flow must mean the same on every platform.
  mutating func rejectConditionalCases(in members: MemberBlockItemListSyntax, of what: String) {
    for block in members.conditionalCaseBlocks {
      guard let keyword = block.clauses.first?.poundKeyword else { continue }
      error(
        keyword, id: "conditional-cases",
        "\(what) cannot be declared inside '#if': links must mean the same on every platform")
    }
  }
}

/// Generated code handed to the compiler as it is written.
///
/// A plugin returns an expansion as text, which the compiler parses itself, reporting any error
/// in it where it stands. Parsing the text here first, only for swift-syntax to print the tree
/// straight back, was most of what the macros cost a debug build after an edit: SwiftPM builds
/// the plugin, and swift-syntax with it, unoptimized there (README, "Build cost"). So the text
/// rides in a single token, which prints as it is. Only macros whose `formatMode` is `.disabled`
/// use this: nothing reads the tree, and the formatter would not see into the token.
enum Unparsed {
  /// A declaration whose text is `source`.
  static func declaration(_ source: String) -> DeclSyntax {
    DeclSyntax(MissingDeclSyntax(placeholder: .identifier(source)))
  }

  /// An extension written out in `source`: its header parsed, its members as written between
  /// the outermost braces.
  static func extensionDecl(_ source: String) -> ExtensionDeclSyntax {
    guard let open = source.firstIndex(of: "{"), let close = source.lastIndex(of: "}"),
      open < close
    else { return DeclSyntax(stringLiteral: source).cast(ExtensionDeclSyntax.self) }
    let header = DeclSyntax(stringLiteral: source[..<open] + "{}").cast(ExtensionDeclSyntax.self)
    let members = String(source[source.index(after: open)..<close])
    return header.with(\.memberBlock.members, [MemberBlockItemSyntax(decl: declaration(members))])
  }
}
