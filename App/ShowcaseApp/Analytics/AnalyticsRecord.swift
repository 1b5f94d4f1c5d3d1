public import Foundation
import Wayfinder

/// One line of the analytics log: one request that reached the bus, with its outcome and, for a
/// flow move, what it did to the flow.
public struct AnalyticsRecord: Codable, Equatable, Sendable {
  /// Something a flow move did, as the log writes it.
  public struct FlowStep: Codable, Equatable, Sendable {
    /// What happened: `started`, `stepEntered`, `stepCompleted`, `wentBack`,
    /// `validationRefused`, `cancelled`, `completed` or `resumed`.
    public var kind: String
    /// The flow's name.
    public var flow: String
    /// The flow instance.
    public var instance: String
    /// The step it happened at.
    public var step: String
    /// For `validationRefused`, why.
    public var message: String?
    /// For `stepCompleted`, the seconds spent on the step, on the flow engine's clock.
    public var secondsOnStep: Double?

    init(_ event: FlowEvent) {
      kind = event.kind.rawValue
      flow = event.flow
      instance = event.instance.description
      step = event.step
      message = event.message
      secondsOnStep = event.duration.map(AnalyticsRecord.seconds)
    }
  }

  /// A query item that a link carried for attribution (`utm_source=newsletter`).
  public struct LinkParameter: Codable, Equatable, Sendable {
    /// The item's name.
    public var name: String
    /// The item's value; `nil` when the item has no `=`.
    public var value: String?

    /// Creates a parameter.
    /// - Parameters:
    ///   - name: The item's name.
    ///   - value: The item's value.
    public init(name: String, value: String?) {
      self.name = name
      self.value = value
    }
  }

  /// When the intent was received.
  public var date: Date
  /// Where it came from, for example `interaction tasks`.
  public var source: String
  /// What was asked, after interactions and links were resolved.
  public var intent: String
  /// The interaction it came from, if any.
  public var interaction: String?
  /// `applied`, `redirected`, `blocked` or `failed`.
  public var outcome: String
  /// Why, for redirects, blocks and failures.
  public var detail: String?
  /// The screen on top afterwards, when the state changed: a screen view.
  public var screen: String?
  /// For a flow move, what it did, in order (started, step entered, validation refused ...).
  public var flowEvents: [FlowStep]?
  /// For a link, the query items the app's policy captured (campaign attribution), in order.
  public var linkParameters: [LinkParameter]?
  /// How long the bus took, in nanoseconds.
  public var durationNanoseconds: Int64

  init(_ event: NavigationEvent) {
    date = event.date
    source = event.request.source.description
    intent = event.request.intent.description
    interaction = event.request.interaction?.description
    screen = event.screen?.description
    flowEvents = event.flowEvents.isEmpty ? nil : event.flowEvents.map(FlowStep.init)
    let parameters = event.request.linkParameters
    linkParameters =
      parameters.isEmpty
      ? nil : parameters.map { LinkParameter(name: $0.name, value: $0.value) }
    let components = event.duration.components
    durationNanoseconds =
      components.seconds * 1_000_000_000 + components.attoseconds / 1_000_000_000
    switch event.outcome {
    case .applied, .landed, .moved: outcome = "applied"
    case .redirected(let target, _, let reason):
      outcome = "redirected"
      detail = "\(reason); to \(target)"
    case .blocked(let reason):
      outcome = "blocked"
      detail = reason
    case .failed(let reason):
      outcome = "failed"
      detail = reason
    }
  }

  static func seconds(_ duration: Duration) -> Double {
    let components = duration.components
    return Double(components.seconds) + Double(components.attoseconds) / 1e18
  }
}
