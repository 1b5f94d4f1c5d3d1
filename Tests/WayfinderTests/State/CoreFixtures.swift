import Foundation
import Wayfinder

/// Routes written by hand for the core's tests.
enum Notes: NavigationRoute {
  case list
  case detail(id: Int)
  case edit(id: Int, title: String)
  case search(query: String?, tags: [String])

  static let moduleKey: ModuleKey = "notes"
  static let routeCases = [
    RouteCase(name: "list"),
    RouteCase(name: "detail", parameters: [RouteParameter(label: "id", type: Int.self)]),
    RouteCase(
      name: "edit",
      parameters: [
        RouteParameter(label: "id", type: Int.self),
        RouteParameter(label: "title", type: String.self),
      ],
      presentation: .sheet(detents: [.medium, .large]), requirement: .signedIn),
    RouteCase(
      name: "search",
      parameters: [
        RouteParameter(label: "query", type: String?.self),
        RouteParameter(label: "tags", type: [String].self),
      ], presentation: .fullScreen, requirement: .premium),
  ]

  var routeComponents: RouteComponents {
    switch self {
    case .list: return RouteComponents(name: "list")
    case .detail(let id): return RouteComponents(name: "detail", values: [id.linkValue])
    case .edit(let id, let title):
      return RouteComponents(name: "edit", values: [id.linkValue, title.linkValue])
    case .search(let query, let tags):
      return RouteComponents(name: "search", values: [query.linkValue, tags.linkValue])
    }
  }

  init(routeComponents c: RouteComponents) throws(RouteDecodingError) {
    let module = Self.moduleKey
    switch c.name {
    case "list":
      try c.expectValueCount(0, module: module)
      self = .list
    case "detail":
      try c.expectValueCount(1, module: module)
      self = .detail(id: try c.value(at: 0, as: Int.self, label: "id", module: module))
    case "edit":
      try c.expectValueCount(2, module: module)
      self = .edit(
        id: try c.value(at: 0, as: Int.self, label: "id", module: module),
        title: try c.value(at: 1, as: String.self, label: "title", module: module))
    case "search":
      try c.expectValueCount(2, module: module)
      self = .search(
        query: try c.value(at: 0, as: String?.self, label: "query", module: module),
        tags: try c.value(at: 1, as: [String].self, label: "tags", module: module))
    default:
      throw .unknownCase(module: module, name: c.name, known: Self.routeCases.map(\.name))
    }
  }
}

/// A second module, so that states mix routes of several modules.
enum Photos: NavigationRoute {
  case album(UUID)
  case viewer(index: Int)

  static let moduleKey: ModuleKey = "photos"
  static let routeCases = [
    RouteCase(name: "album", parameters: [RouteParameter(label: nil, type: UUID.self)]),
    RouteCase(
      name: "viewer", parameters: [RouteParameter(label: "index", type: Int.self)],
      presentation: .window(id: "viewer")),
  ]

  var routeComponents: RouteComponents {
    switch self {
    case .album(let id): return RouteComponents(name: "album", values: [id.linkValue])
    case .viewer(let index): return RouteComponents(name: "viewer", values: [index.linkValue])
    }
  }

  init(routeComponents c: RouteComponents) throws(RouteDecodingError) {
    try c.expectValueCount(1, module: Self.moduleKey)
    switch c.name {
    case "album": self = .album(try c.value(at: 0, as: UUID.self, module: Self.moduleKey))
    case "viewer":
      self = .viewer(index: try c.value(at: 0, as: Int.self, module: Self.moduleKey))
    default:
      throw .unknownCase(module: Self.moduleKey, name: c.name, known: ["album", "viewer"])
    }
  }
}

enum CoreFixtures {
  static let tabs: [TabID] = ["home", "notes", "photos"]

  static func state() -> NavigationState { NavigationState(tabs: tabs) }

  static func detail(_ id: Int) -> AnyRoute { AnyRoute(Notes.detail(id: id)) }

  /// A home tab and a notes tab whose root is the list, the notes tab selected with `commands`
  /// applied in it.
  static func notesList(then commands: [NavigationCommand]) throws -> NavigationState {
    var state = NavigationState(
      tabs: [TabState(id: "home"), TabState(id: "notes", root: AnyRoute(Notes.list))])
    try state.apply(.selectTab("notes", then: commands))
    return state
  }
}
