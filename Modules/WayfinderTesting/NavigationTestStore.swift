import Synchronization
public import Testing
public import Wayfinder

/// Drives an app's navigation in a test, one intent at a time, through a real `NavigationBus`,
/// and requires the test to state every change of the navigation state and every event the bus
/// reports.
///
/// Each ``send(_:from:outcome:sourceLocation:_:)`` states the outcome of the intent (applied
/// unless the test says otherwise) and, in its trailing closure, how the state changes: the
/// closure receives the state from before and changes it with the same commands the app would.
/// Events that the intent caused besides its own (the target of a redirect, resumed intents) wait
/// until the test states them with ``receive(_:from:outcome:sourceLocation:)``. A mismatch is
/// reported as a Swift Testing issue with a line diff of the rendered navigation tree
/// (`NavigationState.renderTree(describe:)`), `-` for what the test expected and
/// `+` for what happened.
///
/// ```swift
/// let store = try NavigationTestStore(
///   shell: ShellConfiguration(tabs: [TabDeclaration("tasks")]),
///   features: [TasksFeature.registration(store: tasks)])
/// store.send(.interaction(AnyInteraction(TasksInteraction.taskTapped(id: "1")))) {
///   try $0.apply(.push(AnyRoute(TasksRoute.detail(id: "1"))))
/// }
/// store.finish()
/// ```
///
/// By default the store is exhaustive: a state change the test did not state, or an event it did
/// not receive before its next step, is a failure. With ``Exhaustivity-swift.enum/off`` the test
/// states only what it cares about.
///
/// A redirect is compared by where it leads and what it waits for, not by its reason: state it
/// as `.redirected(to: offer, until: .premium)`, so that rewording a guard's message breaks no
/// test. A test about the wording compares the outcome that `send` returns.
@MainActor
public final class NavigationTestStore {
  /// How much of what happens a test must state.
  public enum Exhaustivity: Sendable, Equatable {
    /// Every state change and every event must be stated.
    case on
    /// Only what the test states is checked: a step without a trailing closure may change the
    /// state in any way, and ``NavigationTestStore/receive(_:from:outcome:sourceLocation:)``
    /// skips the events before the one it names.
    case off
  }

  /// How much of what happens the test must state; ``Exhaustivity-swift.enum/on`` unless set.
  /// Turning it on forgets the events that wait from the steps before, which the test was not
  /// required to state.
  public var exhaustivity: Exhaustivity {
    get { ledger.withLock { $0.exhaustivity } }
    set {
      ledger.withLock { ledger in
        if newValue == .on, ledger.exhaustivity == .off { ledger.events.removeAll() }
        ledger.exhaustivity = newValue
      }
    }
  }
  /// The bus that every step goes through.
  public let bus: NavigationBus
  let recorder: EventRecorder
  /// The events that the test has not stated yet, and the exhaustivity. Behind a lock so that the
  /// store's deinitializer, which runs outside the main actor, can report the events left over.
  let ledger: Mutex<Ledger>
  let createdAt: SourceLocation

  struct Ledger {
    var events: [NavigationEvent] = []
    var exhaustivity: Exhaustivity
  }

  /// Creates a store around a bus that the test builds, with its own navigation store, modules,
  /// middlewares and placement. The bus must report to the observer it is given.
  ///
  /// ```swift
  /// // The app's own composition, with the store's observer added.
  /// let store = try NavigationTestStore { observer in
  ///   try Cookbook { builder in builder.observe(with: observer) }.bus
  /// }
  /// ```
  /// - Parameters:
  ///   - exhaustivity: How much of what happens the test must state.
  ///   - sourceLocation: Where the store is made; events left unstated when it goes away are
  ///     reported here.
  ///   - makeBus: Builds the bus, with the given observer among its observers.
  /// - Throws: What `makeBus` throws.
  public init(
    exhaustivity: Exhaustivity = .on, sourceLocation: SourceLocation = #_sourceLocation,
    bus makeBus: (any NavigationObserver) throws -> NavigationBus
  ) rethrows {
    let recorder = EventRecorder()
    self.recorder = recorder
    self.bus = try makeBus(recorder)
    self.ledger = Mutex(Ledger(exhaustivity: exhaustivity))
    self.createdAt = sourceLocation
  }

  /// Creates a store with a bus of its own over the given shell and features.
  /// - Parameters:
  ///   - state: The state to start from; the shell's tabs, the first one selected, when `nil`.
  ///   - shell: The app's tabs, scenes and flows.
  ///   - features: The features under test, each by its one entry point.
  ///   - middlewares: The guards, in the order they run.
  ///   - placement: Where the app puts each module's routes.
  ///   - entitlements: What the user has; a test that allows everything says so with
  ///     ``GrantEverything``.
  ///   - exhaustivity: How much of what happens the test must state.
  ///   - sourceLocation: Where the store is made.
  /// - Throws: `BusConfigurationError` when two route enums share a key or a home tab is
  ///   unknown.
  public convenience init(
    state: NavigationState? = nil, shell: ShellConfiguration, features: [FeatureRegistration],
    middlewares: [any NavigationMiddleware] = [], placement: RoutePlacement = [],
    entitlements: any EntitlementProvider, exhaustivity: Exhaustivity = .on,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let navigation = NavigationStore(
      state: state ?? NavigationState(tabs: shell.tabs.map(\.id)), entitlements: entitlements)
    try self.init(exhaustivity: exhaustivity, sourceLocation: sourceLocation) { observer in
      try NavigationBus(
        store: navigation, shell: shell, features: features, middlewares: middlewares,
        observers: [observer], placement: placement)
    }
  }

