import Foundation
import Observation
public import Wayfinder

/// Saves the navigation state after each change and restores it at launch.
///
/// Saving is coalesced: a burst of changes in one turn of the main actor costs one encode and
/// one write. The main actor only copies the state, a value whose storage is shared, so a save
/// costs it the same for any size of state; encoding and the write run on a queue of their own,
/// in a transaction, and a newer snapshot replaces one still waiting.
@MainActor
public final class NavigationPersistence {
  private let bus: NavigationBus
  private let store: SnapshotStore
  private let codec: SnapshotCodec
  private let keepsFlow: @Sendable (ActiveFlow) -> Bool
  private let explain: (AnyRoute) -> String
  private let writer = SnapshotWriter()
  private var saving = false

  /// Creates the persistence of a bus's state.
  /// - Parameters:
  ///   - bus: The app's bus (restores go through its guards).
  ///   - store: Where the snapshot lives.
  ///   - codec: The snapshot format and its migrations.
  ///   - keepsFlow: Whether a flow is saved; flows that do not persist are never restored. It
  ///     is asked off the main actor, with the rest of a save.
  ///   - explain: Why a saved route was not shown again, for the report.
  public init(
    bus: NavigationBus, store: SnapshotStore, codec: SnapshotCodec = SnapshotCodec(),
    keepsFlow: @escaping @Sendable (ActiveFlow) -> Bool,
    explain: @escaping (AnyRoute) -> String = { _ in "it cannot be shown any more" }
  ) {
    self.explain = explain
    self.bus = bus
    self.store = store
    self.codec = codec
    self.keepsFlow = keepsFlow
  }

  /// Shows the saved navigation again, after every guard has checked it.
  ///
  /// Whatever goes wrong, the app starts from a clean state and the report says why; only the
  /// snapshot row is ever cleared, never a feature's data.
  /// - Returns: What happened.
  @discardableResult
  public func restore() -> RestoreReport {
    let data: Data
    do {
      guard let saved = try store.load() else { return .nothingSaved }
      data = saved
    } catch {
      return fallBack("the database could not be read (\(error))")
    }
    let state: NavigationState
    do {
      state = try codec.decode(data)
    } catch {
      return fallBack(error.description)
    }
    switch bus.send(.restore(state), source: .restore) {
    case .applied, .landed, .moved:
      // Each saved route that is not shown again, once per time it is missing. A saved model is
      // compared as the value it reads back into, so the same value written with its keys in
      // another order is the same route.
      var shown: [AnyRoute: Int] = [:]
      for route in bus.store.state.allRoutes { shown[route, default: 0] += 1 }
      var removed: [String] = []
      for saved in state.allRoutes {
        let route = (try? bus.module(saved.module)?.check(saved)) ?? saved
        if let count = shown[route], count > 0 {
          shown[route] = count - 1
        } else {
          let reason =
            route.kind == .transient
            ? "it carried a transient value, which is never saved" : explain(route)
          removed.append("\(route) (\(reason))")
        }
      }
      // Each saved flow field that did not come back, a secret aside (a secret is never kept):
      // no step the flow passed collects it.
      for flow in state.flows {
        guard let now = bus.store.state.flows.first(where: { $0.id == flow.id }) else { continue }
        for field in flow.data.keys.sorted()
        where now.data[field] == nil && !now.sensitive.contains(field) {
          removed.append(
            "field '\(field)' of flow '\(flow.flow)' (no step the flow has reached collects it)")
        }
      }
      // The tab that was selected, when another one is now: hidden from this user, or gone.
      let selected = bus.store.state.selectedTab
      if selected != state.selectedTab {
        let requirement = bus.shell.tabs.first { $0.id == state.selectedTab }?.requirement
        let reason =
          requirement.map { bus.store.entitlements.allows($0) ? nil : "needs \($0)" } ?? nil
        removed.append(
          "tab \(state.selectedTab) as the selected tab (\(reason ?? "it cannot be selected now"); "
            + "\(selected) is selected)")
      }
      return .restored(removed: removed)
    case .failed(let reason), .blocked(let reason):
      return fallBack(reason)
    case .redirected(_, _, let reason):
      return fallBack(reason)
    }
  }

  private func fallBack(_ reason: String) -> RestoreReport {
    try? store.clear()
    return .fellBack(reason)
  }

  /// Starts saving after every change.
  public func startSaving() {
    guard !saving else { return }
    saving = true
    track()
  }

  private func track() {
    withObservationTracking {
      _ = bus.store.state
    } onChange: { [weak self] in
      Task { @MainActor in self?.changed() }
    }
  }

  private func changed() {
    track()
    save()
  }

  /// Takes the current state and hands it to the writer, which makes it savable, encodes it
  /// and writes it in the background: the main actor copies a value, whatever its size.
  public func save() {
    let keepsFlow = self.keepsFlow
    writer.enqueue(bus.store.state, codec: codec, to: store) { state in
      Self.savable(state, keepsFlow: keepsFlow)
    }
  }

  /// The state as it is saved: without flows that do not persist (by their own flag or by the
  /// app's declaration), their sub-flows and what they show.
  public func savable(_ state: NavigationState) -> NavigationState {
    Self.savable(state, keepsFlow: keepsFlow)
  }

  private nonisolated static func savable(
    _ state: NavigationState, keepsFlow: (ActiveFlow) -> Bool
  ) -> NavigationState {
    var state = state
    for index in state.flows.indices where !keepsFlow(state.flows[index]) {
      state.flows[index].persists = false
    }
    return state.persistableState
  }

  /// Saves the current state now and waits for the write.
  /// - Throws: The database error, if the write failed.
  public func saveNow() throws {
    save()
    try flush()
  }

  /// Waits until every enqueued snapshot is written.
  /// - Throws: The last write's error, if it failed.
  public func flush() throws { try writer.flush() }

  /// How many snapshots have been written.
  public var writes: Int { writer.completed }
}
