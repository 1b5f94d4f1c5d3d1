import Dashboard
import Onboarding
import Paywall
import Settings
import Tasks
import Wayfinder

extension Showcase {
  /// Says what the handles' requests that are not routes (their typed `Output` enums) mean in
  /// this app: a tab, a flow, a scene to open or close.
  /// - Parameter bus: The bus being built.
  static func mapOutputs(in bus: inout NavigationBus.Builder) {
    bus.mapInteractions(DashboardNavigationOutput.self) { output in
      switch output {
      case .openTasks: return .selectTab(ShowcaseShell.tasks)
      case .startOnboarding: return .flow(.open(OnboardingFlow.self))
      }
    }
    bus.mapInteractions(OnboardingNavigationOutput.self) { _ in .flow(.open(OnboardingFlow.self)) }
    bus.mapInteractions(TasksNavigationOutput.self) { output in
      switch output {
      case .startTaskCreation: return .flow(.open(TaskCreationFlow.self))
      case .openViewer(let id):
        return .commands([
          .openScene(
            ShowcaseShell.taskViewerSpace, root: AnyRoute(TaskViewerRoute.task(id: id)),
            immersion: .mixed)
        ])
      }
    }
    bus.mapInteractions(TaskViewerNavigationOutput.self) { _ in
      .commands([.closeScene(ShowcaseShell.taskViewerSpace)])
    }
    bus.mapInteractions(PaywallNavigationOutput.self) { _ in .flow(.open(CheckoutFlow.self)) }
    bus.mapInteractions(SettingsNavigationOutput.self) { output in
      switch output {
      case .openPreferences:
        return .commands([
          .openScene(
            ShowcaseShell.preferencesWindow, root: AnyRoute(PreferencesRoute.general),
            immersion: nil)
        ])
      case .openSettingsPane:
        return .commands([
          .openScene(
            ShowcaseShell.appSettings, root: AnyRoute(SettingsPaneRoute.appearance),
            immersion: nil)
        ])
      }
    }
    bus.mapInteractions(PreferencesNavigationOutput.self) { _ in
      .commands([.closeScene(ShowcaseShell.preferencesWindow)])
    }
    bus.mapInteractions(SettingsPaneNavigationOutput.self) { _ in
      .commands([.closeScene(ShowcaseShell.appSettings)])
    }
  }
}
