public import Wayfinder

/// An intent sink that records what it is sent and answers what a test chooses: give it to a
/// feature's live handle (`LiveTasksNavigation(sink: sink)`) to see exactly which intents the
/// handle sends, without an app.
///
/// ```swift
/// let sink = RecordingSink()
/// LiveTasksNavigation(sink: sink).showDetail(id: "42")
/// #expect(sink.sent.map(\.intent) == [.show(TasksRoute.detail(id: "42"))])
/// ```
@MainActor
public final class RecordingSink: NavigationIntentSink {
  /// Every intent so far with the module that sent it, in order.
  public private(set) var sent: [(intent: NavigationIntent, module: ModuleKey)] = []
  /// Every intent a handle asked about without sending it (`canShowX(...)`), in order.
  public private(set) var preflighted: [(intent: NavigationIntent, module: ModuleKey)] = []
  /// What the sink answers for an intent; `.applied` unless a test says otherwise.
  public var outcome: (NavigationIntent) -> IntentOutcome = { _ in .applied }

  /// Creates a sink that has recorded nothing and applies everything.
  public init() {}

  /// Records an intent and answers with ``outcome``.
  /// - Parameters:
  ///   - intent: The intent.
  ///   - module: The module whose handle sent it.
  /// - Returns: What ``outcome`` says for the intent.
  @discardableResult
  public func send(_ intent: NavigationIntent, from module: ModuleKey) -> IntentOutcome {
    sent.append((intent, module))
    return outcome(intent)
  }

  /// Answers a preflight with ``outcome``, recording it in ``preflighted``, not in ``sent``:
  /// nothing was sent.
  /// - Parameters:
  ///   - intent: The intent.
  ///   - module: The module whose handle asks.
  /// - Returns: What ``outcome`` says for the intent.
  public func preflight(_ intent: NavigationIntent, from module: ModuleKey) -> IntentOutcome {
    preflighted.append((intent, module))
    return outcome(intent)
  }
}
