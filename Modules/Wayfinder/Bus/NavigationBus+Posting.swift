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

  /// Waits until every posted intent has been applied.
  public func settle() async {
    while inbox.withLock({ !$0.items.isEmpty || $0.scheduled }) { await Task.yield() }
  }

  func drainInbox() {
    while true {
      let batch = inbox.withLock { inbox -> [(NavigationIntent, IntentSource)] in
        let items = inbox.items
        inbox.items.removeAll(keepingCapacity: true)
        if items.isEmpty { inbox.scheduled = false }
        return items
      }
      if batch.isEmpty { return }
      for (intent, source) in batch { send(intent, source: source) }
    }
  }
}

/// Intents posted from any thread, waiting for the main actor.
struct Inbox {
  var items: [(NavigationIntent, IntentSource)] = []
  var scheduled = false
}
