import Testing
import Wayfinder

// The samples of the Guards and Middlewares article: the cookbook with a pantry tab for
// signed-in cooks, a household tab behind a feature flag, an account module with sign-in and the
// paywall, the standard guards, a maintenance middleware and a screen-view observer.

// sample: guards-requirements
extension Requirement {
  /// The cookbook's subscription.
  static let premium = Requirement.entitlement("premium")
  /// The professional kitchen plan.
  static let pro = Requirement.entitlement("pro")
  /// Sharing a kitchen with a household, while it is in beta.
  static let householdBeta = Requirement.featureFlag("household")
}

@AppShell
enum PantryShell {
  enum Tab {
    case recipes
    case shopping

    @Requires(.signedIn, behavior: .locked)
    case pantry

    @Requires(.householdBeta, behavior: .hidden)
    case household
  }
}
// end sample

// sample: guards-account-route
@Route(path: "account")
enum AccountRoute {
  /// Sign-in, where the auth guard sends a signed-out cook.
  @Presents(.sheet)
  case signIn
  /// The subscription offer, where the entitlement guard sends a cook without premium.
  @Presents(.sheet)
  case paywall
}
// end sample

enum AccountInteraction: ModuleInteraction {
  case closeTapped
  static let moduleKey = AccountRoute.moduleKey
}

struct AccountModule: FeatureRouter {
  func respond(
    to interaction: AccountInteraction, in state: NavigationState
  ) -> ModuleResponse<AccountRoute> {
    switch interaction {
    case .closeTapped: return .dismiss
    }
  }
}

// sample: guards-entitlement-provider
/// What a cook has, from the app's subscription service.
struct SubscriptionEntitlements: EntitlementProvider {
  var plans: Set<String>
  var user: String?

  func isMet(_ requirement: Requirement) -> Bool {
    switch requirement {
    case .entitlement(let plan): return plans.contains(plan)
    case .signedIn: return user != nil
    case .featureFlag: return false
    case .all(let parts): return parts.allSatisfy(isMet)
    }
  }
}
// end sample

// sample: guards-maintenance
/// Refuses links while the recipe service is down for maintenance; everything else proceeds.
struct MaintenanceMode: NavigationMiddleware {
  func handle(
    _ request: NavigationRequest, context: MiddlewareContext,
    next: (NavigationRequest) -> IntentOutcome
  ) -> IntentOutcome {
    let isDown = context.entitlements.isMet(.featureFlag("maintenance"))
    guard isDown, request.source == .link else { return next(request) }
    return .blocked(reason: "links are paused during maintenance")
  }
}
// end sample

// sample: guards-observer
/// Records a screen view each time a request is applied and changes what is on screen.
@MainActor
final class ScreenViewLog: NavigationObserver {
  private(set) var screens: [String] = []

  func observe(_ event: NavigationEvent) {
    guard event.outcome == .applied, let screen = event.screen else { return }
    screens.append(screen.description)
  }
}
// end sample

// sample: guards-composition
@MainActor
final class GuardedCookbook {
  let account = EntitlementStore()
  let screenViews = ScreenViewLog()
  let bus: NavigationBus
  var store: NavigationStore { bus.store }
  var resolver: DeepLinkResolver { bus.links! }

  /// - Parameter storage: Where the navigation is saved, if the cookbook keeps it.
  init(savingIn storage: (any SnapshotStorage)? = nil) throws {
    var builder = NavigationBus.Builder(
      shell: PantryShell.shell,
      placement: [
        .tab(RecipesRoute.self, "recipes", root: .list),
        .tab(ShoppingRoute.self, "shopping", root: .list),
      ])
    builder.register(feature: FeatureRegistration("recipes").routes(RecipesModule()))
    builder.register(feature: FeatureRegistration("shopping").routes(ShoppingModule()))
    builder.register(feature: FeatureRegistration("account").routes(AccountModule()))
    builder.openLinks(scheme: "cookbook", host: "app")
    // The guards run in this order, each a line.
    builder.use(MaintenanceMode())
    builder.use(RequirementGuard.auth(signIn: { _ in .show(AccountRoute.signIn) }))
    builder.use(RequirementGuard.entitlements(paywall: { _ in .show(AccountRoute.paywall) }))
    builder.use(RequirementGuard.featureFlags)
    builder.observe(with: screenViews)
    if let storage { builder.persist(in: storage) }
    bus = try builder.build(entitlements: account)
  }
}
// end sample

