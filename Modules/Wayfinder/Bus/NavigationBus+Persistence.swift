import Foundation

extension NavigationBus {
  /// Shows this session's saved navigation again, after every guard has checked it, and from
  /// then on saves the state after every change (``Builder/persist(in:codec:)``).
  ///
  /// What the user may no longer see is left out, and the report names each screen with the
  /// reason. Whatever goes wrong (the storage cannot be read, the snapshot is damaged or from a
  /// newer app), the session starts from its fresh state, the snapshot is removed, and the
  /// report says why. A bus built without persistence has nothing saved.
  ///
  /// ```swift
  /// let bus = try builder.build(entitlements: account)
  /// print(bus.restore())  // "restored the saved navigation without 1 screen(s): ..."
  /// ```
  /// - Returns: What happened to the saved navigation.
  @discardableResult
  public func restore() -> RestoreReport {
    guard let persistence else { return .nothingSaved }
    let report = persistence.restore(through: self)
    persistence.startSaving(self)
    return report
  }

  /// Saves the state now and waits for the write: before the process exits.
  /// - Throws: The storage's error, when the write failed.
  public func saveNow() throws {
    guard let persistence else { return }
    persistence.save(self)
    try persistence.flush()
  }

  /// A state as this session saves it: without the flows the app does not declare persistent,
  /// their sub-flows and what they show.
  /// - Parameter state: The state.
  /// - Returns: What is saved of it.
  package func savable(_ state: NavigationState) -> NavigationState {
    SessionPersistence.savable(
      state, keeping: Set(state.flows.map(\.flow).filter(declaredPersistent)))
  }
}
