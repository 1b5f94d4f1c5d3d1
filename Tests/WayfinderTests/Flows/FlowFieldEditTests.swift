import Testing
import Wayfinder

/// A view bound to a flow's field writes it through the bus (`FlowRequest.edit`): at the step
/// that owns the field it is written without a move or a validation; anywhere else it is refused
/// with the reason, and nothing changes.
@MainActor
@Suite struct FlowFieldEditTests {
  @Test func theStepThatCollectsAFieldWritesItWithoutMoving() async throws {
    let (engine, store) = try FlowFieldOwnershipTests.engine()
    let id = try engine.start("checkout")
    let before = try #require(engine.flow(id))
    let outcome = engine.bus.send(.flow(.edit(id, fields: ["plan": "pro"])), source: .userInterface)
    #expect(outcome == .applied)
    let after = try #require(engine.flow(id))
    #expect(after.data["plan"] == "pro")
    #expect(after.step == before.step && after.history == before.history, "the flow did not move")
    // Written again, then validated by the move that leaves the step, as typed data is.
    engine.bus.send(.flow(.edit(id, fields: ["plan": "premium"])), source: .userInterface)
    #expect(try await engine.advance(id) == .step("payment"))
    #expect(store.state.flows.first?.data["plan"] == "premium")
  }

  @Test func aFieldAnotherStepOwnsIsRefusedWithTheReasonAndNothingChanges() async throws {
    let (engine, store) = try FlowFieldOwnershipTests.engine()
    let id = try engine.start("checkout")
    try await engine.advance(id, with: ["plan": "premium"])
    let before = store.state
    let rewrite = engine.bus.send(
      .flow(.edit(id, fields: ["plan": "pro"])), source: .userInterface)
    #expect(Self.reason(rewrite).contains("'plan' is given at step 'cart'"), "\(rewrite)")
    let undeclared = engine.bus.send(
      .flow(.edit(id, fields: ["coupon": "X"])), source: .userInterface)
    #expect(Self.reason(undeclared).contains("step 'payment' takes card, not 'coupon'"))
    #expect(store.state == before)
  }

  /// Why a request failed, or nothing when it did not.
  static func reason(_ outcome: IntentOutcome) -> String {
    if case .failed(let reason) = outcome { return reason }
    return ""
  }

  @Test func anEditNamesItsFieldsButNeverTheirValues() throws {
    let (engine, _) = try FlowFieldOwnershipTests.engine()
    let id = try engine.start("checkout")
    let intent = NavigationIntent.flow(.edit(id, fields: ["plan": "s3cret"]))
    #expect(intent.description.contains("plan"))
    #expect(!intent.description.contains("s3cret"))
    #expect(
      !NavigationCommand.editFlow(id, data: ["plan": "s3cret"]).description.contains("s3cret"))
  }
}
