public import Testing
public import Wayfinder
import WayfinderTesting

/// The methods of the sample tasks handle, which both test targets declare on their own
/// `TasksNavigation` protocol. The shared script below drives either protocol's
/// implementations through it.
@MainActor
public protocol TasksNavigationShape {
  func showList()
  func showDetail(id: String)
  func showEdit(id: String)
  @discardableResult func showAnalytics() -> Bool
  func showBulkEdit(ids: [String]) async -> Bool
  func showFiltered(_ filter: SampleFilter, priority: SamplePriority?)
  func startTaskCreation()
  func select(filter: SampleFilter, page: Int?, tags: [String])
  func dismiss()
  func pop()
  func popToRoot()
  func back()
}

/// The shared handle script and what each implementation must make of it.
@MainActor
public enum HandleChecks {
  /// Calls every method once, in a fixed order.
  /// - Returns: What the two gated methods returned.
  @discardableResult
  public static func runScript(on handle: some TasksNavigationShape) async -> [Bool] {
    handle.showList()
    handle.showDetail(id: "42")
    handle.showEdit(id: "a/b")
    let analytics = handle.showAnalytics()
    let bulkEdit = await handle.showBulkEdit(ids: ["1", "2"])
    handle.showFiltered(.done, priority: .high)
    handle.startTaskCreation()
    handle.select(filter: .tilde, page: nil, tags: ["x", "y,z"])
    handle.dismiss()
    handle.pop()
    handle.popToRoot()
    handle.back()
    return [analytics, bulkEdit]
  }

  /// The intents the live handle must send for the script, in order.
  /// - Parameters:
  ///   - type: The route type.
  ///   - outputs: What the handle's `startTaskCreation()` and
  ///     `select(filter: .tilde, page: nil, tags: ["x", "y,z"])` send, as its output type has them.
  public static func expectedIntents<Route: TasksRouteShape>(
    for type: Route.Type, outputs: [AnyInteraction]
  )
    -> [NavigationIntent]
  {
    [
      .show(AnyRoute(Route.list), style: nil),
      .show(AnyRoute(Route.detail(id: "42")), style: nil),
      .show(AnyRoute(Route.edit(id: "a/b")), style: nil),
      .show(AnyRoute(Route.analytics), style: nil),
      .show(AnyRoute(Route.bulkEdit(ids: ["1", "2"])), style: nil),
      .show(AnyRoute(Route.filtered(.done, priority: .high)), style: nil),
    ] + outputs.map(NavigationIntent.interaction) + [.dismiss, .pop, .popToRoot, .back]
  }

  /// Drives a live handle over a recording sink: every call becomes the expected intent from
  /// the tasks module, and a gated call returns whether the sink applied it.
  public static func expectLiveHandle<Route: TasksRouteShape>(
    route: Route.Type, outputs: [AnyInteraction],
    make: (any NavigationIntentSink) -> some TasksNavigationShape,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    let sink = RecordingSink()
    let handle = make(sink)
    let allowed = await runScript(on: handle)
    #expect(allowed == [true, true], sourceLocation: sourceLocation)
    #expect(
      sink.sent.map(\.intent) == expectedIntents(for: Route.self, outputs: outputs),
      sourceLocation: sourceLocation)
    #expect(sink.sent.allSatisfy { $0.module == "tasks" }, sourceLocation: sourceLocation)

    let refusing = RecordingSink()
    refusing.outcome = { intent in
      if case .show(let route, _, _) = intent, route.name == "analytics" {
        return .redirected(to: intent, until: .premium, reason: "premium")
      }
      return .blocked(reason: "no")
    }
    let gated = make(refusing)
    #expect(gated.showAnalytics() == false, sourceLocation: sourceLocation)
    #expect(await gated.showBulkEdit(ids: []) == false, sourceLocation: sourceLocation)
    #expect(refusing.sent.count == 2, sourceLocation: sourceLocation)
  }
}
