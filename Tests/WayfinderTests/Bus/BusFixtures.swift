import Foundation
import Wayfinder

enum NotesInteraction: ModuleInteraction {
  case noteTapped(Int)
  case searchTapped
  case editTapped(Int)
  case closeTapped
  case openAlbumTapped
  static let moduleKey: ModuleKey = "notes"
}

enum PhotosInteraction: ModuleInteraction {
  case photoTapped(Int)
  static let moduleKey: ModuleKey = "photos"
}

/// Records what a fake module receives, from any thread.
final class InteractionLog: @unchecked Sendable {
  private let lock = NSLock()
  private var entries: [String] = []

  func record(_ entry: String) { lock.withLock { entries.append(entry) } }
  var received: [String] { lock.withLock { entries } }
}

/// A module whose router records every interaction and answers from a table.
struct FakeModule<Route: NavigationRoute, Interaction: ModuleInteraction>: FeatureRouter {
  let log: InteractionLog
  let answers: @Sendable (Interaction) -> ModuleResponse<Route>

  func respond(to interaction: Interaction, in state: NavigationState) -> ModuleResponse<Route> {
    log.record("\(interaction)")
    return answers(interaction)
  }
}

/// An observer that keeps every event.
@MainActor
final class EventLog: NavigationObserver {
  var events: [NavigationEvent] = []
  nonisolated init() {}
  func observe(_ event: NavigationEvent) { events.append(event) }
}

/// A middleware that records the order it ran in, and can rewrite, block or pass.
struct Probe: NavigationMiddleware {
  let name: String
  let trace: Trace
  var rewrite: (@Sendable (NavigationIntent) -> NavigationIntent?)? = nil
  var block: Bool = false

  func handle(
    _ request: NavigationRequest, context: MiddlewareContext,
    next: (NavigationRequest) -> IntentOutcome
  ) -> IntentOutcome {
    trace.names.append(name)
    trace.requirements.append(request.requirements)
    if block { return .blocked(reason: "\(name) said no") }
    if let rewrite, let changed = rewrite(request.intent) {
      var request = request
      request.intent = changed
      return next(request)
    }
    return next(request)
  }
}

@MainActor
final class Trace {
  var names: [String] = []
  var requirements: [[RequirementUse]] = []
  nonisolated init() {}
}

/// A paywall and a sign-in screen: the targets of redirects.
enum Gate: NavigationRoute {
  case paywall
  case signIn

  static let moduleKey: ModuleKey = "gate"
  static let routeCases = [
    RouteCase(name: "paywall", presentation: .sheet),
    RouteCase(name: "signIn", presentation: .sheet),
  ]
  var routeComponents: RouteComponents {
    RouteComponents(name: self == .paywall ? "paywall" : "signIn")
  }
  init(routeComponents: RouteComponents) throws(RouteDecodingError) {
    switch routeComponents.name {
    case "paywall": self = .paywall
    case "signIn": self = .signIn
    default: throw .unknownCase(module: Self.moduleKey, name: routeComponents.name, known: [])
    }
  }
}

enum GateInteraction: ModuleInteraction {
  case none
  static let moduleKey: ModuleKey = "gate"
}

@MainActor
struct BusHarness {
  let store: EntitlementStore
  let coordinator: NavigationStore
  let bus: NavigationBus
  let log: InteractionLog
  let events: EventLog

  static let shell = ShellConfiguration(tabs: [
    TabDeclaration("home"), TabDeclaration("notes"),
    TabDeclaration("vault", requirement: .premium, behavior: .locked),
    TabDeclaration("admin", requirement: .pro, behavior: .hidden),
  ])

  nonisolated static let paywall = NavigationIntent.show(AnyRoute(Gate.paywall), style: nil)
  nonisolated static let signIn = NavigationIntent.show(AnyRoute(Gate.signIn), style: nil)

  /// A bus with the notes, photos and gate modules, and the standard guards unless others are
  /// given.
  init(
    store: EntitlementStore = EntitlementStore(),
    middlewares: [any NavigationMiddleware]? = nil,
    placement: RoutePlacement = RoutePlacement(homeTabs: ["notes": "notes"]),
    state: NavigationState? = nil, links: DeepLinkResolver? = nil,
    configure: (inout NavigationBus.Builder) -> Void = { _ in }
  ) throws {
    self.store = store
    log = InteractionLog()
    events = EventLog()
    coordinator = NavigationStore(
      state: state ?? NavigationState(tabs: Self.shell.tabs.map(\.id)), entitlements: store)
    let log = self.log
    let notes = FakeModule<Notes, NotesInteraction>(log: log) { interaction in
      switch interaction {
      case .noteTapped(let id): return .show(.detail(id: id))
      case .searchTapped: return .show(.search(query: nil, tags: []))
      case .editTapped(let id): return .show(.edit(id: id, title: "t"))
      case .closeTapped: return .dismiss
      case .openAlbumTapped: return .nothing
      }
    }
    let photos = FakeModule<Photos, PhotosInteraction>(log: log) { interaction in
      if case .photoTapped(let index) = interaction { return .show(.viewer(index: index)) }
      return .nothing
    }
    let gate = FakeModule<Gate, GateInteraction>(log: log) { _ in .nothing }
    var builder = NavigationBus.Builder(shell: Self.shell, placement: placement)
    builder.register(feature: FeatureRegistration("notes").routes(notes))
    builder.register(feature: FeatureRegistration("media").routes(photos).routes(gate))
    let guards: [any NavigationMiddleware] = [
      RequirementGuard.auth(signIn: { _ in Self.signIn }),
      RequirementGuard.entitlements(paywall: { _ in Self.paywall }),
      RequirementGuard.featureFlags,
    ]
    for middleware in middlewares ?? guards { builder.use(middleware) }
    builder.observe(with: events)
    if let links { builder.openLinks(with: links) }
    configure(&builder)
    bus = try builder.build(store: coordinator)
  }

  var state: NavigationState { coordinator.state }
}
