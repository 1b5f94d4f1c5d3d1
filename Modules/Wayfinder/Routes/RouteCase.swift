/// The declaration of one route case: what the catalogue lists and links are matched against.
public struct RouteCase: Hashable, Sendable, Codable {
  /// The case's path segment, for example `detail`.
  public var name: String
  /// The associated values in declaration order.
  public var parameters: [RouteParameter]
  /// How the case is shown when the app does not say otherwise.
  public var presentation: PresentationStyle
  /// How the case moves in when a request shows it without asking for another transition.
  public var transition: ScreenTransition
  /// What the user needs before the case may be shown, if anything.
  public var requirement: Requirement?
  /// The segments the case occupies in a link, when they are not its name followed by its
  /// values: fixed words and its labelled values as `:label`, for example `:id` for
  /// `/tasks/123` or `:id/history` for `/tasks/123/history`. Declared with `@Link`.
  public var link: String?

  /// What the case's values allow: the largest kind among its parameters.
  public var kind: RouteValueKind { parameters.lazy.map(\.kind).max() ?? .linkable }

  /// Creates a case declaration.
  /// - Parameters:
  ///   - name: The case's path segment.
  ///   - parameters: The associated values in declaration order.
  ///   - presentation: The default presentation; `.push` when omitted.
  ///   - transition: The default transition; the platform's own when omitted.
  ///   - requirement: The requirement, if any.
  ///   - link: The link template, when it is not the name followed by the values.
  public init(
    name: String, parameters: [RouteParameter] = [], presentation: PresentationStyle = .push,
    transition: ScreenTransition = .automatic, requirement: Requirement? = nil,
    link: String? = nil
  ) {
    self.name = name
    self.parameters = parameters
    self.presentation = presentation
    self.transition = transition
    self.requirement = requirement
    self.link = link
  }
}

/// One associated value of a route case.
public struct RouteParameter: Hashable, Sendable, Codable {
  /// The value's label, or `nil` when it has none.
  public var label: String?
  /// The value's type as the catalogue shows it, for example `[String]`.
  public var typeName: String
  /// Whether the value has a link form, a saved form, or neither.
  public var kind: RouteValueKind

  /// Creates a parameter from its label and type name.
  /// - Parameters:
  ///   - label: The label, or `nil`.
  ///   - typeName: The type as the catalogue shows it.
  ///   - kind: Whether the value has a link form, a saved form, or neither.
  public init(label: String?, typeName: String, kind: RouteValueKind = .linkable) {
    self.label = label
    self.typeName = typeName
    self.kind = kind
  }

  private enum CodingKeys: String, CodingKey {
    case label, typeName, kind
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      label: try container.decodeIfPresent(String.self, forKey: .label),
      typeName: try container.decode(String.self, forKey: .typeName),
      kind: try container.decodeIfPresent(RouteValueKind.self, forKey: .kind) ?? .linkable)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encodeIfPresent(label, forKey: .label)
    try container.encode(typeName, forKey: .typeName)
    if kind != .linkable { try container.encode(kind, forKey: .kind) }
  }

  /// Creates a parameter from its label and type.
  /// - Parameters:
  ///   - label: The label, or `nil`.
  ///   - type: The value's type.
  public init<Value: LinkValue>(label: String?, type: Value.Type) {
    self.init(label: label, typeName: Value.linkTypeName)
  }
}
