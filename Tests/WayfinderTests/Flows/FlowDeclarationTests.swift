import Testing
import Wayfinder

/// Step order for the conditions that hold: branches replace, skips drop.
@Suite struct FlowDeclarationTests {
  let onboarding = FlowFixtures.onboarding.declaration

  @Test func declaredOrderWithoutConditions() {
    #expect(
      onboarding.resolvedSteps(when: []).map(\.name) == [
        "welcome", "permissions", "accountSetup", "complete",
      ])
  }

  @Test func branchReplacesAndSkipDrops() {
    #expect(
      onboarding.resolvedSteps(when: [.hasExistingAccount, .permissionsAlreadyGranted]).map(\.name)
        == ["welcome", "signIn", "complete"])
  }

  @Test func aBranchCanItselfBeReplacedAndTheFirstBranchWins() {
    let flow = FlowDeclaration(
      name: "f", persists: false,
      steps: [
        FlowStepDeclaration("a"), FlowStepDeclaration("b"),
        FlowStepDeclaration("b1", replacing: "b", when: "one"),
        FlowStepDeclaration("b2", replacing: "b", when: "two"),
        FlowStepDeclaration("b1x", replacing: "b1", when: "three", skipWhen: "four"),
      ])
    #expect(flow.resolvedSteps(when: ["one", "two"]).map(\.name) == ["a", "b1"])
    #expect(flow.resolvedSteps(when: ["two"]).map(\.name) == ["a", "b2"])
    #expect(flow.resolvedSteps(when: ["one", "three"]).map(\.name) == ["a", "b1x"])
    #expect(flow.resolvedSteps(when: ["one", "three", "four"]).map(\.name) == ["a"])
    #expect(flow.slot(of: "b1x") == 1)
    #expect(flow.nextStep(after: "a", where: { $0 == "two" })?.name == "b2")
    #expect(flow.nextStep(after: "b2", where: { _ in true }) == nil)
  }

  @Test func positionCountsTheCurrentStepEvenWhenItWouldNowBeSkipped() {
    let place = onboarding.position(of: "permissions", where: { $0 == .permissionsAlreadyGranted })
    #expect(place?.position == 2)
    #expect(place?.count == 4)
    #expect(onboarding.position(of: "nope", where: { _ in false }) == nil)
  }

  @Test func circularBranchesAreAProblemNotAHang() {
    let flow = FlowDeclaration(
      name: "loop", persists: false,
      steps: [
        FlowStepDeclaration("x", replacing: "y", when: "c"),
        FlowStepDeclaration("y", replacing: "x", when: "c"),
        FlowStepDeclaration("z"),
      ])
    #expect(flow.problems.contains(.branchCycle(flow: "loop", step: "x")))
    #expect(flow.resolvedSteps(when: ["c"]).map(\.name) == ["z"])
  }

  @Test func emptyAndConditionlessDeclarationsAreProblems() {
    let empty = FlowDeclaration(name: "", persists: false, steps: [])
    #expect(empty.problems == [.emptyName, .noSteps(flow: "")])
    let noCondition = FlowDeclaration(
      name: "f", persists: false,
      steps: [FlowStepDeclaration("a"), FlowStepDeclaration("b", replacing: "a")])
    #expect(noCondition.problems == [.branchWithoutCondition(flow: "f", step: "b")])
    #expect(FlowFixtures.onboarding.declaration.problems.isEmpty)
  }

  @Test func theBuilderAcceptsConditionalsAndLoopsOverServerSteps() {
    let serverSteps = ["intro", "survey", "done"]
    let includeBonus = true
    let flow = FlowDefinition("server") {
      for name in serverSteps { FlowStep(name) }
      if includeBonus { FlowStep("bonus") } else { FlowStep("none") }
    }
    #expect(flow.declaration.steps.map(\.name) == ["intro", "survey", "done", "bonus"])
    #expect(flow.validateNow("intro", data: [:]) == .valid)
    #expect(
      FlowFixtures.onboarding.validateNow("accountSetup", data: [:])
        == .invalid("Choose a user name"))
  }
}
