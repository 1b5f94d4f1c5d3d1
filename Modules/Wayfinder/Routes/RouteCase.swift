/// The declaration of one route case: what the catalogue lists and links are matched against.
public struct RouteCase: Hashable, Sendable, Codable {
  /// The case's path segment, for example `detail`.
  public var name: String
  /// The associated values in declaration order.
  public var parameters: [RouteParameter]
  /// How the case is shown when the app does not say otherwise.
  public var presentation: PresentationStyle
  /// What the user needs before the case may be shown, if anything.
  public var requirement: Requirement?

  /// Creates a case declaration.
  /// - Parameters:
  ///   - name: The case's path segment.
  ///   - parameters: The associated values in declaration order.
  ///   - presentation: The default presentation; `.push` when omitted.
  ///   - requirement: The requirement, if any.
  public init(
    name: String, parameters: [RouteParameter] = [], presentation: PresentationStyle = .push,
    requirement: Requirement? = nil
  ) {
    self.name = name
    self.parameters = parameters
    self.presentation = presentation
    self.requirement = requirement
  }
}

/// One associated value of a route case.
public struct RouteParameter: Hashable, Sendable, Codable {
  /// The value's label, or `nil` when it has none.
  public var label: String?
  /// The value's type as the catalogue shows it, for example `[String]`.
  public var typeName: String

  /// Creates a parameter from its label and type name.
  /// - Parameters:
  ///   - label: The label, or `nil`.
  ///   - typeName: The type as the catalogue shows it.
  public init(label: String?, typeName: String) {
    self.label = label
    self.typeName = typeName
  }

  /// Creates a parameter from its label and type.
  /// - Parameters:
  ///   - label: The label, or `nil`.
  ///   - type: The value's type.
  public init<Value: LinkValue>(label: String?, type: Value.Type) {
    self.init(label: label, typeName: Value.linkTypeName)
  }
}
