import Foundation
import Observation
import Testing
import Wayfinder

// The samples of the Persistence and Restoration article: a saver that writes a snapshot after
// each burst of changes, a restore through the bus with its fallbacks, and a migration. The app
// is the guarded cookbook of the Guards and Middlewares article.

// sample: persistence-storage
/// The cookbook's saved navigation: one snapshot per session key, kept in memory here; an app
/// keeps it in its database or in a file.
final class RecipeDrawer: SnapshotStorage, @unchecked Sendable {
  private let lock = NSLock()
  private var snapshots: [String: Data] = [:]

  func snapshot(for key: String) throws -> Data? { lock.withLock { snapshots[key] } }

  func save(_ snapshot: Data, version: Int, for key: String) throws {
    lock.withLock { snapshots[key] = snapshot }
  }

  func removeSnapshot(for key: String) throws { lock.withLock { snapshots[key] = nil } }

  /// How many sessions have a snapshot.
  var count: Int { lock.withLock { snapshots.count } }
}
// end sample

/// What became of a snapshot sent through the bus by hand.
enum LaunchNavigation: Equatable {
  case restored
  case startedFresh(reason: String)
}

/// Shows the saved navigation again, after every guard has checked it; on any failure the app
/// keeps its fresh state and says why.
@MainActor
func restoreNavigation(
  from data: Data, codec: SnapshotCodec, bus: NavigationBus
) -> LaunchNavigation {
  let state: NavigationState
  do {
    state = try codec.decode(data)
  } catch {
    return .startedFresh(reason: error.description)
  }
  switch bus.send(.restore(state), source: .restore) {
  case .applied, .landed, .moved:
    return .restored
  case .redirected(_, _, let reason), .blocked(let reason), .failed(let reason):
    return .startedFresh(reason: reason)
  }
}

@MainActor
@Suite struct PersistenceTests {
  /// Lets the saver's scheduled save run.
  func settle(until done: () -> Bool) async {
    for _ in 0..<100 where !done() { await Task.yield() }
  }

  @Test func theCodecRoundTripsAVersionedSnapshot() throws {
    let app = try GuardedCookbook()
    app.bus.send(RecipesInteraction.recipeTapped(id: 42))
    // sample: persistence-codec
    let codec = SnapshotCodec()
    let data = try codec.encode(app.store.state.persistableState)
    #expect(try codec.decode(data) == app.store.state)
    // end sample
    let text = String(decoding: data, as: UTF8.self)
    #expect(text.hasPrefix(#"{"state":{"#))
    #expect(text.hasSuffix(#""version":2}"#))
    #expect(text.contains(#"["recipes","detail","42"]"#), "routes are compact arrays")

    var small = NavigationState(
      tabs: ["recipes", "shopping"], roots: ["recipes": AnyRoute(RecipesRoute.list)])
    try small.apply(.push(AnyRoute(RecipesRoute.detail(id: 42))))
    // The snapshot the article shows, pretty-printed there.
    #expect(
      String(decoding: try codec.encode(small), as: UTF8.self)
        == #"{"state":{"flows":[],"scenes":[],"selectedTab":"recipes","tabs":["#
        + #"{"content":{"base":{"path":[["recipes","detail","42"]],"root":["recipes","list"]},"#
        + #""presentations":[]},"id":"recipes"},"#
        + #"{"content":{"base":{"path":[]},"presentations":[]},"id":"shopping"}]},"version":2}"#)
  }

