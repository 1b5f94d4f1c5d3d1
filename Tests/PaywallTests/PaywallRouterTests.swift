import Paywall
import Testing
import Wayfinder
import WayfinderTesting

@MainActor
@Suite struct PaywallRouterTests {
  @Test func checkoutAndNotNow() async throws {
    let mock = MockPaywallNavigation()
    var sent: [PaywallInteraction] = []
    let module = PaywallRouter(owned: { ["pro"] }, purchase: { _ in })
    let screen = module.screen(for: .paywall, navigation: mock, send: { sent.append($0) })
    #expect(screen.content.last == "You have: pro")
    try await screen.actions[0].perform([:])
    try await screen.actions[1].perform([:])
    #expect(mock.calls == [.startCheckout])
    #expect(sent == [.notNowTapped])
    #expect(
      module.respond(to: .notNowTapped, in: NavigationState(tabs: ["home"] as [TabID])) == .dismiss)
  }

  @Test func digitalDeliveryReplacesShippingAndCompletionPurchases() async throws {
    let bought = Bought()
    let engine = try NavigationBus(
      store: NavigationStore(
        state: NavigationState(tabs: ["home"]), entitlements: GrantEverything()),
      shell: ShellConfiguration(tabs: [TabDeclaration("home")]),
      features: [
        PaywallFeature.registration(owned: { [] }, purchase: { plan in await bought.add(plan) })
      ]
    ).flows
    engine.conditions = { condition, flow in
      condition == .digitalOnly && CheckoutFlow.isDigitalOnly(flow.data)
    }
    let id = try engine.start("checkout")
    await #expect(throws: FlowError.self) { try await engine.advance(id, with: ["plan": "gold"]) }
    #expect(try await engine.advance(id, with: ["plan": "premium"]) == .step("digitalDelivery"))
    await #expect(throws: FlowError.self) { try await engine.advance(id, with: ["email": "x"]) }
    try await engine.advance(id, with: ["email": "a@b.c"])
    try await engine.advance(id, with: ["card": "4242424242424242"])
    #expect(try await engine.advance(id) == .completed)
    #expect(await bought.plans == ["premium"])
    #expect(CheckoutFlow.persists == false)
  }

  @Test func aMugIsShipped() {
    #expect(CheckoutFlow.isDigitalOnly(["plan": "pro"]))
    #expect(!CheckoutFlow.isDigitalOnly(["plan": "pro", "mug": "yes"]))
    #expect(
      CheckoutFlow.flowDeclaration.resolvedSteps(when: []).map(\.name)
        == ["cart", "shipping", "payment", "confirmation"])
  }
}

actor Bought {
  var plans: [String] = []
  func add(_ plan: String) { plans.append(plan) }
}

/// The module through a real bus: "Not now" closes the paywall it is shown in.
@MainActor
@Suite struct PaywallNavigationTests {
  @Test func notNowDismissesThePaywall() throws {
    var state = NavigationState(tabs: ["home"])
    try state.apply(.present(AnyRoute(PaywallRoute.paywall), style: .sheet))
    let store = try NavigationTestStore(
      state: state, shell: ShellConfiguration(tabs: [TabDeclaration("home")]),
      features: [PaywallFeature.registration(owned: { [] }, purchase: { _ in })],
      entitlements: GrantEverything())
    store.send(PaywallInteraction.notNowTapped) {
      try $0.apply(.dismiss(levels: 1))
    }
    #expect(store.state.presentationDepth == 0)
    store.finish()
  }
}

/// The checkout fields' rules, as a real payment form checks them.
@Suite struct CheckoutFieldsTests {
  @Test func cardNumbersAreTwelveToNineteenASCIIDigitsThatPassLuhn() {
    #expect(CheckoutFields.cardProblem("4242424242424242") == nil)
    #expect(CheckoutFields.cardProblem("4242 4242 4242 4242") == nil)
    #expect(CheckoutFields.cardProblem("4242424242424241")?.contains("not valid") == true)
    for bad in ["4242", "½½ⅧⅧ½½ⅧⅧ½½ⅧⅧ", "٤٢٤٢٤٢٤٢٤٢٤٢٤٢٤٢", "4242-4242-4242-4242", ""] {
      #expect(CheckoutFields.cardProblem(bad) == "a card number has 12 to 19 digits", "\(bad)")
    }
  }

  @Test func emailsAndAddresses() {
    #expect(CheckoutFields.emailProblem("ada@example.com") == nil)
    for bad in ["nobody", "a@b", "@example.com", "a@@b.c", "a b@c.d", "a@b..c", "a@b.c\u{0}"] {
      #expect(CheckoutFields.emailProblem(bad) != nil, "\(bad)")
    }
    #expect(CheckoutFields.addressProblem("1 Main Street") == nil)
    #expect(CheckoutFields.addressProblem(" ") == "an address is required")
    #expect(CheckoutFields.addressProblem("1\u{1B}[2J") != nil)
  }
}
