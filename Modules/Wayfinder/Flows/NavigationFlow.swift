/// A flow: an enum whose cases are the steps of a wizard, an onboarding or a checkout.
///
/// `@Flow` generates the conformance; it can also be written by hand:
///
/// ```swift
/// enum CheckoutFlow: NavigationFlow {
///   case cart, shipping, digitalDelivery, confirmation
///
///   static let flowPath = "checkout"
///   static let persists = false
///   static let flowSteps: [FlowStepDeclaration] = [
///     FlowStepDeclaration("cart"),
///     FlowStepDeclaration("shipping"),
///     FlowStepDeclaration("digitalDelivery", replacing: "shipping", when: "digitalOnly"),
///     FlowStepDeclaration("confirmation"),
///   ]
///   var stepPath: String { ... }
///   init?(stepPath: String) { ... }
/// }
/// ```
public protocol NavigationFlow: Hashable, Sendable {
  /// The flow's link name, for example `onboarding` in `/flow/onboarding/step/welcome`.
  static var flowPath: String { get }
  /// Whether the flow survives relaunch.
  static var persists: Bool { get }
  /// Every step in declared order, with its branch and skip conditions.
  static var flowSteps: [FlowStepDeclaration] { get }
  /// What the user needs to start or move the flow; `nil` for nothing.
  static var flowRequirement: Requirement? { get }
  /// This step's link name, for example `welcome`.
  var stepPath: String { get }
  /// The step with the given link name.
  /// - Parameter stepPath: The link name.
  init?(stepPath: String)
}

extension NavigationFlow {
  /// No requirement: what a flow declares unless it says otherwise.
  public static var flowRequirement: Requirement? { nil }

  /// The flow as shared data, for the shell configuration and the flow engine.
  public static var flowDeclaration: FlowDeclaration {
    FlowDeclaration(name: flowPath, persists: persists, steps: flowSteps, requires: flowRequirement)
  }

  /// The steps the user walks through when exactly `conditions` hold, branches and skips
  /// applied.
  /// - Parameter conditions: The conditions that hold.
  /// - Returns: The steps in order.
  public static func steps(when conditions: Set<FlowCondition> = []) -> [Self] {
    flowDeclaration.resolvedSteps(when: conditions).compactMap { Self(stepPath: $0.name) }
  }
}