  @Test func theBusSavesOncePerBurstOfChanges() async throws {
    // sample: persistence-save-run
    let drawer = RecipeDrawer()
    let app = try GuardedCookbook(savingIn: drawer)
    #expect(app.bus.restore() == .nothingSaved)  // and from now on, every change is saved

    app.bus.send(RecipesInteraction.recipeTapped(id: 42))
    app.bus.send(RecipesInteraction.shareTapped(id: 42))
    try app.bus.saveNow()  // before the process exits; a change is saved without it
    // end sample
    let saved = try #require(try drawer.snapshot(for: app.bus.persistenceKey))
    #expect(try SnapshotCodec().decode(saved) == app.store.state)
    #expect(drawer.count == 1)
    // A change is saved without saveNow, once the main actor's turn is over.
    app.bus.send(.dismiss, source: .app)
    func savedState() -> NavigationState? {
      (try? drawer.snapshot(for: app.bus.persistenceKey)).flatMap { $0 }.flatMap {
        try? SnapshotCodec().decode($0)
      }
    }
    // The write runs on the bus's own queue: wait for it, for up to two seconds.
    for _ in 0..<400 where savedState() != app.store.state {
      try await Task.sleep(for: .milliseconds(5))
    }
    #expect(savedState() == app.store.state)
    #expect(app.store.state.presentationDepth == 0)
  }

