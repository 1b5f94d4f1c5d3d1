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
}
