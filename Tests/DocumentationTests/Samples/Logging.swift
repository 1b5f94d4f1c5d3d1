import Logging
import Testing
import Wayfinder
import WayfinderLogging

@MainActor
@Suite struct LoggingTests {
  @Test func theCookbookLogsWhatItsBusDoes() throws {
    let shell = CookbookShell.shell
    let store = NavigationStore(
      state: NavigationState(tabs: shell.tabs.map(\.id)), entitlements: EntitlementStore())
    // sample: logging-observer
    let bus = try NavigationBus(
      store: store, shell: shell,
      features: [FeatureRegistration("recipes").routes(RecipesModule())],
      observers: [LoggingObserver(logger: Logger(label: "cookbook.navigation"))])
    // end sample
    bus.send(RecipesInteraction.recipeTapped(id: 42))
    #expect(store.state.topRoute == AnyRoute(RecipesRoute.detail(id: 42)))
  }
}