@MainActor
@Suite struct GuardsTests {
  @Test func theShellDeclaresWhatEachTabNeeds() {
    #expect(
      PantryShell.shell.tabs == [
        TabDeclaration("recipes"), TabDeclaration("shopping"),
        TabDeclaration("pantry", requirement: .signedIn, behavior: .locked),
        TabDeclaration("household", requirement: .featureFlag("household"), behavior: .hidden),
      ])
  }

  @Test func aProviderAnswersSingleRequirementsAndCombinations() {
    // sample: guards-provider-answers
    let cook = SubscriptionEntitlements(plans: ["premium"], user: nil)
    #expect(cook.allows(.premium))
    #expect(!cook.allows(.all([.premium, .signedIn])))
    #expect(cook.unmet(.all([.premium, .signedIn, .pro])) == [.signedIn, .pro])
    // end sample
    #expect(cook.allows(nil))
  }

  @Test func theStoreRecordsWhatTheCookHas() {
    // sample: guards-store
    let account = EntitlementStore()
    account.signIn("ada")
    account.grant(.premium)
    account.grant(.householdBeta)
    #expect(account.allows(.all([.signedIn, .premium, .householdBeta])))

    account.revoke(.premium)
    #expect(account.unmet(.premium) == [.premium])
    // end sample
  }

  @Test func aGatedRouteRedirectsAndResumesOnceTheRequirementIsMet() throws {
    // sample: guards-redirect-resume
    let app = try GuardedCookbook()
    let navigation = LiveRecipesNavigation(sink: app.bus)

    // Asked before the tap, through the same guards: the screen can mark the planner as locked.
    #expect(navigation.canShowMealPlanner() == false)
    #expect(app.bus.pendingResumptions.isEmpty)

    // Without premium, the meal planner sends the cook to the paywall.
    #expect(navigation.showMealPlanner() == false)
    #expect(app.store.state.topRoute == AnyRoute(AccountRoute.paywall))
    #expect(app.bus.pendingResumptions.count == 1)

    // The purchase went through: the paywall closes and the meal planner opens, as first asked.
    #expect(app.account.grant(.premium) == [.applied])
    #expect(app.store.state.topRoute == AnyRoute(RecipesRoute.mealPlanner))
    #expect(app.store.state.presentationDepth == 1)
    // end sample
    #expect(app.bus.pendingResumptions.isEmpty)
    let state = app.store.state
    #expect(state.selectedTab == "recipes")
    #expect(
      state.routes(at: StackLocation(container: .tab("recipes"), depth: 0)) == [
        AnyRoute(RecipesRoute.list)
      ])
    let top = StackLocation(container: .tab("recipes"), depth: 1)
    #expect(state.routes(at: top) == [AnyRoute(RecipesRoute.mealPlanner)])
    #expect(state.presentationStyle(at: top) == .fullScreen)
  }

  @Test func lockedAndHiddenTabs() throws {
    let app = try GuardedCookbook()
    // sample: guards-tabs
    // A locked tab leads to what unlocks it, and opens after sign-in.
    #expect(
      app.bus.send(.selectTab("pantry"), source: .app)
        == .redirected(
          to: .show(AccountRoute.signIn), until: .signedIn, reason: "tab pantry needs signed in"))
    app.account.signIn("ada")
    #expect(app.store.state.selectedTab == "pantry")

    // A hidden tab answers exactly as a tab that does not exist.
    #expect(
      app.bus.send(.selectTab("household"), source: .app)
        == .failed("unknown tab 'household'; tabs are: recipes, shopping, pantry"))
    #expect(app.bus.visibleTabs == ["recipes", "shopping", "pantry"])
    // end sample
    #expect(app.store.state.presentationDepth == 0, "the sign-in sheet closed")
    app.account.grant(.householdBeta)
    #expect(app.bus.send(.selectTab("household"), source: .app) == .applied)
    #expect(app.bus.visibleTabs == ["recipes", "shopping", "pantry", "household"])
  }

  @Test func everySourceMeetsTheSameGuards() throws {
    let app = try GuardedCookbook()
    // sample: guards-every-source
    let planner = AnyRoute(RecipesRoute.mealPlanner)
    let toPaywall = IntentOutcome.redirected(
      to: .show(AccountRoute.paywall), until: .premium,
      reason: "route recipes/mealPlanner needs premium")

    // A handle call, a link and plain commands all get the same answer.
    #expect(app.bus.send(.show(planner, style: nil), from: RecipesRoute.moduleKey) == toPaywall)
    #expect(app.bus.send(.link("cookbook://app/recipes/mealPlanner"), source: .link) == toPaywall)
    #expect(
      app.bus.send(.commands([.present(planner, style: .fullScreen)]), source: .app) == toPaywall)
    #expect(!app.store.state.allRoutes.contains(planner))
    // end sample
    #expect(app.bus.pendingResumptions.count == 3)
    app.bus.cancelPendingResumptions()
    #expect(app.bus.pendingResumptions.isEmpty)
  }

  @Test func aLapsedScreenIsTakenBack() throws {
    let app = try GuardedCookbook()
    // sample: guards-back
    let planner = AnyRoute(RecipesRoute.mealPlanner)
    app.account.grant(.premium)
    app.bus.send(.show(planner, style: nil), from: RecipesRoute.moduleKey)
    app.bus.send(RecipesInteraction.recipeTapped(id: 7))  // pushed in the planner's cover

    // Premium lapsed: the bus removes the planner and everything above it at once.
    app.account.revoke(.premium)
    #expect(!app.store.state.allRoutes.contains(planner))
    // end sample
    #expect(app.store.state.topRoute == AnyRoute(RecipesRoute.list))
    #expect(app.store.state.presentationDepth == 0)
    #expect(app.bus.send(.back, source: .app) != .applied, "nothing left to go back to")
  }

  @Test func aMiddlewareRefusesLinksDuringMaintenance() throws {
    let app = try GuardedCookbook()
    // sample: guards-maintenance-run
    app.account.grant(.featureFlag("maintenance"))
    #expect(
      app.bus.send(.link("cookbook://app/recipes/detail/42"), source: .link)
        == .blocked(reason: "links are paused during maintenance"))

    // A tap still works: the middleware looks at where the request came from.
    #expect(app.bus.send(RecipesInteraction.recipeTapped(id: 42)) == .applied)
    // end sample
    app.account.revoke(.featureFlag("maintenance"))
    #expect(app.bus.send(.link("cookbook://app/shopping"), source: .link) == .applied)
    #expect(app.store.state.selectedTab == "shopping")
  }

  @Test func theObserverSeesEveryChangeAndCannotChangeAnOutcome() throws {
    let app = try GuardedCookbook()
    // sample: guards-observer-run
    app.bus.send(RecipesInteraction.recipeTapped(id: 42))
    app.bus.send(RecipesInteraction.shareTapped(id: 42))
    app.bus.send(.selectTab("pantry"), source: .app)  // redirected to sign-in
    #expect(app.screenViews.screens == ["recipes/detail/42", "recipes/share/42", "account/signIn"])
    // end sample
  }
}
