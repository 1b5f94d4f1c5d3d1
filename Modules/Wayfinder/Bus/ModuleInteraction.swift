/// A feature's semantic interaction: what the user did, not where to go ("task tapped", not
/// "push detail"). The module's router, or the app, decides what it means.
///
/// ```swift
/// enum TasksInteraction: ModuleInteraction {
///   case taskTapped(id: String)
///   case statsTapped
///   static let moduleKey: ModuleKey = "tasks"
/// }
/// ```
public protocol ModuleInteraction: Hashable, Sendable {
  /// The module that owns the interaction; the bus dispatches on it.
  static var moduleKey: ModuleKey { get }
}

/// An interaction of any module.
public struct AnyInteraction: Hashable, Sendable, CustomStringConvertible {
  /// The owning module.
  public let module: ModuleKey
  /// The interaction itself.
  public let base: any Hashable & Sendable

  /// Erases an interaction.
  /// - Parameter interaction: The interaction.
  public init<Interaction: ModuleInteraction>(_ interaction: Interaction) {
    module = Interaction.moduleKey
    base = interaction
  }

  /// The interaction as its module's own type, or `nil`.
  /// - Parameter type: The module's interaction type.
  /// - Returns: The typed interaction.
  @inlinable
  public func typed<Interaction: ModuleInteraction>(as type: Interaction.Type) -> Interaction? {
    // The interaction is almost always of exactly the asked type: compare the types and take the
    // value, and leave anything else (a subclass, for one) to a dynamic cast.
    Self.exactly(base, as: type) ?? (base as? Interaction)
  }

  /// `value` as `Interaction` when that is exactly its type, without a dynamic cast.
  @inlinable
  static func exactly<Value, Interaction>(_ value: Value, as type: Interaction.Type) -> Interaction?
  {
    Value.self == Interaction.self ? unsafeBitCast(value, to: Interaction.self) : nil
  }

  public var description: String { "\(module).\(base)" }

  public static func == (lhs: AnyInteraction, rhs: AnyInteraction) -> Bool {
    AnyHashable(lhs.base) == AnyHashable(rhs.base)
  }

  public func hash(into hasher: inout Hasher) { hasher.combine(AnyHashable(base)) }
}
