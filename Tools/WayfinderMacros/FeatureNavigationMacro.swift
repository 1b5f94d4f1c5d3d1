import SwiftDiagnostics
public import SwiftSyntax
public import SwiftSyntaxMacros

/// `@FeatureNavigation(route:)`: a hand-written handle protocol gets `Live<Name>`, which sends
/// each call to the app's bus, `Mock<Name>`, which records each call, and, when some of its
/// methods are not routes, `<Name>Output`: the typed requests the app maps to intents.
///
/// The protocol is written by the feature rather than generated from the route enum: it is the
/// feature's vocabulary, and not every request is a route (`startTaskCreation()` starts a flow
/// that only the app knows). Writing it by hand also keeps it readable at the call site and in
/// documentation, where a generated protocol would be invisible.
public enum FeatureNavigationMacro {}

extension FeatureNavigationMacro: PeerMacro {
  public static var formatMode: FormatMode { .disabled }

  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    var log = DiagnosticLog()
    defer { log.emit(in: context) }

    guard let protocolDecl = declaration.as(ProtocolDeclSyntax.self) else {
      log.error(
        node, id: "navigation-not-protocol",
        "'@FeatureNavigation' can only be attached to a protocol: the feature's navigation "
          + "handle",
        fixIts: [FixIt.remove(node, from: declaration)].compactMap { $0 })
      return []
    }
    guard let route = routeType(of: node, log: &log) else { return [] }
    if protocolDecl.attributes.first(named: "MainActor") == nil {
      let mainActor = AttributeSyntax(
        leadingTrivia: .newline, attributeName: IdentifierTypeSyntax(name: "MainActor"))
      log.error(
        protocolDecl.name, id: "navigation-not-main-actor",
        "'\(protocolDecl.name.text)' must be '@MainActor': navigation happens on the main actor",
        fixIts: [
          .replace(
            "add '@MainActor'", id: "navigation-add-main-actor", protocolDecl.attributes,
            with: protocolDecl.attributes + [.attribute(mainActor)])
        ])
    }
    var methods = handleMethods(of: protocolDecl, log: &log)
    guard !log.hasErrors else { return [] }
    // Each method's line is the protocol's, as the compiler places it, plus the lines between
    // them in the declaration: older swift-syntax contexts know the location of the attached
    // declaration only, not of the nodes inside it.
    if let anchor = context.location(
      of: protocolDecl, at: .afterLeadingTrivia, filePathMode: .filePath),
      let line = anchor.line.as(IntegerLiteralExprSyntax.self).flatMap({ Int($0.literal.text) })
    {
      let lines = SourceLocationConverter(fileName: "", tree: protocolDecl)
      let start = lines.location(for: protocolDecl.positionAfterSkippingLeadingTrivia).line
      for index in methods.indices {
        let name = methods[index].function.name.positionAfterSkippingLeadingTrivia
        methods[index].origin = AbstractSourceLocation(
          file: anchor.file,
          line: ExprSyntax(IntegerLiteralExprSyntax(line + lines.location(for: name).line - start)),
          column: anchor.column)
      }
    }

    let name = protocolDecl.name.text
    let level = protocolDecl.modifiers.accessLevel
    let generator = HandleGenerator(
      protocolName: name, route: route, methods: methods,
      typeAccess: Access.typePrefix(level), memberAccess: Access.memberPrefix(level))
    return [generator.live, generator.mock] + (generator.output.map { [$0] } ?? [])
  }

  /// The route type from `route: X.self`.
  private static func routeType(of node: AttributeSyntax, log: inout DiagnosticLog) -> String? {
    guard let argument = node.argument("route") else { return nil }
    guard let member = argument.expression.as(MemberAccessExprSyntax.self),
      member.declName.baseName.text == "self", let base = member.base
    else {
      log.error(
        argument.expression, id: "navigation-route-type",
        "'@FeatureNavigation(route:)' takes the route enum as 'Route.self'")
      return nil
    }
    return base.trimmedDescription
  }

  /// The protocol's methods, each checked.
  private static func handleMethods(
    of protocolDecl: ProtocolDeclSyntax, log: inout DiagnosticLog
  )
    -> [HandleMethod]
  {
    var methods: [HandleMethod] = []
    for member in protocolDecl.memberBlock.members {
      guard let function = member.decl.as(FunctionDeclSyntax.self) else {
        log.error(
          member.decl, id: "navigation-member",
          "a navigation handle declares only methods; the app owns the state")
        continue
      }
      if let method = HandleMethod(function, log: &log) { methods.append(method) }
    }
    return methods
  }
}

