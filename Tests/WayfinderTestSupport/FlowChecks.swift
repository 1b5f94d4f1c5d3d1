public import Testing
public import Wayfinder

/// Checks that any onboarding flow, generated or written by hand, orders its steps as
/// declared: `welcome`, `permissions` (skipped when `permissionsAlreadyGranted`),
/// `accountSetup` (replaced by `signIn` when `hasExistingAccount`), `complete`.
public enum OnboardingFlowChecks {
  /// The steps as the flow declares them.
  public static let declaredSteps: [FlowStepDeclaration] = [
    FlowStepDeclaration("welcome"),
    FlowStepDeclaration("permissions", skipWhen: .permissionsAlreadyGranted),
    FlowStepDeclaration("accountSetup"),
    FlowStepDeclaration("complete"),
    FlowStepDeclaration("signIn", replacing: "accountSetup", when: .hasExistingAccount),
  ]

  /// The step order for each set of conditions.
  public static let orders: [(conditions: Set<FlowCondition>, steps: [String])] = [
    ([], ["welcome", "permissions", "accountSetup", "complete"]),
    ([.hasExistingAccount], ["welcome", "permissions", "signIn", "complete"]),
    ([.permissionsAlreadyGranted], ["welcome", "accountSetup", "complete"]),
    ([.hasExistingAccount, .permissionsAlreadyGranted], ["welcome", "signIn", "complete"]),
    (["unrelated"], ["welcome", "permissions", "accountSetup", "complete"]),
  ]

  /// Runs every check on `Flow`.
  public static func expectOnboarding<Flow: NavigationFlow>(
    _ type: Flow.Type, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(Flow.flowPath == "onboarding", sourceLocation: sourceLocation)
    #expect(Flow.persists, sourceLocation: sourceLocation)
    #expect(Flow.flowSteps == declaredSteps, sourceLocation: sourceLocation)
    #expect(
      Flow.flowDeclaration
        == FlowDeclaration(name: "onboarding", persists: true, steps: declaredSteps),
      sourceLocation: sourceLocation)
    for (conditions, names) in orders {
      let steps = Flow.steps(when: conditions)
      #expect(steps.map(\.stepPath) == names, sourceLocation: sourceLocation)
    }
    for declared in declaredSteps {
      let step = Flow(stepPath: declared.name)
      #expect(step?.stepPath == declared.name, sourceLocation: sourceLocation)
    }
    #expect(Flow(stepPath: "Welcome") == nil, sourceLocation: sourceLocation)
    #expect(Flow(stepPath: "") == nil, sourceLocation: sourceLocation)
  }
}