  @Test func aLapsedEntitlementIsPrunedNotRefused() throws {
    // sample: persistence-restore-run
    // Yesterday, a premium cook left the meal planner open over a recipe.
    let drawer = RecipeDrawer()
    let yesterday = try GuardedCookbook(savingIn: drawer)
    yesterday.bus.restore()
    yesterday.account.grant(.premium)
    yesterday.bus.send(RecipesInteraction.recipeTapped(id: 42))
    LiveRecipesNavigation(sink: yesterday.bus).showMealPlanner()
    try yesterday.bus.saveNow()

    // Today, premium has lapsed: the recipe comes back, the meal planner does not.
    let today = try GuardedCookbook(savingIn: drawer)
    #expect(
      today.bus.restore()
        == .restored(removed: ["recipes/mealPlanner (needs premium)"]))
    #expect(today.store.state.topRoute == AnyRoute(RecipesRoute.detail(id: 42)))
    #expect(today.store.state.presentationDepth == 0)
    // end sample
    #expect(yesterday.store.state.presentationDepth == 1)
  }

  @Test func aSnapshotWhoseSelectedTabIsNowHiddenOpensOnTheFirstOpenTab() throws {
    let yesterday = try GuardedCookbook()
    yesterday.account.grant(.householdBeta)
    yesterday.bus.send(.selectTab("household"), source: .app)
    #expect(yesterday.store.state.selectedTab == "household")
    let saved = try SnapshotCodec().encode(yesterday.store.state.persistableState)

    let today = try GuardedCookbook()
    #expect(restoreNavigation(from: saved, codec: SnapshotCodec(), bus: today.bus) == .restored)
    #expect(today.store.state.selectedTab == "recipes")
  }

  @Test func aBadSnapshotFallsBackToTheFreshState() throws {
    let drawer = RecipeDrawer()
    let app = try GuardedCookbook(savingIn: drawer)
    // sample: persistence-fallback-run
    let fresh = app.store.state
    try drawer.save(
      Data(#"{"version":3,"state":{}}"#.utf8), version: 3, for: app.bus.persistenceKey)
    #expect(
      app.bus.restore()
        == .fellBack("the saved navigation is from a newer version (3; this app reads up to 2)"))
    #expect(app.store.state == fresh)
    // The next launch does not meet it again.
    #expect(try drawer.snapshot(for: app.bus.persistenceKey) == nil)
    // end sample

    // A route of a module the app no longer has is refused by the bus, not pruned.
    var retired = fresh
    try retired.apply(
      .push(AnyRoute(module: "retired", components: RouteComponents(name: "old"))))
    let data = try SnapshotCodec().encode(retired)
    #expect(
      restoreNavigation(from: data, codec: SnapshotCodec(), bus: app.bus)
        == .startedFresh(
          reason:
            "the snapshot names a route the app does not have: no module 'retired' is registered"
        ))
    #expect(app.store.state == fresh)

    let garbage = restoreNavigation(
      from: Data("not a snapshot".utf8), codec: SnapshotCodec(), bus: app.bus)
    guard case .startedFresh(let reason) = garbage else {
      Issue.record("garbage was restored")
      return
    }
    #expect(reason.hasPrefix("the saved navigation could not be read"))
  }

  @Test func theCodecSaysWhyASnapshotCannotBeUsed() throws {
    // sample: persistence-errors
    let codec = SnapshotCodec(currentVersion: 3)
    #expect(throws: SnapshotError.newerVersion(found: 4, supported: 3)) {
      try codec.decode(Data(#"{"version":4,"state":{}}"#.utf8))
    }
    #expect(throws: SnapshotError.olderVersion(found: 2, supported: 3)) {
      try codec.decode(Data(#"{"version":2,"state":{}}"#.utf8))  // no migration from 2
    }
    // end sample
    #expect {
      try codec.decode(Data(#"{"version":3,"state":{"tabs":[]}}"#.utf8))
    } throws: { error in
      guard case .corrupt = error as? SnapshotError else { return false }
      return true
    }
  }

  @Test func anOlderSnapshotIsMigrated() throws {
    // A snapshot of version 1, written when the shopping module was called "groceries".
    let app = try GuardedCookbook()
    var old = app.store.state
    let flour = RouteComponents(name: "item", values: ["flour"])
    try old.apply(
      .selectTab("shopping", then: [.push(AnyRoute(module: "groceries", components: flour))]))
    let version1 = try SnapshotCodec(currentVersion: 1).encode(old)

    // sample: persistence-migration
    var codec = SnapshotCodec(currentVersion: 3)
    // Version 3 renamed the "groceries" module to "shopping". A route is an array that starts
    // with its module: ["groceries","item","flour"]. (Version 2 is the library's own step.)
    codec.migrations[2] = { data in
      let text = String(decoding: data, as: UTF8.self)
        .replacingOccurrences(of: #"["groceries","#, with: #"["shopping","#)
        .replacingOccurrences(of: #""version":2"#, with: #""version":3"#)
      return Data(text.utf8)
    }
    // end sample
    let state = try codec.decode(version1)
    #expect(
      state.routes(at: StackLocation(container: .tab("shopping"), depth: 0)) == [
        AnyRoute(ShoppingRoute.list), AnyRoute(ShoppingRoute.item(name: "flour")),
      ])
    #expect(restoreNavigation(from: version1, codec: codec, bus: app.bus) == .restored)
    #expect(app.store.state.topRoute == AnyRoute(ShoppingRoute.item(name: "flour")))

    var broken = SnapshotCodec(currentVersion: 3)
    broken.migrations[2] = { data in data }
    let refusal = SnapshotError.migrationFailed(from: 2, reason: "it produced version 2, not 3")
    #expect(throws: refusal) { try broken.decode(version1) }
    // Without the migration, the bus refuses the old module's route.
    #expect(
      restoreNavigation(from: version1, codec: SnapshotCodec(), bus: app.bus)
        == .startedFresh(
          reason:
            "the snapshot names a route the app does not have: no module 'groceries' is registered"
        ))
  }

  @Test func onlyFlowsThatPersistAreSaved() async throws {
    let app = try KitchenApp()
    let (engine, store) = (app.engine, app.store)
    // sample: persistence-flows
    let setup = try engine.start("kitchenSetup")  // @Flow(path: "kitchenSetup", persists: true)
    _ = try engine.start("newRecipe")  // FlowDefinition("newRecipe"): persists is false

    let saved = store.state.persistableState
    #expect(saved.flows.map(\.id) == [setup])
    #expect(!saved.allRoutes.contains(.flowStep(flow: "newRecipe", step: "title")))
    // end sample
    #expect(saved.allRoutes.contains(.flowStep(flow: "kitchenSetup", step: "welcome")))
    #expect(saved.isWellFormed)
  }
}
