public import Wayfinder

/// The paywall's entry point: the paywall screen and the checkout flow's behaviour and screens.
public struct PaywallModule: FeatureModule, ScreenRendering {
  /// The plans for sale.
  public static let plans = ["premium", "pro"]
  private let purchase: @Sendable (String) async -> Void
  private let owned: @MainActor @Sendable () -> [String]

  /// Creates the module.
  /// - Parameters:
  ///   - owned: The entitlements the user has.
  ///   - purchase: Grants a plan once checkout completes.
  public init(
    owned: @escaping @MainActor @Sendable () -> [String],
    purchase: @escaping @Sendable (String) async -> Void
  ) {
    self.owned = owned
    self.purchase = purchase
  }

  public func respond(
    to interaction: PaywallInteraction, in state: NavigationState
  )
    -> ModuleResponse<PaywallRoute>
  {
    switch interaction {
    case .notNowTapped: return .dismiss
    }
  }

  public func screen(for route: PaywallRoute, sink: any NavigationIntentSink) -> Screen {
    screen(
      for: route, navigation: LivePaywallNavigation(sink: sink),
      send: { sink.send(.interaction(AnyInteraction($0)), from: PaywallRoute.moduleKey) })
  }

  /// The screen of a route, with its actions bound to a handle and an interaction sender.
  @MainActor
  public func screen(
    for route: PaywallRoute, navigation: any PaywallNavigation,
    send: @escaping @MainActor (PaywallInteraction) -> Void
  ) -> Screen {
    let owned = self.owned()
    return Screen(
      title: "Upgrade",
      content: [
        "Premium: Insights and task analytics.", "Pro: Admin and bulk edit.",
        "You have: " + (owned.isEmpty ? "no plan" : owned.joined(separator: ", ")),
      ],
      actions: [
        ScreenAction("Checkout") { _ in navigation.startCheckout() },
        ScreenAction("Not now") { _ in send(.notNowTapped) },
      ])
  }

  /// Checkout as the engine runs it: a plan is chosen in the cart, shipping needs an address,
  /// digital delivery an email, payment a card number; completing it grants the plan.
  public var checkout: FlowDefinition<FlowFields> {
    let purchase = self.purchase
    return FlowDefinition(CheckoutFlow.flowDeclaration)
      .validate("cart") { data in
        guard let plan = data["plan"], Self.plans.contains(plan) else {
          return "choose a plan: flow next plan=premium or plan=pro"
        }
        return nil
      }
      .validate("shipping") { data in
        (data["address"] ?? "").isEmpty ? "an address is required: flow next address=TEXT" : nil
      }
      .validate("digitalDelivery") { data in
        (data["email"] ?? "").contains("@") ? nil : "an email is required: flow next email=TEXT"
      }
      .validate("payment") { data in
        let card = data["card"] ?? ""
        return card.count >= 4 && card.allSatisfy(\.isNumber)
          ? nil : "a card number is required: flow next card=DIGITS"
      }
      .presented(as: .sheet)
      .onComplete { data in
        if let plan = data["plan"] { await purchase(plan) }
      }
  }

  /// Whether checkout's cart holds only digital goods: no printed mug.
  /// - Parameter data: What checkout has collected.
  /// - Returns: `true` when shipping is not needed.
  public static func isDigitalOnly(_ data: FlowFields) -> Bool { data["mug"] != "yes" }

  /// What a step of checkout shows; the app adds the flow's own actions.
  /// - Parameters:
  ///   - step: The step.
  ///   - data: What checkout has collected.
  /// - Returns: The screen.
  public func checkoutScreen(step: String, data: FlowFields) -> Screen {
    let plan = data["plan"] ?? "(none)"
    switch step {
    case "cart":
      return Screen(
        title: "Checkout: cart",
        content: [
          "Plan: \(plan)", "Choose with: flow next plan=premium|pro [mug=yes for a printed mug]",
        ])
    case "shipping":
      return Screen(
        title: "Checkout: shipping",
        content: ["The mug is shipped.", "Enter an address: flow next address=TEXT"])
    case "digitalDelivery":
      return Screen(
        title: "Checkout: digital delivery",
        content: ["Everything is digital.", "Enter an email: flow next email=TEXT"])
    case "payment":
      return Screen(
        title: "Checkout: payment", content: ["Plan: \(plan)", "Pay with: flow next card=DIGITS"])
    default:
      return Screen(
        title: "Checkout: confirmation",
        content: ["Plan: \(plan)", "flow next completes the purchase"])
    }
  }
}
