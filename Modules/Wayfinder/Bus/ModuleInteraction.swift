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
  public func typed<Interaction: ModuleInteraction>(as type: Interaction.Type) -> Interaction? {
    base as? Interaction
  }

  public var description: String { "\(module).\(base)" }

  public static func == (lhs: AnyInteraction, rhs: AnyInteraction) -> Bool {
    AnyHashable(lhs.base) == AnyHashable(rhs.base)
  }

  public func hash(into hasher: inout Hasher) { hasher.combine(AnyHashable(base)) }
}
