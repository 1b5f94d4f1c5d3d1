/// Implements a feature's typed navigation handle: a live implementation that sends intents to
/// the app's bus, and a recording mock for tests.
///
/// The feature writes the protocol by hand, because the protocol is the feature's own
/// vocabulary: most methods show a route, but some (`startTaskCreation()`) are requests that
/// only the app can map. The macro adds these types beside it:
///
/// - `Live<Name>`, created with the app's ``NavigationIntentSink``. `showX(...)` shows the route
///   case `x(...)` of `route`; `dismiss()`, `pop()`, `popToRoot()` and `back()` send those
///   intents; any other method sends its case of `<Name>Output` as an interaction. A method that
///   returns `Bool` (a gated route) returns whether navigation happened. `canShowX(...) -> Bool`
///   asks, without sending anything, whether showing case `x(...)` would proceed now: a
///   preflight through the chain (``NavigationIntentSink/preflight(_:from:)``), so a screen can
///   mark a locked action before it is tapped. `backToX()` goes
///   back to the nearest screen of case `x`, whatever its values, across the presentations of
///   the focused tab or scene (``NavigationIntent/backTo(_:)``);
///   `backToX(...)` with values goes back to that exact screen.
/// - `<Name>Output`, when some methods are not routes: one case per such method, with its
///   arguments. The app maps it with ``NavigationBus/Builder/mapInteractions(_:_:)``, as a parent
///   maps a child feature's delegate actions; no request is a string.
/// - `Mock<Name>`, which records every call with its arguments in `Mock<Name>.calls`, in
///   order, and returns `<method>Result` from each method that returns `Bool`.
///
/// ```swift
/// @FeatureNavigation(route: TasksRoute.self)
/// @MainActor
/// protocol TasksNavigation {
///   func showDetail(id: String)
///   @discardableResult func showAnalytics() -> Bool
///   func canShowAnalytics() -> Bool
///   func startTaskCreation()
///   func dismiss()
/// }
/// ```
/// - Parameter route: The feature's route enum.
@attached(peer, names: prefixed(Live), prefixed(Mock), suffixed(Output))
public macro FeatureNavigation<Route: NavigationRoute>(route: Route.Type) =
  #externalMacro(module: "WayfinderMacros", type: "FeatureNavigationMacro")
