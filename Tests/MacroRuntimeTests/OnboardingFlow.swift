import Wayfinder
import WayfinderTestSupport

@Flow(path: "onboarding", persists: true)
enum OnboardingFlow {
  case welcome

  @Skip(when: .permissionsAlreadyGranted)
  case permissions

  case accountSetup
  case complete

  @Branch(replacing: "accountSetup", when: .hasExistingAccount)
  case signIn
}
