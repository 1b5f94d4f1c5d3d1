import Testing
import Wayfinder
import WayfinderTestSupport

@Suite struct GeneratedFlowTests {
  @Test func stepsComeOutInDeclaredOrderWithBranchesApplied() {
    OnboardingFlowChecks.expectOnboarding(OnboardingFlow.self)
  }

  @Test func nestedFlowsConformToo() {
    #expect(
      ShowcaseShell.TaskCreationFlow.steps() == [.basicInfo, .scheduling, .priority, .review])
    #expect(ShowcaseShell.TaskCreationFlow.persists == false)
  }
}
