import Foundation
import Testing
import Wayfinder
import WayfinderTesting

// The samples of the Flows article: the cookbook's kitchen setup (a `@Flow` enum), its new-recipe
// wizard (built with the result builder, with typed data), a weekly plan with a sub-flow, and
// links into steps.

// sample: flows-declare
@Flow(path: "kitchenSetup", persists: true)
enum KitchenSetupFlow {
  case welcome

  @Skip(when: .dietChosen)
  case diet

  case createAccount
  case done

  @Branch(replacing: "createAccount", when: .hasAccount)
  case signIn
}

extension FlowCondition {
  /// The cook picked a diet on the welcome screen.
  static let dietChosen: FlowCondition = "dietChosen"
  /// The cook already has an account.
  static let hasAccount: FlowCondition = "hasAccount"
}
// end sample

// sample: flows-declared-behaviour
/// The kitchen setup as the engine runs it: a name is needed before the account is created.
let kitchenSetup = FlowDefinition(KitchenSetupFlow.flowDeclaration)
  .validate(KitchenSetupFlow.createAccount) { data in
    data["name", default: ""].isEmpty ? "Choose a name" : nil
  }
  .presented(as: .fullScreen)
// end sample

/// The grocery run of the field-editing sample: where to shop, then what to buy.
@Flow(path: "shoppingTrip")
enum ShoppingTripFlow {
  case store
  case items
}

// sample: flows-dsl
/// What the new-recipe wizard collects: each property is one field of the flow's data.
struct NewRecipe: Codable, FlowData {
  var title = ""
  var servings = 0
  var sourceURL: String?
}

/// The recipes the cook keeps.
actor RecipeBox {
  private(set) var titles: [String] = []
  func add(_ recipe: NewRecipe) { titles.append(recipe.title) }
  func contains(_ title: String) -> Bool { titles.contains(title) }
}

extension FlowCondition {
  /// The recipe came from a web page, which already has a photo.
  static let importedFromWeb: FlowCondition = "importedFromWeb"
}

/// The new-recipe wizard: completing it adds the recipe to the box.
func newRecipeFlow(savingTo box: RecipeBox) -> FlowDefinition<NewRecipe> {
  FlowDefinition("newRecipe", data: NewRecipe()) {
    FlowStep("title").validate { recipe async in
      if recipe.title.isEmpty { return "Give the recipe a title" }
      return await box.contains(recipe.title) ? "That recipe is already in your box" : nil
    }
    FlowStep("servings").validate("Serves 1 to 12") { (1...12).contains($0.servings) }
    FlowStep("photo").skip(when: .importedFromWeb)
    FlowStep("review")
  }
  .presented(as: .sheet)
  .repeatable()  // several drafts at once; most flows are open once
  .onComplete { recipe in await box.add(recipe) }
}
// end sample

// sample: flows-server-steps
/// A survey whose questions come from the server.
func tasteSurvey(questions: [String]) -> FlowDefinition<FlowFields> {
  FlowDefinition("tasteSurvey") {
    for question in questions {
      FlowStep(question).validate("Pick an answer") { $0[question] != nil }
    }
    FlowStep("thanks")
  }
}
// end sample

// sample: flows-conditions
/// The cookbook's conditions, asked one at a time as a flow reaches a step that needs one.
func cookbookConditions(
  account: EntitlementStore
) -> @MainActor @Sendable (FlowCondition, ActiveFlow) -> Bool {
  { condition, flow in
    switch condition {
    case .dietChosen: return flow.data["diet"] != nil
    case .hasAccount: return account.user != nil
    case .importedFromWeb: return (try? NewRecipe(flowFields: flow.data))?.sourceURL != nil
    default: return false
    }
  }
}
// end sample

// sample: flows-subflow
/// Planning the week: picking meals, then a grocery run as a sub-flow, then a summary.
let planWeek = FlowDefinition("planWeek") {
  FlowStep("meals").validate("Pick at least one meal") { $0["meals"] != nil }
  FlowStep("groceries").subflow("groceryRun")
  FlowStep("summary")
}

