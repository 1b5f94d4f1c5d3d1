public import Wayfinder

/// The onboarding feature's entry point: the flow's behaviour and screens, and the tour sheet.
public struct OnboardingModule: FeatureModule, ScreenRendering {
  /// Creates the module.
  public init() {}

  public func respond(
    to interaction: OnboardingInteraction, in state: NavigationState
  )
    -> ModuleResponse<OnboardingRoute>
  {
    switch interaction {
    case .closeTapped: return .dismiss
    }
  }

  public func screen(for route: OnboardingRoute, sink: any NavigationIntentSink) -> Screen {
    screen(
      for: route, navigation: LiveOnboardingNavigation(sink: sink),
      send: { sink.send(.interaction(AnyInteraction($0)), from: OnboardingRoute.moduleKey) })
  }

  /// The screen of a route, with its actions bound to a handle and an interaction sender.
  @MainActor
  public func screen(
    for route: OnboardingRoute, navigation: any OnboardingNavigation,
    send: @escaping @MainActor (OnboardingInteraction) -> Void
  ) -> Screen {
    switch route {
    case .tour:
      return Screen(
        title: "Tour",
        content: ["Walk through the onboarding again: welcome, permissions, your account."],
        actions: [
          ScreenAction("Start the tour") { _ in
            navigation.dismiss()
            navigation.startOnboarding()
          },
          ScreenAction("Close") { _ in send(.closeTapped) },
        ])
    }
  }

  /// The onboarding flow as the engine runs it: account setup needs a name; shown full screen.
  public var flow: FlowDefinition<FlowFields> {
    FlowDefinition(OnboardingFlow.flowDeclaration)
      .validate("accountSetup") { data in
        let name = data["name"]?.trimmingCharacters(in: .whitespaces) ?? ""
        return name.isEmpty ? "choose a name: flow next name=TEXT" : nil
      }
      .presented(as: .fullScreen)
  }

  /// What a step of the onboarding shows; the app adds the flow's own actions.
  /// - Parameters:
  ///   - step: The step.
  ///   - data: What the flow has collected.
  /// - Returns: The screen.
  public func stepScreen(step: String, data: FlowFields) -> Screen {
    switch step {
    case "welcome":
      return Screen(
        title: "Welcome", content: ["Wayfinder's showcase: tasks, insights and more."])
    case "permissions":
      return Screen(
        title: "Permissions",
        content: ["Allow notifications for due tasks: flow next [notifications=yes|no]"])
    case "accountSetup":
      return Screen(
        title: "Create your account",
        content: [
          "Name: \(data["name"].flatMap { $0.isEmpty ? nil : $0 } ?? "(none)")",
          "Enter it with: flow next name=TEXT",
        ])
    case "signIn":
      return Screen(title: "Welcome back", content: ["You already have an account: continue."])
    default:
      let name = data["name"].flatMap { $0.isEmpty ? nil : $0 }
      return Screen(
        title: "All set", content: [name.map { "Welcome, \($0)." } ?? "Welcome."])
    }
  }
}
