import Testing
import Wayfinder

// What the samples' apps do, checked through the package's own API: the resolver's parse
// results and typed errors, the flow definition's synchronous check. The samples themselves
// (Samples/) call public API only, and a consumer package compiles them against it
// (PackageShapeTests/ConsumerPackageTests); these checks stay here, beside them.

@MainActor
@Suite struct DeepLinkPackageChecks {
  /// The rows of the article's table of links, each resolved as the table says.
  @Test func theLinksOfTheGrammarTableOpenWhatTheTableSays() throws {
    let app = try Cookbook()
    func routes(_ link: String) throws -> [LinkedRoute] {
      let resolution = try app.resolver.resolve("cookbook://app" + link, entitlements: app.account)
      guard case .tab("recipes", let routes) = resolution.target else { return [] }
      return routes
    }
    let detail = AnyRoute(RecipesRoute.detail(id: 42))
    let share = PresentationStyle.sheet(detents: [.medium, .large])
    #expect(try routes("/recipes") == [])
    #expect(try routes("/recipes/list") == [])
    #expect(try routes("/recipes/detail/42") == [LinkedRoute(detail, style: .push)])
    #expect(
      try routes("/recipes/detail/42/share")
        == [
          LinkedRoute(detail, style: .push),
          LinkedRoute(AnyRoute(RecipesRoute.share(id: 42)), style: share),
        ])
    #expect(
      try routes("/recipes/detail/42/share;id=7")
        == [
          LinkedRoute(detail, style: .push),
          LinkedRoute(AnyRoute(RecipesRoute.share(id: 7)), style: share),
        ])
    #expect(
      try routes("/recipes/detail/42?present=fullscreen")
        == [LinkedRoute(detail, style: .fullScreen)])
    #expect(
      try routes("/recipes/detail;sheet/42/share")
        == [
          LinkedRoute(detail, style: .sheet),
          LinkedRoute(AnyRoute(RecipesRoute.share(id: 42)), style: share),
        ])
  }

  /// The resolution the bus applied to the resolve-link sample's link: its typed target, its
  /// commands and its canonical link.
  @Test func theSampleLinkResolvesToATargetAndCommands() throws {
    let fresh = try Cookbook()
    let resolution = try fresh.resolver.resolve(
      "cookbook://app/recipes/detail/42/share", entitlements: fresh.account)
    #expect(
      resolution.target
        == .tab(
          "recipes",
          routes: [
            LinkedRoute(AnyRoute(RecipesRoute.detail(id: 42)), style: .push),
            LinkedRoute(
              AnyRoute(RecipesRoute.share(id: 42)), style: .sheet(detents: [.medium, .large])),
          ]))
    #expect(fresh.bus.send(.commands(resolution.commands), source: .link) == .applied)
    #expect(
      try fresh.resolver.canonicalLink(for: fresh.store.state)
        == "cookbook://app/recipes/detail/42/share")
  }

  /// The link-errors sample's messages come from typed errors that name the segment.
  @Test func theSampleBadLinksHaveTypedErrors() throws {
    let app = try Cookbook()
    #expect(throws: DeepLinkError.unknownTab(segment: 1, found: "Recipes", suggestion: "recipes")) {
      try app.resolver.resolve("cookbook://app/Recipes", entitlements: app.account)
    }
    #expect(throws: DeepLinkError.badValue(segment: 3, expected: "Int", found: "soup")) {
      try app.resolver.resolve("cookbook://app/recipes/detail/soup", entitlements: app.account)
    }
    #expect(throws: DeepLinkError.blocked(segment: 2, requirement: .premium)) {
      try app.resolver.resolve("cookbook://app/recipes/mealPlanner", entitlements: app.account)
    }
  }

  /// A resolver built with a route enum twice fails with the typed build error.
  @Test func aRouteEnumAddedTwiceIsATypedBuildError() {
    var links = DeepLinkResolverBuilder(
      scheme: "cookbook", host: "app", shell: CookbookShell.shell)
    links.addRoutes(RecipesRoute.self, toTab: "recipes", root: .list)
    links.addRoutes(ShoppingRoute.self, toTab: "shopping", root: .list)
    links.addRoutes(RecipesRoute.self, toTab: "shopping")
    #expect(throws: DeepLinkBuildError.self) { try links.build() }
  }

  /// The catalogue behind the link-catalogue sample's patterns, with each case's presentation
  /// and requirement.
  @Test func theCatalogueDescribesEveryPattern() throws {
    let app = try Cookbook()
    let lines = app.resolver.catalogue.map(\.description)
    #expect(
      lines == [
        "/recipes", "/recipes/list", "/recipes/detail/{id: Int}",
        "/recipes/share/{id: Int}  (sheet[medium,large])",
        "/recipes/mealPlanner  (fullscreen, requires premium)", "/recipes/offer  (sheet)",
        "/shopping", "/shopping/list", "/shopping/item/{name: String}",
        "/shopping/offer  (sheet)", "/flow/firstRecipe",
        "/flow/firstRecipe/step/{step: pickDish|cook or 1...2}",
      ])

  }
}

@MainActor
@Suite struct FlowPackageChecks {
  @Test func theServerStepsValidateSynchronously() {
    let survey = tasteSurvey(questions: ["spice", "sweet"])
    #expect(survey.validateNow("spice", data: [:]) == .invalid("Pick an answer"))
    #expect(survey.validateNow("spice", data: ["spice": "hot"]) == .valid)
  }

  @Test func aLinkIntoAStepResolvesToTheFlowAndBack() throws {
    let app = try KitchenApp()
    let link = "cookbook://app/flow/kitchenSetup/step/done"
    #expect(
      try app.resolver.resolve(link, entitlements: app.account).target
        == .flow("kitchenSetup", step: "done"))
    #expect(
      try app.resolver.link(for: .flow("kitchenSetup", step: nil))
        == "cookbook://app/flow/kitchenSetup")
  }
}
