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
      return .failure(Rejection(node: type, reason: "a dictionary has no link form"))
    }
    if type.is(FunctionTypeSyntax.self) {
      return .failure(Rejection(node: type, reason: "a function has no link form"))
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
      return .failure(Rejection(node: type, reason: "a tuple has no link form"))
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
      case ("Dictionary", _):
        return .failure(Rejection(node: type, reason: "a dictionary has no link form"))
      case ("Set", _):
        return .failure(Rejection(node: type, reason: "a set has no order in a link; use an array"))
      default: break
      }
    }
    if let identifier = type.as(IdentifierTypeSyntax.self) {
      switch identifier.name.text {
      case "Any", "AnyObject":
        return .failure(Rejection(node: type, reason: "'\(identifier.name.text)' has no link form"))
      case "Void", "Never":
        return .failure(Rejection(node: type, reason: "'\(identifier.name.text)' has no value"))
      default: break
      }
    }
    if type.is(IdentifierTypeSyntax.self) || type.is(MemberTypeSyntax.self) {
      return .success("Wayfinder.LinkCodec.of(\(type.trimmedDescription).self)")
    }
    return .failure(Rejection(node: type, reason: "this kind of type has no link form"))
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

  /// The message for a rejected type.
  static func message(for rejection: Rejection, whole: TypeSyntax) -> String {
    "'\(whole.trimmedDescription)' cannot appear in a link: \(rejection.reason); use String, "
      + "Int, Double, Bool, UUID, a LinkValue or RawRepresentable type, or an optional or "
      + "array of one"
  }
}
