import SwiftUI
import Testing
import Wayfinder
import WayfinderSwiftUI

/// A view's binding to a flow's field (`FlowContext.field(_:in:)`) writes through the bus: at
/// the step that collects the field the flow holds the new value and stays where it is; at
/// another step the write is refused, the flow keeps its value and the context says why.
@MainActor
@Suite struct SwiftUIFlowFieldTests {
  struct Checkout: Codable, FlowData, Equatable {
    var plan = "free"
    var address = ""
  }

  static func flow() throws -> (FlowEngine, FlowContext) {
    let store = NavigationStore(
      state: NavigationState(tabs: ["home"]), entitlements: AllowEverything())
    let engine = NavigationBus.standalone(store: store).flows
    try engine.register(
      FlowDefinition("checkout") {
        FlowStep<FlowFields>("plan")
        FlowStep<FlowFields>("shipping").validate("an address") { $0["address"] != "\"\"" }
        FlowStep<FlowFields>("done")
      }
      .collects(["plan"], at: "plan").collects(["address"], at: "shipping")
      .collects([], at: "done"))
    let id = try engine.start("checkout")
    return (engine, FlowContext(engine: engine, id: id))
  }

  @Test func aFieldWrittenAtItsStepIsTheFlowsAndTheStepStays() throws {
    let (engine, context) = try Self.flow()
    let plan = context.field(\Checkout.plan, in: Checkout())
    #expect(plan.wrappedValue == "free", "what the flow does not hold yet comes from initial")
    plan.wrappedValue = "pro"
    #expect(engine.flow(context.id)?.data["plan"] == "\"pro\"")
    #expect(engine.flow(context.id)?.step == "plan")
    #expect(plan.wrappedValue == "pro")
    #expect(context.failure == nil)
  }

  @Test func aFieldAnotherStepCollectsIsRefusedAndTheViewReadsTheFlowsValue() async throws {
    let (engine, context) = try Self.flow()
    let address = context.field(\Checkout.address, in: Checkout())
    address.wrappedValue = "1 Main St"
    #expect(engine.flow(context.id)?.data["address"] == nil, "the plan step wrote the address")
    #expect(address.wrappedValue == "", "the view reads what the flow holds")
    let failure = try #require(context.failure)
    #expect(failure.contains("'address' is given at step 'shipping'"), "\(failure)")
  }
}
