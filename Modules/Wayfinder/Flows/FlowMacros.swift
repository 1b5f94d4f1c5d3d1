/// Makes a flow enum a ``NavigationFlow``: its cases are its steps in order.
///
/// ```swift
/// @Flow(path: "onboarding", persists: true)
/// enum OnboardingFlow {
///   case welcome
///   @Skip(when: .permissionsAlreadyGranted)
///   case permissions
///   case accountSetup
///   case complete
///
///   @Branch(replacing: "accountSetup", when: .hasExistingAccount)
///   case signIn
/// }
/// ```
/// - Parameters:
///   - path: The flow's link name, for example `onboarding`.
///   - persists: Whether the flow survives relaunch.
///   - requires: What the user needs to start or move the flow (sign-in, an entitlement, a
///     flag): the guards check it on every move, with a redirect that resumes the move.
@attached(
  extension, conformances: NavigationFlow,
  names: named(flowPath), named(persists), named(flowSteps), named(flowRequirement),
  named(stepPath), named(init(stepPath:)))
public macro Flow(path: String, persists: Bool = false, requires: Requirement? = nil) =
  #externalMacro(module: "WayfinderMacros", type: "FlowMacro")

/// Makes a step take the place of another step when a condition holds. Read by `@Flow`.
///
/// The replaced step is named by its case name as a string: an attribute's arguments are
/// checked before the enum they annotate exists, so `.accountSetup` could not be resolved.
/// `@Flow` checks the name and offers the closest step when it is misspelt.
/// - Parameters:
///   - replacing: The name of the step to replace.
///   - condition: When the replacement happens.
@attached(peer)
public macro Branch(replacing: String, when condition: FlowCondition) =
  #externalMacro(module: "WayfinderMacros", type: "BranchMacro")

/// Leaves a step out when a condition holds. Read by `@Flow`.
/// - Parameter condition: When the step is skipped.
@attached(peer)
public macro Skip(when condition: FlowCondition) =
  #externalMacro(module: "WayfinderMacros", type: "SkipMacro")
