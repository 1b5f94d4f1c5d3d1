import Wayfinder
import WayfinderTestSupport

@FeatureNavigation(route: TasksRoute.self)
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
