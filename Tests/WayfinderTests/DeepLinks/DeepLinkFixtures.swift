import Foundation
import Wayfinder

/// A filter for task comments: a `RawRepresentable` link value.
enum LinkFilter: String, LinkValue, CaseIterable {
  case open, done
}

/// The tasks feature's routes, written by hand.
enum LinkTasks: NavigationRoute {
  case list
  case detail(id: String)
  case edit(id: String)
  case photos(id: String, index: Int)
  case comments(id: String, filter: LinkFilter?)
  case tagged(tags: [String])
  case bulkEdit
  case analytics
  case share(id: String)
  case note(String)
  case count(id: Int)

  static let moduleKey: ModuleKey = "tasks"
  static let routeCases = [
    RouteCase(name: "list"),
    RouteCase(name: "detail", parameters: [RouteParameter(label: "id", type: String.self)]),
    RouteCase(
      name: "edit", parameters: [RouteParameter(label: "id", type: String.self)],
      presentation: .sheet),
    RouteCase(
      name: "photos",
      parameters: [
        RouteParameter(label: "id", type: String.self),
        RouteParameter(label: "index", type: Int.self),
      ]),
    RouteCase(
      name: "comments",
      parameters: [
        RouteParameter(label: "id", type: String.self),
        RouteParameter(label: "filter", type: LinkFilter?.self),
      ]),
    RouteCase(name: "tagged", parameters: [RouteParameter(label: "tags", type: [String].self)]),
    RouteCase(name: "bulkEdit", presentation: .fullScreen),
    RouteCase(
      name: "analytics", presentation: .sheet(detents: [.medium, .large]),
      requirement: .premium),
    RouteCase(
      name: "share", parameters: [RouteParameter(label: "id", type: String.self)],
      presentation: .popover(anchor: .edge(.top))),
    RouteCase(name: "note", parameters: [RouteParameter(label: nil, type: String.self)]),
    RouteCase(name: "count", parameters: [RouteParameter(label: "id", type: Int.self)]),
  ]

  var routeComponents: RouteComponents {
    switch self {
    case .list: return RouteComponents(name: "list")
    case .detail(let id): return RouteComponents(name: "detail", values: [id.linkValue])
    case .edit(let id): return RouteComponents(name: "edit", values: [id.linkValue])
    case .photos(let id, let index):
      return RouteComponents(name: "photos", values: [id.linkValue, index.linkValue])
    case .comments(let id, let filter):
      return RouteComponents(name: "comments", values: [id.linkValue, filter.linkValue])
    case .tagged(let tags): return RouteComponents(name: "tagged", values: [tags.linkValue])
    case .bulkEdit: return RouteComponents(name: "bulkEdit")
    case .analytics: return RouteComponents(name: "analytics")
    case .share(let id): return RouteComponents(name: "share", values: [id.linkValue])
    case .note(let text): return RouteComponents(name: "note", values: [text.linkValue])
    case .count(let id): return RouteComponents(name: "count", values: [id.linkValue])
    }
  }

  init(routeComponents c: RouteComponents) throws(RouteDecodingError) {
    let module = Self.moduleKey
    func string(_ index: Int, _ label: String?) throws(RouteDecodingError) -> String {
      try c.value(at: index, as: String.self, label: label, module: module)
    }
    switch c.name {
    case "list", "bulkEdit", "analytics":
      try c.expectValueCount(0, module: module)
      self = c.name == "list" ? .list : c.name == "bulkEdit" ? .bulkEdit : .analytics
    case "detail", "edit", "share":
      try c.expectValueCount(1, module: module)
      let id = try string(0, "id")
      self =
        c.name == "detail" ? .detail(id: id) : c.name == "edit" ? .edit(id: id) : .share(id: id)
    case "photos":
      try c.expectValueCount(2, module: module)
      self = .photos(
        id: try string(0, "id"),
        index: try c.value(at: 1, as: Int.self, label: "index", module: module))
    case "comments":
      try c.expectValueCount(2, module: module)
      self = .comments(
        id: try string(0, "id"),
        filter: try c.value(at: 1, as: LinkFilter?.self, label: "filter", module: module))
    case "tagged":
      try c.expectValueCount(1, module: module)
      self = .tagged(tags: try c.value(at: 0, as: [String].self, label: "tags", module: module))
    case "note":
      try c.expectValueCount(1, module: module)
      self = .note(try string(0, nil))
    case "count":
      try c.expectValueCount(1, module: module)
      self = .count(id: try c.value(at: 0, as: Int.self, label: "id", module: module))
    default:
      throw .unknownCase(module: module, name: c.name, known: Self.routeCases.map(\.name))
    }
  }
}

