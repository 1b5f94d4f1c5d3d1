public import Wayfinder

extension Requirement {
  /// The plan that unlocks the task analytics, and the showcase's Insights tab.
  public static let premium = Requirement.entitlement("premium")
  /// The plan that unlocks editing several tasks at once, and the showcase's Admin tab.
  public static let pro = Requirement.entitlement("pro")
  /// The feature flag that the task wizard is behind.
  public static let wizard = Requirement.featureFlag("wizard")
}
