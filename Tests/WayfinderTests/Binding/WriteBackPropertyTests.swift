import Testing
import Wayfinder
import WayfinderTesting

/// Random changes from the app and random reports from a renderer, some of them late: the
/// projection always draws the bus's state, identities never repeat within a projection, a
/// report that is ignored or impossible changes nothing, and a sent one is seen by observers.
@MainActor
@Suite struct WriteBackPropertyTests {
  static func routes(_ layer: NavigationProjection.Layer) -> [AnyRoute] {
    layer.entries.map(\.route)
  }

  /// The state's stacks, as the projection must draw them.
  static func stacks(_ container: NavigationContainer) -> [[AnyRoute]] {
    [container.base.routes] + container.presentations.map(\.stack.routes)
  }

  @Test(arguments: [UInt64(1), 2, 3, 4, 5, 6, 7, 8])
  func reportsConvergeOnTheBusState(seed: UInt64) throws {
    var random = SeededRandom(seed: seed)
    let h = try BusHarness(store: EntitlementStore(granting: [.premium]))
    let viewModel = NavigationViewModel(bus: h.bus, platform: .iOS)
    var old: [NavigationProjection] = []
    var counts: [String: Int] = [:]
    for _ in 0..<300 {
      let projection = viewModel.projection
      old.append(projection)
      // The projection draws the state, with identities unique among what it shows.
      for tab in h.state.tabs {
        let container = try #require(projection.container(.tab(tab.id)))
        #expect(container.layers.map(Self.routes) == Self.stacks(tab.content))
      }
      let ids = (projection.tabs + projection.scenes.map(\.content)).flatMap {
        $0.layers.flatMap { [$0.id] + $0.entries.map(\.id) }
      }
      #expect(Set(ids).count == ids.count, "an identity repeats: \(ids)")

      let before = h.state
      let eventsBefore = h.events.events.count
      if Bool.random(using: &random) {
        // The app moves.
        let detail = AnyRoute(Notes.detail(id: Int.random(in: 1...3, using: &random)))
        let intents: [NavigationIntent] = [
          .show(detail, style: nil), .show(detail, style: .sheet), .pop, .dismiss,
          .selectTab(["home", "notes"].randomElement(using: &random)!),
        ]
        h.bus.send(intents.randomElement(using: &random)!, source: .app)
        continue
      }
      // The renderer reports, from the projection it drew now or from one it drew before.
      let drawn =
        Int.random(in: 0..<4, using: &random) == 0 ? old.randomElement(using: &random)! : projection
      let layers = (drawn.tabs + drawn.scenes.map(\.content)).flatMap(\.layers)
      guard let layer = layers.randomElement(using: &random) else { continue }
      let writeBack: WriteBack
      switch Int.random(in: 0..<3, using: &random) {
      case 0:
        let keep = Int.random(in: 0...layer.entries.count, using: &random)
        writeBack = .path(layer: layer.id, entries: layer.entries.prefix(keep).map(\.id))
      case 1: writeBack = .dismissed(layer: layer.id)
      default: writeBack = .selectedTab(["home", "notes"].randomElement(using: &random)!)
      }
      let report = viewModel.report(writeBack)
      switch report {
      case .sent(_, let outcome):
        counts[outcome == .applied ? "applied" : "refused", default: 0] += 1
        if outcome != .applied { #expect(h.state == before) }
        #expect(h.events.events.count == eventsBefore + 1)
        #expect(h.events.events.last?.request.source == .userInterface)
      case .ignored, .impossible, .held:
        if case .ignored = report { counts["ignored", default: 0] += 1 }
        if case .impossible = report { counts["impossible", default: 0] += 1 }
        if case .held = report { counts["held", default: 0] += 1 }
        #expect(h.state == before, "\(writeBack) was not sent, yet the state changed")
        #expect(h.events.events.count == eventsBefore)
      }
      #expect(h.state.isWellFormed)
    }
    // Every kind of answer is exercised, each many times: a renderer's report applied, one that
    // says nothing new or comes late (ignored), and one from a projection no longer drawn that
    // names what is gone (impossible). Nothing is refused (no guard here) and nothing is held
    // (the view model is live).
    #expect(counts["applied", default: 0] > 10, "\(counts)")
    #expect(counts["ignored", default: 0] > 10, "\(counts)")
    #expect(counts["impossible", default: 0] > 10, "\(counts)")
    #expect(counts["refused"] == nil && counts["held"] == nil, "\(counts)")
  }
}
