/// A flow in progress: which flow, where it stands, what it has collected and where it is shown.
///
/// The flow engine (``FlowEngine``) fills this in through the flow commands of
/// ``NavigationCommand``; the state keeps it so that flows are saved and restored with the rest of
/// navigation. Several flows can be active at once, each with its own ``id``.
public struct ActiveFlow: Hashable, Codable, Sendable {
  /// The history kept when a flow does not say otherwise: enough for any wizard, and a bound on
  /// what a repeating section ("add another item") can grow to.
  public static let defaultHistoryLimit = 64

  /// This instance's identifier, unique among the active flows.
  public var id: FlowInstanceID
  /// The flow's link name, for example `onboarding`.
  public var flow: String
  /// The current step's name.
  public var step: String
  /// The steps visited before the current one, oldest first, for going back.
  public var history: [String]
  /// The steps left by going back, nearest last, for going forward again.
  public var forward: [String]
  /// The values collected so far, by key (see ``FlowData`` for typed data).
  public var data: [String: String]
  /// Whether the flow survives relaunch.
  public var persists: Bool
  /// The flow that started this one as a sub-flow, if any.
  public var parent: FlowInstanceID?
  /// Where the flow's current step is shown, or `nil` when it is not shown (an interrupted flow).
  package var host: FlowHost?
  /// The most steps ``history`` and ``forward`` keep each; the oldest are dropped beyond it.
  public var historyLimit: Int
  /// The keys of ``data`` whose values are secrets (``FlowDefinition/sensitive(_:)``): encoded
  /// as ``mask``, and dropped when a state is restored.
  public var sensitive: Set<String>

  /// What an encoded state shows in place of a sensitive value.
  public static let mask = "••••"

  /// Creates a flow in progress.
  /// - Parameters:
  ///   - id: The instance's identifier; the flow's name when omitted.
  ///   - flow: The flow's link name.
  ///   - step: The current step's name.
  ///   - history: The steps visited before, oldest first.
  ///   - forward: The steps left by going back, nearest last.
  ///   - data: The values collected so far.
  ///   - persists: Whether the flow survives relaunch.
  ///   - parent: The flow that started this one as a sub-flow.
  ///   - host: Where the current step is shown.
  ///   - historyLimit: The most steps kept in `history` and in `forward`; at least 1.
  ///   - sensitive: The keys whose values are secrets.
  package init(
    id: FlowInstanceID? = nil, flow: String, step: String, history: [String] = [],
    forward: [String] = [], data: [String: String] = [:], persists: Bool = false,
    parent: FlowInstanceID? = nil, host: FlowHost? = nil,
    historyLimit: Int = ActiveFlow.defaultHistoryLimit, sensitive: Set<String> = []
  ) {
    self.id = id ?? FlowInstanceID(flow)
    self.flow = flow
    self.step = step
    self.history = history
    self.forward = forward
    self.data = data
    self.persists = persists
    self.parent = parent
    self.host = host
    self.historyLimit = max(1, historyLimit)
    self.sensitive = sensitive
  }

  /// The route that shows the current step: module `flow`, case the flow's name, the step as
  /// its value (`flow/onboarding/permissions`).
  public var route: AnyRoute { .flowStep(flow: flow, step: step) }

  private enum CodingKeys: String, CodingKey {
    case id, flow, step, history, forward, data, persists, parent, host, historyLimit, sensitive
  }

  /// Decodes a flow; keys that an older snapshot lacks take their defaults. What stands for a
  /// sensitive value is read as written: restoring the state drops it (the bus asks the app which
  /// fields are sensitive, not the snapshot).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let flow = try container.decode(String.self, forKey: .flow)
    let sensitive = Set(try container.decodeIfPresent([String].self, forKey: .sensitive) ?? [])
    self.init(
      id: try container.decodeIfPresent(FlowInstanceID.self, forKey: .id), flow: flow,
      step: try container.decode(String.self, forKey: .step),
      history: try container.decodeIfPresent([String].self, forKey: .history) ?? [],
      forward: try container.decodeIfPresent([String].self, forKey: .forward) ?? [],
      data: try container.decodeIfPresent([String: String].self, forKey: .data) ?? [:],
      persists: try container.decodeIfPresent(Bool.self, forKey: .persists) ?? false,
      parent: try container.decodeIfPresent(FlowInstanceID.self, forKey: .parent),
      host: try container.decodeIfPresent(FlowHost.self, forKey: .host),
      historyLimit: try container.decodeIfPresent(Int.self, forKey: .historyLimit)
        ?? ActiveFlow.defaultHistoryLimit, sensitive: sensitive)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id, forKey: .id)
    try container.encode(flow, forKey: .flow)
    try container.encode(step, forKey: .step)
    try container.encode(history, forKey: .history)
    try container.encode(forward, forKey: .forward)
    var shown = data
    for key in sensitive where shown[key] != nil { shown[key] = Self.mask }
    try container.encode(shown, forKey: .data)
    try container.encode(persists, forKey: .persists)
    try container.encodeIfPresent(parent, forKey: .parent)
    try container.encodeIfPresent(host, forKey: .host)
    try container.encode(historyLimit, forKey: .historyLimit)
    if !sensitive.isEmpty { try container.encode(sensitive.sorted(), forKey: .sensitive) }
  }
}

/// The identifier of one active flow. The engine gives the first instance of a flow its name
/// (`checkout`) and later ones a number (`checkout-2`).
public struct FlowInstanceID: StringIdentifier {
  /// The identifier as text.
  public let rawValue: String
  /// Creates an identifier.
  /// - Parameter rawValue: The identifier as text.
  public init(rawValue: String) { self.rawValue = rawValue }
}

/// Where a flow's current step is shown: a stack of the tree and the place in it.
package struct FlowHost: Hashable, Codable, Sendable, CustomStringConvertible {
  /// The stack: a container and a layer (0 is the base stack).
  package var location: StackLocation
  /// The index in the stack's pushed routes, or `nil` when the flow is the stack's root.
  package var position: Int?

  /// Creates a host.
  /// - Parameters:
  ///   - location: The stack.
  ///   - position: The index in its pushed routes, or `nil` for its root.
  package init(location: StackLocation, position: Int?) {
    self.location = location
    self.position = position
  }

  public var description: String {
    "\(location), " + (position.map { "pushed at \($0 + 1)" } ?? "root")
  }
}
