public import Wayfinder

extension Requirement {
  /// The fixtures' paid plan.
  public static let premium = Requirement.entitlement("premium")
  /// The fixtures' second plan.
  public static let pro = Requirement.entitlement("pro")
}
