import Testing
import Wayfinder
import WayfinderTesting

// The samples of WayfinderTesting's article: the cookbook of Getting Started, with an upgrade
// offer that a guard shows to a user without Premium.

// sample: upgrade-feature
@Route(path: "upgrade")
enum UpgradeRoute {
  /// The offer to buy Premium.
  @Presents(.sheet)
  case offer
}

enum UpgradeInteraction: ModuleInteraction {
  case notNowTapped

  static let moduleKey = UpgradeRoute.moduleKey
}

struct UpgradeModule: FeatureRouter {
  func respond(
    to interaction: UpgradeInteraction, in state: NavigationState
  )
    -> ModuleResponse<UpgradeRoute>
  {
    .dismiss
  }
}
// end sample

// sample: test-store-make
/// The cookbook's navigation under test: its shell, its modules, and the guard that sends a user
/// without Premium to the offer.
@MainActor
func cookbookStore(
  account: EntitlementStore = EntitlementStore(),
  exhaustivity: NavigationTestStore.Exhaustivity = .on
) throws -> NavigationTestStore {
  let offer = NavigationIntent.show(UpgradeRoute.offer)
  return try NavigationTestStore(
    shell: CookbookShell.shell,
    features: [
      FeatureRegistration("recipes").routes(RecipesModule()),
      FeatureRegistration("upgrade").routes(UpgradeModule()),
    ],
    middlewares: [RequirementGuard.entitlements(paywall: { _ in offer })],
    placement: [.tab(RecipesRoute.self, "recipes"), .tab(UpgradeRoute.self, "recipes")],
    entitlements: account, exhaustivity: exhaustivity)
}
// end sample

@MainActor
@Suite struct TestStoreTests {
  // sample: test-store-send
  @Test func tappingARecipeShowsItAndSharingOpensTheSheet() throws {
    let store = try cookbookStore()
    store.send(RecipesInteraction.recipeTapped(id: 42)) {
      try $0.apply(.push(AnyRoute(RecipesRoute.detail(id: 42))))
    }
    store.send(RecipesInteraction.shareTapped(id: 42)) {
      try $0.apply(
        .present(
          AnyRoute(RecipesRoute.share(id: 42)), style: .sheet(detents: [.medium, .large])))
    }
    store.finish()
  }
  // end sample

  // sample: test-store-redirect
  @Test func theMealPlannerWaitsBehindTheOfferUntilTheUserBuys() throws {
    let account = EntitlementStore()
    let store = try cookbookStore(account: account)
    let planner = NavigationIntent.show(RecipesRoute.mealPlanner)
    let offer = NavigationIntent.show(UpgradeRoute.offer)

    // The handle asks; the guard shows the offer first.
    store.send(
      planner, from: .handle(RecipesRoute.moduleKey),
      outcome: .redirected(to: offer, until: .premium)
    ) {
      try $0.apply(.present(AnyRoute(UpgradeRoute.offer), style: .sheet))
    }
    store.receive(offer, from: .redirect)

    // The user buys: the offer closes and the planner opens, as first asked.
    store.changeEntitlements({ account.grant(.premium) }) {
      try $0.apply(.dismiss(levels: 1))
      try $0.apply(.present(AnyRoute(RecipesRoute.mealPlanner), style: .fullScreen))
    }
    store.receive(.dismiss, from: .resume)  // the offer closes
    store.receive(planner, from: .resume)
    store.finish()
  }
  // end sample

  // sample: test-store-non-exhaustive
  @Test func notNowClosesTheOffer() throws {
    let store = try cookbookStore(exhaustivity: .off)
    // Getting to the offer is not what this test is about: its changes and events go unstated.
    store.send(
      .show(RecipesRoute.mealPlanner),
      outcome: .redirected(to: .show(UpgradeRoute.offer), until: .premium))
    #expect(store.state.topRoute == AnyRoute(UpgradeRoute.offer))

    store.exhaustivity = .on
    store.send(UpgradeInteraction.notNowTapped) {
      try $0.apply(.dismiss(levels: 1))
    }
    store.finish()
  }
  // end sample

  @Test func aWrongExpectationShowsTheTreeDiffOfTheArticle() throws {
    let store = try cookbookStore()
    withKnownIssue {
      store.send(RecipesInteraction.recipeTapped(id: 42)) {
        try $0.apply(.push(AnyRoute(RecipesRoute.detail(id: 41))))
      }
    } matching: { issue in
      issue.comments.map(\.rawValue).joined() == """
        send(interaction recipes.recipeTapped(id: 42)) left a state other than the expected one \
        (- expected, + actual):
          tabs
            * recipes
        -       > push recipes/detail/41
        +       > push recipes/detail/42
            shopping
                (root)
        """
    }
  }
}
