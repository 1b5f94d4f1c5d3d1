/// Where an intent came from.
public enum IntentSource: Hashable, Sendable, CustomStringConvertible {
  /// A typed handle of a module.
  case handle(ModuleKey)
  /// A feature interaction of a module.
  case interaction(ModuleKey)
  /// A deep link.
  case link
  /// A restored snapshot.
  case restore
  /// The app itself (the system back gesture, a tab bar tap, a command of the text front).
  case app
  /// A redirect that a guard asked for.
  case redirect
  /// An intent resumed after a redirect, once its condition was met.
  case resume

  public var description: String {
    switch self {
    case .handle(let module): return "handle \(module)"
    case .interaction(let module): return "interaction \(module)"
    case .link: return "link"
    case .restore: return "restore"
    case .app: return "app"
    case .redirect: return "redirect"
    case .resume: return "resume"
    }
  }
}

/// What needs a requirement in a request: a route to be shown, a tab to be selected, or a route
/// that going back would reveal again.
public enum GatedSubject: Hashable, Sendable, CustomStringConvertible {
  /// A route that would be shown, or revealed by going back.
  case route(AnyRoute)
  /// A tab that would be selected.
  case tab(TabID)
  /// A flow that would start or move.
  case flow(String)
  /// A step of a flow that would be shown.
  case flowStep(flow: String, step: String)

  public var description: String {
    switch self {
    case .route(let route): return "route \(route)"
    case .tab(let tab): return "tab \(tab)"
    case .flow(let flow): return "flow \(flow)"
    case .flowStep(let flow, let step): return "step \(step) of flow \(flow)"
    }
  }
}

/// A requirement that a request meets on its way.
public struct RequirementUse: Hashable, Sendable, CustomStringConvertible {
  /// What needs it.
  public var subject: GatedSubject
  /// What it needs.
  public var requirement: Requirement
  /// For a tab, how it appears while the requirement is unmet.
  public var behavior: LockedBehavior?

  /// Creates a use of a requirement.
  /// - Parameters:
  ///   - subject: What needs it.
  ///   - requirement: What it needs.
  ///   - behavior: For a tab, how it appears while the requirement is unmet.
  public init(subject: GatedSubject, requirement: Requirement, behavior: LockedBehavior? = nil) {
    self.subject = subject
    self.requirement = requirement
    self.behavior = behavior
  }

  public var description: String { "\(subject) needs \(requirement)" }
}

/// An intent on its way through the middleware chain: the intent, its source, and every
/// requirement it would meet if it were applied, so that no guard can miss one.
public struct NavigationRequest: Sendable, Equatable, CustomStringConvertible {
  /// What is asked, after an interaction has been turned into navigation.
  public var intent: NavigationIntent {
    didSet { revision &+= 1 }
  }
  /// Counts changes of ``intent``, so the bus knows when to work out the requirements again.
  var revision = 0
  /// The command that carries out ``intent``, worked out with ``requirements``.
  var plan = Plan.nothing
  /// Where it came from.
  public var source: IntentSource
  /// The interaction it came from, if any.
  public var interaction: AnyInteraction?
  /// Every requirement that applying the intent would meet, in order.
  public internal(set) var requirements: [RequirementUse]
  /// For a flow move sent by the engine: the verdicts it worked out and its decision.
  package var flowContext: FlowRequestContext?
  /// Whether the bus runs a cancelled flow's cancellation actions (the engine awaits them
  /// itself).
  package var runsCancellations = true

  /// Creates a request; the bus fills in ``requirements``.
  /// - Parameters:
  ///   - intent: The intent.
  ///   - source: Where it came from.
  public init(_ intent: consuming NavigationIntent, source: IntentSource) {
    self.intent = intent
    self.source = source
    self.requirements = []
  }

  public var description: String { "\(intent) [from \(source)]" }

  public static func == (lhs: NavigationRequest, rhs: NavigationRequest) -> Bool {
    lhs.intent == rhs.intent && lhs.source == rhs.source && lhs.interaction == rhs.interaction
      && lhs.requirements == rhs.requirements
  }
}
