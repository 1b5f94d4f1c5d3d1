import SwiftDiagnostics
public import SwiftSyntax
import SwiftSyntaxBuilder
public import SwiftSyntaxMacros

/// `@Entry` of the SwiftUI stand-in (Tools/AppleStandIns/SwiftUI), which compiles the adapters
/// on Linux: an environment value's accessors and its private key, as SwiftUI's own `@Entry`
/// expands them. Not part of Wayfinder's API: on Apple platforms SwiftUI's macro is used and
/// nothing refers to this one.
///
/// ```swift
/// extension EnvironmentValues {
///   @Entry var flowContext: FlowContext? = nil
/// }
/// ```
public enum EntryMacro {}

extension EntryMacro: AccessorMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    // The peer expansion reports what is wrong; this one stays silent.
    var ignored = DiagnosticLog()
    guard let entry = Entry(declaration, attribute: node, log: &ignored) else { return [] }
    return [
      "get { self[\(raw: entry.key).self] }",
      "set { self[\(raw: entry.key).self] = newValue }",
    ]
  }
}

extension EntryMacro: PeerMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    var log = DiagnosticLog()
    guard let entry = Entry(declaration, attribute: node, log: &log) else {
      log.emit(in: context)
      return []
    }
    return [
      """
      private struct \(raw: entry.key): SwiftUI.EnvironmentKey {
        typealias Value = \(entry.type)
        static var defaultValue: Value { \(entry.defaultValue) }
      }
      """
    ]
  }
}

/// What `@Entry` reads from the property it is attached to.
private struct Entry {
  /// The name of the key type: `__Key_` and the property's name, as SwiftUI names it.
  var key: String
  var type: TypeSyntax
  var defaultValue: ExprSyntax

  /// The entry of `declaration`, or `nil` with the reason in `log`.
  init?(
    _ declaration: some DeclSyntaxProtocol, attribute: AttributeSyntax, log: inout DiagnosticLog
  ) {
    guard let variable = declaration.as(VariableDeclSyntax.self),
      variable.bindingSpecifier.tokenKind == .keyword(.var), variable.bindings.count == 1,
      let binding = variable.bindings.first,
      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier
    else {
      log.error(
        attribute, id: "entry-placement",
        "'@Entry' can only be attached to a 'var' of one name in an extension of 'EnvironmentValues'",
        fixIts: [FixIt.remove(attribute, from: declaration)].compactMap { $0 })
      return nil
    }
    guard let type = binding.typeAnnotation?.type.trimmed else {
      log.error(
        binding.pattern, id: "entry-type",
        "'@Entry' of the SwiftUI stand-in needs the type of '\(name.text)' written out: "
          + "'var \(name.text): Type\(binding.initializer.map { " \($0.trimmed)" } ?? "")'")
      return nil
    }
    if let value = binding.initializer?.value.trimmed {
      defaultValue = value
    } else if type.is(OptionalTypeSyntax.self) {
      defaultValue = "nil"
    } else {
      log.error(
        binding, id: "entry-default",
        "'@Entry' needs a default value for '\(name.text)', of type '\(type)': add '= ...'")
      return nil
    }
    self.key = "__Key_\(name.text)"
    self.type = type
  }
}
