import Wayfinder
import WayfinderTestSupport

/// The sample handle, with its live implementation and its mock written by hand.
@MainActor
protocol TasksNavigation: TasksNavigationShape {
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

/// What the handle asks of the app that is not a route.
enum TasksNavigationOutput: ModuleInteraction {
  case startTaskCreation
  case select(filter: SampleFilter, page: Int?, tags: [String])
  static let moduleKey: ModuleKey = TasksRoute.moduleKey
}

@MainActor
struct LiveTasksNavigation: TasksNavigation {
  let sink: any NavigationIntentSink

  private func show(_ route: TasksRoute) -> Bool {
    sink.send(.show(route), from: TasksRoute.moduleKey).didNavigate
  }

  private func send(_ intent: NavigationIntent) {
    sink.send(intent, from: TasksRoute.moduleKey)
  }

  func showList() { _ = show(.list) }
  func showDetail(id: String) { _ = show(.detail(id: id)) }
  func showEdit(id: String) { _ = show(.edit(id: id)) }
  func showAnalytics() -> Bool { show(.analytics) }
  func showBulkEdit(ids: [String]) async -> Bool { show(.bulkEdit(ids: ids)) }
  func showFiltered(_ filter: SampleFilter, priority: SamplePriority?) {
    _ = show(.filtered(filter, priority: priority))
  }
  func startTaskCreation() {
    send(.interaction(AnyInteraction(TasksNavigationOutput.startTaskCreation)))
  }
  func select(filter: SampleFilter, page: Int?, tags: [String]) {
    send(
      .interaction(
        AnyInteraction(TasksNavigationOutput.select(filter: filter, page: page, tags: tags))))
  }
  func dismiss() { send(.dismiss) }
  func pop() { send(.pop) }
  func popToRoot() { send(.popToRoot) }
  func back() { send(.back) }
}

@MainActor
final class MockTasksNavigation: TasksNavigation {
  enum Call: Equatable {
    case showList
    case showDetail(id: String)
    case showEdit(id: String)
    case showAnalytics
    case showBulkEdit(ids: [String])
    case showFiltered(SampleFilter, priority: SamplePriority?)
    case startTaskCreation
    case select(filter: SampleFilter, page: Int?, tags: [String])
    case dismiss, pop, popToRoot, back
  }

  private(set) var calls: [Call] = []
  var showAnalyticsResult = true
  var showBulkEditResult = true

  func showList() { calls.append(.showList) }
  func showDetail(id: String) { calls.append(.showDetail(id: id)) }
  func showEdit(id: String) { calls.append(.showEdit(id: id)) }
  func showAnalytics() -> Bool {
    calls.append(.showAnalytics)
    return showAnalyticsResult
  }
  func showBulkEdit(ids: [String]) async -> Bool {
    calls.append(.showBulkEdit(ids: ids))
    return showBulkEditResult
  }
  func showFiltered(_ filter: SampleFilter, priority: SamplePriority?) {
    calls.append(.showFiltered(filter, priority: priority))
  }
  func startTaskCreation() { calls.append(.startTaskCreation) }
  func select(filter: SampleFilter, page: Int?, tags: [String]) {
    calls.append(.select(filter: filter, page: page, tags: tags))
  }
  func dismiss() { calls.append(.dismiss) }
  func pop() { calls.append(.pop) }
  func popToRoot() { calls.append(.popToRoot) }
  func back() { calls.append(.back) }
}
