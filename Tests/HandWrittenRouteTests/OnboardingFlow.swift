import Wayfinder
import WayfinderTestSupport

/// The sample flow written against the public protocol, without a macro.
enum OnboardingFlow: String, NavigationFlow {
  case welcome, permissions, accountSetup, complete, signIn

  static let flowPath = "onboarding"
  static let persists = true
  static let flowSteps: [FlowStepDeclaration] = [
    FlowStepDeclaration("welcome"),
    FlowStepDeclaration("permissions", skipWhen: .permissionsAlreadyGranted),
    FlowStepDeclaration("accountSetup"),
    FlowStepDeclaration("complete"),
    FlowStepDeclaration("signIn", replacing: "accountSetup", when: .hasExistingAccount),
  ]

  var stepPath: String { rawValue }

  init?(stepPath: String) { self.init(rawValue: stepPath) }
}
