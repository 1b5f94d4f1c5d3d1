public import Logging
public import Wayfinder

/// Logs what navigation did through swift-log: one record for every intent the bus handled, at a
/// level that says how it ended, with the details as metadata.
///
/// | outcome | level | message |
/// |---|---|---|
/// | applied | `info` | `intent applied` |
/// | redirected (sign-in, paywall) | `notice` | `intent redirected` |
/// | blocked by a guard | `notice` | `intent blocked` |
/// | failed (a bad link, a command the state refuses) | `warning` | `intent failed` |
///
/// The metadata: `source` (where the intent came from: `link`, `handle tasks`, `resume`, ...),
/// `intent` (what was asked, after interactions and links were resolved), `outcome`
/// (`applied`, `redirected`, `blocked`, `failed`), `duration` (the time the bus took, in
/// milliseconds), and when they apply `reason` (why a redirect, block or failure), `redirect`
/// (the intent shown first), `interaction` (the feature interaction it came from) and `screen`
/// (the route on top afterwards, when the state changed). Whatever kind of intent the bus
/// handles, it is logged the same way: the record carries its description.
///
/// ```swift
/// var builder = NavigationBus.Builder(shell: shell, placement: placement)
/// builder.observe(with: LoggingObserver(logger: Logger(label: "app.navigation")))
/// let bus = try builder.build()
/// ```
///
/// Which records are written, and where, is the logging backend's choice: the level of the
/// logger, and the handler that the app bootstraps (a stream on Linux, `os.Logger` on Apple
/// platforms, a log collector on a server).
public struct LoggingObserver: NavigationObserver {
  /// The logger records are written to.
  public let logger: Logger

  /// Creates an observer that writes to a logger.
  /// - Parameter logger: The logger; one labelled `wayfinder.navigation` when omitted.
  public init(logger: Logger = Logger(label: "wayfinder.navigation")) {
    self.logger = logger
  }

  /// Logs one handled intent.
  /// - Parameter event: What happened.
  public func observe(_ event: NavigationEvent) {
    let record = Self.record(of: event)
    logger.log(level: record.level, "\(record.message)", metadata: record.metadata)
  }

  /// The level, message and metadata that an event is logged with.
  /// - Parameter event: What happened.
  /// - Returns: The parts of the record.
  public static func record(
    of event: NavigationEvent
  ) -> (level: Logger.Level, message: String, metadata: Logger.Metadata) {
    var metadata: Logger.Metadata = [
      "source": "\(event.request.source)",
      "intent": "\(event.request.intent)",
      "duration": "\(milliseconds(event.duration))",
    ]
    if let interaction = event.request.interaction {
      metadata["interaction"] = "\(interaction)"
    }
    if let screen = event.screen { metadata["screen"] = "\(screen)" }
    let level: Logger.Level
    let outcome: String
    switch event.outcome {
    case .applied, .landed, .moved:
      (level, outcome) = (.info, "applied")
    case .redirected(let target, let until, let reason):
      (level, outcome) = (.notice, "redirected")
      metadata["redirect"] = "\(target)"
      metadata["until"] = "\(until)"
      metadata["reason"] = "\(reason)"
    case .blocked(let reason):
      (level, outcome) = (.notice, "blocked")
      metadata["reason"] = "\(reason)"
    case .failed(let reason):
      (level, outcome) = (.warning, "failed")
      metadata["reason"] = "\(reason)"
    }
    metadata["outcome"] = "\(outcome)"
    return (level, "intent \(outcome)", metadata)
  }

  /// A duration as milliseconds with three decimals: `0.042ms`.
  static func milliseconds(_ duration: Duration) -> String {
    let components = duration.components
    let microseconds = components.seconds * 1_000_000 + components.attoseconds / 1_000_000_000_000
    let fraction = String(microseconds % 1000)
    return "\(microseconds / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
      + "ms"
  }
}
