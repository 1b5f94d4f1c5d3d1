/// Implements a feature's typed navigation handle: a live implementation that sends intents to
/// the app's bus, and a recording mock for tests.
///
/// The feature writes the protocol by hand, because the protocol is the feature's own
/// vocabulary: most methods show a route, but some (`startTaskCreation()`) are requests that
/// only the app can map. The macro adds two types beside it:
///
/// - `Live<Name>`, created with the app's ``NavigationIntentSink``. `showX(...)` shows the route
///   case `x(...)` of `route`; `dismiss()`, `pop()`, `popToRoot()` and `back()` send those
///   intents; any other method sends ``NavigationIntent/action(module:name:arguments:)`` with
///   its arguments encoded as link values. A method that returns `Bool` (a gated route) returns
///   whether navigation happened.
/// - `Mock<Name>`, which records every call with its arguments in `Mock<Name>.calls`, in
///   order, and returns `<method>Result` from each method that returns `Bool`.
///
/// ```swift
/// @FeatureNavigation(route: TasksRoute.self)
/// @MainActor
/// protocol TasksNavigation {
///   func showDetail(id: String)
///   @discardableResult func showAnalytics() -> Bool
///   func startTaskCreation()
///   func dismiss()
/// }
/// ```
/// - Parameter route: The feature's route enum.
@attached(peer, names: prefixed(Live), prefixed(Mock))
public macro FeatureNavigation<Route: NavigationRoute>(route: Route.Type) =
  #externalMacro(module: "WayfinderMacros", type: "FeatureNavigationMacro")
