import Testing
public import Wayfinder

// The sample app of the catalog: a cookbook with a Recipes feature and a Shopping list, a paywall
// in front of a gated route, and a two-step flow. `theSampleAppUsesFewPublicNames` counts the
// public Wayfinder names this file spells.

// sample: recipes-route
@Route(path: "recipes")
public enum RecipesRoute {
  /// Every recipe.
  case list
  /// One recipe.
  case detail(id: Int)
  /// The share sheet of a recipe.
  @Presents(.sheet, detents: [.medium, .large])
  case share(id: Int)
  /// The week's meal plan, for subscribers.
  @Requires(.entitlement("premium"))
  @Presents(.fullScreen)
  case mealPlanner
}
// end sample

// sample: recipes-interaction
public enum RecipesInteraction: ModuleInteraction {
  case recipeTapped(id: Int)
  case shareTapped(id: Int)
  case closeTapped

  public static let moduleKey = RecipesRoute.moduleKey
}
// end sample

// sample: recipes-navigation
@FeatureNavigation(route: RecipesRoute.self)
@MainActor
public protocol RecipesNavigation {
  func showDetail(id: Int)
  func showShare(id: Int)
  @discardableResult func showMealPlanner() -> Bool
  func canShowMealPlanner() -> Bool
  func startCooking(id: Int)
  func dismiss()
}
// end sample

// sample: recipes-module
public struct RecipesModule: FeatureRouter {
  public init() {}

  public func respond(
    to interaction: RecipesInteraction, in state: NavigationState
  )
    -> ModuleResponse<RecipesRoute>
  {
    switch interaction {
    case .recipeTapped(let id): return .show(.detail(id: id))
    case .shareTapped(let id): return .show(.share(id: id))
    case .closeTapped: return .dismiss
    }
  }
}
// end sample

@Route(path: "shopping")
public enum ShoppingRoute {
  /// The shopping list.
  case list
  /// One item of the list.
  case item(name: String)
}

public enum ShoppingInteraction: ModuleInteraction {
  case itemTapped(String)
  public static let moduleKey = ShoppingRoute.moduleKey
}

public struct ShoppingModule: FeatureRouter {
  public init() {}
  public func respond(
    to interaction: ShoppingInteraction, in state: NavigationState
  )
    -> ModuleResponse<ShoppingRoute>
  {
    switch interaction {
    case .itemTapped(let name): return .show(.item(name: name))
    }
  }
}

// sample: recipes-flow
/// A new cook's first recipe, in two steps.
@Flow(path: "firstRecipe")
public enum FirstRecipeFlow {
  case pickDish
  case cook
}
// end sample

// sample: paywall-route
/// The app's own paywall: the offer, shown over whichever tab asked for it.
@Route(path: "paywall")
public enum PaywallRoute {
  @Presents(.sheet)
  case offer
}
// end sample

// sample: cookbook-shell
@AppShell
enum CookbookShell {
  enum Tab {
    case recipes
    case shopping
  }
}
// end sample

// sample: cookbook-composition
@MainActor
final class Cookbook {
  let account = EntitlementStore()
  let bus: NavigationBus

  init(configure: (inout NavigationBus.Builder) -> Void = { _ in }) throws {
    var builder = NavigationBus.Builder(
      shell: CookbookShell.shell,
      placement: [
        .tab(RecipesRoute.self, CookbookShell.recipes, root: .list),
        .tab(ShoppingRoute.self, CookbookShell.shopping, root: .list),
        .overTabs(PaywallRoute.self),
      ])
    builder.register(
      feature: FeatureRegistration("recipes").routes(RecipesModule()).flow(FirstRecipeFlow.self))
    builder.register(feature: FeatureRegistration("shopping").routes(ShoppingModule()))
    builder.register(feature: FeatureRegistration("paywall").routes(PaywallRoute.self))
    // A route that needs an entitlement the user lacks shows the paywall first.
    builder.use(RequirementGuard.entitlements(paywall: { _ in .show(PaywallRoute.offer) }))
    builder.openLinks(scheme: "cookbook", host: "app")
    configure(&builder)  // the app's own mappings, middlewares and observers
    bus = try builder.build(entitlements: account)
  }
}
// end sample

@MainActor
@Suite struct GettingStartedTests {
  @Test func theCookbookAnswersInteractionsHandlesLinksGuardsAndFlows() async throws {
    // sample: cookbook-drive
    let app = try Cookbook()
    let links = try #require(app.bus.links)  // there, since the builder opens links
    #expect(try links.link(for: app.bus.store.state) == "cookbook://app/recipes")

    // What the user did, routed by the Recipes module: a push in the Recipes tab.
    app.bus.send(RecipesInteraction.recipeTapped(id: 42))
    #expect(app.bus.store.state.topRoute?.typed(as: RecipesRoute.self) == .detail(id: 42))

    // What the feature asked for through its handle: the route's sheet.
    let navigation = LiveRecipesNavigation(sink: app.bus)
    navigation.showShare(id: 42)
    #expect(app.bus.store.state.presentationDepth == 1)
    #expect(
      try links.link(for: app.bus.store.state) == "cookbook://app/recipes/detail/42/share")

    // A link, parsed and checked by the same path.
    app.bus.send(.link("cookbook://app/shopping/item/flour"), source: .link)
    #expect(app.bus.store.state.selectedTab == CookbookShell.shopping)
    #expect(
      app.bus.store.state.topRoute?.typed(as: ShoppingRoute.self) == .item(name: "flour"))
    // end sample

    // sample: cookbook-gate
    // The meal planner needs premium: the paywall comes first, and the planner waits.
    #expect(navigation.showMealPlanner() == false)
    #expect(app.bus.store.state.topRoute?.typed(as: PaywallRoute.self) == .offer)

    // The purchase went through: the paywall closes and the planner opens, as first asked.
    app.account.grant(.entitlement("premium"))
    #expect(app.bus.store.state.topRoute?.typed(as: RecipesRoute.self) == .mealPlanner)
    // end sample

    // sample: cookbook-flow
    // A two-step flow, opened by a link: it lands on its first step, then moves on and completes.
    let opened = app.bus.send(.link("cookbook://app/flow/firstRecipe"), source: .link)
    guard case .landed(let landing) = opened else { Issue.record("\(opened)"); return }
    #expect(landing.step == "pickDish")
    #expect(try await app.bus.flows.advance(landing.id) == .step("cook"))
    #expect(try await app.bus.flows.advance(landing.id) == .completed)
    #expect(app.bus.store.state.flows.isEmpty)
    // end sample
  }
}
