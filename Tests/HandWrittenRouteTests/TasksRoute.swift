import Foundation
import Wayfinder
import WayfinderTestSupport

/// The sample route written against the public protocols, without a macro.
enum TasksRoute: TasksRouteShape {
  case list
  case detail(id: String)
  case quickCreate
  case edit(id: String)
  case analytics
  case bulkEdit(ids: [String])
  case search(String, page: Int, exact: Bool)
  case chart(scale: Double, from: UUID?)
  case filtered(SampleFilter, priority: SamplePriority?)
  case board(
    filters: [SampleFilter], priorities: [SamplePriority]?, tags: [String?], sort: SampleSort)
  case ranked(SamplePriority, [SampleFilter?])

  static let moduleKey: ModuleKey = "tasks"

  private static let filter = LinkCodec.of(SampleFilter.self)
  private static let priority = LinkCodec.of(SamplePriority.self)

  static let routeCases: [RouteCase] = [
    RouteCase(name: "list"),
    RouteCase(name: "detail", parameters: [RouteParameter(label: "id", type: String.self)]),
    RouteCase(name: "quickCreate", presentation: .sheet),
    RouteCase(
      name: "edit", parameters: [RouteParameter(label: "id", type: String.self)],
      presentation: .sheet(detents: [.medium, .large])),
    RouteCase(name: "analytics", presentation: .fullScreen, requirement: .premium),
    RouteCase(
      name: "bulkEdit", parameters: [RouteParameter(label: "ids", type: [String].self)],
      requirement: .pro),
    RouteCase(
      name: "search",
      parameters: [
        RouteParameter(label: nil, type: String.self),
        RouteParameter(label: "page", type: Int.self),
        RouteParameter(label: "exact", type: Bool.self),
      ]),
    RouteCase(
      name: "chart",
      parameters: [
        RouteParameter(label: "scale", type: Double.self),
        RouteParameter(label: "from", type: UUID?.self),
      ]),
    RouteCase(
      name: "filtered",
      parameters: [
        RouteParameter(label: nil, codec: filter),
        RouteParameter(label: "priority", codec: priority.optional),
      ]),
    RouteCase(
      name: "board",
      parameters: [
        RouteParameter(label: "filters", codec: filter.array),
        RouteParameter(label: "priorities", codec: priority.array.optional),
        RouteParameter(label: "tags", type: [String?].self),
        RouteParameter(label: "sort", type: SampleSort.self),
      ]),
    RouteCase(
      name: "ranked",
      parameters: [
        RouteParameter(label: nil, codec: priority),
        RouteParameter(label: nil, codec: filter.optional.array),
      ]),
  ]

  var routeComponents: RouteComponents {
    switch self {
    case .list: RouteComponents(name: "list")
    case .detail(let id): RouteComponents(name: "detail", values: [id.linkValue])
    case .quickCreate: RouteComponents(name: "quickCreate")
    case .edit(let id): RouteComponents(name: "edit", values: [id.linkValue])
    case .analytics: RouteComponents(name: "analytics")
    case .bulkEdit(let ids): RouteComponents(name: "bulkEdit", values: [ids.linkValue])
    case .search(let query, let page, let exact):
      RouteComponents(name: "search", values: [query.linkValue, page.linkValue, exact.linkValue])
    case .chart(let scale, let from):
      RouteComponents(name: "chart", values: [scale.linkValue, from.linkValue])
    case .filtered(let filter, let priority):
      RouteComponents(
        name: "filtered",
        values: [Self.filter.encode(filter), Self.priority.optional.encode(priority)])
    case .board(let filters, let priorities, let tags, let sort):
      RouteComponents(
        name: "board",
        values: [
          Self.filter.array.encode(filters), Self.priority.array.optional.encode(priorities),
          tags.linkValue, sort.linkValue,
        ])
    case .ranked(let priority, let filters):
      RouteComponents(
        name: "ranked",
        values: [Self.priority.encode(priority), Self.filter.optional.array.encode(filters)])
    }
  }

  init(routeComponents components: RouteComponents) throws(RouteDecodingError) {
    let module = Self.moduleKey
    switch components.name {
    case "list":
      try components.expectValueCount(0, module: module)
      self = .list
    case "detail":
      try components.expectValueCount(1, module: module)
      self = .detail(id: try components.value(at: 0, as: String.self, label: "id", module: module))
    case "quickCreate":
      try components.expectValueCount(0, module: module)
      self = .quickCreate
    case "edit":
      try components.expectValueCount(1, module: module)
      self = .edit(id: try components.value(at: 0, as: String.self, label: "id", module: module))
    case "analytics":
      try components.expectValueCount(0, module: module)
      self = .analytics
    case "bulkEdit":
      try components.expectValueCount(1, module: module)
      self = .bulkEdit(
        ids: try components.value(at: 0, as: [String].self, label: "ids", module: module))
    case "search":
      try components.expectValueCount(3, module: module)
      self = .search(
        try components.value(at: 0, as: String.self, module: module),
        page: try components.value(at: 1, as: Int.self, label: "page", module: module),
        exact: try components.value(at: 2, as: Bool.self, label: "exact", module: module))
    case "chart":
      try components.expectValueCount(2, module: module)
      self = .chart(
        scale: try components.value(at: 0, as: Double.self, label: "scale", module: module),
        from: try components.value(at: 1, as: UUID?.self, label: "from", module: module))
    case "filtered":
      try components.expectValueCount(2, module: module)
      self = .filtered(
        try components.value(at: 0, codec: Self.filter, module: module),
        priority: try components.value(
          at: 1, codec: Self.priority.optional, label: "priority", module: module))
    case "board":
      try components.expectValueCount(4, module: module)
      self = .board(
        filters: try components.value(
          at: 0, codec: Self.filter.array, label: "filters", module: module),
        priorities: try components.value(
          at: 1, codec: Self.priority.array.optional, label: "priorities", module: module),
        tags: try components.value(at: 2, as: [String?].self, label: "tags", module: module),
        sort: try components.value(at: 3, as: SampleSort.self, label: "sort", module: module))
    case "ranked":
      try components.expectValueCount(2, module: module)
      self = .ranked(
        try components.value(at: 0, codec: Self.priority, module: module),
        try components.value(at: 1, codec: Self.filter.optional.array, module: module))
    default:
      throw .unknownCase(
        module: module, name: components.name, known: Self.routeCases.map(\.name))
    }
  }
}
