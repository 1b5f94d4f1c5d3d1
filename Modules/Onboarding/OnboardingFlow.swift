public import Wayfinder

/// The onboarding flow, kept across launches. Sign-in replaces account setup for a user who
/// already has an account; permissions are skipped when they were granted before.
@Flow(path: "onboarding", persists: true)
public enum OnboardingFlow {
  case welcome

  @Skip(when: .permissionsAlreadyGranted)
  case permissions

  case accountSetup
  case complete

  @Branch(replacing: "accountSetup", when: .hasExistingAccount)
  case signIn
}

/// The onboarding's screens outside the flow.
@Route(path: "onboarding")
public enum OnboardingRoute {
  /// A sheet that offers the tour again.
  @Presents(.sheet)
  case tour
}

/// What the user does in the onboarding feature.
public enum OnboardingInteraction: ModuleInteraction {
  /// The user closed the tour sheet.
  case closeTapped
  public static let moduleKey: ModuleKey = OnboardingRoute.moduleKey
}

/// What the onboarding feature asks of navigation.
@FeatureNavigation(route: OnboardingRoute.self)
@MainActor
public protocol OnboardingNavigation {
  /// Starts the onboarding flow.
  func startOnboarding()
  /// Dismisses the top presentation.
  func dismiss()
}

extension FlowCondition {
  /// The user already has an account: sign in instead of creating one.
  public static let hasExistingAccount: FlowCondition = "hasExistingAccount"
  /// The app's permissions were granted before: nothing to ask.
  public static let permissionsAlreadyGranted: FlowCondition = "permissionsAlreadyGranted"
}