/// One method of a handle protocol and what it does.
struct HandleMethod {
  enum Kind {
    case show(caseName: String)
    /// `canShowX(...)`: whether showing case `x` would proceed now, asked without sending.
    case canShow(caseName: String)
    /// `backToX()`: back to the nearest screen of case `x`, whatever its values; with values,
    /// `backToX(...)` goes back to that exact screen.
    case backTo(caseName: String)
    case intent(String)
    case action
  }

  struct Parameter {
    let label: String?
    let name: String
    let type: TypeSyntax
    let codec: String?
    /// The `RouteCallback` a closure parameter of a route method is wrapped in: the route carries
    /// the callback, the caller writes a trailing closure.
    let callback: TypeSyntax?

    /// The value as the route and the mock's `Call` take it.
    var value: String { callback == nil ? name : "Wayfinder.RouteCallback(\(name))" }
    /// The type as the mock's `Call` records it.
    var recordedType: String {
      callback.map { "Wayfinder." + $0.trimmedDescription } ?? type.trimmedDescription
    }
  }

  let function: FunctionDeclSyntax
  let name: String
  let kind: Kind
  let parameters: [Parameter]
  let returnsBool: Bool
  /// Where the method's name is written, so that a mistake the compiler finds in what the macro
  /// wrote for it is reported there.
  var origin: AbstractSourceLocation?

  init?(_ function: FunctionDeclSyntax, log: inout DiagnosticLog) {
    self.function = function
    name = function.name.text
    let signature = function.signature
    var valid = true
    if let generics = function.genericParameterClause {
      log.error(generics, id: "navigation-generic", "a navigation method cannot be generic")
      valid = false
    }
    if let throwsClause = signature.effectSpecifiers?.throwsClause {
      log.error(
        throwsClause, id: "navigation-throws",
        "a navigation method cannot throw: a refused navigation returns 'false'")
      valid = false
    }
    if let returnType = signature.returnClause?.type {
      let spelled = returnType.trimmedDescription
      returnsBool = spelled == "Bool" || spelled == "Swift.Bool"
      if !returnsBool && spelled != "Void" && spelled != "()" {
        log.error(
          returnType, id: "navigation-return",
          "a navigation method returns nothing, or 'Bool' for whether it navigated")
        valid = false
      }
    } else {
      returnsBool = false
    }

    let baseName = name
    let parameterList = signature.parameterClause.parameters
    if ["dismiss", "pop", "popToRoot", "back"].contains(baseName) && parameterList.isEmpty {
      kind = .intent(baseName)
    } else if baseName.hasPrefix("show"), let first = baseName.dropFirst(4).first,
      first.isUppercase
    {
      kind = .show(caseName: String(baseName.dropFirst(4)).lowerFirst)
    } else if baseName.hasPrefix("backTo"), let first = baseName.dropFirst(6).first,
      first.isUppercase
    {
      kind = .backTo(caseName: String(baseName.dropFirst(6)).lowerFirst)
    } else if baseName.hasPrefix("canShow"), let first = baseName.dropFirst(7).first,
      first.isUppercase
    {
      kind = .canShow(caseName: String(baseName.dropFirst(7)).lowerFirst)
      if !returnsBool {
        log.error(
          function.name, id: "navigation-can-show-return",
          "'\(baseName)' asks whether a screen can be shown now, so it returns 'Bool'")
        valid = false
      }
    } else {
      kind = .action
    }

    var parameters: [Parameter] = []
    for (index, parameter) in parameterList.enumerated() {
      let label = parameter.firstName.text == "_" ? nil : parameter.firstName.text
      let name = parameter.secondName?.text ?? parameter.firstName.text
      if parameter.ellipsis != nil {
        log.error(
          parameter, id: "navigation-variadic", "a navigation method takes no variadic values")
        valid = false
      }
      var codec: String?
      if case .action = kind {
        codec = LinkTypes.checkedCodec(
          for: parameter.type, id: "navigation-value-type", log: &log)
        if codec == nil { valid = false }
      }
      var callback: TypeSyntax?
      switch kind {
      case .show, .canShow, .backTo:
        callback = LinkTypes.callbackReplacement(for: parameter.type)
      case .intent, .action: break
      }
      parameters.append(
        Parameter(
          label: label, name: name == "_" ? "value\(index)" : name, type: parameter.type,
          codec: codec, callback: callback))
    }
    self.parameters = parameters
    guard valid else { return nil }
  }

