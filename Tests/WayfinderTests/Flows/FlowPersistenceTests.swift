import Foundation
import Testing
import Wayfinder

/// `persists: true` flows survive a relaunch with their step, history and data; others start over.
@MainActor
@Suite struct FlowPersistenceTests {
  /// Saves the state as the app would, "relaunches", and returns a new engine on the restored state.
  func relaunch(_ engine: FlowEngine) throws -> FlowEngine {
    let saved = try JSONEncoder().encode(engine.store.state.persistableState)
    let restored = try JSONDecoder().decode(NavigationState.self, from: saved)
    return try FlowFixtures.engine(state: restored).0
  }

  @Test func aPersistentFlowResumesWithItsStepHistoryAndData() async throws {
    let (engine, _) = try FlowFixtures.engine()
    let id = try engine.start("onboarding", presentation: .fullScreen)
    try await engine.advance(id)
    try await engine.advance(id, with: ["user": "ada"])
    try await engine.advance(id)
    try engine.back(id)
    let before = try #require(engine.flow(id))

    let next = try relaunch(engine)
    let restored = try #require(next.flow(id))
    #expect(restored == before)
    #expect(next.store.state.topRoute == .flowStep(flow: "onboarding", step: "accountSetup"))
    try await next.forward(id)
    #expect(next.flow(id)?.step == "complete")
    #expect(try await next.advance(id) == .completed)
  }

  @Test func aFlowThatDoesNotPersistIsDroppedWithWhatItShowed() async throws {
    let (engine, _) = try FlowFixtures.engine()
    try engine.store.apply(.push(CoreFixtures.detail(3)))
    let onboarding = try engine.start("onboarding")
    try await engine.advance(onboarding)
    let wizard = try engine.start("taskWizard")
    try await engine.advance(wizard, data: TaskDraft(title: "half done"))

    let saved = engine.store.state.persistableState
    #expect(saved.flows.map(\.id) == [onboarding])
    #expect(saved.tab("home")?.content.presentations == [])
    #expect(
      saved.tab("home")?.content.base.path == [
        CoreFixtures.detail(3), .flowStep(flow: "onboarding", step: "permissions"),
      ])

    let next = try relaunch(engine)
    #expect(next.flow(wizard) == nil)
    // Opening the wizard again starts over.
    let landing = try await next.open(flow: "taskWizard")
    #expect(landing.reason == .started)
    #expect(landing.step == "basicInfo")
    #expect(try next.data(of: landing.id, as: TaskDraft.self) == TaskDraft())
  }

  @Test func subflowsOfADroppedFlowAreDroppedToo() async throws {
    let (engine, _) = try FlowFixtures.engine()
    let id = try engine.start("checkout")
    try await engine.advance(id, with: ["items": "1"])
    try await engine.advance(id)
    #expect(engine.store.state.flows.count == 2)
    let saved = engine.store.state.persistableState
    #expect(saved.flows.isEmpty)
    #expect(saved.isWellFormed)
    #expect(saved.tab("home")?.content.presentations == [])
  }

  @Test func aPersistentFlowAboveADroppedOneIsKeptButNotShown() async throws {
    let (engine, _) = try FlowFixtures.engine()
    _ = try engine.start("taskWizard")
    let onboarding = try engine.start("onboarding", presentation: .sheet)
    let saved = engine.store.state.persistableState
    #expect(saved.flow(onboarding)?.host == nil)
    #expect(saved.tab("home")?.content.presentations == [])

    let restored = try JSONDecoder().decode(
      NavigationState.self, from: JSONEncoder().encode(saved))
    let next = try FlowFixtures.engine(state: restored).0
    let landing = try await next.open(flow: "onboarding")
    #expect(landing.reason == .resumed)
    #expect(next.store.state.topRoute == .flowStep(flow: "onboarding", step: "welcome"))
  }

  @Test func recheckGoesBackToTheFirstStepThatIsNoLongerValid() async throws {
    let (engine, _) = try FlowFixtures.engine()
    let id = try engine.start("onboarding")
    try await engine.advance(id)
    try await engine.advance(id)
    try await engine.advance(id, with: ["user": "ada"])
    #expect(engine.flow(id)?.step == "complete")
    // A restored snapshot whose data lost the user name.
    var state = engine.store.state
    state.flows[0].data = [:]
    let next = try FlowFixtures.engine(state: state).0
    let landing = try await next.recheck(id)
    #expect(landing.step == "accountSetup")
    #expect(landing.reason == .stoppedAtInvalidStep(message: "Choose a user name"))
    #expect(next.flow(id)?.step == "accountSetup")
    let valid = try await engine.recheck(id)
    #expect(valid.reason == .reachedRequestedStep)
    #expect(engine.flow(id)?.step == "complete")
  }

  @Test func aSnapshotWithDuplicateFlowsIsRejected() throws {
    var state = NavigationState(tabs: ["a"])
    state.flows = [
      ActiveFlow(flow: "onboarding", step: "welcome"), ActiveFlow(flow: "onboarding", step: "x"),
    ]
    let data = try JSONEncoder().encode(state)
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(NavigationState.self, from: data)
    }
  }

  @Test func anOlderSnapshotWithoutTheNewFieldsStillDecodes() throws {
    let json = #"{"flow":"onboarding","step":"permissions","history":["welcome"],"data":{}}"#
    let flow = try JSONDecoder().decode(ActiveFlow.self, from: Data(json.utf8))
    #expect(flow == ActiveFlow(flow: "onboarding", step: "permissions", history: ["welcome"]))
  }
}
