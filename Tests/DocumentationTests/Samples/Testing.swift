import Testing
import Wayfinder
import WayfinderTesting

// sample: recipe-detail-model
/// The logic behind a recipe's screen, written against the handle, not the app.
@MainActor
final class RecipeDetailModel {
  let id: Int
  let navigation: any RecipesNavigation
  private(set) var message: String?

  init(id: Int, navigation: any RecipesNavigation) {
    self.id = id
    self.navigation = navigation
  }

  func shareTapped() { navigation.showShare(id: id) }
  func cookTapped() { navigation.startCooking(id: id) }
  func planTapped() {
    if !navigation.showMealPlanner() { message = "The meal planner comes with Premium." }
  }
}
// end sample

@MainActor
@Suite struct TestingWithMockHandlesTests {
  // sample: mock-handle-test
  @Test func sharingAndCookingAskTheHandle() {
    let navigation = MockRecipesNavigation()
    let model = RecipeDetailModel(id: 42, navigation: navigation)
    model.shareTapped()
    model.cookTapped()
    #expect(navigation.calls == [.showShare(id: 42), .startCooking(id: 42)])
  }

  @Test func aRefusedMealPlannerExplainsWhy() {
    let navigation = MockRecipesNavigation()
    navigation.showMealPlannerResult = false
    let model = RecipeDetailModel(id: 42, navigation: navigation)
    model.planTapped()
    #expect(navigation.calls == [.showMealPlanner])
    #expect(model.message == "The meal planner comes with Premium.")
  }
  // end sample

  // sample: router-test
  @Test func theRouterShowsADetailForATap() {
    let state = NavigationState(tabs: ["recipes"])
    let module = RecipesModule()
    #expect(module.respond(to: .recipeTapped(id: 7), in: state) == .show(.detail(id: 7)))
    #expect(module.respond(to: .closeTapped, in: state) == .dismiss)
  }
  // end sample

  @Test func theLiveHandleSendsTheRouteItNames() {
    let sink = RecordingSink()
    LiveRecipesNavigation(sink: sink).showDetail(id: 3)
    #expect(sink.sent.count == 1)
    #expect(sink.sent.first?.intent == .show(RecipesRoute.detail(id: 3)))
    #expect(sink.sent.first?.module == RecipesRoute.moduleKey)
  }

  // sample: integration-test
  @Test func cookingOpensTheShoppingListThroughTheApp() throws {
    let app = try Cookbook { builder in
      // The app's meaning of a request the feature cannot fulfil alone: its typed output.
      builder.mapInteractions(RecipesNavigationOutput.self) { output in
        switch output {
        case .startCooking: .selectTab("shopping")
        }
      }
    }
    let model = RecipeDetailModel(id: 42, navigation: LiveRecipesNavigation(sink: app.bus))
    model.cookTapped()
    #expect(app.store.state.selectedTab == "shopping")
  }
  // end sample
}
