import Foundation
import Testing
import Wayfinder

/// A field declared sensitive (a card number) never reaches a description, an observer, an
/// encoded state or a restored one, and every other field's value is described by its name only.
@MainActor
@Suite struct SensitiveFlowFieldTests {
  /// A value that no other text of these tests holds.
  static let marker = "4000 0566 5566 5556"

  /// A persisting checkout that collects a plan, then the card, which is sensitive.
  static func bus() throws -> (NavigationBus, EventLog) {
    let log = EventLog()
    let bus = NavigationBus.standalone(
      store: NavigationStore(
        state: NavigationState(tabs: ["home"]), entitlements: EntitlementStore()),
      observers: [log])
    try bus.flows.register(
      FlowDefinition("checkout", persists: true) {
        FlowStep<FlowFields>("cart").validate("choose a plan") { $0["plan"] != nil }
        FlowStep<FlowFields>("payment").validate("a card") { $0["card"] != nil }
        FlowStep<FlowFields>("confirmation")
      }
      .collects(["plan"], at: "cart").collects(["card"], at: "payment")
      .collects([], at: "confirmation")
      .sensitive(["card"]))
    return (bus, log)
  }

  @Test func aSensitiveValueIsNeverDescribedEncodedOrRestored() async throws {
    let (bus, log) = try Self.bus()
    let id = try bus.flows.start("checkout")
    try await bus.flows.advance(id, with: ["plan": "premium"])
    let advance = FlowRequest.advance(id, fields: ["card": Self.marker, "plan": "premium"])
    #expect(advance.description == "advance flow checkout with card, plan")
    try await bus.flows.advance(id, with: ["card": Self.marker])
    #expect(bus.store.state.flow(id)?.step == "confirmation")
    #expect(bus.store.state.flow(id)?.data["card"] == Self.marker, "the flow holds it")

    // What observers are told.
    #expect(!log.events.isEmpty)
    for event in log.events {
      #expect(!"\(event.request.intent)".contains(Self.marker))
      #expect(!"\(event)".contains(Self.marker))
    }
    // What a snapshot and a JSON dump hold: the mask in its place.
    let saved = try SnapshotCodec().encode(bus.store.state)
    let text = String(decoding: saved, as: UTF8.self)
    #expect(!text.contains(Self.marker))
    #expect(text.contains(ActiveFlow.mask))
    #expect(
      !String(decoding: try JSONEncoder().encode(bus.store.state), as: UTF8.self)
        .contains(Self.marker))

    // Restored, the flow has lost the card and is back at the step that collects it.
    let (fresh, _) = try Self.bus()
    let read = try SnapshotCodec().decode(saved)
    #expect(fresh.send(.restore(read), source: .restore) == .applied)
    let restored = try #require(fresh.store.state.flows.first)
    #expect(restored.step == "payment")
    #expect(restored.data == ["plan": "premium"])
    #expect(fresh.store.state.topRoute == .flowStep(flow: "checkout", step: "payment"))
  }

  /// The app's declaration decides what is sensitive, not the snapshot: a hand-edited snapshot
  /// that lists nothing as sensitive and holds a value still loses it.
  @Test func aHandEditedSnapshotCannotSmuggleASecretBack() async throws {
    let (bus, _) = try Self.bus()
    let id = try bus.flows.start("checkout")
    try await bus.flows.advance(id, with: ["plan": "premium"])
    var edited = bus.store.state
    let index = try #require(edited.flows.firstIndex { $0.id == id })
    edited.flows[index].sensitive = []
    edited.flows[index].data["card"] = Self.marker
    let (fresh, _) = try Self.bus()
    let read = try SnapshotCodec().decode(try SnapshotCodec().encode(edited))
    #expect(fresh.send(.restore(read), source: .restore) == .applied)
    #expect(fresh.store.state.flows.first?.data["card"] == nil)
    #expect(fresh.store.state.flows.first?.sensitive == ["card"])
  }
}
