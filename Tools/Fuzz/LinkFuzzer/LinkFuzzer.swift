// libFuzzer target: arbitrary bytes as a deep link, resolved against a catalogue with every kind
// of value (a model too, whose route has no link), tab, scene and flow, two origins (the custom scheme and a universal link with a path
// prefix) and a query policy that captures campaign items. A link that opens must apply to the
// initial state, give a well-formed state, and survive state -> canonical link -> state unchanged
// with either origin; its captured items must never reach the state (the link without them opens
// the same state with the same commands), and must be the link's items in order. A link that does
// not open must say why and where: the segment, the query item or the origins. Any other outcome
// stops the fuzzer with the input that caused it.
import Foundation

// Tools/Fuzz/run.sh compiles this file into one module with the core's sources; the package's
// plain build (the replay) imports the core.
#if canImport(Wayfinder)
import Wayfinder
#endif

extension Requirement {
  /// The fuzzed app's plans.
  static let premium = Requirement.entitlement("premium")
  static let pro = Requirement.entitlement("pro")
}

enum Mood: String, LinkValue { case calm, busy }

/// A model: a route that carries one has no link, and a link that names it is refused.
struct Draft: Codable, Hashable, Sendable { var text: String }
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
  case note(Draft)

  static let moduleKey: ModuleKey = "tasks"
  static let routeCases = [
    RouteCase(name: "list"),
    // A link that starts with its value, and one with words between its values, in another
    // order than the case's.
    RouteCase(
      name: "detail", parameters: [RouteParameter(label: "id", type: String.self)], link: ":id"),
    RouteCase(
      name: "edit", parameters: [RouteParameter(label: "id", type: String.self)],
      presentation: .sheet(detents: [.medium, .large])),
    RouteCase(
      name: "count",
      parameters: [
        RouteParameter(label: "id", type: Int.self),
        RouteParameter(label: "ratio", type: Double.self),
      ], link: "count/:ratio/of/:id"),
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
    RouteCase(
      name: "note",
      parameters: [RouteParameter(label: nil, codec: StoredCodec.restorable(Draft.self))]
    ),
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
    case .note(let draft):
      var components = RouteComponents(name: "note", capacity: 1)
      components.append(draft, codec: .restorable(Draft.self))
      return components
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
    case "note":
      var reader = try c.reader(module: key, valueCount: 1)
      self = .note(try reader.next(codec: .restorable(Draft.self)))
      try reader.finish()
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

/// The universal-link origin, beside the builder's `myapp://app`.
let fuzzUniversal = LinkOrigin.universalLink(domain: "example.com", pathPrefix: "/app")

func makeFuzzResolver(policy: LinkQueryPolicy) -> DeepLinkResolver {
  var builder = DeepLinkResolverBuilder(scheme: "myapp", host: "app", shell: fuzzShell)
  builder.addOrigin(fuzzUniversal)
  builder.queryPolicy = policy
  builder.addRoutes(FuzzTasks.self, toTab: "tasks", root: .list)
  builder.addRoutes(FuzzTasks.self, toTab: "insights")
  builder.addRoutes(FuzzTasks.self, toTab: "admin")
  builder.addRoutes(FuzzTasks.self, toScene: .window("preferences"))
  do { return try builder.build() } catch { fatalError("fuzz catalogue: \(error)") }
}

/// Captures campaign items (`utm_*`, `ref`) and refuses any other.
let fuzzResolver = makeFuzzResolver(policy: .capture(prefixes: ["utm_"], names: ["ref"]))
/// The same app capturing every item: it opens every link the first opens, the same way.
let fuzzCaptureAll = makeFuzzResolver(policy: .captureAll)

let fuzzEntitlements = EntitlementStore(granting: [.entitlement("premium")])

func stop(_ message: String, _ link: String) -> Never {
  fatalError("\(message)\nlink: \(link.debugDescription)")
}

/// Whether a refusal says why (a message) and where: the segment, the query item as written or
/// the style item, the origins a link may start with, or the length.
func explains(_ error: DeepLinkError) -> Bool {
  let text = error.description
  guard !text.isEmpty else { return false }
  switch error {
  case .foreignLink(let expected, _):
    return !expected.isEmpty && expected.allSatisfy { text.contains("'\($0)/'") }
  case .tooLong(let length, _): return text.contains(String(length))
  case .badQuery(let item, _): return text.contains("'\(item)'")
  case .badStyle(nil, _, _): return text.contains("?present=")
  case .missingTab(_, let route?, _): return text.contains("'\(route)'")
  case .missingTab: return text.contains("no tab")
  case .tooDeep(let segment, _), .malformed(let segment, _, _), .unknownTab(let segment, _, _),
    .ambiguousRoute(let segment, _, _), .unknownRoute(let segment, _, _, _),
    .missingValue(let segment, _, _, _), .badValue(let segment, _, _),
    .badStyle(let segment?, _, _), .unknownFlow(let segment, _, _),
    .unknownStep(let segment, _, _, _), .unknownScene(let segment, _, _),
    .blocked(let segment, _), .unlinkableRoute(let segment, _, _, _):
    return segment >= 1 && text.contains("segment \(segment)")
  }
}

/// The link's query items as written, empty ones left out, with the link without its query.
func splitQuery(_ link: String) -> (path: Substring, items: [Substring]) {
  guard let mark = link.firstIndex(of: "?") else { return (link[...], []) }
  let items = link[link.index(after: mark)...].split(
    separator: "&", omittingEmptySubsequences: true)
  return (link[..<mark], items)
}

/// Opens `link` on the initial state, or stops: the link resolved already.
func openOrStop(
  _ link: String, _ resolver: DeepLinkResolver, from start: NavigationState, for input: String
)
  -> (NavigationState, DeepLinkResolution)
{
  var state = start
  do {
    let resolution = try resolver.resolve(link, entitlements: fuzzEntitlements)
    try state.apply(.batch(resolution.commands))
    return (state, resolution)
  } catch {
    stop("\(link.debugDescription) does not open: \(error)", input)
  }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func linkFuzzerTestOneInput(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let link = String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
  guard let start = fuzzResolver.makeInitialState() else { stop("no initial state", link) }
  let everything = Result { () throws(DeepLinkError) in
    try fuzzCaptureAll.resolve(link, entitlements: fuzzEntitlements)
  }
  let resolution: DeepLinkResolution
  do {
    resolution = try fuzzResolver.resolve(link, entitlements: fuzzEntitlements)
  } catch {
    if !explains(error) { stop("an error that does not say why and where: \(error)", link) }
    // Capturing every item refuses nothing more: what it opens, the policy refuses only for an
    // item.
    if case .success = everything {
      guard case .badQuery = error else {
        stop("refused for another reason than an item when every item opens: \(error)", link)
      }
    }
    return 0
  }
  guard case .success(let all) = everything, all == resolution else {
    stop("capturing every item opens the link otherwise: \(everything)", link)
  }

  // The captured items are the link's items in order, `present=` aside; an item with `=` has a
  // value, even an empty one.
  let (path, items) = splitQuery(link)
  let captured = items.filter { !$0.hasPrefix("present=") }
  if captured.count != resolution.parameters.count {
    stop("captured \(resolution.parameters) of the items \(captured)", link)
  }
  for (item, parameter) in zip(captured, resolution.parameters)
  where item.contains("=") != (parameter.value != nil) {
    stop("the item '\(item)' is captured as \(parameter)", link)
  }
  // Without its captured items the link opens the same target with the same commands.
  let kept = items.filter { $0.hasPrefix("present=") }
  let bare = String(path) + (kept.isEmpty ? "" : "?" + kept.joined(separator: "&"))
  let (_, withoutItems) = openOrStop(bare, fuzzResolver, from: start, for: link)
  if withoutItems.target != resolution.target || withoutItems.commands != resolution.commands
    || withoutItems.requirements != resolution.requirements || !withoutItems.parameters.isEmpty
  {
    stop("captured items change what the link opens (\(bare.debugDescription))", link)
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
  // The canonical link carries no captured item: at most `present=`.
  let canonicalItems = splitQuery(canonical).items
  if canonicalItems.count > 1 || canonicalItems.contains(where: { !$0.hasPrefix("present=") }) {
    stop("the canonical link \(canonical.debugDescription) carries query items", link)
  }
  let (again, _) = openOrStop(canonical, fuzzResolver, from: start, for: link)
  if again != state {
    stop("the canonical link \(canonical.debugDescription) opens another state", link)
  }

  // The universal link of the state is the same link with the other origin, and opens the same
  // state; it is longer, so it may pass the length limit where the custom one does not.
  let expected = fuzzUniversal.description + canonical.dropFirst(fuzzResolver.prefix.count)
  let shared: String
  do {
    shared = try fuzzResolver.canonicalLink(for: state, origin: fuzzResolver.sharingOrigin)
  } catch .tooLong(let length, let limit) where length > limit && length == expected.utf8.count {
    return 0
  } catch {
    stop("no universal link for what a link opened: \(error)", link)
  }
  if shared != expected {
    stop("the universal link \(shared.debugDescription) is not \(expected.debugDescription)", link)
  }
  let (sharedState, _) = openOrStop(shared, fuzzResolver, from: start, for: link)
  if sharedState != state {
    stop("the universal link \(shared.debugDescription) opens another state", link)
  }
  return 0
}
