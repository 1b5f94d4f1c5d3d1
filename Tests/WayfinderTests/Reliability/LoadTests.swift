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
      if case .show(let route, _, _) = event.request.intent, let ticket = route.ticket {
        if ticket <= lastTicket { outOfOrder += 1 }
        lastTicket = ticket
      }
    }
  }

  /// A way to read this process's memory.
  enum MemoryReading: String {
    /// The resident set now, from `/proc/self/statm` (Linux).
    case resident = "resident memory (/proc/self/statm)"
    /// The largest resident set so far, from `getrusage`: memory that keeps growing raises it.
    case peak = "peak resident memory (getrusage)"

    /// The first reading that works here, or `nil` when none does.
    static var available: MemoryReading? {
      [.resident, .peak].first { $0.bytes() != nil }
    }

    /// The memory in bytes, or `nil` when it cannot be read this way here.
    func bytes() -> Int? {
      switch self {
      case .resident:
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8),
          let pages = text.split(separator: " ").dropFirst().first.flatMap({ Int($0) }), pages > 0
        else { return nil }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
      case .peak:
        var usage = rusage()
        #if canImport(Darwin)
        guard getrusage(RUSAGE_SELF, &usage) == 0, usage.ru_maxrss > 0 else { return nil }
        return Int(usage.ru_maxrss)  // bytes
        #else
        let who = Int32(RUSAGE_SELF.rawValue)
        guard getrusage(who, &usage) == 0, usage.ru_maxrss > 0 else { return nil }
        return Int(usage.ru_maxrss) * 1_024  // kilobytes
        #endif
      }
    }
  }

  /// The number of interactions: a million unless `WAYFINDER_LOAD` says otherwise.
  static var count: Int {
    ProcessInfo.processInfo.environment["WAYFINDER_LOAD"].flatMap(Int.init) ?? 1_000_000
  }

  @Test func aMillionInteractionsAreAllAppliedInOrderWithoutGrowth() throws {
    let h = try BusHarness()
    h.store.signIn("ada")
    h.store.grant(.premium)
    let order = OrderObserver()
    let bus = try NavigationBus(
      store: h.coordinator, shell: BusHarness.shell,
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
    let reading = Self.memoryReading
    let before = reading?.bytes()
    let appliedBefore = order.applied
    for _ in 0..<(total / perRound) { round() }
    let after = reading?.bytes()
    #expect(
      order.applied - appliedBefore == (total / perRound) * perRound, "every interaction applied")
    #expect(order.outOfOrder == 0)
    #expect(h.coordinator.state.isAtRoot)
    guard let reading, let before, let after else {
      // Not a pass: the run is reported as cancelled, with the reason, once the checks above
      // have recorded whatever they found.
      try Test.cancel(
        "memory not read (no /proc/self/statm and no getrusage, or WAYFINDER_LOAD_MEMORY=none)")
    }
    #expect(after - before < 4 * 1_048_576, "\(reading.rawValue) grew by \(after - before) bytes")
  }

  /// How the test reads memory: `WAYFINDER_LOAD_MEMORY` (`resident`, `peak` or `none`) chooses,
  /// else the first reading that works here.
  static var memoryReading: MemoryReading? {
    switch ProcessInfo.processInfo.environment["WAYFINDER_LOAD_MEMORY"] {
    case "resident": return .resident
    case "peak": return .peak
    case "none": return nil
    default: return MemoryReading.available
    }
  }
}

extension AnyRoute {
  /// The number a load-test route carries.
  fileprivate var ticket: Int? { components.values.first.flatMap(Int.init) }
}
