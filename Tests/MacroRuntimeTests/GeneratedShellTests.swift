import Testing
import Wayfinder
import WayfinderTestSupport

@Suite struct GeneratedShellTests {
  @Test func shellListsTabsScenesAndFlows() {
    var scenes = [
      SceneDeclaration(.window("preferences"), title: "Preferences"),
      SceneDeclaration(.settings),
    ]
    #if os(visionOS)
    scenes.append(SceneDeclaration(.immersive("taskViewer"), immersion: .full))
    #endif
    let expected = ShellConfiguration(
      tabs: [
        TabDeclaration("dashboard"),
        TabDeclaration("tasks"),
        TabDeclaration("insights", requirement: .premium, behavior: .locked),
        TabDeclaration("admin", requirement: .pro, behavior: .hidden),
        TabDeclaration("settings"),
      ],
      scenes: scenes,
      flows: [ShowcaseShell.TaskCreationFlow.flowDeclaration, OnboardingFlow.flowDeclaration])
    #expect(ShowcaseShell.shell == expected)
    #expect(
      ShowcaseShell.shell.linkRoots
        == ["dashboard", "tasks", "insights", "admin", "settings", "flow", "scene"])
  }

  @Test func theShellNamesItsTabsAndScenesAsTheShellDeclaresThem() {
    // Each constant is the identifier the shell's own declaration uses, in the same order.
    let tabs: [TabID] = [
      ShowcaseShell.dashboard, ShowcaseShell.tasks, ShowcaseShell.insights, ShowcaseShell.admin,
      ShowcaseShell.settings,
    ]
    #expect(tabs == ShowcaseShell.shell.tabs.map(\.id))
    var scenes: [SceneID] = [ShowcaseShell.preferencesWindow, ShowcaseShell.appSettings]
    #if os(visionOS)
    scenes.append(ShowcaseShell.taskViewerSpace)
    #endif
    #expect(scenes == ShowcaseShell.shell.scenes.map(\.id))
  }

  @Test func aFlowIsNamedByItsEnum() {
    #expect(
      FlowRequest.open(ShowcaseShell.TaskCreationFlow.self, at: .scheduling)
        == .open("taskWizard", at: "scheduling"))
    #expect(FlowRequest.open(OnboardingFlow.self) == .open(OnboardingFlow.flowPath))
    #expect(
      FlowRequest.start(ShowcaseShell.TaskCreationFlow.self, presentation: .sheet)
        == .start("taskWizard", presentation: .sheet))
  }
}
