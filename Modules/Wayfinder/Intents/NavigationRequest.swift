public import Foundation

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
  /// The query items that the app's ``LinkQueryPolicy`` captured from the link this intent came
  /// from (`utm_source=...`), in link order; empty for every other intent. For the middlewares
  /// and observers (campaign attribution): they never reach the state or the canonical link.
  public var linkParameters: [URLQueryItem] { linkParameterStorage ?? [] }
  /// ``linkParameters``, `nil` when empty so that a request from any other source carries and
  /// copies no array.
  var linkParameterStorage: [URLQueryItem]?
  /// Every requirement that applying the intent would meet, in order.
  public internal(set) var requirements: [RequirementUse]
  /// For a flow move sent by the engine: its decision, with the verdicts it was made with.
  package var flowDecision: FlowDecision?
  /// Whether the planned intent closes screens (pops, dismisses, closes a scene): flows that it
  /// hides may be cancelled after it is applied. Worked out while planning.
  var closesScreens = false
  /// Whether the intent only goes back: it closes screens and shows nothing that was not already
  /// there (a pop, a dismissal, a closed scene), or it moves a flow back to a step the user saw.
  /// A guard refuses such an intent, rather than sending the user elsewhere, when what it
  /// brings back needs what the user no longer has. Worked out while planning.
  public internal(set) var goesBack = false
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

  /// A flow move that the engine decided, as it sends it.
  init(_ move: FlowRequest, decided decision: FlowDecision, runsCancellations: Bool) {
    self.init(.flow(move), source: .app)
    flowDecision = decision
    self.runsCancellations = runsCancellations
  }

  public var description: String { "\(intent) [from \(source)]" }

  public static func == (lhs: NavigationRequest, rhs: NavigationRequest) -> Bool {
    lhs.intent == rhs.intent && lhs.source == rhs.source && lhs.interaction == rhs.interaction
      && lhs.requirements == rhs.requirements
      && lhs.linkParameterStorage == rhs.linkParameterStorage
  }
}