  deinit {
    let (left, exhaustivity) = ledger.withLock { ($0.events, $0.exhaustivity) }
    guard exhaustivity == .on, !left.isEmpty else { return }
    Issue.record(
      Comment(rawValue: Self.unstatedEventsMessage(left, when: "the store went away")),
      sourceLocation: createdAt)
  }

  /// The navigation state now.
  public var state: NavigationState { bus.store.state }

  /// Sends an intent through the bus and checks its outcome and the change of state.
  /// - Parameters:
  ///   - intent: The intent.
  ///   - source: Where the intent comes from; the app itself unless given.
  ///   - outcome: What must become of it; applied unless given. A redirect is compared by its
  ///     target and requirement only: `.redirected(to:until:)`.
  ///   - sourceLocation: Where a failure is reported.
  ///   - update: Changes the state from before the intent into the state expected after it,
  ///     with `NavigationState.apply(_:)`. Without it, the state must not change
  ///     (in exhaustive mode).
  /// - Returns: What became of the intent.
  @discardableResult
  public func send(
    _ intent: NavigationIntent, from source: IntentSource = .app,
    outcome: IntentOutcome = .applied, sourceLocation: SourceLocation = #_sourceLocation,
    _ update: ((inout NavigationState) throws -> Void)? = nil
  ) -> IntentOutcome {
    let step = "send(\(intent))"
    return run(step, sourceLocation: sourceLocation, update: update) {
      let actual = bus.send(intent, source: source)
      var events = recorder.take()
      guard let own = events.popLast() else {
        record(
          "\(step): the bus reported no event to the store; build it with the observer that "
            + "the store passes to `bus:`, among its observers", at: sourceLocation)
        return actual
      }
      if !Self.outcome(own.outcome, is: outcome) {
        record(
          "\(step) was expected to end \(Self.describe(outcome)), but it ended "
            + Self.describe(own.outcome),
          at: sourceLocation)
      }
      ledger.withLock { $0.events += events }
      return actual
    }
  }

  /// Sends a feature's interaction, as the feature's screens do, and checks its outcome and the
  /// change of state.
  /// - Parameters:
  ///   - interaction: The interaction.
  ///   - outcome: What must become of it; applied unless given. A redirect is compared by its
  ///     target and requirement only.
  ///   - sourceLocation: Where a failure is reported.
  ///   - update: Changes the state from before into the expected state after.
  /// - Returns: What became of the interaction.
  @discardableResult
  public func send<Interaction: ModuleInteraction>(
    _ interaction: Interaction, outcome: IntentOutcome = .applied,
    sourceLocation: SourceLocation = #_sourceLocation,
    _ update: ((inout NavigationState) throws -> Void)? = nil
  ) -> IntentOutcome {
    send(
      .interaction(AnyInteraction(interaction)), from: .interaction(Interaction.moduleKey),
      outcome: outcome, sourceLocation: sourceLocation, update)
  }

  /// Changes what the user has (a grant, a sign-in, a flag) and checks the change of state: the
  /// bus hears of the change from its entitlement provider and acts on it at once. The intents it
  /// resumes, and the removal of entries the user may no longer see, are events to receive.
  ///
  /// ```swift
  /// store.changeEntitlements({ account.grant(.entitlement("premium")) }) {
  ///   try $0.apply(.dismiss(levels: 1))
  /// }
  /// ```
  /// - Parameters:
  ///   - change: Changes what the user has, on the main actor; returns what the change
  ///     resumed, as the provider answers.
  ///   - sourceLocation: Where a failure is reported.
  ///   - update: Changes the state from before into the expected state after.
  /// - Returns: The outcomes of the resumed intents, in order.
  @discardableResult
  public func changeEntitlements(
    _ change: () -> [IntentOutcome], sourceLocation: SourceLocation = #_sourceLocation,
    _ update: ((inout NavigationState) throws -> Void)? = nil
  ) -> [IntentOutcome] {
    run("changeEntitlements", sourceLocation: sourceLocation, update: update) {
      let outcomes = change()
      let events = recorder.take()
      ledger.withLock { $0.events += events }
      return outcomes
    }
  }

