import Foundation
import Testing
import Wayfinder

/// Sends many interactions through the bus with every guard and an observer, and checks that each
/// one was applied, in order, and that memory does not grow with their number.
@MainActor
@Suite struct LoadTests {
  /// Counts applied intents and checks their order by the value each one carries.
  @MainActor
  final class OrderObserver: NavigationObserver {
    var applied = 0
    var outOfOrder = 0
    var lastTicket = -1
    nonisolated init() {}
    func observe(_ event: NavigationEvent) {
      guard event.outcome == .applied else { return }
      applied += 1
      if case .show(let route, _) = event.request.intent, let ticket = route.ticket {
        if ticket <= lastTicket { outOfOrder += 1 }
        lastTicket = ticket
      }
    }
  }

  /// Resident memory of this process, in bytes.
  static func residentBytes() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8),
      let pages = text.split(separator: " ").dropFirst().first.flatMap({ Int($0) })
    else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
  }

  /// The number of interactions: a million unless `WAYFINDER_LOAD` says otherwise.
  static var count: Int {
    ProcessInfo.processInfo.environment["WAYFINDER_LOAD"].flatMap(Int.init) ?? 1_000_000
  }

  @Test func aMillionInteractionsAreAllAppliedInOrderWithoutGrowth() throws {
    let h = try BusHarness()
    h.store.signIn("ada")
    h.store.grant("premium")
    let order = OrderObserver()
    let bus = try NavigationBus(
      coordinator: h.coordinator, shell: BusHarness.shell,
      modules: [
        ModuleRegistration(
          FakeModule<Notes, NotesInteraction>(log: InteractionLog()) { _ in .nothing })
      ],
      middlewares: [
        RequirementGuard.auth(signIn: { _ in BusHarness.signIn }),
        RequirementGuard.entitlements(paywall: { _ in BusHarness.paywall }),
        RequirementGuard.featureFlags,
      ],
      observers: [order])
    let total = Self.count
    var ticket = 0
    /// One round: push, present, pop inside the sheet, dismiss, select a tab and back: the state
    /// returns to where it started, so memory must not grow.
    func round() {
      ticket += 1
      bus.send(.show(AnyRoute(Notes.detail(id: ticket)), style: nil), source: .app)
      ticket += 1
      bus.send(.show(AnyRoute(Notes.edit(id: ticket, title: "t")), style: .sheet), source: .app)
      ticket += 1
      bus.send(.show(AnyRoute(Notes.detail(id: ticket)), style: .push), source: .app)
      bus.send(.pop, source: .app)
      bus.send(.dismiss, source: .app)
      bus.send(.back, source: .app)
      bus.send(.selectTab("notes"), source: .app)
      bus.send(.selectTab("home"), source: .app)
    }
    let perRound = 8
    for _ in 0..<1_000 { round() }  // warm up: caches and buffers reach their size
    let before = Self.residentBytes()
    let appliedBefore = order.applied
    for _ in 0..<(total / perRound) { round() }
    let after = Self.residentBytes()
    #expect(
      order.applied - appliedBefore == (total / perRound) * perRound, "every interaction applied")
    #expect(order.outOfOrder == 0)
    #expect(h.coordinator.state.isAtRoot)
    #expect(after - before < 4 * 1_048_576, "resident memory grew by \(after - before) bytes")
  }
}

extension AnyRoute {
  /// The number a load-test route carries.
  fileprivate var ticket: Int? { components.values.first.flatMap(Int.init) }
}