  /// The method's declaration for an implementation, without a body.
  func header(access: String) -> String {
    var attributes = ""
    if case .canShow = kind {
      // A question's answer is the point of asking: it is not discardable.
    } else if function.attributes.first(named: "discardableResult") != nil || returnsBool {
      attributes = "@discardableResult\n  "
    }
    let clause = parameters.map { parameter in
      let outer = parameter.label ?? "_"
      return outer == parameter.name
        ? "\(outer): \(parameter.type.trimmedDescription)"
        : "\(outer) \(parameter.name): \(parameter.type.trimmedDescription)"
    }
    let effects = function.signature.effectSpecifiers?.asyncSpecifier != nil ? " async" : ""
    let result = returnsBool ? " -> Bool" : ""
    return "\(attributes)\(access)func \(function.name.text)(\(clause.joined(separator: ", ")))"
      + "\(effects)\(result)"
  }

  /// `statement`, reported by the compiler as if it were written on the method's line.
  ///
  /// The macro sees the protocol, not the route enum, so a `showX` method whose case `x` is
  /// missing or takes other labels is found only when the compiler checks the live handle's
  /// `Route.x(...)`, and a compiler error in generated code lands in the expansion, not on the
  /// method. Generated code carries no source locations of its own (a plugin returns it as text,
  /// whatever nodes it was built from), so a `#sourceLocation` directive around the one statement
  /// that names the case moves the error to the method's line.
  func placed(_ statement: String) -> String {
    guard let origin, origin.file.is(StringLiteralExprSyntax.self),
      origin.line.is(IntegerLiteralExprSyntax.self)
    else { return statement }
    return "#sourceLocation(file: \(origin.file.trimmedDescription), "
      + "line: \(origin.line.trimmedDescription))\n    \(statement)\n    #sourceLocation()"
  }

  /// The arguments as a call spells them: `id: id`, a closure wrapped in its `RouteCallback`.
  var callArguments: String { Self.arguments(parameters) }

  /// The last parameter of a `showX` method when it is `transition: ScreenTransition`: how this
  /// one showing moves in, which the intent carries beside the route rather than in it.
  var transition: Parameter? {
    guard case .show = kind, let last = parameters.last, last.label == "transition",
      [
        "ScreenTransition", "Wayfinder.ScreenTransition", "ScreenTransition?",
        "Wayfinder.ScreenTransition?",
      ].contains(last.type.trimmedDescription)
    else { return nil }
    return last
  }

  /// The arguments of the route case: every parameter but ``transition``.
  var routeArguments: String {
    Self.arguments(transition == nil ? parameters : parameters.dropLast())
  }

  private static func arguments(_ parameters: some Collection<Parameter>) -> String {
    parameters.map { ($0.label.map { $0 + ": " } ?? "") + $0.value }.joined(separator: ", ")
  }
}

/// Writes the live handle and the mock.
struct HandleGenerator {
  let protocolName: String
  let route: String
  let methods: [HandleMethod]
  let typeAccess: String
  let memberAccess: String

