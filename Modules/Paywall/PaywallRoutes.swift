public import Wayfinder

/// The paywall, which the app shows wherever an entitlement is missing.
@Route(path: "paywall")
public enum PaywallRoute {
  @Presents(.sheet)
  case paywall
}

/// Checkout: cart, shipping, payment, confirmation; digital delivery replaces shipping when
/// nothing in the cart is physical. Not kept across launches.
@Flow(path: "checkout", persists: false)
public enum CheckoutFlow {
  case cart
  case shipping
  case payment
  case confirmation

  @Branch(replacing: "shipping", when: .digitalOnly)
  case digitalDelivery
}

extension FlowCondition {
  /// Nothing in the cart needs shipping.
  public static let digitalOnly: FlowCondition = "digitalOnly"
}

/// What the user does on the paywall.
public enum PaywallInteraction: ModuleInteraction {
  /// The user tapped "Not now".
  case notNowTapped
  public static let moduleKey: ModuleKey = PaywallRoute.moduleKey
}

/// What the paywall asks of navigation.
@FeatureNavigation(route: PaywallRoute.self)
@MainActor
public protocol PaywallNavigation {
  /// Starts checkout.
  func startCheckout()
  /// Dismisses the paywall.
  func dismiss()
}
