import Testing
import Wayfinder

/// A field belongs to the step that collects it: validated data cannot be rewritten by a later
/// step, and a move to a named step cannot skip validation.
@MainActor
@Suite struct FlowFieldOwnershipTests {
  /// A checkout whose cart validates the plan and whose steps declare their fields.
  static func engine() throws -> (FlowEngine, NavigationStore) {
    let coordinator = NavigationStore(
      state: NavigationState(tabs: ["home"]), entitlements: AllowEverything())
    let engine = NavigationBus.standalone(store: coordinator).flows
    try engine.register(
      FlowDefinition("checkout") {
        FlowStep<FlowFields>("cart").validate("choose a plan") { $0["plan"] == "premium" }
        FlowStep<FlowFields>("payment").validate("a card") { $0["card"] != nil }
        FlowStep<FlowFields>("confirmation")
      }
      .collects(["plan"], at: "cart").collects(["card"], at: "payment")
      .collects([], at: "confirmation"))
    return (engine, coordinator)
  }

  @Test func aLaterStepCannotRewriteWhatAnEarlierStepValidated() async throws {
    let (engine, _) = try Self.engine()
    let id = try engine.start("checkout")
    try await engine.advance(id, with: ["plan": "premium"])
    try await engine.advance(id, with: ["card": "4242"])
    await #expect(
      throws: FlowError.invalidStep(
        flow: id, step: "confirmation",
        message: "'plan' is given at step 'cart' and changes only there")
    ) { try await engine.advance(id, with: ["plan": "pro"]) }
    #expect(engine.flow(id)?.data["plan"] == "premium", "nothing changed")
    await #expect(
      throws: FlowError.invalidStep(
        flow: id, step: "confirmation", message: "step 'confirmation' takes no values, not 'x'")
    ) { try await engine.advance(id, with: ["x": "1"]) }
    // Sending the value it holds again is harmless.
    await #expect(throws: FlowError.self) { try await engine.complete(id, with: ["plan": "pro"]) }
    try await engine.complete(id, with: ["plan": "premium"])
    #expect(engine.flow(id) == nil)
  }

  @Test func goingBackToTheStepThatOwnsAFieldChangesItUnderItsValidation() async throws {
    let (engine, _) = try Self.engine()
    let id = try engine.start("checkout")
    try await engine.advance(id, with: ["plan": "premium"])
    try engine.back(id)
    await #expect(throws: FlowError.self) { try await engine.advance(id, with: ["plan": "pro"]) }
    #expect(try await engine.advance(id, with: ["plan": "premium"]) == .step("payment"))
  }

  @Test func aMoveToANamedStepCannotJumpPastUnvalidatedSteps() async throws {
    let (engine, _) = try Self.engine()
    let id = try engine.start("checkout")
    try await engine.advance(id, with: ["plan": "premium"])
    await #expect(throws: FlowError.self) { try await engine.advance(id, to: "confirmation") }
    #expect(engine.flow(id)?.step == "payment")
    // Going round again to a step already visited stays possible.
    #expect(try await engine.advance(id, to: "cart", with: ["card": "1"]) == .step("cart"))
  }
}
