import Testing
public import Wayfinder

// sample: timers-feature
@Route(path: "timers")
public enum TimersRoute {
  /// The running timers.
  case list
  /// One timer, for a step of a recipe.
  case timer(recipe: Int, minutes: Int)
}

public enum TimersInteraction: ModuleInteraction {
  case timerTapped(recipe: Int, minutes: Int)
  case timerFinished(recipe: Int)

  public static let moduleKey = TimersRoute.moduleKey
}

/// The feature's one entry point: the app registers this, and sees nothing else of the module.
public enum TimersFeature {
  public static func registration() -> FeatureRegistration {
    FeatureRegistration("timers")
      .routes(TimersModule()) { route, sink in TimersModule.screen(for: route, sink: sink) }
  }
}

/// What the feature's interactions mean, and its screens: internal to the feature.
struct TimersModule: FeatureRouter {
  func respond(
    to interaction: TimersInteraction, in state: NavigationState
  )
    -> ModuleResponse<TimersRoute>
  {
    switch interaction {
    case .timerTapped(let recipe, let minutes):
      return .show(.timer(recipe: recipe, minutes: minutes))
    case .timerFinished: return .nothing  // The app decides; see below.
    }
  }

  @MainActor
  static func screen(for route: TimersRoute, sink: any NavigationIntentSink) -> Screen {
    switch route {
    case .list:
      return Screen(title: "Timers", content: ["No timer is running."])
    case .timer(let recipe, let minutes):
      return Screen(
        title: "\(minutes) minutes", content: ["For recipe \(recipe)."],
        actions: [
          ScreenAction("Done") { _ in
            sink.send(
              .interaction(AnyInteraction(TimersInteraction.timerFinished(recipe: recipe))),
              from: TimersRoute.moduleKey)
          }
        ])
    }
  }
}
// end sample

// sample: timers-shell
@AppShell
enum CookbookWithTimersShell {
  enum Tab {
    case recipes
    case shopping
  }

  @Window(id: "timers", title: "Timers")
  struct TimersWindow {}
}
// end sample

@MainActor
final class CookbookWithTimers {
  let bus: NavigationBus
  var store: NavigationStore { bus.store }
  var resolver: DeepLinkResolver { bus.links! }

  init() throws {
    // sample: timers-composition
    var builder = NavigationBus.Builder(
      shell: CookbookWithTimersShell.shell,
      placement: [
        .tab(RecipesRoute.self, "recipes", root: .list),
        .tab(ShoppingRoute.self, "shopping", root: .list),
        .scene(TimersRoute.self, .window("timers")),
      ])
    builder.register(feature: FeatureRegistration("recipes").routes(RecipesModule()))
    builder.register(feature: FeatureRegistration("shopping").routes(ShoppingModule()))
    builder.register(feature: TimersFeature.registration())
    builder.openLinks(scheme: "cookbook", host: "app")

    // A finished timer shows its recipe: Timers never imports Recipes.
    builder.mapInteractions(TimersInteraction.self) { interaction in
      guard case .timerFinished(let recipe) = interaction else { return nil }
      return .commands([.selectTab("recipes", then: [.push(RecipesRoute.detail(id: recipe))])])
    }
    bus = try builder.build(entitlements: EntitlementStore())
    // end sample
  }
}

@MainActor
@Suite struct AddingAFeatureModuleTests {
  @Test func theNewFeatureGetsLinksAScreenAndACrossModuleMapping() async throws {
    // sample: timers-test
    let app = try CookbookWithTimers()
    app.bus.send(.link("cookbook://app/scene/window/timers/list/timer/42/10"), source: .link)
    #expect(app.store.state.focusedScene == .window("timers"))
    #expect(app.store.state.topRoute == AnyRoute(TimersRoute.timer(recipe: 42, minutes: 10)))

    let timers = TimersFeature.registration()
    let screen = timers.screen(for: app.store.state.topRoute!, sink: app.bus)
    try await screen?.actions[0].perform([:])
    #expect(app.store.state.focusedScene == nil)
    #expect(app.store.state.topRoute == AnyRoute(RecipesRoute.detail(id: 42)))
    // end sample
  }
}