  /// States an event that a step caused besides the outcome of its own intent: the target of a
  /// redirect, a resumed intent, the removal of what the user may no longer see.
  /// - Parameters:
  ///   - intent: The intent of the event, as the chain saw it.
  ///   - source: Where it came from (`.redirect`, `.resume`, ...).
  ///   - outcome: What became of it; applied unless given. A redirect is compared by its target
  ///     and requirement only.
  ///   - sourceLocation: Where a failure is reported.
  public func receive(
    _ intent: NavigationIntent, from source: IntentSource, outcome: IntentOutcome = .applied,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let wanted = "\(intent) [from \(source)] -> \(Self.describe(outcome))"
    let matches = { (event: NavigationEvent) in
      event.request.intent == intent && event.request.source == source
        && Self.outcome(event.outcome, is: outcome)
    }
    let failure: String? = ledger.withLock { ledger in
      guard let first = ledger.events.first else {
        return "expected to receive \(wanted), but no event is waiting"
      }
      if ledger.exhaustivity == .on {
        ledger.events.removeFirst()
        return matches(first)
          ? nil : "expected to receive \(wanted), but the next event is \(Self.line(first))"
      }
      guard let index = ledger.events.firstIndex(where: matches) else {
        let waiting = ledger.events.map { "  " + Self.line($0) }.joined(separator: "\n")
        return "expected to receive \(wanted), but none of the waiting events is it:\n\(waiting)"
      }
      ledger.events.removeFirst(index + 1)
      return nil
    }
    if let failure { record(failure, at: sourceLocation) }
  }

  /// Forgets the events that wait to be stated, for a test that does not care about them.
  public func skipReceivedEvents() {
    ledger.withLock { $0.events.removeAll() }
  }

  /// Ends the test's use of the store: in exhaustive mode, every event must have been stated.
  /// The store does the same when it goes away, reporting at the place where it was made.
  /// - Parameter sourceLocation: Where a failure is reported.
  public func finish(sourceLocation: SourceLocation = #_sourceLocation) {
    let left = ledger.withLock { ledger in
      defer { ledger.events.removeAll() }
      return ledger.events
    }
    guard exhaustivity == .on, !left.isEmpty else { return }
    record(Self.unstatedEventsMessage(left, when: "the test finished"), at: sourceLocation)
  }

  /// Runs one step: checks that no event waits from before, runs the body, and compares the state
  /// after it with the state the test expects.
  private func run<Result>(
    _ step: String, sourceLocation: SourceLocation,
    update: ((inout NavigationState) throws -> Void)?, _ body: () -> Result
  ) -> Result {
    if exhaustivity == .on {
      let left = ledger.withLock { ledger in
        defer { ledger.events.removeAll() }
        return ledger.events
      }
      if !left.isEmpty {
        record(Self.unstatedEventsMessage(left, when: "\(step) began"), at: sourceLocation)
      }
    }
    let before = bus.store.state
    _ = recorder.take()
    let result = body()
    let after = bus.store.state
    guard let update else {
      if exhaustivity == .on, after != before {
        record(
          "\(step) changed the state, but the test stated no change "
            + "(- before, + after):\n" + TreeDiff.describe(before, after),
          at: sourceLocation)
      }
      return result
    }
    var expected = before
    do {
      try update(&expected)
    } catch {
      record("\(step): the expected state could not be made: \(error)", at: sourceLocation)
      return result
    }
    if expected != after {
      record(
        "\(step) left a state other than the expected one (- expected, + actual):\n"
          + TreeDiff.describe(expected, after),
        at: sourceLocation)
    }
    return result
  }

  private func record(_ message: String, at sourceLocation: SourceLocation) {
    Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
  }

  nonisolated static func line(_ event: NavigationEvent) -> String {
    "\(event.request.intent) [from \(event.request.source)] -> \(describe(event.outcome))"
  }

  /// Whether `actual` is the outcome a test stated: a redirect by where it leads and what it
  /// waits for, whatever its reason says; any other outcome in full.
  nonisolated static func outcome(_ actual: IntentOutcome, is expected: IntentOutcome) -> Bool {
    if case .redirected(let target, let until, _) = actual,
      case .redirected(let expectedTarget, let expectedUntil, _) = expected
    {
      return target == expectedTarget && until == expectedUntil
    }
    return actual == expected
  }

  /// An outcome as the store's messages show it: a redirect by what the store compares.
  nonisolated static func describe(_ outcome: IntentOutcome) -> String {
    guard case .redirected(let target, let until, _) = outcome else { return "\(outcome)" }
    return "redirected to \(target) until \(until)"
  }

  nonisolated static func unstatedEventsMessage(
    _ events: [NavigationEvent], when moment: String
  ) -> String {
    "\(events.count) event(s) were not received when \(moment):\n"
      + events.map { "  " + line($0) }.joined(separator: "\n")
  }
}

/// The observer a ``NavigationTestStore`` gives its bus: it keeps every event until the store
/// takes them.
@MainActor
final class EventRecorder: NavigationObserver {
  private var events: [NavigationEvent] = []

  func observe(_ event: NavigationEvent) { events.append(event) }

  /// The events since the last call, oldest first.
  func take() -> [NavigationEvent] {
    defer { events.removeAll() }
    return events
  }
}
