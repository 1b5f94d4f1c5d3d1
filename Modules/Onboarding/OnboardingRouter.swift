public import Wayfinder

/// Onboarding's router, screens and flow.
package struct OnboardingRouter: FeatureRouter {
  /// Creates the module.
  package init() {}

  package func respond(
    to interaction: OnboardingInteraction, in state: NavigationState
  )
    -> ModuleResponse<OnboardingRoute>
  {
    switch interaction {
    case .closeTapped: return .dismiss
    }
  }

  @MainActor
  package func screen(for route: OnboardingRoute, sink: any NavigationIntentSink) -> Screen {
    screen(
      for: route, navigation: LiveOnboardingNavigation(sink: sink),
      send: { sink.send(.interaction(AnyInteraction($0)), from: OnboardingRoute.moduleKey) })
  }

  /// The screen of a route, with its actions bound to a handle and an interaction sender.
  @MainActor
  package func screen(
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
  /// The onboarding flow: a name is required to set up an account; shown full screen.
  package static func flow(_ definition: FlowDefinition<FlowFields>) -> FlowDefinition<FlowFields> {
    definition
      .validate(OnboardingFlow.accountSetup) { data in
        let name = data["name"]?.trimmingCharacters(in: .whitespaces) ?? ""
        if name.isEmpty { return "choose a name" }
        if name.count > 64 { return "a name has at most 64 characters" }
        return name.unicodeScalars.contains { $0.properties.generalCategory == .control }
          ? "a name cannot hold control characters" : nil
      }
      .collects(["notifications"], at: OnboardingFlow.permissions)
      .collects(["name"], at: OnboardingFlow.accountSetup)
      .presented(as: .fullScreen)
  }

  /// The screen of an onboarding step.
  /// - Parameters:
  ///   - step: The step.
  ///   - data: What the flow has collected so far.
  /// - Returns: The screen, with the values the step collects.
  package static func stepScreen(_ step: OnboardingFlow, data: FlowFields) -> Screen {
    let name = data["name"].flatMap { $0.isEmpty ? nil : $0 }
    switch step {
    case .welcome:
      return Screen(
        title: "Welcome", content: ["Wayfinder's showcase: tasks, insights and more."])
    case .permissions:
      return Screen(
        title: "Permissions", content: ["Allow notifications for due tasks (yes or no)."])
    case .accountSetup:
      return Screen(
        title: "Create your account", content: ["Name: \(name ?? "(none)")"])
    case .signIn:
      return Screen(title: "Welcome back", content: ["You already have an account: continue."])
    case .complete:
      return Screen(title: "All set", content: [name.map { "Welcome, \($0)." } ?? "Welcome."])
    }
  }
}

/// The Onboarding feature's entry point.
public enum OnboardingFeature {
  /// The feature's routes, their screens, its flow and what its interactions mean.
  /// - Returns: The registration, for the app's bus builder and flow engine.
  public static func registration() -> FeatureRegistration {
    let module = OnboardingRouter()
    return FeatureRegistration("onboarding")
      .routes(module) { module.screen(for: $0, sink: $1) }
      .flow(OnboardingFlow.self, screen: OnboardingRouter.stepScreen, define: OnboardingRouter.flow)
  }
}
