import Testing
import Wayfinder

extension Cookbook {
  /// The state holder and the links, as this article's samples read them.
  var store: NavigationStore { bus.store }
  /// There, since the cookbook's builder opens links.
  var resolver: DeepLinkResolver { bus.links! }
}

// sample: link-template-route
/// The cookbook's articles, placed in the Recipes tab and linked as the website links them.
@Route(path: "articles")
enum ArticlesRoute {
  /// `/recipes/tomato-soup`: the link starts with the value.
  @Link(":slug")
  case article(slug: String)
  /// `/recipes/comments/tomato-soup/2`, or `/recipes/tomato-soup/comments/2` above the article,
  /// whose slug it inherits.
  @Link("comments/:slug/:page")
  case comments(slug: String, page: Int)
}
// end sample

@MainActor
@Suite struct DeepLinksTests {
  @Test func buildTheResolverFromTheDeclarations() throws {
    // sample: build-resolver
    var links = DeepLinkResolverBuilder(
      scheme: "cookbook", host: "app", shell: CookbookShell.shell)
    links.addRoutes(RecipesRoute.self, toTab: "recipes", root: .list)
    links.addRoutes(ShoppingRoute.self, toTab: "shopping", root: .list)
    let resolver = try links.build()
    // end sample
    #expect(resolver.prefix == "cookbook://app")
    var twice = links
    twice.addRoutes(RecipesRoute.self, toTab: "shopping")
    #expect(throws: (any Error).self) { try twice.build() }
  }

  @Test func resolveALinkToCommandsAndWriteItBack() throws {
    let app = try Cookbook()
    // sample: resolve-link
    let link = "cookbook://app/recipes/detail/42/share"
    try app.resolver.check(link, for: app.account)
    #expect(app.bus.send(.link(link), source: .link) == .applied)
    #expect(app.store.state.topRoute == AnyRoute(RecipesRoute.share(id: 42)))
    #expect(try app.resolver.link(for: app.store.state) == link)
    // end sample
  }

  @Test func everyBadLinkGetsATypedErrorThatNamesTheSegment() throws {
    let app = try Cookbook()
    // sample: link-errors
    func problem(_ link: String) -> String? {
      do {
        try app.resolver.check("cookbook://app" + link, for: app.account)
        return nil
      } catch {
        return "\(error)"
      }
    }
    #expect(problem("/Recipes") == "segment 1: no tab 'Recipes'; did you mean 'recipes'?")
    #expect(problem("/recipes/detail/soup") == "segment 3: expected Int, found 'soup'")
    #expect(problem("/recipes/mealPlanner") == "segment 2: blocked, requires premium")
    // end sample
  }

  @Test func aBadLinkThroughTheBusChangesNothing() throws {
    let app = try Cookbook()
    // sample: open-link
    let before = app.store.state
    let outcome = app.bus.send(.link("cookbook://app/recipes/detail/oops"), source: .link)
    #expect(outcome == .failed("segment 3: expected Int, found 'oops'"))
    #expect(app.store.state == before)
    // end sample
  }

