/// A requirement that a request meets on its way.
public struct RequirementUse: Hashable, Sendable, CustomStringConvertible {
  /// What needs it.
  public var subject: GatedSubject
  /// What it needs.
  public var requirement: Requirement
  /// For a tab, how it appears while the requirement is unmet.
  public var behavior: LockedBehavior?

  /// Creates a use of a requirement.
  /// - Parameters:
  ///   - subject: What needs it.
  ///   - requirement: What it needs.
  ///   - behavior: For a tab, how it appears while the requirement is unmet.
  public init(subject: GatedSubject, requirement: Requirement, behavior: LockedBehavior? = nil) {
    self.subject = subject
    self.requirement = requirement
    self.behavior = behavior
  }

  public var description: String { "\(subject) needs \(requirement)" }
}
