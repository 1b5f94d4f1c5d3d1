/// A feature module's entry point: the one thing a feature gives the app to register.
///
/// The module's router (what an interaction means) stays inside the module and is reached only
/// through ``respond(to:in:)``. The module never names a tab, a presentation style beyond its
/// routes' declared defaults, or another module.
///
/// ```swift
/// public struct TasksModule: FeatureModule {
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
public protocol FeatureModule: Sendable {
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

/// What a module's router asks for in answer to an interaction.
public enum ModuleResponse<Route: NavigationRoute>: Sendable, Equatable {
  /// Show one of the module's routes; the app places it.
  case show(Route, style: PresentationStyle? = nil)
  /// Dismiss the top presentation.
  case dismiss
  /// Pop the top route.
  case pop
  /// Pop to the root.
  case popToRoot
  /// Nothing to do.
  case nothing

  @inlinable var answer: RouterAnswer {
    switch self {
    case .show(let route, let style): return .navigate(.show(AnyRoute(route), style: style))
    case .dismiss: return .navigate(.dismiss)
    case .pop: return .navigate(.pop)
    case .popToRoot: return .navigate(.popToRoot)
    case .nothing: return .nothing
    }
  }
}

/// A registered module, type-erased: its key, its route declarations and its router.
public final class ModuleRegistration: Sendable {
  /// The module's key.
  public let key: ModuleKey
  /// The module's route cases by name.
  public let routeCases: [String: RouteCase]
  /// The route cases in declaration order.
  public let orderedRouteCases: [RouteCase]
  /// What the bus needs of each case on every request, kept small so lookups copy little.
  let caseInfo: [String: CaseInfo]
  let respond: @Sendable (AnyInteraction, NavigationState) -> RouterAnswer

  /// Registers a module.
  /// - Parameters:
  ///   - module: The module's entry point.
  ///   - key: The key to register it under; the route type's key when omitted.
  @inlinable
  public convenience init<Module: FeatureModule>(_ module: Module, key: ModuleKey? = nil) {
    // Inlinable so that the router's closure is compiled for the module's own types where the
    // module is registered, instead of going through generic metadata on every interaction.
    self.init(
      key: key ?? Module.Route.moduleKey, routeCases: Module.Route.routeCases,
      respond: { interaction, state in
        guard let typed = interaction.typed(as: Module.Interaction.self) else { return .foreign }
        return module.respond(to: typed, in: state).answer
      })
  }

  /// Registers a module from its key, its route cases and its router, already type-erased.
  @usableFromInline
  init(
    key: ModuleKey, routeCases cases: [RouteCase],
    respond: @escaping @Sendable (AnyInteraction, NavigationState) -> RouterAnswer
  ) {
    self.key = key
    orderedRouteCases = cases
    routeCases = Dictionary(cases.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    caseInfo = routeCases.mapValues {
      CaseInfo(presentation: $0.presentation, requirement: $0.requirement)
    }
    self.respond = respond
  }

  /// The declaration of a route's case, or `nil` when the module has no such case.
  /// - Parameter route: A route of this module.
  /// - Returns: The case declaration.
  public func routeCase(of route: AnyRoute) -> RouteCase? { routeCases[route.name] }
}

/// What a module's router made of an interaction. A plain enum rather than a double optional
/// intent, whose copies went through the runtime's generic value witnesses.
@usableFromInline
enum RouterAnswer: Sendable {
  /// Navigate as the intent says.
  case navigate(NavigationIntent)
  /// Nothing to do.
  case nothing
  /// The interaction is not of the module's interaction type.
  case foreign
}

/// A route case's default presentation and requirement.
struct CaseInfo: Sendable {
  var presentation: PresentationStyle
  var requirement: Requirement?
}

/// A module as the bus dispatches to it: its registration and the app's placement of its routes.
final class ModuleEntry: Sendable {
  let registration: ModuleRegistration
  let homeTab: TabID?
  /// The module's cases as the app places them, in declaration order.
  let cases: [PlacedCase]
  /// The same cases by name.
  let casesByName: [String: PlacedCase]

  init(_ registration: ModuleRegistration, placement: RoutePlacement) {
    self.registration = registration
    homeTab = placement.homeTabs[registration.key]
    let styles = placement.styles[registration.key] ?? [:]
    var seen = Set<String>()
    cases = registration.orderedRouteCases.compactMap { routeCase in
      let name = routeCase.name
      guard seen.insert(name).inserted, let info = registration.caseInfo[name] else { return nil }
      return PlacedCase(
        name: name, presentation: styles[name] ?? info.presentation, requirement: info.requirement)
    }
    casesByName = Dictionary(cases.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
  }
}
