import ShowcaseApp
import Testing
import Wayfinder

/// What is on screen: a feature's route, a flow's step with the flow's actions, a scene's root,
/// and the link of each.
@MainActor
@Suite struct ShowcaseScreensTests {
  @Test func theStartIsTheDashboard() throws {
    let app = try Showcase(storeAt: nil)
    #expect(app.screens.visible().title == "Dashboard")
    #expect(app.screens.currentLink == .success("archery://app/dashboard"))
  }

  @Test func aFlowStepShowsItsProgressAndTheFlowsActions() throws {
    let app = try Showcase(storeAt: nil)
    #expect(
      app.bus.send(.link("archery://app/flow/taskWizard"), source: .link)
        == .landed(
          FlowLanding(id: "taskWizard", step: "basicInfo", requested: nil, reason: .started)))
    let screen = app.screens.visible()
    #expect(screen.title == "New task: basic info")
    #expect(screen.content.first == "Step 1 of 4")
    #expect(screen.actions.map(\.label) == ["Next", "Back", "Cancel"])
    #expect(screen.inputs == ["title", "notes"])
    #expect(screen.actions.first?.inputs == ["title", "notes"])
    #expect(app.screens.currentLink == .success("archery://app/flow/taskWizard/step/basicInfo"))
  }

  @Test func aSceneOpenedAloneShowsItsRootScreen() throws {
    let app = try Showcase(storeAt: nil)
    #expect(
      app.bus.send(.link("archery://app/scene/window/preferences"), source: .link) == .applied)
    let screen = app.screens.visible()
    #expect(screen.title == "Preferences: general", "the window's root route, drawn by Settings")
    #expect(screen.actions.last?.label == "Close window")
    #expect(app.screens.currentLink == .success("archery://app/scene/window/preferences"))
  }
}
