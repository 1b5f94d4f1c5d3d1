// libFuzzer target: arbitrary bytes as a deep link, resolved against a catalogue with every kind
// of value, tab, scene and flow. A link that opens must apply to the initial state, give a
// well-formed state, and survive state -> canonical link -> state unchanged. A link that does not
// open must say why. Any other outcome stops the fuzzer with the input that caused it.
import Foundation

enum Mood: String, LinkValue { case calm, busy }
enum Rank: Int, LinkValue { case low = 1, high = 2 }

enum FuzzTasks: NavigationRoute {
  case list
  case detail(id: String)
  case edit(id: String)
  case count(id: Int, ratio: Double)
  case flags(Bool, UUID?)
  case tagged(tags: [String], mood: Mood?)
  case ranked([Rank])
  case analytics

  static let moduleKey: ModuleKey = "tasks"
  static let routeCases = [
    RouteCase(name: "list"),
    RouteCase(name: "detail", parameters: [RouteParameter(label: "id", type: String.self)]),
    RouteCase(
      name: "edit", parameters: [RouteParameter(label: "id", type: String.self)],
      presentation: .sheet(detents: [.medium, .large])),
    RouteCase(
      name: "count",
      parameters: [
        RouteParameter(label: "id", type: Int.self),
        RouteParameter(label: "ratio", type: Double.self),
      ]),
    RouteCase(
      name: "flags",
      parameters: [
        RouteParameter(label: nil, type: Bool.self), RouteParameter(label: nil, type: UUID?.self),
      ], presentation: .popover),
    RouteCase(
      name: "tagged",
      parameters: [
        RouteParameter(label: "tags", type: [String].self),
        RouteParameter(label: "mood", type: Mood?.self),
      ]),
    RouteCase(name: "ranked", parameters: [RouteParameter(label: nil, type: [Rank].self)]),
    RouteCase(name: "analytics", presentation: .fullScreen, requirement: .premium),
  ]

  var routeComponents: RouteComponents {
    switch self {
    case .list: return RouteComponents(name: "list")
    case .detail(let id): return RouteComponents(name: "detail", values: [id.linkValue])
    case .edit(let id): return RouteComponents(name: "edit", values: [id.linkValue])
    case .count(let id, let ratio):
      return RouteComponents(name: "count", values: [id.linkValue, ratio.linkValue])
    case .flags(let flag, let uuid):
      return RouteComponents(name: "flags", values: [flag.linkValue, uuid.linkValue])
    case .tagged(let tags, let mood):
      return RouteComponents(name: "tagged", values: [tags.linkValue, mood.linkValue])
    case .ranked(let ranks): return RouteComponents(name: "ranked", values: [ranks.linkValue])
    case .analytics: return RouteComponents(name: "analytics")
    }
  }

  init(routeComponents c: RouteComponents) throws(RouteDecodingError) {
    let key = Self.moduleKey
    switch c.name {
    case "list":
      try c.expectValueCount(0, module: key)
      self = .list
    case "detail":
      try c.expectValueCount(1, module: key)
      self = .detail(id: try c.value(at: 0, as: String.self, module: key))
    case "edit":
      try c.expectValueCount(1, module: key)
      self = .edit(id: try c.value(at: 0, as: String.self, module: key))
    case "count":
      try c.expectValueCount(2, module: key)
      self = .count(
        id: try c.value(at: 0, as: Int.self, module: key),
        ratio: try c.value(at: 1, as: Double.self, module: key))
    case "flags":
      try c.expectValueCount(2, module: key)
      self = .flags(
        try c.value(at: 0, as: Bool.self, module: key),
        try c.value(at: 1, as: UUID?.self, module: key))
    case "tagged":
      try c.expectValueCount(2, module: key)
      self = .tagged(
        tags: try c.value(at: 0, as: [String].self, module: key),
        mood: try c.value(at: 1, as: Mood?.self, module: key))
    case "ranked":
      try c.expectValueCount(1, module: key)
      self = .ranked(try c.value(at: 0, as: [Rank].self, module: key))
    case "analytics":
      try c.expectValueCount(0, module: key)
      self = .analytics
    default:
      throw .unknownCase(module: key, name: c.name, known: Self.routeCases.map(\.name))
    }
  }
}

let fuzzShell = ShellConfiguration(
  tabs: [
    TabDeclaration("tasks"), TabDeclaration("insights", requirement: .premium, behavior: .locked),
    TabDeclaration("admin", requirement: .pro, behavior: .hidden),
  ],
  scenes: [SceneDeclaration(.window("preferences"), title: "Preferences")],
  flows: [
    FlowDeclaration(
      name: "onboarding", persists: true,
      steps: [
        FlowStepDeclaration("welcome"), FlowStepDeclaration("account"),
        FlowStepDeclaration("signIn", replacing: "account", when: "hasAccount"),
      ])
  ])

let fuzzResolver: DeepLinkResolver = {
  var builder = DeepLinkResolverBuilder(scheme: "myapp", host: "app", shell: fuzzShell)
  builder.addRoutes(FuzzTasks.self, toTab: "tasks", root: .list)
  builder.addRoutes(FuzzTasks.self, toTab: "insights")
  builder.addRoutes(FuzzTasks.self, toTab: "admin")
  builder.addRoutes(FuzzTasks.self, toScene: .window("preferences"))
  do { return try builder.build() } catch { fatalError("fuzz catalogue: \(error)") }
}()

let fuzzEntitlements = EntitlementStore(entitlements: ["premium"])

func stop(_ message: String, _ link: String) -> Never {
  fatalError("\(message)\nlink: \(link.debugDescription)")
}

@_cdecl("LLVMFuzzerTestOneInput")
public func linkFuzzerTestOneInput(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let link = String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
  guard let start = fuzzResolver.makeInitialState() else { stop("no initial state", link) }
  let resolution: DeepLinkResolution
  do {
    resolution = try fuzzResolver.resolve(link, entitlements: fuzzEntitlements)
  } catch {
    if error.description.isEmpty { stop("an error without a message", link) }
    return 0
  }
  if case .flow = resolution.target { return 0 }
  var state = start
  do {
    try state.apply(.batch(resolution.commands))
  } catch {
    stop("a resolved link does not apply: \(error)", link)
  }
  if !state.isWellFormed { stop("a resolved link gives a broken tree", link) }
  let canonical: String
  do {
    canonical = try fuzzResolver.link(for: state)
  } catch {
    stop("no canonical link for what a link opened: \(error)", link)
  }
  var again = start
  do {
    try again.apply(
      .batch(try fuzzResolver.resolve(canonical, entitlements: fuzzEntitlements).commands))
  } catch {
    stop("the canonical link \(canonical.debugDescription) does not open: \(error)", link)
  }
  if again != state {
    stop("the canonical link \(canonical.debugDescription) opens another state", link)
  }
  return 0
}
