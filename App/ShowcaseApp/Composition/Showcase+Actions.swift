import Dashboard
import Onboarding
import Paywall
import Settings
import Tasks
import Wayfinder

extension Showcase {
  /// Says what the handles' requests that are not routes mean in this app: a tab, a flow, a
  /// scene to open or close.
  /// - Parameter bus: The bus being built.
  static func mapActions(in bus: inout NavigationBus.Builder) {
    bus.mapActions(of: DashboardRoute.moduleKey) { name, _ in
      switch name {
      case "openTasks": return .selectTab("tasks")
      case "startOnboarding": return .flow(.open("onboarding"))
      default: return nil
      }
    }
    bus.mapActions(of: OnboardingRoute.moduleKey) { name, _ in
      name == "startOnboarding" ? .flow(.open("onboarding")) : nil
    }
    bus.mapActions(of: TasksRoute.moduleKey) { name, arguments in
      switch name {
      case "startTaskCreation": return .flow(.open("taskWizard"))
      case "openViewer":
        guard let id = arguments.first else { return nil }
        return .commands([
          .openScene(
            .immersive("taskViewer"), root: AnyRoute(TaskViewerRoute.task(id: id)),
            immersion: .mixed)
        ])
      default: return nil
      }
    }
    bus.mapActions(of: TaskViewerRoute.moduleKey) { name, _ in
      name == "close" ? .commands([.closeScene(.immersive("taskViewer"))]) : nil
    }
    bus.mapActions(of: PaywallRoute.moduleKey) { name, _ in
      name == "startCheckout" ? .flow(.open("checkout")) : nil
    }
    bus.mapActions(of: SettingsRoute.moduleKey) { name, _ in
      switch name {
      case "openPreferences":
        return .commands([
          .openScene(
            .window("preferences"), root: AnyRoute(PreferencesRoute.general), immersion: nil)
        ])
      case "openSettingsPane":
        return .commands([
          .openScene(.settings, root: AnyRoute(SettingsPaneRoute.appearance), immersion: nil)
        ])
      default: return nil
      }
    }
    bus.mapActions(of: PreferencesRoute.moduleKey) { name, _ in
      name == "closeWindow" ? .commands([.closeScene(.window("preferences"))]) : nil
    }
    bus.mapActions(of: SettingsPaneRoute.moduleKey) { name, _ in
      name == "closePane" ? .commands([.closeScene(.settings)]) : nil
    }
  }
}
