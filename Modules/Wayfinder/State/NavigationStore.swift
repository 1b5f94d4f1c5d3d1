public import Observation

/// Holds the navigation state on the main actor, applies commands through the reducer and tells
/// observers when the state changed.
///
/// A command that fails changes nothing and notifies nobody.
///
/// Only the ``NavigationBus`` writes it: every change passes the middleware chain first.
///
/// ```swift
/// let store = NavigationStore(
///   state: NavigationState(tabs: ["dashboard", "tasks"]), entitlements: EntitlementStore())
/// let bus = try NavigationBus(store: store, shell: shell, modules: [])
/// bus.send(.selectTab("tasks"), source: .app)
/// ```
@MainActor
@Observable
public final class NavigationStore {
  @ObservationIgnored private var storage: NavigationState
  /// Counts the changes applied so far: a cheap way to tell whether anything changed.
  @ObservationIgnored public private(set) var changeCount = 0
  /// What the user has; ``canNavigate(to:)`` asks it.
  @ObservationIgnored public let entitlements: any EntitlementProvider

  /// Creates a store.
  /// - Parameters:
  ///   - state: The state to start from.
  ///   - entitlements: What the user has. There is no default: an app that forgot its
  ///     entitlements would pass every guard. A test that means to allow everything says so
  ///     (`GrantEverything` in WayfinderTesting).
  public init(state: NavigationState, entitlements: any EntitlementProvider) {
    self.storage = state
    self.entitlements = entitlements
  }

  /// The current state. Reading it inside `withObservationTracking` registers for changes.
  public var state: NavigationState {
    access(keyPath: \.state)
    return storage
  }

  /// The current state without registering for changes: for the bus's own reads, and for a
  /// renderer's reads that must not make the view being drawn depend on the whole state.
  package var untrackedState: NavigationState { storage }

  /// The route on top of the focused stack. Without a focused scene it reads only the tabs,
  /// instead of copying the whole state.
  var untrackedTopRoute: AnyRoute? {
    if storage.focusedScene != nil { return storage.topRoute }
    return NavigationState.topRoute(ofTab: storage.selectedTab, in: storage.tabs)
  }

  /// Applies a command. The state is changed in place, so a push costs the same on any depth.
  /// - Parameters:
  ///   - command: The command.
  ///   - shown: The transition of the route the command shows, handed to the view models with
  ///     the change; `nil` for the platform's own.
  /// - Throws: ``NavigationError``; the state is then unchanged and no observer is told.
  package func apply(
    _ command: NavigationCommand, showing shown: ShownTransition? = nil
  ) throws(NavigationError) {
    try storage.apply(command)
    notifyChange(showing: shown)
  }

  /// Applies commands in order, all or nothing.
  /// - Parameter commands: The commands.
  /// - Throws: ``NavigationError/inSequence(index:command:underlying:)``; the state is then
  ///   unchanged and no observer is told.
  package func apply(_ commands: [NavigationCommand]) throws(NavigationError) {
    try apply(.batch(commands))
  }

  /// Replaces the whole state, for example with a restored snapshot that has been checked.
  /// - Parameter state: The new state.
  package func replaceState(_ state: NavigationState) {
    storage = state
    notifyChange()
  }

  /// Whether the user meets the route's requirement.
  /// - Parameter route: A typed route.
  /// - Returns: `true` when the route has no requirement or the user meets it.
  public func canNavigate<Route: NavigationRoute>(to route: Route) -> Bool {
    entitlements.allows(route.requirement)
  }

  /// Whether the user meets a requirement.
  /// - Parameter requirement: The requirement, or `nil`.
  /// - Returns: `true` when it is met.
  public func canNavigate(requiring requirement: Requirement?) -> Bool {
    entitlements.allows(requirement)
  }

  private func notifyChange(showing shown: ShownTransition? = nil) {
    changeCount &+= 1
    // The state was already changed in place (so that no copy is made); tell observers now.
    withMutation(keyPath: Self.stateKeyPath) {}
    for handler in changeHandlers { handler(shown) }
  }

  /// What runs after every change: the bindings' refresh of their observable parts.
  @ObservationIgnored private var changeHandlers: [@MainActor (ShownTransition?) -> Void] = []

  /// Runs `handler` after every change of the state, after the observers of ``state`` were told,
  /// with the transition of the route the change shows, if it is not the platform's own.
  func whenChanged(_ handler: @escaping @MainActor (ShownTransition?) -> Void) {
    changeHandlers.append(handler)
  }

  /// The key path observers register for, made once: a key path literal is looked up in the
  /// runtime's key path cache each time it is evaluated.
  private static let stateKeyPath = \NavigationStore.state
}
