/// A feature's one entry point: everything the app needs from a feature, in one value.
///
/// A feature module exposes its route enums, its interactions, its typed handle and its outputs,
/// and one function that returns its registration. The registration holds the router of each of
/// its route enums (what its interactions mean), the screen of each route, and its flows, keyed
/// by their `@Flow` enums with the screen of each step. The app hands the registration to the bus
/// builder (``NavigationBus/Builder/register(feature:)``), which registers the routes with the
/// bus and the flows with its engine, and asks it for screens; it never sees the feature's
/// screens, stores or helpers, which stay internal to the feature's module.
///
/// ```swift
/// public enum RecipesFeature {
///   public static func registration() -> FeatureRegistration {
///     FeatureRegistration("recipes")
///       .routes(RecipesRouter()) { route, sink in RecipesScreens.screen(for: route, sink: sink) }
///       .routes(ShoppingRoute.self) { route, _ in Screen(title: "\(route)") }
///   }
/// }
/// ```
///
/// A route enum is registered once per app: two features that register the same route enum
/// make the bus builder fail with ``BusConfigurationError``.
public struct FeatureRegistration: Sendable {
  /// The feature's name, for messages.
  public let name: String
  /// The routers of the feature's route enums, in the order they were added.
  package private(set) var modules: [ModuleRegistration] = []
  private var drawers: [ModuleKey: Drawer] = [:]
  private(set) var flowEntries: [FlowEntry] = []
  /// The activity type the feature's screens are advertised with (``activity(_:)``).
  var activityType: String?

  /// Draws a route of one of the feature's route enums.
  typealias Drawer = @MainActor @Sendable (AnyRoute, any NavigationIntentSink) -> Screen?

  /// One of the feature's flows: how to register it and how to draw its steps.
  struct FlowEntry: Sendable {
    var name: String
    /// What links need of the flow: its steps and whether it persists.
    var declaration: FlowDeclaration
    var register: @MainActor @Sendable (FlowEngine) throws(FlowError) -> Void
    var draw: @MainActor @Sendable (String, FlowFields) -> Screen?
  }

  /// Creates a registration with nothing in it yet.
  /// - Parameter name: The feature's name, for messages.
  public init(_ name: String) { self.name = name }

  /// A registration of route enums registered one by one, as the package's own tests and
  /// benchmarks register them.
  package init(_ name: String, modules: [ModuleRegistration]) {
    self.name = name
    self.modules = modules
  }

  /// Adds a route enum whose interactions a router answers, and the screens of its routes.
  /// - Parameters:
  ///   - module: The router of the route enum.
  ///   - screen: Draws a route; the sink sends what the screen's actions ask for. Without it,
  ///     ``screen(for:sink:)`` answers `nil` for the enum's routes: the app draws them with views
  ///     of its own, or draws nothing (a test).
  /// - Returns: The registration with the route enum added.
  public func routes<Module: FeatureRouter>(
    _ module: Module,
    screen: (@MainActor @Sendable (Module.Route, any NavigationIntentSink) -> Screen)? = nil
  ) -> Self {
    adding(ModuleRegistration(module), Module.Route.self, screen: screen)
  }

  /// Adds a route enum that has no interactions of its own (its screens navigate through the
  /// feature's handle only), and the screens of its routes.
  /// - Parameters:
  ///   - route: The route enum.
  ///   - screen: Draws a route; the sink sends what the screen's actions ask for. Without it,
  ///     ``screen(for:sink:)`` answers `nil` for the enum's routes.
  /// - Returns: The registration with the route enum added.
  public func routes<Route: NavigationRoute>(
    _ route: Route.Type,
    screen: (@MainActor @Sendable (Route, any NavigationIntentSink) -> Screen)? = nil
  ) -> Self {
    let module = ModuleRegistration(
      key: Route.moduleKey, routeCases: Route.routeCases, respond: { _, _ in .foreign },
      retype: ModuleRegistration.retype(as: Route.self))
    return adding(module, Route.self, screen: screen)
  }

  /// Adds a flow, keyed by its `@Flow` enum, with its validations, requirements and completion
  /// and, when the feature draws them, the screen of each step.
  ///
  /// The definition starts from the enum's declaration, so the flow's name and steps cannot
  /// differ from the enum's.
  /// - Parameters:
  ///   - flow: The flow's enum.
  ///   - screen: Draws a step from the data the flow has collected so far; `nil` when the app's
  ///     renderer draws the steps itself (a SwiftUI view per step, for example).
  ///   - define: Adds validations, requirements and actions to the definition.
  /// - Returns: The registration with the flow added.
  public func flow<Flow: NavigationFlow>(
    _ flow: Flow.Type,
    screen: (@MainActor @Sendable (Flow, FlowFields) -> Screen)? = nil,
    define: (FlowDefinition<FlowFields>) -> FlowDefinition<FlowFields> = { $0 }
  ) -> Self {
    let definition = define(FlowDefinition(Flow.flowDeclaration))
    let collects = definition.runtime.collects
    var copy = self
    copy.flowEntries.append(
      FlowEntry(
        name: Flow.flowPath, declaration: definition.declaration,
        register: { engine throws(FlowError) in try engine.register(definition) },
        draw: { step, data in
          guard let screen, let typed = Flow(stepPath: step) else { return nil }
          // The fields a step declares are the values its screen collects.
          var drawn = screen(typed, data)
          if drawn.inputs.isEmpty { drawn.inputs = collects[step] ?? [] }
          return drawn
        }))
    return copy
  }

  func adding<Route: NavigationRoute>(
    _ module: ModuleRegistration, _ route: Route.Type,
    screen: (@MainActor @Sendable (Route, any NavigationIntentSink) -> Screen)?
  ) -> Self {
    var copy = self
    copy.modules.append(module)
    if let screen {
      copy.drawers[Route.moduleKey] = { route, sink in
        route.typed(as: Route.self).map { screen($0, sink) }
      }
    }
    return copy
  }

  /// The names of the feature's flows, in the order they were added.
  public var flowNames: [String] { flowEntries.map(\.name) }

  /// The keys of the feature's route enums, in the order they were added.
  public var moduleKeys: [ModuleKey] { modules.map(\.key) }

  /// Draws a route, if it belongs to one of the feature's route enums.
  /// - Parameters:
  ///   - route: The route.
  ///   - sink: Where the screen's actions send their intents.
  /// - Returns: The screen, or `nil` for a route of another feature.
  @MainActor
  public func screen(for route: AnyRoute, sink: any NavigationIntentSink) -> Screen? {
    drawers[route.module]?(route, sink)
  }

  /// Draws a step of one of the feature's flows.
  /// - Parameters:
  ///   - flow: The flow's name.
  ///   - step: The step's name.
  ///   - data: What the flow has collected so far.
  /// - Returns: The screen, or `nil` for a flow or step that the feature does not have.
  @MainActor
  public func screen(ofFlow flow: String, step: String, data: FlowFields) -> Screen? {
    flowEntries.first { $0.name == flow }?.draw(step, data)
  }
}

extension NavigationBus.Builder {
  /// Registers every route enum of a feature, with its router, and every flow of the feature:
  /// the bus's engine has them when the bus is built.
  /// - Parameter feature: The feature's registration.
  public mutating func register(feature: FeatureRegistration) {
    for module in feature.modules { register(module) }
    flows += feature.flowEntries
    if let type = feature.activityType {
      for module in feature.modules {
        activities[module.key] = AdvertisedActivity(type: type) { route, sink in
          feature.screen(for: route, sink: sink)?.title
        }
      }
    }
  }
}
