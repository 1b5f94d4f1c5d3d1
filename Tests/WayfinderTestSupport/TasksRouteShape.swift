public import Foundation
public import Wayfinder

/// The cases of the sample tasks route, which the macro-generated and the hand-written route
/// both declare. Enum cases satisfy these requirements, so the checks below build samples of
/// either route without knowing which one they test.
public protocol TasksRouteShape: NavigationRoute {
  static var list: Self { get }
  static func detail(id: String) -> Self
  static var quickCreate: Self { get }
  static func edit(id: String) -> Self
  static var analytics: Self { get }
  static func bulkEdit(ids: [String]) -> Self
  static func search(_ query: String, page: Int, exact: Bool) -> Self
  static func chart(scale: Double, from: UUID?) -> Self
  static func filtered(_ filter: SampleFilter, priority: SamplePriority?) -> Self
  static func board(
    filters: [SampleFilter], priorities: [SamplePriority]?, tags: [String?], sort: SampleSort
  ) -> Self
  static func ranked(_ priority: SamplePriority, _ filters: [SampleFilter?]) -> Self
}

/// What both sample routes must declare and how they must behave.
public enum TasksRouteExpectations {
  /// The module key.
  public static let moduleKey: ModuleKey = "tasks"

  /// The route catalogue, in declaration order.
  public static let catalogue: [RouteCase] = [
    RouteCase(name: "list"),
    RouteCase(name: "detail", parameters: [RouteParameter(label: "id", typeName: "String")]),
    RouteCase(name: "quickCreate", presentation: .sheet),
    RouteCase(
      name: "edit", parameters: [RouteParameter(label: "id", typeName: "String")],
      presentation: .sheet(detents: [.medium, .large])),
    RouteCase(name: "analytics", presentation: .fullScreen, requirement: .premium),
    RouteCase(
      name: "bulkEdit", parameters: [RouteParameter(label: "ids", typeName: "[String]")],
      requirement: .pro),
    RouteCase(
      name: "search",
      parameters: [
        RouteParameter(label: nil, typeName: "String"),
        RouteParameter(label: "page", typeName: "Int"),
        RouteParameter(label: "exact", typeName: "Bool"),
      ]),
    RouteCase(
      name: "chart",
      parameters: [
        RouteParameter(label: "scale", typeName: "Double"),
        RouteParameter(label: "from", typeName: "UUID?"),
      ]),
    RouteCase(
      name: "filtered",
      parameters: [
        RouteParameter(label: nil, typeName: "SampleFilter"),
        RouteParameter(label: "priority", typeName: "SamplePriority?"),
      ]),
    RouteCase(
      name: "board",
      parameters: [
        RouteParameter(label: "filters", typeName: "[SampleFilter]"),
        RouteParameter(label: "priorities", typeName: "[SamplePriority]?"),
        RouteParameter(label: "tags", typeName: "[String?]"),
        RouteParameter(label: "sort", typeName: "SampleSort"),
      ]),
    RouteCase(
      name: "ranked",
      parameters: [
        RouteParameter(label: nil, typeName: "SamplePriority"),
        RouteParameter(label: nil, typeName: "[SampleFilter?]"),
      ]),
  ]

  /// Samples of every case, with values that are hard to carry in a link.
  public static func samples<Route: TasksRouteShape>(of type: Route.Type = Route.self) -> [Route] {
    var routes: [Route] = [.list, .quickCreate, .analytics]
    for text in AwkwardStrings.all {
      routes.append(.detail(id: text))
      routes.append(.edit(id: text))
      routes.append(.search(text, page: text.count, exact: text.isEmpty))
    }
    routes += [
      .bulkEdit(ids: []), .bulkEdit(ids: [""]), .bulkEdit(ids: ["", ""]),
      .bulkEdit(ids: AwkwardStrings.all),
      .search("q", page: Int.min, exact: true), .search("q", page: Int.max, exact: false),
      .chart(scale: 0.1, from: nil), .chart(scale: -2.5e-10, from: sampleUUID),
      .chart(scale: .infinity, from: nil),
      .board(filters: [], priorities: nil, tags: [], sort: .newest),
      .board(filters: [.tilde], priorities: [], tags: [nil], sort: .oldest),
      .board(
        filters: SampleFilter.allCases, priorities: SamplePriority.allCases,
        tags: [nil, "", "~", "a,b", nil], sort: .newest),
    ]
    for priority in SamplePriority.allCases {
      routes.append(.ranked(priority, []))
      routes.append(.ranked(priority, [nil, .tilde, .open, nil]))
    }
    for filter in SampleFilter.allCases {
      routes.append(.filtered(filter, priority: nil))
      for priority in SamplePriority.allCases {
        routes.append(.filtered(filter, priority: priority))
      }
    }
    return routes
  }
}