  @Test func theCatalogueListsEveryPattern() throws {
    let app = try Cookbook()
    // sample: link-catalogue
    for pattern in app.resolver.linkPatterns {
      print(pattern)
    }
    // /recipes
    // /recipes/list
    // /recipes/detail/{id: Int}
    // /recipes/share/{id: Int}
    // /recipes/mealPlanner
    // /recipes/offer
    // /shopping
    // /shopping/list
    // /shopping/item/{name: String}
    // /shopping/offer
    // /flow/firstRecipe
    // /flow/firstRecipe/step/{step: pickDish|cook or 1...2}
    // end sample
    #expect(
      app.resolver.linkPatterns == [
        "/recipes", "/recipes/list", "/recipes/detail/{id: Int}", "/recipes/share/{id: Int}",
        "/recipes/mealPlanner", "/recipes/offer", "/shopping", "/shopping/list",
        "/shopping/item/{name: String}", "/shopping/offer", "/flow/firstRecipe",
        "/flow/firstRecipe/step/{step: pickDish|cook or 1...2}",
      ])
  }

  @Test func universalLinkComponentsComeFromTheCatalogue() throws {
    let app = try Cookbook()
    // sample: universal-links
    // Links nest to any depth, so each first segment (a tab, `flow`, `scene`) publishes its own
    // path and everything under it.
    let firsts = Set(app.resolver.linkPatterns.compactMap { $0.split(separator: "/").first })
    let paths = firsts.sorted().flatMap { ["/\($0)", "/\($0)/*"] }
    #expect(paths.contains("/recipes/*"))
    // end sample
  }

  /// The cookbook's resolver with its website's domain and a campaign policy.
  static func worldResolver() throws -> DeepLinkResolver {
    // sample: world-links
    var links = DeepLinkResolverBuilder(
      scheme: "cookbook", host: "app", shell: CookbookShell.shell)
    links.addRoutes(RecipesRoute.self, toTab: "recipes", root: .list)
    links.addRoutes(ShoppingRoute.self, toTab: "shopping", root: .list)
    // The website's domain, for universal links, and campaign parameters kept for analytics.
    links.addOrigin(.universalLink(domain: "cookbook.example.com"))
    links.queryPolicy = .capture(prefixes: ["utm_"], names: ["ref"])
    let resolver = try links.build()
    // end sample
    return resolver
  }

  @Test func aRouteIsLinkedInTheWebsitesShape() throws {
    // sample: link-templates
    var builder = NavigationBus.Builder(
      shell: CookbookShell.shell,
      placement: [
        .tab(RecipesRoute.self, CookbookShell.recipes, root: .list),
        .tab(ArticlesRoute.self, CookbookShell.recipes),
        .tab(ShoppingRoute.self, CookbookShell.shopping, root: .list),
      ])
    builder.register(feature: FeatureRegistration("recipes").routes(RecipesModule()))
    builder.register(feature: FeatureRegistration("articles").routes(ArticlesRoute.self))
    builder.register(feature: FeatureRegistration("shopping").routes(ShoppingModule()))
    builder.openLinks(scheme: "cookbook", host: "app")
    let bus = try builder.build(entitlements: EntitlementStore())
    let links = try #require(bus.links)

    let link = "cookbook://app/recipes/tomato-soup/comments/2"
    #expect(bus.send(.link(link), source: .link) == .applied)
    #expect(
      bus.store.state.topRoute == AnyRoute(ArticlesRoute.comments(slug: "tomato-soup", page: 2)))
    #expect(try links.link(for: bus.store.state) == link)
    // A word of the tab is never an article: `/recipes/detail/42` is still the recipe.
    #expect(bus.send(.link("cookbook://app/recipes/detail/42"), source: .link) == .applied)
    #expect(bus.store.state.topRoute == AnyRoute(RecipesRoute.detail(id: 42)))
    #expect(links.linkPatterns.contains("/recipes/comments/{slug: String}/{page: Int}"))
    // end sample
  }

  @Test func anOldLinkOpensTheCurrentScreenAndIsNeverWritten() throws {
    // sample: moved-links
    var builder = NavigationBus.Builder(
      shell: CookbookShell.shell,
      placement: [
        .tab(RecipesRoute.self, CookbookShell.recipes, root: .list),
        .tab(ShoppingRoute.self, CookbookShell.shopping, root: .list),
      ])
    builder.register(feature: FeatureRegistration("recipes").routes(RecipesModule()))
    builder.register(feature: FeatureRegistration("shopping").routes(ShoppingModule()))
    // The website's former recipe pages, /recipe/42, open the current ones.
    builder.openLinks(
      scheme: "cookbook", host: "app", movedLinks: ["/recipe/:id": "/recipes/detail/:id"])
    let bus = try builder.build(entitlements: EntitlementStore())

    #expect(bus.send(.link("cookbook://app/recipe/42"), source: .link) == .applied)
    #expect(bus.store.state.topRoute == AnyRoute(RecipesRoute.detail(id: 42)))
    // Links are written in the current shape only.
    #expect(try bus.links?.link(for: bus.store.state) == "cookbook://app/recipes/detail/42")
    // end sample
    #expect(bus.send(.link("cookbook://app/recipe/x"), source: .link).didNavigate == false)
  }

  @Test func linksFromTheWorldOpenTheSameStates() throws {
    let resolver = try Self.worldResolver()
    // sample: world-links-write
    let state = resolver.makeInitialState()!
    #expect(try resolver.link(for: state) == "cookbook://app/recipes")
    #expect(
      try resolver.link(for: state, origin: resolver.sharingOrigin)
        == "https://cookbook.example.com/recipes")
    // end sample
    let account = EntitlementStore()
    for link in [
      "cookbook://app/recipes/detail/42", "https://Cookbook.example.com:443/recipes/detail/42/",
      "https://cookbook.example.com/recipes/detail/42?utm_source=mail&ref=friend",
    ] {
      #expect(throws: Never.self) { try resolver.check(link, for: account) }
    }
    #expect(throws: (any Error).self) {
      try resolver.check("https://cookbook.example.com/recipes?gclid=1", for: account)
    }
    #expect(throws: (any Error).self) {
      try Cookbook().resolver.check("https://cookbook.example.com/recipes", for: account)
    }
  }

  @Test func anObserverReadsTheCampaignOfALink() throws {
    // sample: campaign-observer
    /// Counts the links that each campaign opened.
    @MainActor final class CampaignCounter: NavigationObserver {
      var opened: [String: Int] = [:]

      func observe(_ event: NavigationEvent) {
        guard event.outcome == .applied,
          let campaign = event.request.linkParameters.first(where: { $0.name == "utm_campaign" })
        else { return }
        opened[campaign.value ?? "", default: 0] += 1
      }
    }
    // end sample
    let counter = CampaignCounter()
    let resolver = try Self.worldResolver()
    let shell = CookbookShell.shell
    var builder = NavigationBus.Builder(
      shell: shell,
      placement: RoutePlacement(homeTabs: ["recipes": "recipes", "shopping": "shopping"]))
    builder.register(feature: FeatureRegistration("recipes").routes(RecipesModule()))
    builder.register(feature: FeatureRegistration("shopping").routes(ShoppingModule()))
    builder.openLinks(with: resolver)
    builder.observe(with: counter)
    let bus = try builder.build(
      store: NavigationStore(
        state: resolver.makeInitialState()!, entitlements: EntitlementStore()))
    for campaign in ["soup", "soup", "bread"] {
      let link = "https://cookbook.example.com/recipes/detail/42?utm_campaign=" + campaign
      #expect(bus.send(.link(link), source: .link) == .applied)
    }
    bus.send(.link("cookbook://app/recipes"), source: .link)
    #expect(counter.opened == ["soup": 2, "bread": 1])
  }
}