/// The dashboard feature's routes.
enum LinkDashboard: NavigationRoute {
  case home
  case stats(range: Int)
  case widget(name: String)
  case toolbar

  static let moduleKey: ModuleKey = "dashboard"
  static let routeCases = [
    RouteCase(name: "home"),
    RouteCase(name: "stats", parameters: [RouteParameter(label: "range", type: Int.self)]),
    RouteCase(
      name: "widget", parameters: [RouteParameter(label: "name", type: String.self)],
      presentation: .sheet),
    RouteCase(name: "toolbar", presentation: .ornament(edge: .leading)),
  ]

  var routeComponents: RouteComponents {
    switch self {
    case .home: return RouteComponents(name: "home")
    case .stats(let range): return RouteComponents(name: "stats", values: [range.linkValue])
    case .widget(let name): return RouteComponents(name: "widget", values: [name.linkValue])
    case .toolbar: return RouteComponents(name: "toolbar")
    }
  }

  init(routeComponents c: RouteComponents) throws(RouteDecodingError) {
    let module = Self.moduleKey
    switch c.name {
    case "home": self = .home
    case "toolbar": self = .toolbar
    case "stats":
      try c.expectValueCount(1, module: module)
      self = .stats(range: try c.value(at: 0, as: Int.self, label: "range", module: module))
    case "widget":
      try c.expectValueCount(1, module: module)
      self = .widget(name: try c.value(at: 0, as: String.self, label: "name", module: module))
    default:
      throw .unknownCase(module: module, name: c.name, known: Self.routeCases.map(\.name))
    }
  }
}

/// Routes shared by two tabs, so that a link without a tab is ambiguous.
enum LinkPeople: NavigationRoute {
  case person(name: String)
  case search(query: String, limit: Int?)

  static let moduleKey: ModuleKey = "people"
  static let routeCases = [
    RouteCase(name: "person", parameters: [RouteParameter(label: "name", type: String.self)]),
    // Values in another order than the case's.
    RouteCase(
      name: "search",
      parameters: [
        RouteParameter(label: "query", type: String.self),
        RouteParameter(label: "limit", type: Int?.self),
      ], link: "find/:limit/:query"),
  ]

  var routeComponents: RouteComponents {
    switch self {
    case .person(let name): return RouteComponents(name: "person", values: [name.linkValue])
    case .search(let query, let limit):
      return RouteComponents(name: "search", values: [query.linkValue, limit.linkValue])
    }
  }

  init(routeComponents c: RouteComponents) throws(RouteDecodingError) {
    let module = Self.moduleKey
    switch c.name {
    case "person":
      try c.expectValueCount(1, module: module)
      self = .person(name: try c.value(at: 0, as: String.self, label: "name", module: module))
    case "search":
      try c.expectValueCount(2, module: module)
      self = .search(
        query: try c.value(at: 0, as: String.self, label: "query", module: module),
        limit: try c.value(at: 1, as: Int?.self, label: "limit", module: module))
    default:
      throw .unknownCase(module: module, name: c.name, known: Self.routeCases.map(\.name))
    }
  }
}

/// Routes of tabs behind requirements, and of scenes.
enum LinkVault: NavigationRoute {
  case users
  case user(id: UUID)
  case overview
  case report(year: Int)
  case general
  case account(id: UUID)
  case model(id: String)
  case environment(name: String)

  static let moduleKey: ModuleKey = "vault"
  static let routeCases = [
    RouteCase(name: "users"),
    // A link that starts with a value, and one with words around its value.
    RouteCase(
      name: "user", parameters: [RouteParameter(label: "id", type: UUID.self)], link: ":id"),
    RouteCase(name: "overview"),
    RouteCase(
      name: "report", parameters: [RouteParameter(label: "year", type: Int.self)],
      requirement: .pro, link: "reports/:year/summary"),
    RouteCase(name: "general"),
    RouteCase(name: "account", parameters: [RouteParameter(label: "id", type: UUID.self)]),
    RouteCase(
      name: "model", parameters: [RouteParameter(label: "id", type: String.self)],
      presentation: .immersiveSpace(id: "viewer", style: .full)),
    RouteCase(name: "environment", parameters: [RouteParameter(label: "name", type: String.self)]),
  ]

