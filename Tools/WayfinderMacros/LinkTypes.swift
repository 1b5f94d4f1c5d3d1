import SwiftDiagnostics
import SwiftSyntax

/// What the macros know, from syntax alone, about the type of a value that goes into a link.
enum LinkTypes {
  /// Why a type cannot appear in a link: the smallest piece of the type at fault and a reason.
  struct Rejection: Error {
    let node: TypeSyntax
    let reason: String
  }

  /// The expression of the type's ``LinkCodec`` (`Wayfinder.LinkCodec.of(String.self).array`),
  /// or why the type cannot appear in a link.
  ///
  /// Optionals and arrays are taken apart here, so that an array of a raw-representable enum
  /// needs no conformance of its own; the compiler then picks the codec of the innermost type
  /// by its conformances.
  static func codec(for type: TypeSyntax) -> Result<String, Rejection> {
    if let optional = type.as(OptionalTypeSyntax.self) {
      return codec(for: optional.wrappedType).map { $0 + ".optional" }
    }
    if let optional = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
      return codec(for: optional.wrappedType).map { $0 + ".optional" }
    }
    if let array = type.as(ArrayTypeSyntax.self) {
      return codec(for: array.element).map { $0 + ".array" }
    }
    if type.is(DictionaryTypeSyntax.self) {
      // No link form, but a saved one when its keys and values are Codable: the compiler picks
      // the stored codec.
      return .success("Wayfinder.LinkCodec.of(\(type.trimmedDescription).self)")
    }
    if type.is(FunctionTypeSyntax.self) {
      return .failure(
        Rejection(
          node: type,
          reason: "a closure is not Hashable; wrap it in RouteCallback, which gives it an identity")
      )
    }
    if type.is(MetatypeTypeSyntax.self) {
      return .failure(Rejection(node: type, reason: "a metatype has no link form"))
    }
    if type.is(SomeOrAnyTypeSyntax.self) || type.is(CompositionTypeSyntax.self) {
      return .failure(
        Rejection(node: type, reason: "an existential or opaque type has no link form"))
    }
    if let tuple = type.as(TupleTypeSyntax.self) {
      if tuple.elements.count == 1, let only = tuple.elements.first, only.firstName == nil,
        only.ellipsis == nil
      {
        return codec(for: only.type)
      }
      return .failure(Rejection(node: type, reason: "a tuple is not Hashable"))
    }
    if let attributed = type.as(AttributedTypeSyntax.self) {
      if !attributed.specifiers.isEmpty {
        return .failure(
          Rejection(node: type, reason: "'inout' and ownership specifiers do not apply"))
      }
      return codec(for: attributed.baseType)
    }
    if let generic = genericWrapper(type) {
      switch (generic.name, generic.arguments.count) {
      case ("Optional", 1): return codec(for: generic.arguments[0]).map { $0 + ".optional" }
      case ("Array", 1): return codec(for: generic.arguments[0]).map { $0 + ".array" }
      default: break
      }
    }
    if let identifier = type.as(IdentifierTypeSyntax.self) {
      switch identifier.name.text {
      case "Any", "AnyObject":
        return .failure(Rejection(node: type, reason: "'\(identifier.name.text)' is not Hashable"))
      case "Void", "Never":
        return .failure(Rejection(node: type, reason: "'\(identifier.name.text)' has no value"))
      default: break
      }
    }
    if type.is(IdentifierTypeSyntax.self) || type.is(MemberTypeSyntax.self) {
      return .success("Wayfinder.LinkCodec.of(\(type.trimmedDescription).self)")
    }
    return .failure(Rejection(node: type, reason: "this kind of type cannot be a route value"))
  }

  /// Whether the type is, from its syntax alone, transient: a ``RouteCallback`` (or a closure,
  /// which must become one), or an optional or array of one.
  static func isTransient(_ type: TypeSyntax) -> Bool {
    if type.is(FunctionTypeSyntax.self) { return true }
    if let optional = type.as(OptionalTypeSyntax.self) { return isTransient(optional.wrappedType) }
    if let optional = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
      return isTransient(optional.wrappedType)
    }
    if let array = type.as(ArrayTypeSyntax.self) { return isTransient(array.element) }
    if let attributed = type.as(AttributedTypeSyntax.self) {
      return isTransient(attributed.baseType)
    }
    if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1,
      let only = tuple.elements.first
    {
      return isTransient(only.type)
    }
    if let generic = genericWrapper(type) {
      if generic.name == "RouteCallback" { return true }
      if ["Optional", "Array"].contains(generic.name), let first = generic.arguments.first {
        return isTransient(first)
      }
    }
    if let member = type.as(MemberTypeSyntax.self), member.name.text == "RouteCallback" {
      return true
    }
    return false
  }

  /// The `RouteCallback` that a closure type becomes, when the closure takes at most one value
  /// and returns nothing; `nil` otherwise.
  static func callbackReplacement(for type: TypeSyntax) -> TypeSyntax? {
    var base = type
    if let attributed = base.as(AttributedTypeSyntax.self) { base = attributed.baseType }
    if let tuple = base.as(TupleTypeSyntax.self), tuple.elements.count == 1,
      let only = tuple.elements.first
    {
      base = only.type
      if let attributed = base.as(AttributedTypeSyntax.self) { base = attributed.baseType }
    }
    guard let function = base.as(FunctionTypeSyntax.self) else { return nil }
    let result = function.returnClause.type.trimmedDescription
    guard result == "Void" || result == "()" else { return nil }
    let parameters = function.parameters
    guard parameters.count <= 1 else { return nil }
    let input = parameters.first.map { $0.type.trimmedDescription } ?? "Void"
    return TypeSyntax(stringLiteral: "RouteCallback<\(input)>")
  }

  /// The name and generic arguments of `Name<...>` or `Swift.Name<...>`.
  private static func genericWrapper(_ type: TypeSyntax) -> (name: String, arguments: [TypeSyntax])?
  {
    let name: String
    let clause: GenericArgumentClauseSyntax?
    if let identifier = type.as(IdentifierTypeSyntax.self) {
      name = identifier.name.text
      clause = identifier.genericArgumentClause
    } else if let member = type.as(MemberTypeSyntax.self),
      member.baseType.trimmedDescription == "Swift"
    {
      name = member.name.text
      clause = member.genericArgumentClause
    } else {
      return nil
    }
    guard let clause else { return nil }
    let arguments = clause.arguments.compactMap { argument -> TypeSyntax? in
      // swift-syntax 601 made a generic argument a type or a value (`Vector<3, Int>`); 600 has
      // types only.
      #if canImport(SwiftSyntax601)
      if case .type(let type) = argument.argument { return type }
      return nil
      #else
      return argument.argument
      #endif
    }
    return (name, arguments)
  }

  /// The codec expression of a value's type, or `nil` after logging why the type cannot be a
  /// route value, with a fix-it that wraps a closure in `RouteCallback` where one fits.
  static func checkedCodec(
    for type: TypeSyntax, id: String, log: inout DiagnosticLog
  ) -> String? {
    switch codec(for: type) {
    case .success(let codec): return codec
    case .failure(let rejection):
      let fixIts = callbackReplacement(for: rejection.node).map { callback in
        [
          FixIt.replace(
            "wrap the closure in '\(callback.trimmedDescription)'", id: "route-value-callback",
            rejection.node, with: callback)
        ]
      }
      log.error(rejection.node, id: id, message(for: rejection, whole: type), fixIts: fixIts ?? [])
      return nil
    }
  }

  /// The message for a rejected type.
  static func message(for rejection: Rejection, whole: TypeSyntax) -> String {
    "'\(whole.trimmedDescription)' cannot be a route value: \(rejection.reason); a route value "
      + "is a link value (String, Int, Double, Bool, UUID, a LinkValue or RawRepresentable "
      + "type, or an optional or array of one), a Codable model, or any Hashable & Sendable "
      + "value"
  }
}
