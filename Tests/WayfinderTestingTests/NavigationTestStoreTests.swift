import Testing
import Wayfinder
import WayfinderTestSupport
import WayfinderTesting

@Route(path: "store")
enum StoreRoute {
  @Presents(.sheet)
  case upgrade
}

struct StoreModule: FeatureRouter {
  enum Interaction: ModuleInteraction {
    case none
    static let moduleKey = StoreRoute.moduleKey
  }

  func respond(to interaction: Interaction, in state: NavigationState) -> ModuleResponse<StoreRoute>
  {
    .nothing
  }
}

/// A notes app with a premium export behind the store's upgrade sheet.
@MainActor
func makeStore(
  account: EntitlementStore = EntitlementStore(),
  exhaustivity: NavigationTestStore.Exhaustivity = .on
) throws -> NavigationTestStore {
  let upgrade = NavigationIntent.show(AnyRoute(StoreRoute.upgrade), style: nil)
  return try NavigationTestStore(
    shell: ShellConfiguration(tabs: [TabDeclaration("notes")]),
    features: [FeatureRegistration("notes").routes(NotesModule()).routes(StoreModule())],
    middlewares: [RequirementGuard.entitlements(paywall: { _ in upgrade })],
    placement: RoutePlacement(homeTabs: ["notes": "notes", "store": "notes"]),
    entitlements: account, exhaustivity: exhaustivity)
}

let note7 = AnyRoute(NotesRoute.note(id: 7))
let export = AnyRoute(NotesRoute.export)
let upgrade = AnyRoute(StoreRoute.upgrade)
let toUpgrade = IntentOutcome.redirected(to: .show(upgrade, style: nil), until: .premium)

@MainActor
@Suite struct NavigationTestStoreTests {
  @Test func aStatedChangePasses() throws {
    let store = try makeStore()
    let outcome = store.send(.interaction(AnyInteraction(NotesInteraction.noteTapped(7)))) {
      try $0.apply(.push(note7))
    }
    #expect(outcome == .applied)
    #expect(store.state.topRoute == note7)
    store.finish()
  }

  @Test func aWrongChangeFailsWithADiffOfTheTree() throws {
    let store = try makeStore()
    withKnownIssue {
      store.send(.interaction(AnyInteraction(NotesInteraction.noteTapped(7)))) {
        try $0.apply(.push(AnyRoute(NotesRoute.note(id: 8))))
      }
    } matching: { issue in
      let text = issue.comments.map(\.rawValue).joined()
      return text.contains("(- expected, + actual)")
        && text.contains("-       > push notes/note/8")
        && text.contains("+       > push notes/note/7")
    }
  }

  @Test func anUnstatedChangeFailsWhenExhaustive() throws {
    let store = try makeStore()
    withKnownIssue {
      store.send(.show(note7, style: nil))
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains("the test stated no change")
    }
  }

  @Test func anUnstatedChangePassesWhenNotExhaustive() throws {
    let store = try makeStore(exhaustivity: .off)
    store.send(.show(note7, style: nil))
    #expect(store.state.topRoute == note7)
  }

  @Test func aRedirectStatesItsOutcomeAndTheTargetIsReceived() throws {
    let account = EntitlementStore()
    let store = try makeStore(account: account)
    let showExport = NavigationIntent.show(export, style: nil)
    store.send(
      showExport, from: .handle("notes"),
      outcome: toUpgrade
    ) {
      try $0.apply(.present(upgrade, style: .sheet))
    }
    store.receive(.show(upgrade, style: nil), from: .redirect)

    store.changeEntitlements({ account.grant(.entitlement("premium")) }) {
      try $0.apply(.dismiss(levels: 1))
      try $0.apply(.present(export, style: .sheet))
    }
    store.receive(.dismiss, from: .resume)
    store.receive(showExport, from: .resume)
    store.finish()
  }

  @Test func anEventLeftUnstatedFailsTheNextStep() throws {
    let store = try makeStore()
    let showExport = NavigationIntent.show(export, style: nil)
    store.send(
      showExport, outcome: toUpgrade
    ) {
      try $0.apply(.present(upgrade, style: .sheet))
    }
    withKnownIssue {
      store.send(.dismiss) { try $0.apply(.dismiss(levels: 1)) }
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains(
        "1 event(s) were not received when send(dismiss) began:\n"
          + "  show store/upgrade [from redirect] -> applied")
    }
  }

  @Test func eventsLeftWhenTheStoreGoesAwayAreReported() throws {
    try withKnownIssue {
      let store = try makeStore()
      store.send(.show(export, style: nil), outcome: toUpgrade) {
        try $0.apply(.present(upgrade, style: .sheet))
      }
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains(
        "1 event(s) were not received when the store went away")
    }
  }

  @Test func aWrongOutcomeFails() throws {
    let store = try makeStore()
    withKnownIssue {
      store.send(.show(export, style: nil)) {
        try $0.apply(.present(upgrade, style: .sheet))
      }
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains("was expected to end applied")
    }
    store.skipReceivedEvents()
  }

  @Test func aRedirectIsComparedByItsTargetAndRequirementNotItsReason() throws {
    let store = try makeStore()
    let reworded = IntentOutcome.redirected(
      to: .show(upgrade, style: nil), until: .premium, reason: "any wording of the guard's")
    let outcome = store.send(.show(export, style: nil), outcome: reworded) {
      try $0.apply(.present(upgrade, style: .sheet))
    }
    #expect(outcome != reworded, "the guard's own reason is returned")
    store.skipReceivedEvents()
  }

  @Test func aRedirectToAnotherTargetOrUntilAnotherRequirementFails() throws {
    let elsewhere = try makeStore(exhaustivity: .off)
    withKnownIssue {
      elsewhere.send(.show(export, style: nil), outcome: .redirected(to: .pop, until: .premium))
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains(
        "was expected to end redirected to pop until premium, "
          + "but it ended redirected to show store/upgrade until premium")
    }
    let untilOther = try makeStore(exhaustivity: .off)
    withKnownIssue {
      untilOther.send(
        .show(export, style: nil),
        outcome: .redirected(to: .show(upgrade, style: nil), until: .signedIn))
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains(
        "was expected to end redirected to show store/upgrade until signed in, "
          + "but it ended redirected to show store/upgrade until premium")
    }
  }

  @Test func receivingAnEventThatDidNotHappenFails() throws {
    let store = try makeStore()
    withKnownIssue {
      store.receive(.pop, from: .app)
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains("no event is waiting")
    }
  }

  @Test func aNonExhaustiveReceiveSkipsToTheEventItNames() throws {
    let account = EntitlementStore()
    let store = try makeStore(account: account, exhaustivity: .off)
    let showExport = NavigationIntent.show(export, style: nil)
    store.send(
      showExport, outcome: toUpgrade)
    store.changeEntitlements { account.grant(.entitlement("premium")) }
    store.receive(showExport, from: .resume)
    store.finish()
    #expect(store.state.topRoute == export)
  }

  @Test func aBusWithoutTheStoresObserverIsNamed() throws {
    let coordinator = NavigationStore(
      state: NavigationState(tabs: ["notes"]), entitlements: GrantEverything())
    let store = try NavigationTestStore { _ in
      try NavigationBus(
        store: coordinator, shell: ShellConfiguration(tabs: [TabDeclaration("notes")]),
        features: [FeatureRegistration("notes").routes(NotesModule())])
    }
    withKnownIssue {
      store.send(.pop)
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains("the bus reported no event to the store")
    }
  }
}
