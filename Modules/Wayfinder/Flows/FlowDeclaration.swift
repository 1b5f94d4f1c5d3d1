/// A condition that the app evaluates when a flow reaches a step, by name.
///
/// ```swift
/// extension FlowCondition {
///   static let hasExistingAccount: FlowCondition = "hasExistingAccount"
/// }
/// ```
public struct FlowCondition: StringIdentifier {
  /// The condition's name.
  public let rawValue: String
  /// Creates a condition.
  /// - Parameter rawValue: The condition's name.
  public init(rawValue: String) { self.rawValue = rawValue }
}

/// One step of a flow as declared.
public struct FlowStepDeclaration: Sendable, Hashable, Codable {
  /// The step's name and link segment.
  public var name: String
  /// The step this one replaces when `branchCondition` holds.
  public var replacing: String?
  /// When this step replaces `replacing`.
  public var branchCondition: FlowCondition?
  /// When this step is skipped.
  public var skipCondition: FlowCondition?
  /// What the user needs to be shown this step (sign-in, an entitlement, a flag).
  public var requirement: Requirement?

  /// Creates a step declaration.
  /// - Parameters:
  ///   - name: The step's name.
  ///   - replacing: The step it replaces when `branchCondition` holds.
  ///   - branchCondition: When it replaces that step.
  ///   - skipCondition: When it is skipped.
  ///   - requirement: What the user needs to be shown this step.
  public init(
    _ name: String, replacing: String? = nil, when branchCondition: FlowCondition? = nil,
    skipWhen skipCondition: FlowCondition? = nil, requires requirement: Requirement? = nil
  ) {
    self.name = name
    self.replacing = replacing
    self.branchCondition = branchCondition
    self.skipCondition = skipCondition
    self.requirement = requirement
  }
}

/// A flow as declared: its link name, whether it persists, and its steps in order.
public struct FlowDeclaration: Sendable, Hashable, Codable {
  /// The flow's link name, for example `onboarding`.
  public var name: String
  /// Whether the flow survives relaunch.
  public var persists: Bool
  /// The steps in declared order, branches included.
  public var steps: [FlowStepDeclaration]
  /// What the user needs to start or move the flow (sign-in, an entitlement, a flag).
  public var requirement: Requirement?

  /// Creates a flow declaration.
  /// - Parameters:
  ///   - name: The flow's link name.
  ///   - persists: Whether the flow survives relaunch.
  ///   - steps: The steps in declared order.
  ///   - requirement: What the user needs to start or move the flow.
  public init(
    name: String, persists: Bool, steps: [FlowStepDeclaration],
    requires requirement: Requirement? = nil
  ) {
    self.name = name
    self.persists = persists
    self.steps = steps
    self.requirement = requirement
  }
}
