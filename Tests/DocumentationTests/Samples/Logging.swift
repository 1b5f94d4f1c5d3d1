import Logging
import Testing
import Wayfinder
import WayfinderLogging

@MainActor
@Suite struct LoggingTests {
  @Test func theCookbookLogsWhatItsBusDoes() throws {
    let shell = CookbookShell.shell
    let coordinator = NavigationCoordinator(state: NavigationState(tabs: shell.tabs.map(\.id)))
    // sample: logging-observer
    let bus = try NavigationBus(
      coordinator: coordinator, shell: shell,
      features: [FeatureRegistration("recipes").routes(RecipesModule())],
      observers: [LoggingObserver(logger: Logger(label: "cookbook.navigation"))])
    // end sample
    bus.send(RecipesInteraction.recipeTapped(id: 42))
    #expect(coordinator.state.topRoute == AnyRoute(RecipesRoute.detail(id: 42)))
  }
}
