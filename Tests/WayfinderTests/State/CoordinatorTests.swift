import Observation
import Testing
import Wayfinder

@MainActor
@Suite struct CoordinatorTests {
  /// Counts the changes that Observation reports for `coordinator.state` while `body` runs.
  func changes(
    of coordinator: NavigationStore, during body: () throws -> Void
  ) rethrows -> Int {
    final class Counter: @unchecked Sendable { var value = 0 }
    let counter = Counter()
    func track() {
      withObservationTracking {
        _ = coordinator.state
      } onChange: {
        counter.value += 1
      }
    }
    track()
    var total = 0
    try body()
    total = counter.value
    return total
  }

  @Test func anAppliedCommandNotifiesObservers() throws {
    let coordinator = NavigationStore(state: CoreFixtures.state(), entitlements: AllowEverything())
    let count = try changes(of: coordinator) {
      try coordinator.apply(.push(AnyRoute(Notes.list)))
    }
    #expect(count == 1)
    #expect(coordinator.state.topRoute == AnyRoute(Notes.list))
  }

  @Test func aFailedCommandNotifiesNobodyAndChangesNothing() {
    let coordinator = NavigationStore(state: CoreFixtures.state(), entitlements: AllowEverything())
    let count = changes(of: coordinator) {
      #expect(throws: NavigationError.nothingToDismiss(at: .tab("home"))) {
        try coordinator.apply(.dismiss)
      }
      #expect(throws: (any Error).self) {
        try coordinator.apply([.push(AnyRoute(Notes.list)), .pop, .pop])
      }
    }
    #expect(count == 0)
    #expect(coordinator.state == CoreFixtures.state())
  }

  @Test func replacingTheStateNotifies() {
    let coordinator = NavigationStore(state: CoreFixtures.state(), entitlements: AllowEverything())
    var other = CoreFixtures.state()
    try? other.apply(.selectTab("photos"))
    let count = changes(of: coordinator) { coordinator.replaceState(other) }
    #expect(count == 1)
    #expect(coordinator.state.selectedTab == "photos")
  }

  @Test func canNavigateAsksTheEntitlementProvider() {
    let store = EntitlementStore()
    let coordinator = NavigationStore(state: CoreFixtures.state(), entitlements: store)
    #expect(coordinator.canNavigate(to: Notes.list))
    #expect(!coordinator.canNavigate(to: Notes.search(query: nil, tags: [])))
    #expect(!coordinator.canNavigate(to: Notes.edit(id: 1, title: "")))
    store.grant(.premium)
    #expect(coordinator.canNavigate(to: Notes.search(query: nil, tags: [])))
    store.signIn("ada")
    #expect(coordinator.canNavigate(to: Notes.edit(id: 1, title: "")))
    store.signOut()
    #expect(!coordinator.canNavigate(to: Notes.edit(id: 1, title: "")))
  }

  @Test func requirementsCombineAndReportWhatIsMissing() {
    let store = EntitlementStore(granting: [.pro, .featureFlag("beta")])
    let needs = Requirement.all([.pro, .signedIn, .featureFlag("beta"), .all([.premium])])
    #expect(!store.allows(needs))
    #expect(store.unmet(needs) == [.signedIn, .premium])
    store.signIn("ada")
    store.grant(.premium)
    #expect(store.allows(needs))
    store.revoke(.featureFlag("beta"))
    #expect(store.unmet(needs) == [.featureFlag("beta")])
    #expect(store.allows(nil))
  }
}