let groceryRun = FlowDefinition("groceryRun") {
  FlowStep("store").validate("Choose a store") { $0["store"] != nil }
  FlowStep("delivery")
}
// end sample

// sample: flows-shell
@AppShell(flows: [KitchenSetupFlow.self])
enum KitchenShell {
  enum Tab {
    case recipes
    case shopping
  }
}
// end sample

/// A kitchen app with flows: the cookbook's routes, the kitchen shell and a flow engine.
@MainActor
struct KitchenApp {
  let account = EntitlementStore()
  let box = RecipeBox()
  let clock = ManualFlowClock()
  let store: NavigationStore
  let bus: NavigationBus
  let engine: FlowEngine
  let resolver: DeepLinkResolver

  init(
    middlewares: [any NavigationMiddleware] = [], observers: [any NavigationObserver] = []
  ) throws {
    var links = DeepLinkResolverBuilder(scheme: "cookbook", host: "app", shell: KitchenShell.shell)
    links.addRoutes(RecipesRoute.self, toTab: "recipes", root: .list)
    links.addRoutes(ShoppingRoute.self, toTab: "shopping", root: .list)
    resolver = try links.build()
    store = NavigationStore(
      state: try #require(resolver.makeInitialState()), entitlements: account)
    var builder = NavigationBus.Builder(
      shell: KitchenShell.shell,
      placement: RoutePlacement(homeTabs: ["recipes": "recipes", "shopping": "shopping"]))
    builder.register(feature: FeatureRegistration("recipes").routes(RecipesModule()))
    builder.register(feature: FeatureRegistration("shopping").routes(ShoppingModule()))
    for middleware in middlewares { builder.use(middleware) }
    for observer in observers { builder.observe(with: observer) }
    builder.openLinks(with: resolver)
    builder.register(flow: kitchenSetup)
    builder.register(flow: newRecipeFlow(savingTo: box))
    builder.register(flow: planWeek)
    builder.register(flow: groceryRun)
    builder.flowConditions = cookbookConditions(account: account)
    builder.flowClock = { [clock] in clock.now() }
    bus = try builder.build(store: store)
    engine = bus.flows
  }
}

@MainActor
@Suite struct FlowsTests {
  @Test func theDeclaredStepsResolveUnderConditions() {
    // sample: flows-resolved-steps
    #expect(KitchenSetupFlow.steps() == [.welcome, .diet, .createAccount, .done])
    #expect(
      KitchenSetupFlow.steps(when: [.dietChosen, .hasAccount]) == [.welcome, .signIn, .done])
    // end sample
    #expect(KitchenSetupFlow.flowDeclaration.persists)
    #expect(KitchenSetupFlow.flowDeclaration.problems.isEmpty)
  }

  @Test func theNewRecipeWizardValidatesMovesBackAndCompletes() async throws {
    let account = EntitlementStore()
    let box = RecipeBox()
    // sample: flows-engine
    let store = NavigationStore(
      state: NavigationState(tabs: ["recipes", "shopping"]), entitlements: EntitlementStore())
    let shell = ShellConfiguration(tabs: [TabDeclaration("recipes"), TabDeclaration("shopping")])
    var builder = NavigationBus.Builder(shell: shell)
    builder.register(flow: newRecipeFlow(savingTo: box))
    builder.flowConditions = cookbookConditions(account: account)
    let engine = try builder.build(store: store).flows

    let id = try engine.start("newRecipe")
    #expect(store.state.topRoute == .flowStep(flow: "newRecipe", step: "title"))
    #expect(store.state.presentationDepth == 1)  // in a sheet

    // Validation refuses, and nothing changes.
    await #expect(
      throws: FlowError.invalidStep(flow: id, step: "title", message: "Give the recipe a title")
    ) {
      try await engine.advance(id, data: NewRecipe())
    }
    var recipe = NewRecipe(title: "Shakshuka")
    try await engine.advance(id, data: recipe)
    #expect(engine.progress(of: id)?.description == "servings: step 2 of 4")

