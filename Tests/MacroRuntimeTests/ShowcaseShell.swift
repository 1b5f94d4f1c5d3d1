import Wayfinder

@AppShell(flows: [OnboardingFlow.self])
@MainActor
enum ShowcaseShell {
  enum Tab: CaseIterable {
    case dashboard
    case tasks

    @Requires(.premium, behavior: .locked)
    case insights

    @Requires(.pro, behavior: .hidden)
    case admin

    case settings
  }

  @Window(id: "preferences", title: "Preferences")
  struct PreferencesWindow {}

  @Settings
  struct AppSettings {}

  #if os(visionOS)
  @ImmersiveSpace(id: "taskViewer", style: .full)
  struct TaskViewerSpace {}
  #endif

  @Flow(path: "taskWizard")
  enum TaskCreationFlow {
    case basicInfo
    case scheduling
    case priority
    case review
  }
}
