extension NavigationBus {
  /// Sends an intent from any thread or task. Intents are applied on the main actor in the order
  /// they were posted, and none is lost.
  /// - Parameters:
  ///   - intent: The intent.
  ///   - source: Where it came from.
  public nonisolated func post(_ intent: NavigationIntent, source: IntentSource) {
    let schedule = inbox.withLock { inbox in
      inbox.items.append((intent, source))
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

  /// Waits until every posted intent has been applied, and a change of what the user has that
  /// came during a send has been acted on.
  public func settle() async {
    while inbox.withLock({ !$0.items.isEmpty || $0.scheduled }) { await Task.yield() }
  }

  func drainInbox() {
    while true {
      let (batch, checksRequirements) = inbox.withLock { inbox in
        let items = inbox.items
        let checks = inbox.checksRequirements
        inbox.items.removeAll(keepingCapacity: true)
        inbox.checksRequirements = false
        if items.isEmpty, !checks { inbox.scheduled = false }
        return (items, checks)
      }
      if batch.isEmpty, !checksRequirements { return }
      for (intent, source) in batch { send(intent, source: source) }
      if checksRequirements { _ = checkRequirementsWhenFree() }
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
