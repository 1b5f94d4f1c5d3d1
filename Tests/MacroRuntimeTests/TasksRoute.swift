import Foundation
import Wayfinder
import WayfinderTestSupport

@Route(path: "tasks")
enum TasksRoute: TasksRouteShape {
  case list
  case detail(id: String)

  @Presents(.sheet)
  case quickCreate

  @Presents(.sheet, detents: [.medium, .large])
  case edit(id: String)

  @Requires(.premium)
  @Presents(.fullScreen)
  case analytics

  @Requires(.pro)
  case bulkEdit(ids: [String])

  case search(String, page: Int, exact: Bool)
  case chart(scale: Double, from: UUID?)
  case filtered(SampleFilter, priority: SamplePriority?)
  case board(
    filters: [SampleFilter], priorities: [SamplePriority]?, tags: [String?], sort: SampleSort)
  case ranked(SamplePriority, [SampleFilter?])
}
