import Onboarding
import Paywall
import Tasks
public import Wayfinder

/// The showcase's shell: its tabs, scenes and flows. Scenes are declared on every platform: on
/// one that cannot show a scene kind, the capability table says how it appears instead.
@AppShell(flows: [OnboardingFlow.self, TaskCreationFlow.self, CheckoutFlow.self])
@MainActor
public enum ShowcaseShell {
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

  @ImmersiveSpace(id: "taskViewer", style: .mixed)
  struct TaskViewerSpace {}
}
