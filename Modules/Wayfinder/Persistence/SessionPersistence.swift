import Foundation
import Observation

/// What a bus keeps to save its session's navigation and show it again: where (the app's
/// storage, under the session's key), in which format, and the writer that saves off the main
/// actor.
///
/// Saving is coalesced: a burst of changes in one turn of the main actor costs one encode and
/// one write. The main actor only copies the state, a value whose storage is shared, so a save
/// costs it the same for any size of state; encoding and the write run on a queue of their own,
/// and a newer snapshot replaces one still waiting.
@MainActor
package final class SessionPersistence {
  let storage: any SnapshotStorage
  let codec: SnapshotCodec
  let key: String
  private let writer = SnapshotWriter()
  private var saving = false

  init(storage: any SnapshotStorage, codec: SnapshotCodec, key: String) {
    self.storage = storage
    self.codec = codec
    self.key = key
  }

  /// Shows the saved navigation again through the bus, after every guard has checked it.
  ///
  /// Whatever goes wrong, the session starts from a clean state and the report says why; only
  /// the session's snapshot is ever removed, never anything else of the app's.
  package func restore(through bus: NavigationBus) -> RestoreReport {
    let data: Data
    do {
      guard let saved = try storage.snapshot(for: key) else { return .nothingSaved }
      data = saved
    } catch {
      return fallBack("the saved navigation could not be read (\(error))")
    }
    let state: NavigationState
    do {
      state = try codec.decode(data)
    } catch {
      return fallBack(error.description)
    }
    switch bus.send(.restore(state), source: .restore) {
    case .applied, .landed, .moved:
      return .restored(removed: bus.leftOut(of: state))
    case .failed(let reason), .blocked(let reason):
      return fallBack(reason)
    case .redirected(_, _, let reason):
      return fallBack(reason)
    }
  }

  private func fallBack(_ reason: String) -> RestoreReport {
    try? storage.removeSnapshot(for: key)
    return .fellBack(reason)
  }

  /// Starts saving after every change of the bus's state.
  func startSaving(_ bus: NavigationBus) {
    guard !saving else { return }
    saving = true
    track(bus)
  }

  private func track(_ bus: NavigationBus) {
    withObservationTracking {
      _ = bus.store.state
    } onChange: { [weak self, weak bus] in
      Task { @MainActor in
        guard let self, let bus else { return }
        self.track(bus)
        self.save(bus)
      }
    }
  }

  /// Takes the bus's state and hands it to the writer, which makes it savable, encodes it and
  /// writes it in the background: the main actor copies a value, whatever its size.
  package func save(_ bus: NavigationBus) {
    let state = bus.store.state
    // Asked here, on the main actor, of the few flows the state holds; the rest runs on the
    // writer's queue.
    let kept = Set(state.flows.map(\.flow).filter(bus.declaredPersistent))
    writer.enqueue(state, codec: codec, to: storage, key: key) { state in
      Self.savable(state, keeping: kept)
    }
  }

  /// The state as it is saved: without the flows that the app does not declare persistent,
  /// their sub-flows and what they show.
  nonisolated static func savable(
    _ state: NavigationState, keeping kept: Set<String>
  ) -> NavigationState {
    var state = state
    for index in state.flows.indices where !kept.contains(state.flows[index].flow) {
      state.flows[index].persists = false
    }
    return state.persistableState
  }

  /// Waits until every enqueued snapshot is written.
  /// - Throws: The last write's error, if it failed.
  package func flush() throws { try writer.flush() }

  /// How many snapshots have been written.
  package var writes: Int { writer.completed }
}

extension NavigationBus {
  /// What of a saved state a restore did not show again, each as the route or the flow field
  /// and the reason: once per time a saved route is missing, each saved flow field that did not
  /// come back (a secret aside: a secret is never kept), and the selected tab when another one
  /// is selected now.
  /// - Parameter saved: The state that was restored.
  /// - Returns: The report's lines.
  func leftOut(of saved: NavigationState) -> [String] {
    // A saved model is compared as the value it reads back into, so the same value written
    // with its keys in another order is the same route.
    var shown: [AnyRoute: Int] = [:]
    for route in store.state.allRoutes { shown[route, default: 0] += 1 }
    var removed: [String] = []
    for saved in saved.allRoutes {
      let route = (try? module(saved.module)?.check(saved)) ?? saved
      if let count = shown[route], count > 0 {
        shown[route] = count - 1
      } else {
        let reason =
          route.kind == .transient
          ? "it carried a transient value, which is never saved" : removalCause(of: route)
        removed.append("\(route) (\(reason))")
      }
    }
    for flow in saved.flows {
      guard let now = store.state.flows.first(where: { $0.id == flow.id }) else { continue }
      for field in flow.data.keys.sorted()
      where now.data[field] == nil && !now.sensitive.contains(field) {
        removed.append(
          "field '\(field)' of flow '\(flow.flow)' (no step the flow has reached collects it)")
      }
    }
    let selected = store.state.selectedTab
    if selected != saved.selectedTab {
      let requirement = shell.tabs.first { $0.id == saved.selectedTab }?.requirement
      let reason = requirement.map { store.entitlements.allows($0) ? nil : "needs \($0)" } ?? nil
      removed.append(
        "tab \(saved.selectedTab) as the selected tab (\(reason ?? "it cannot be selected now"); "
          + "\(selected) is selected)")
    }
    return removed
  }

  /// Why a saved route was not shown again: its flow went back or was not kept, it is not a
  /// screen of this app, its saved values do not read back, it needs what the user does not have
  /// (its own requirement or its home tab's), or it cannot stand where it was saved.
  private func removalCause(of route: AnyRoute) -> String {
    // A flow's step is not a route of a feature: the flow went back, or was not kept.
    if let step = route.flowStep {
      guard let flow = store.state.flows.first(where: { $0.flow == step.flow }) else {
        return "flow '\(step.flow)' was not restored"
      }
      return "flow '\(step.flow)' is at step '\(flow.step)' now, not '\(step.step)': its saved "
        + "steps did not all check out"
    }
    guard let module = module(route.module), let routeCase = module.routeCase(of: route) else {
      return "not a screen of this app"
    }
    do throws(RouteDecodingError) {
      try module.check(route)
    } catch {
      return "its saved values do not read back: \(error)"
    }
    let homeTab = placement.homeTabs[route.module]
    let tabNeeds = shell.tabs.first { $0.id == homeTab }?.requirement
    let missing =
      store.entitlements.unmet(routeCase.requirement)
      + store.entitlements.unmet(tabNeeds)
    guard missing.isEmpty else {
      return "needs " + missing.map(\.description).joined(separator: " and ")
    }
    return "it cannot stand where it was saved"
  }
}
