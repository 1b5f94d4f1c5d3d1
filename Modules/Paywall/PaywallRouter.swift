public import Wayfinder

/// The paywall's router, screens and checkout.
package struct PaywallRouter: FeatureRouter {
  /// The plans for sale.
  package static let plans = ["premium", "pro"]
  private let purchase: @Sendable (String) async -> Void
  private let owned: @MainActor @Sendable () -> [String]

  /// Creates the module.
  /// - Parameters:
  ///   - owned: The entitlements the user has.
  ///   - purchase: Grants a plan once checkout completes.
  package init(
    owned: @escaping @MainActor @Sendable () -> [String],
    purchase: @escaping @Sendable (String) async -> Void
  ) {
    self.owned = owned
    self.purchase = purchase
  }

  package func respond(
    to interaction: PaywallInteraction, in state: NavigationState
  )
    -> ModuleResponse<PaywallRoute>
  {
    switch interaction {
    case .notNowTapped: return .dismiss
    }
  }

  @MainActor
  package func screen(for route: PaywallRoute, sink: any NavigationIntentSink) -> Screen {
    screen(
      for: route, navigation: LivePaywallNavigation(sink: sink),
      send: { sink.send(.interaction(AnyInteraction($0)), from: PaywallRoute.moduleKey) })
  }

  /// The screen of a route, with its actions bound to a handle and an interaction sender.
  @MainActor
  package func screen(
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
  /// The checkout: a plan that the cart validated, then shipping or digital delivery, payment
  /// and confirmation; completing it buys the plan.
  package func checkout(
    _ definition: FlowDefinition<FlowFields>
  ) -> FlowDefinition<FlowFields> {
    let purchase = self.purchase
    return
      definition
      .validate(CheckoutFlow.cart) { data in
        guard let plan = data["plan"], Self.plans.contains(plan) else {
          return "choose a plan: " + Self.plans.joined(separator: " or ")
        }
        return nil
      }
      .validate(CheckoutFlow.shipping) { data in
        CheckoutFields.addressProblem(data["address"] ?? "")
      }
      .validate(CheckoutFlow.digitalDelivery) { data in
        CheckoutFields.emailProblem(data["email"] ?? "")
      }
      .validate(CheckoutFlow.payment) { data in CheckoutFields.cardProblem(data["card"] ?? "") }
      .collects(["plan", "mug"], at: CheckoutFlow.cart)
      .collects(["address"], at: CheckoutFlow.shipping)
      .collects(["email"], at: CheckoutFlow.digitalDelivery)
      .collects(["card"], at: CheckoutFlow.payment)
      .collects([], at: CheckoutFlow.confirmation)
      // The card and the email never reach a log, an analytics line or a saved state.
      .sensitive(["card", "email"])
      .presented(as: .sheet)
      // A payment sheet is not swiped away by accident: its Cancel closes it, and cancels it.
      .refusesInteractiveDismissal()
      .cancelsWhenDismissed()
      // The plan is the one the cart validated: no later step can change it.
      .onComplete { data in
        if let plan = data["plan"] { await purchase(plan) }
      }
  }

  /// The screen of a checkout step.
  /// - Parameters:
  ///   - step: The step.
  ///   - data: What the checkout has collected so far.
  /// - Returns: The screen, with the values the step collects.
  package static func checkoutScreen(_ step: CheckoutFlow, data: FlowFields) -> Screen {
    let plan = data["plan"] ?? "(none)"
    switch step {
    case .cart:
      return Screen(
        title: "Checkout: cart",
        content: [
          "Plan: \(plan)", "Plans: " + plans.joined(separator: ", "),
          "Add a printed mug with mug=yes.",
        ])
    case .shipping:
      return Screen(
        title: "Checkout: shipping", content: ["The mug is shipped."])
    case .digitalDelivery:
      return Screen(
        title: "Checkout: digital delivery", content: ["Everything is digital."])
    case .payment:
      return Screen(title: "Checkout: payment", content: ["Plan: \(plan)"])
    case .confirmation:
      return Screen(
        title: "Checkout: confirmation", content: ["Plan: \(plan)", "Next completes the purchase."])
    }
  }
}

extension CheckoutFlow {
  /// Whether a checkout's cart holds nothing that needs shipping.
  /// - Parameter data: What the checkout has collected so far.
  /// - Returns: `true` unless a printed mug is in the cart.
  public static func isDigitalOnly(_ data: FlowFields) -> Bool { data["mug"] != "yes" }
}

/// The Paywall feature's entry point.
public enum PaywallFeature {
  /// The feature's routes, their screens, its checkout and what its interactions mean.
  /// - Parameters:
  ///   - owned: The plans the user has.
  ///   - purchase: Buys a plan once the checkout completes.
  /// - Returns: The registration, for the app's bus builder and flow engine.
  public static func registration(
    owned: @escaping @MainActor @Sendable () -> [String],
    purchase: @escaping @Sendable (String) async -> Void
  ) -> FeatureRegistration {
    let module = PaywallRouter(owned: owned, purchase: purchase)
    return FeatureRegistration("paywall")
      .routes(module) { module.screen(for: $0, sink: $1) }
      .flow(CheckoutFlow.self, screen: PaywallRouter.checkoutScreen, define: module.checkout)
  }
}
