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
      case .openTasks: return .selectTab("tasks")
      case .startOnboarding: return .flow(.open("onboarding"))
      }
    }
    bus.mapInteractions(OnboardingNavigationOutput.self) { _ in .flow(.open("onboarding")) }
    bus.mapInteractions(TasksNavigationOutput.self) { output in
      switch output {
      case .startTaskCreation: return .flow(.open("taskWizard"))
      case .openViewer(let id):
        return .commands([
          .openScene(
            .immersive("taskViewer"), root: AnyRoute(TaskViewerRoute.task(id: id)),
            immersion: .mixed)
        ])
      }
    }
    bus.mapInteractions(TaskViewerNavigationOutput.self) { _ in
      .commands([.closeScene(.immersive("taskViewer"))])
    }
    bus.mapInteractions(PaywallNavigationOutput.self) { _ in .flow(.open("checkout")) }
    bus.mapInteractions(SettingsNavigationOutput.self) { output in
      switch output {
      case .openPreferences:
        return .commands([
          .openScene(
            .window("preferences"), root: AnyRoute(PreferencesRoute.general), immersion: nil)
        ])
      case .openSettingsPane:
        return .commands([
          .openScene(.settings, root: AnyRoute(SettingsPaneRoute.appearance), immersion: nil)
        ])
      }
    }
    bus.mapInteractions(PreferencesNavigationOutput.self) { _ in
      .commands([.closeScene(.window("preferences"))])
    }
    bus.mapInteractions(SettingsPaneNavigationOutput.self) { _ in
      .commands([.closeScene(.settings)])
    }
  }
}