  var routeComponents: RouteComponents {
    switch self {
    case .users: return RouteComponents(name: "users")
    case .user(let id): return RouteComponents(name: "user", values: [id.linkValue])
    case .overview: return RouteComponents(name: "overview")
    case .report(let year): return RouteComponents(name: "report", values: [year.linkValue])
    case .general: return RouteComponents(name: "general")
    case .account(let id): return RouteComponents(name: "account", values: [id.linkValue])
    case .model(let id): return RouteComponents(name: "model", values: [id.linkValue])
    case .environment(let name):
      return RouteComponents(name: "environment", values: [name.linkValue])
    }
  }

  init(routeComponents c: RouteComponents) throws(RouteDecodingError) {
    let module = Self.moduleKey
    switch c.name {
    case "users": self = .users
    case "overview": self = .overview
    case "general": self = .general
    case "user":
      self = .user(id: try c.value(at: 0, as: UUID.self, label: "id", module: module))
    case "account":
      self = .account(id: try c.value(at: 0, as: UUID.self, label: "id", module: module))
    case "report":
      self = .report(year: try c.value(at: 0, as: Int.self, label: "year", module: module))
    case "model":
      self = .model(id: try c.value(at: 0, as: String.self, label: "id", module: module))
    case "environment":
      self = .environment(
        name: try c.value(at: 0, as: String.self, label: "name", module: module))
    default:
      throw .unknownCase(module: module, name: c.name, known: Self.routeCases.map(\.name))
    }
  }
}

/// The app of the deep-link tests: four tabs (one locked, one hidden), three scenes, one flow.
enum LinkFixtures {
  static let shell = ShellConfiguration(
    tabs: [
      TabDeclaration("dashboard"),
      TabDeclaration("tasks"),
      TabDeclaration("insights", requirement: .premium, behavior: .locked),
      TabDeclaration("admin", requirement: .entitlement("admin"), behavior: .hidden),
    ],
    scenes: [
      SceneDeclaration(.window("preferences"), title: "Preferences"),
      SceneDeclaration(.immersive("viewer"), immersion: .full),
      SceneDeclaration(.window("settings")),
    ],
    flows: [
      FlowDeclaration(
        name: "onboarding", persists: true,
        steps: [
          FlowStepDeclaration("welcome"),
          FlowStepDeclaration("permissions"),
          FlowStepDeclaration("signIn", replacing: "permissions", when: "hasAccount"),
          FlowStepDeclaration("done"),
        ])
    ])

  static func builder() -> DeepLinkResolverBuilder {
    var builder = DeepLinkResolverBuilder(scheme: "myapp", host: "app", shell: shell)
    builder.addRoutes(LinkDashboard.self, toTab: "dashboard", root: .home)
    builder.addRoutes(LinkPeople.self, toTab: "dashboard")
    builder.addRoutes(LinkTasks.self, toTab: "tasks", root: .list)
    builder.addRoutes(LinkPeople.self, toTab: "tasks")
    builder.addRoutes(LinkVault.self, toTab: "insights", root: .overview)
    builder.addRoutes(LinkVault.self, toTab: "admin")
    builder.addRoutes(LinkVault.self, toScene: .window("preferences"))
    builder.addRoutes(LinkVault.self, toScene: .immersive("viewer"))
    return builder
  }

  static let resolver: DeepLinkResolver = {
    do { return try builder().build() } catch { preconditionFailure("fixture: \(error)") }
  }()

  static let initial: NavigationState = {
    guard let state = resolver.makeInitialState() else { preconditionFailure("no tabs") }
    return state
  }()

  /// Everything allowed.
  static let everything = AllowEverything()

  /// A user without any entitlement.
  static let nobody = EntitlementStore()

  /// Resolves with everything allowed.
  static func resolve(_ link: String) throws(DeepLinkError) -> DeepLinkResolution {
    try resolver.resolve(link, entitlements: everything)
  }

  /// The error a link is rejected with, or `nil`.
  static func error(
    _ link: String, entitlements: any EntitlementProvider = AllowEverything()
  ) -> DeepLinkError? {
    do {
      _ = try resolver.resolve(link, entitlements: entitlements)
      return nil
    } catch {
      return error
    }
  }

  /// The state that opening `link` on the initial state produces.
  static func open(_ link: String, from state: NavigationState = initial) throws -> NavigationState
  {
    var state = state
    try state.apply(.batch(try resolve(link).commands))
    return state
  }

  static func tasks(_ route: LinkTasks) -> AnyRoute { AnyRoute(route) }
}
