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
