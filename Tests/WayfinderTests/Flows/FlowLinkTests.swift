import Testing
import Wayfinder

/// `/flow/{name}/step/{step}`: a link never skips the validation of the steps before its step.
@MainActor
@Suite struct FlowLinkTests {
  @Test func aLinkWithoutStepStartsTheFlow() async throws {
    let (engine, _) = try FlowFixtures.engine()
    let landing = try await engine.open(flow: "onboarding")
    #expect(
      landing == FlowLanding(id: "onboarding", step: "welcome", requested: nil, reason: .started))
    #expect(engine.store.state.topRoute == .flowStep(flow: "onboarding", step: "welcome"))
  }

  @Test func aLinkIntoAStepStopsAtTheFirstStepThatIsNotYetValid() async throws {
    let (engine, _) = try FlowFixtures.engine()
    let landing = try await engine.open(flow: "taskWizard", at: "review")
    #expect(landing.step == "basicInfo")
    #expect(landing.requested == "review")
    #expect(landing.reason == .stoppedAtInvalidStep(message: "Enter a title"))
    #expect(engine.store.state.topRoute == .flowStep(flow: "taskWizard", step: "basicInfo"))
  }

  @Test func aLinkUsesTheDataTheFlowHasAndRunsAsyncValidation() async throws {
    let (engine, _) = try FlowFixtures.engine()
    let id = try engine.start("taskWizard")
    try await engine.advance(id, data: TaskDraft(title: "t"))
    try engine.back(id)
    let landing = try await engine.open(flow: "taskWizard", at: "review")
    #expect(landing.step == "scheduling")
    #expect(landing.reason == .stoppedAtInvalidStep(message: "Pick a due date"))
    #expect(engine.flow(id)?.history == ["basicInfo"])
  }

  @Test func aLinkReachesTheStepWhenEveryEarlierStepIsValid() async throws {
    let (engine, _) = try FlowFixtures.engine()
    let id = try engine.start("taskWizard")
    try await engine.advance(id, data: TaskDraft(title: "t", due: "d", priority: 3))
    try engine.back(id)
    let landing = try await engine.open(flow: "taskWizard", at: "review")
    #expect(
      landing
        == FlowLanding(id: id, step: "review", requested: "review", reason: .reachedRequestedStep))
    #expect(engine.flow(id)?.history == ["basicInfo", "scheduling", "priority"])
    #expect(engine.progress(of: id)?.position == 4)
  }

  @Test func aLinkToAnEarlierStepGoesBackWithoutValidation() async throws {
    let (engine, _) = try FlowFixtures.engine()
    let id = try engine.start("onboarding")
    try await engine.advance(id)
    try await engine.advance(id, with: ["user": "ada"])
    let landing = try await engine.open(flow: "onboarding", at: "welcome")
    #expect(landing.reason == .reachedRequestedStep)
    #expect(engine.flow(id)?.step == "welcome")
    #expect(engine.flow(id)?.forward == ["accountSetup", "permissions"])
  }

  /// A number is a position on the declared main line, as the link resolver reads it: welcome,
  /// permissions, accountSetup, complete, whatever the conditions.
  @Test func aStepByNumberIsAPositionOnTheDeclaredMainLine() async throws {
    let (engine, _) = try FlowFixtures.engine(conditions: holding([.permissionsAlreadyGranted]))
    let landing = try await engine.open(flow: "onboarding", at: "3")
    #expect(landing.requested == "accountSetup")
    #expect(landing.step == "accountSetup")
    #expect(landing.reason == .reachedRequestedStep)
  }

  @Test func aSkippedPositionLandsOnTheStepThatFollows() async throws {
    let (engine, _) = try FlowFixtures.engine(conditions: holding([.permissionsAlreadyGranted]))
    // Position 2 is permissions, skipped when permissions are granted: accountSetup follows.
    let byNumber = try await engine.open(flow: "onboarding", at: "2")
    #expect(byNumber.requested == "accountSetup")
    #expect(byNumber.step == "accountSetup")
    try await engine.cancel(byNumber.id)
    let byName = try await engine.open(flow: "onboarding", at: "permissions")
    #expect(byName.step == "accountSetup")
  }

  @Test func aReplacedMainLineStepLandsOnTheBranchThatReplacesIt() async throws {
    let (engine, _) = try FlowFixtures.engine(
      conditions: holding([.permissionsAlreadyGranted, .hasExistingAccount]))
    let landing = try await engine.open(flow: "onboarding", at: "accountSetup")
    #expect(landing.requested == "signIn")
    #expect(landing.step == "signIn")
    #expect(landing.reason == .reachedRequestedStep)
  }

  @Test func aLinkToABranchStepOffThePathIsRefusedWithoutChange() async throws {
    let (engine, _) = try FlowFixtures.engine()
    await #expect(throws: FlowError.self) {
      try await engine.open(flow: "onboarding", at: "signIn")
    }
    #expect(engine.store.state.flows.isEmpty)
    await #expect(throws: FlowError.self) { try await engine.open(flow: "onboarding", at: "9") }
    await #expect(throws: FlowError.self) { try await engine.open(flow: "onboarding", at: "nope") }
    await #expect(throws: FlowError.navigation(.unknownFlow("nope", known: engine.flowNames))) {
      try await engine.open(flow: "nope")
    }
    #expect(engine.store.state == NavigationState(tabs: FlowFixtures.tabs))
  }

  @Test func aLinkStopsAtAStepThatRunsASubflow() async throws {
    let (engine, _) = try FlowFixtures.engine()
    let id = try engine.start("checkout")
    try await engine.advance(id, with: ["items": "1"])
    let landing = try await engine.open(flow: "checkout", at: "confirmation")
    #expect(landing.step == "payment")
    #expect(
      landing.reason
        == .stoppedAtInvalidStep(message: "step 'payment' runs the sub-flow 'payment' first"))
    #expect(engine.store.state.flows.map(\.flow) == ["checkout", "payment"])
  }

  @Test func startAtAStepIsALinkIntoANewInstance() async throws {
    let (engine, _) = try FlowFixtures.engine()
    let landing = try await engine.start("onboarding", at: "accountSetup", presentation: .sheet)
    #expect(landing.reason == .reachedRequestedStep)
    #expect(engine.flow(landing.id)?.history == ["welcome", "permissions"])
    #expect(engine.store.state.presentationDepth == 1)
  }
}
