import Wayfinder

extension Requirement {
  /// The fixtures' paid plan.
  static let premium = Requirement.entitlement("premium")
  /// The fixtures' second plan.
  static let pro = Requirement.entitlement("pro")
}
