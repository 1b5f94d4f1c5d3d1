extension NavigationBus {
  /// Sends an intent from any thread or task. Intents are applied on the main actor in the order
  /// they were posted, and none is lost.
  /// - Parameters:
  ///   - intent: The intent.
  ///   - source: Where it came from.
  public nonisolated func post(_ intent: NavigationIntent, source: IntentSource) {
    file { $0.items.append((intent, source)) }
  }

  /// Leaves work in the inbox and, unless a drain is already due, schedules one on the main
  /// actor's next turn.
  /// - Parameter work: What to leave: a posted intent, or a requirements check.
  nonisolated func file(_ work: (inout Inbox) -> Void) {
    let schedule = inbox.withLock { inbox in
      work(&inbox)
      if inbox.scheduled { return false }
      inbox.scheduled = true
      return true
    }
    if schedule { Task { @MainActor in self.drainInbox() } }
  }

  /// Sends a feature's interaction from any thread or task.
  /// - Parameter interaction: The interaction.
  public nonisolated func post<Interaction: ModuleInteraction>(_ interaction: Interaction) {
    post(.interaction(AnyInteraction(interaction)), source: .interaction(Interaction.moduleKey))
  }

  /// Applies every posted intent now, and acts on a change of what the user has that came
  /// during a send or a flow's completion, then waits for what other threads are still posting.
  /// - Returns: The outcomes of what ran, in order: the posted intents, and the intents that
  ///   resumed (what a purchase in a checkout's completion unlocked).
  @discardableResult
  public func settle() async -> [IntentOutcome] {
    var outcomes = drainInbox()
    while inbox.withLock({ !$0.items.isEmpty || $0.checksRequirements }) {
      await Task.yield()
      outcomes += drainInbox()
    }
    return outcomes
  }

  /// Runs what waits in the inbox.
  /// - Returns: The outcomes of what ran.
  @discardableResult
  func drainInbox() -> [IntentOutcome] {
    var outcomes: [IntentOutcome] = []
    while true {
      let (batch, checksRequirements) = inbox.withLock { inbox in
        let items = inbox.items
        let checks = inbox.checksRequirements
        inbox.items.removeAll(keepingCapacity: true)
        inbox.checksRequirements = false
        if items.isEmpty, !checks { inbox.scheduled = false }
        return (items, checks)
      }
      if batch.isEmpty, !checksRequirements { return outcomes }
      for (intent, source) in batch { outcomes.append(send(intent, source: source)) }
      if checksRequirements { outcomes += checkRequirementsWhenFree() }
    }
  }
}

/// Intents posted from any thread, waiting for the main actor, and whether what the user has
/// changed meanwhile.
struct Inbox {
  var items: [(NavigationIntent, IntentSource)] = []
  var checksRequirements = false
  var scheduled = false
}
