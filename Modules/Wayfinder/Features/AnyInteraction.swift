/// An interaction of any module.
public struct AnyInteraction: Hashable, Sendable, CustomStringConvertible {
  /// The owning module.
  public let module: ModuleKey
  /// The interaction itself.
  public let base: any Hashable & Sendable
  /// The interaction's type: the key of the app's mapping of it.
  let type: ObjectIdentifier

  /// Erases an interaction.
  /// - Parameter interaction: The interaction.
  public init<Interaction: ModuleInteraction>(_ interaction: Interaction) {
    module = Interaction.moduleKey
    base = interaction
    type = ObjectIdentifier(Interaction.self)
  }

  /// The interaction as its module's own type, or `nil`.
  /// - Parameter type: The module's interaction type.
  /// - Returns: The typed interaction.
  public func typed<Interaction: ModuleInteraction>(as type: Interaction.Type) -> Interaction? {
    base as? Interaction
  }

  public var description: String { "\(module).\(base)" }

  public static func == (lhs: AnyInteraction, rhs: AnyInteraction) -> Bool {
    AnyHashable(lhs.base) == AnyHashable(rhs.base)
  }

  public func hash(into hasher: inout Hasher) { hasher.combine(AnyHashable(base)) }
}
