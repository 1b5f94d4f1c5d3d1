public import Foundation
import Wayfinder

/// One line of the analytics log.
public struct AnalyticsRecord: Codable, Equatable, Sendable {
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
  /// How long the bus took, in nanoseconds.
  public var durationNanoseconds: Int64

  init(_ event: NavigationEvent) {
    date = event.date
    source = event.request.source.description
    intent = event.request.intent.description
    interaction = event.request.interaction?.description
    screen = event.screen?.description
    let components = event.duration.components
    durationNanoseconds =
      components.seconds * 1_000_000_000 + components.attoseconds / 1_000_000_000
    switch event.outcome {
    case .applied: outcome = "applied"
    case .redirected(let target, let reason):
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
}
