/// The router of one of a feature's route enums: what the feature's interactions mean. A feature
/// hands it to the app inside its one entry point, its ``FeatureRegistration``
/// (`.routes(router)`); the app never registers a router on its own.
///
/// The router (what an interaction means) stays inside the module and is reached only
/// through ``respond(to:in:)``. The module never names a tab, a presentation style beyond its
/// routes' declared defaults, or another module.
///
/// ```swift
/// public struct TasksRouter: FeatureRouter {
///   public init() {}
///   public func respond(to interaction: TasksInteraction, in state: NavigationState)
///     -> ModuleResponse<TasksRoute>
///   {
///     switch interaction {
///     case .taskTapped(let id): return .show(.detail(id: id))
///     case .closeTapped: return .dismiss
///     }
///   }
/// }
/// ```
public protocol FeatureRouter: Sendable {
  /// The module's routes.
  associatedtype Route: NavigationRoute
  /// The module's interactions.
  associatedtype Interaction: ModuleInteraction

  /// The module's router: what an interaction asks for. A pure function of its inputs, so it
  /// runs on any actor.
  /// - Parameters:
  ///   - interaction: What the user did.
  ///   - state: The navigation state now, for decisions that depend on it.
  /// - Returns: What should happen.
  func respond(to interaction: Interaction, in state: NavigationState) -> ModuleResponse<Route>
}