  var live: DeclSyntax {
    let bodies = methods.map { method -> String in
      let intent: String
      switch method.kind {
      case .canShow(let caseName):
        let value = method.parameters.isEmpty ? "" : "(\(method.callArguments))"
        let question =
          "return sink.preflight(.show(Wayfinder.AnyRoute(\(route).\(caseName)\(value)), "
          + "style: nil), from: \(route).moduleKey).didNavigate"
        return """
            \(method.header(access: memberAccess)) {
              \(method.placed(question))
            }
          """
      case .show(let caseName):
        let arguments = method.routeArguments
        let value = arguments.isEmpty ? "" : "(\(arguments))"
        let transition = method.transition.map { ", transition: \($0.name)" } ?? ""
        intent = ".show(Wayfinder.AnyRoute(\(route).\(caseName)\(value)), style: nil\(transition))"
      case .backTo(let caseName) where method.parameters.isEmpty:
        intent = ".backTo(.routeCase(\(route).moduleKey, \"\(caseName)\"))"
      case .backTo(let caseName):
        intent = ".backTo(.route(\(route).\(caseName)(\(method.callArguments))))"
      case .intent(let name):
        intent = ".\(name)"
      case .action:
        let value = method.parameters.isEmpty ? "" : "(\(method.callArguments))"
        intent =
          ".interaction(\n        Wayfinder.AnyInteraction(\(protocolName)Output.\(method.name)\(value)))"
      }
      let send = "send(\(intent))"
      var statement = method.returnsBool ? send + ".didNavigate" : send
      switch method.kind {
      case .show, .backTo:
        // `return` is written out: with the directives, the statement is not the body's only item.
        statement = method.placed(method.returnsBool ? "return " + statement : statement)
      case .canShow, .intent, .action: break
      }
      return """
          \(method.header(access: memberAccess)) {
            \(statement)
          }
        """
    }
    return Unparsed.declaration(
      """
      /// The live `\(protocolName)`: each call becomes an intent on the app's bus.
      @MainActor
      \(typeAccess)struct Live\(protocolName): \(protocolName) {
        private let sink: any Wayfinder.NavigationIntentSink

        /// Creates the handle.
        /// - Parameter sink: The app's bus.
        \(memberAccess)nonisolated init(sink: any Wayfinder.NavigationIntentSink) {
          self.sink = sink
        }

        @discardableResult
        private func send(_ intent: Wayfinder.NavigationIntent) -> Wayfinder.IntentOutcome {
          sink.send(intent, from: \(route).moduleKey)
        }

      \(bodies.joined(separator: "\n\n"))
      }
      """)
  }

  /// The handle's requests that are not routes, as a typed enum the app maps
  /// (`NavigationBus.Builder.mapInteractions`); `nil` when every method is a route or a move.
  var output: DeclSyntax? {
    let actions = methods.filter { if case .action = $0.kind { true } else { false } }
    guard !actions.isEmpty else { return nil }
    let cases = actions.map { method -> String in
      guard !method.parameters.isEmpty else { return "  case \(method.name)" }
      let values = method.parameters.map { parameter in
        (parameter.label.map { $0 + ": " } ?? "") + parameter.type.trimmedDescription
      }
      return "  case \(method.name)(\(values.joined(separator: ", ")))"
    }
    return Unparsed.declaration(
      """
      /// What `\(protocolName)` asks of the app that is not a screen of its own: the app maps
      /// each case to an intent.
      \(typeAccess)enum \(protocolName)Output: Wayfinder.ModuleInteraction {
      \(cases.joined(separator: "\n"))

        /// The module whose handle asks.
        \(memberAccess)static let moduleKey: Wayfinder.ModuleKey = \(route).moduleKey
      }
      """)
  }

  var mock: DeclSyntax {
    let callCases = methods.map { method -> String in
      guard !method.parameters.isEmpty else { return "    case \(method.name)" }
      let values = method.parameters.map { parameter in
        (parameter.label.map { $0 + ": " } ?? "") + parameter.recordedType
      }
      return "    case \(method.name)(\(values.joined(separator: ", ")))"
    }
    var sections = [
      """
        /// One call with its arguments.
        \(memberAccess)enum Call: Equatable {
      \(callCases.joined(separator: "\n"))
        }
      """,
      """
        /// Every call so far, in order.
        \(memberAccess)private(set) var calls: [Call] = []
      """,
    ]
    sections += methods.filter(\.returnsBool).map { method in
      """
        /// What `\(method.name)` returns; `true` unless a test says otherwise.
        \(memberAccess)var \(method.name)Result = true
      """
    }
    sections.append(
      """
        /// Creates a mock that has recorded nothing.
        \(memberAccess)init() {}
      """)
    sections += methods.map { method -> String in
      let call =
        method.parameters.isEmpty ? ".\(method.name)" : ".\(method.name)(\(method.callArguments))"
      let record = "calls.append(\(call))"
      return """
          \(method.header(access: memberAccess)) {
            \(method.returnsBool ? record + "\n    return \(method.name)Result" : record)
          }
        """
    }
    return Unparsed.declaration(
      """
      /// A `\(protocolName)` for tests: it records every call, in order.
      @MainActor
      \(typeAccess)final class Mock\(protocolName): \(protocolName) {
      \(sections.joined(separator: "\n\n"))
      }
      """)
  }
}