    try engine.back(id)  // going back never validates
    try await engine.forward(id)
    recipe.servings = 4
    try await engine.advance(id, data: recipe)  // to "photo"
    try await engine.advance(id)  // to "review"
    #expect(try await engine.advance(id) == .completed)
    #expect(await box.titles == ["Shakshuka"])
    #expect(store.state.flows.isEmpty)
    // end sample
    #expect(store.state.presentationDepth == 0, "completing removes the sheet")
  }

  @Test func aViewEditsTheFieldsOfItsStepOnly() async throws {
    // sample: flows-edit-fields
    // A grocery run (`@Flow(path: "shoppingTrip") enum ShoppingTripFlow { case store, items }`):
    // where to shop, then what to buy; each step owns the fields it collects.
    let groceryRun = FlowDefinition(ShoppingTripFlow.flowDeclaration)
      .collects(["store"], at: ShoppingTripFlow.store)
      .collects(["items"], at: ShoppingTripFlow.items)

    var builder = NavigationBus.Builder(shell: KitchenShell.shell)
    builder.register(flow: groceryRun)
    let bus = try builder.build(entitlements: EntitlementStore())
    let id = try bus.flows.start(ShoppingTripFlow.self)

    // A text field at the first step writes as the user types: no move, no validation.
    #expect(
      bus.send(.flow(.edit(id, fields: ["store": "Market"])), source: .userInterface) == .applied)
    #expect(bus.flows.flow(id)?.data["store"] == "Market")
    #expect(bus.flows.flow(id)?.step == ShoppingTripFlow.store.stepPath)

    // A field another step owns is refused with the reason, and nothing changes.
    let refused = bus.send(.flow(.edit(id, fields: ["items": "eggs"])), source: .userInterface)
    #expect(refused.didNavigate == false)
    #expect(bus.flows.flow(id)?.data["items"] == nil)
    // end sample
    #expect("\(refused)".contains("'items'"), "\(refused)")
  }

  @Test func cancellingRemovesTheFlowAndWhatItShows() async throws {
    let app = try KitchenApp()
    let engine = app.engine
    let id = try engine.start("newRecipe")
    try await engine.advance(id, data: NewRecipe(title: "Dal"))
    try await engine.cancel(id)
    #expect(engine.flow(id) == nil)
    #expect(app.store.state.presentationDepth == 0)
    await #expect(throws: FlowError.self) { try await engine.advance(id) }
  }

  @Test func theTypedDataReadsBackAndAnAsyncCheckRefusesADuplicate() async throws {
    let app = try KitchenApp()
    await app.box.add(NewRecipe(title: "Dal"))
    let id = try app.engine.start("newRecipe")
    await #expect(
      throws: FlowError.invalidStep(
        flow: id, step: "title", message: "That recipe is already in your box")
    ) {
      try await app.engine.advance(id, data: NewRecipe(title: "Dal"))
    }
    try await app.engine.advance(id, data: NewRecipe(title: "Pho", servings: 2))
    #expect(try app.engine.data(of: id, as: NewRecipe.self).title == "Pho")
    #expect(app.engine.flow(id)?.data["title"] == #""Pho""#, "each property is one JSON field")
  }

  @Test func aConditionReadsTheFlowsDataWhenTheStepIsReached() async throws {
    let app = try KitchenApp()
    let id = try app.engine.start("newRecipe")
    try await app.engine.advance(
      id, data: NewRecipe(title: "Ramen", servings: 2, sourceURL: "https://example.com/ramen"))
    try await app.engine.advance(id)
    #expect(app.engine.flow(id)?.step == "review", "the photo step is skipped for a web recipe")
    #expect(app.engine.progress(of: id)?.description == "review: step 3 of 3")

    let setup = try app.engine.start("kitchenSetup")
    try await app.engine.advance(setup, with: ["diet": "vegetarian"])
    #expect(app.engine.flow(setup)?.step == "createAccount", "the diet step is skipped")
    app.account.signIn("ada")
    try await app.engine.cancel(setup)
    let again = try app.engine.start("kitchenSetup")
    try await app.engine.advance(again)
    try await app.engine.advance(again)
    #expect(app.engine.flow(again)?.step == "signIn", "sign-in replaces account creation")
  }

  @Test func theBehaviourOfADeclaredFlowRuns() async throws {
    let app = try KitchenApp()
    let id = try app.engine.start("kitchenSetup")
    #expect(app.store.state.presentationDepth == 1, "full screen")
    try await app.engine.advance(id)
    try await app.engine.advance(id)
    await #expect(
      throws: FlowError.invalidStep(flow: id, step: "createAccount", message: "Choose a name")
    ) {
      try await app.engine.advance(id)
    }
    try await app.engine.advance(id, with: ["name": "Ada"])
    try await app.engine.complete(id)
    #expect(app.store.state.flows.isEmpty)
  }

  @Test func serverStepsAreBuiltWithAForLoop() async throws {
    let survey = tasteSurvey(questions: ["spice", "sweet"])
    #expect(survey.declaration.steps.map(\.name) == ["spice", "sweet", "thanks"])
  }

  @Test func aSubflowRunsAsAStepAndParallelInstancesHaveTheirOwnIDs() async throws {
    let app = try KitchenApp()
    let engine = app.engine
    // sample: flows-subflow-run
    let plan = try engine.start("planWeek")
    try await engine.advance(plan, with: ["meals": "dal,pho"])

    // Reaching "groceries" started the sub-flow; the plan waits for it.
    let run = try #require(engine.store.state.flows.first { $0.parent == plan })
    await #expect(throws: FlowError.navigation(.flowWaitingForSubflow(plan, subflow: run.id))) {
      try await engine.advance(plan)
    }
    try await engine.advance(run.id, with: ["store": "Market"])
    #expect(try await engine.advance(run.id) == .completed)

    // Completing the sub-flow moved the plan on, with the sub-flow's data.
    #expect(engine.flow(plan)?.step == "summary")
    #expect(engine.flow(plan)?.data["store"] == "Market")
    // end sample

    // sample: flows-parallel
    let first = try engine.start("newRecipe")
    let second = try engine.start("newRecipe")
    #expect([first, second] == ["newRecipe", "newRecipe-2"])

    try await engine.advance(first, data: NewRecipe(title: "Dal"))
    #expect(engine.flow(first)?.step == "servings")
    #expect(engine.flow(second)?.step == "title")
    // end sample
    #expect(app.store.state.topRoute == .flowStep(flow: "newRecipe", step: "title"))
  }

  @Test func aLinkIntoAStepStopsAtTheFirstStepThatIsNotValid() async throws {
    let app = try KitchenApp()
    let (resolver, engine, account) = (app.resolver, app.engine, app.account)
    // The link that stands for this move passes the resolver's checks.
    try resolver.check("cookbook://app/flow/kitchenSetup/step/done", for: account)
    // sample: flows-open-link
    let landing = try await engine.open(flow: "kitchenSetup", at: "done")
    #expect(landing.step == "createAccount")
    #expect(landing.reason == .stoppedAtInvalidStep(message: "Choose a name"))
    // end sample
    // The same link once the name is known reaches the step.
    try await engine.advance("kitchenSetup", with: ["name": "Ada"])
    try engine.back("kitchenSetup")
    let reached = try await engine.open(flow: "kitchenSetup", at: "done")
    #expect(reached.reason == .reachedRequestedStep)
    // A step off the path (a branch not taken) is refused.
    await #expect(throws: FlowError.self) {
      try await engine.open(flow: "kitchenSetup", at: "signIn")
    }
  }

  @Test func flowLinksGoThroughTheBus() async throws {
    let app = try KitchenApp(middlewares: [MaintenanceMode()])
    let (bus, engine) = (app.bus, app.engine)
    // sample: flows-link-through-bus
    let outcome = bus.send(.link("cookbook://app/flow/kitchenSetup/step/diet"), source: .link)
    // The send answers where the flow landed, and why.
    #expect(
      outcome
        == .landed(
          FlowLanding(
            id: "kitchenSetup", step: "diet", requested: "diet", reason: .reachedRequestedStep)))
    #expect(engine.flow("kitchenSetup")?.step == "diet")
    // end sample
    #expect(bus.send(.link("cookbook://app/shopping/item/flour"), source: .link) == .applied)
    #expect(app.store.state.topRoute == AnyRoute(ShoppingRoute.item(name: "flour")))

    // A middleware that refuses links refuses flow links too.
    app.account.grant(.featureFlag("maintenance"))
    let refused = bus.send(.link("cookbook://app/flow/newRecipe"), source: .link)
    #expect(refused != .applied)
    #expect(app.store.state.flows.map(\.flow) == ["kitchenSetup"])
  }

  @Test func aPersistentFlowContinuesAfterARelaunch() async throws {
    let app = try KitchenApp()
    let (engine, store, account) = (app.engine, app.store, app.account)
    // sample: flows-relaunch
    let setup = try engine.start("kitchenSetup")
    try await engine.advance(setup)
    try await engine.advance(setup, with: ["diet": "vegan"])
    _ = try engine.start("newRecipe")  // does not persist

    // Before the app quits: the state to save keeps only the flows that persist.
    let codec = SnapshotCodec()
    let saved = try codec.encode(store.state.persistableState)

    // At the next launch: a new bus on the restored state continues the kitchen setup at its
    // step, with its history and data; the new-recipe wizard was not saved.
    let restored = NavigationStore(state: try codec.decode(saved), entitlements: EntitlementStore())
    var next = NavigationBus.Builder(
      shell: ShellConfiguration(tabs: [TabDeclaration("recipes"), TabDeclaration("shopping")]))
    next.register(flow: kitchenSetup)
    next.register(flow: newRecipeFlow(savingTo: RecipeBox()))
    next.flowConditions = cookbookConditions(account: account)
    let relaunched = try next.build(store: restored).flows
    #expect(restored.state.flows.map(\.id) == ["kitchenSetup"])

    let landing = try await relaunched.recheck("kitchenSetup")
    #expect(landing.step == "createAccount")
    #expect(relaunched.flow("kitchenSetup")?.data["diet"] == "vegan")
    // end sample
    #expect(relaunched.flow("kitchenSetup")?.history == ["welcome", "diet"])
    #expect(restored.state.topRoute == .flowStep(flow: "kitchenSetup", step: "createAccount"))
  }

  @Test func theFunnelCountsStartsCompletionsAndDropOffs() async throws {
    // sample: flows-funnel
    let funnels = FlowFunnelRecorder()  // an observer of the bus: it reads the flow events
    let app = try KitchenApp(observers: [funnels])
    let (engine, clock) = (app.engine, app.clock)
    funnels.attach(to: engine)  // the engine's declarations give the step order

    let finished = try engine.start("kitchenSetup")
    clock.advance(by: .seconds(3))
    try await engine.advance(finished, with: ["diet": "vegan"])
    clock.advance(by: .seconds(20))
    try await engine.advance(finished, with: ["name": "Ada"])
    try await engine.complete(finished)

    let abandoned = try engine.start("kitchenSetup")
    clock.advance(by: .seconds(5))
    try await engine.advance(abandoned)
    try await engine.cancel(abandoned)

    let report = funnels.funnel(for: "kitchenSetup")
    #expect(report.started == 2)
    #expect(report.conversion == 0.5)
    #expect(report.dropOffStep == "diet")
    // end sample
    #expect(
      report.text == """
        funnel kitchenSetup: 2 started, 1 completed (50.0%), 1 cancelled, 0 in progress
        step           reached  completed  abandoned  refused   median
        welcome              2          2          0        0   4.00 s
        diet                 1          0          1        0        -
        createAccount        1          1          0        0  20.00 s
        done                 1          1          0        0   0.00 s
        signIn               0          0          0        0        -
        drop-off: diet (1 abandoned)

        """)
  }
}
