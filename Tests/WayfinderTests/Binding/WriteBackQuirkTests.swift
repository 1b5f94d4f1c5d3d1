import Testing
import Wayfinder
import WayfinderTesting

/// A host's write-backs, quirks included, driven at random against a bus: no guard is bypassed,
/// no report is applied twice or lost, and the scenes the host opens and closes in the
/// reconciler's order are the state's. What the host draws is the projection here, so this
/// suite does not judge the drawing: in AdapterTests,
/// `SwiftUIAdapterTests.whatTheAdapterDrawsIsTheBusStateAndNoGuardGivesWay` drives what the
/// SwiftUI adapter's views draw, with staging on as the adapter uses it, and compares that with
/// the state.
///
/// The quirks, from the bug reports of navigation libraries on SwiftUI:
/// - a back swipe moves the screen first and reports after (the path setter);
/// - a back swipe cancelled halfway reports the path it already shows;
/// - a setter called twice for one gesture;
/// - a sheet dismissal reported late, after the app already dismissed it (a late nil);
/// - a write after nil: a path report for a sheet that is gone;
/// - one new presentation level per update, so a change is shown in frames;
/// - the system dismisses an immersive space, or refuses to open one.
@MainActor
@Suite struct WriteBackQuirkTests {
  /// What the host shows and what it has yet to report.
  @MainActor
  final class Host {
    let viewModel: NavigationViewModel
    /// What is on screen: the projection of the last frame the host drew.
    var shown: NavigationProjection
    /// The scenes the host has open.
    var openScenes: [SceneID] = []
    /// Reports the host will make later (late ones).
    var pending: [WriteBack] = []
    /// Changes that needed more than one frame.
    var stagedChanges = 0
    var sentApplied = 0

    init(viewModel: NavigationViewModel) {
      self.viewModel = viewModel
      self.shown = viewModel.projection
    }

    /// Draws the bus's state as SwiftUI would: frame by frame, one new level each, and opens and
    /// closes scenes in the reconciler's order.
    func catchUp(from before: NavigationState, to after: NavigationState) {
      var plan = TransitionPlan(from: before, to: after)
      if plan.frames.count > 1 { stagedChanges += 1 }
      while plan.advance() != nil {}
      shown = viewModel.projection
      for action in shown.sceneActions(opened: openScenes) {
        switch action {
        case .open(let scene): openScenes.append(scene)
        case .close(let scene): openScenes.removeAll { $0 == scene }
        }
      }
    }

    /// Reports, and counts what the bus applied.
    func report(_ writeBack: WriteBack) -> WriteBackOutcome {
      let outcome = viewModel.report(writeBack)
      if case .sent(_, .applied) = outcome { sentApplied += 1 }
      return outcome
    }
  }

  static let search = AnyRoute(Notes.search(query: nil, tags: []))
  static func detail(_ id: Int) -> AnyRoute { AnyRoute(Notes.detail(id: id)) }

  /// A saved navigation two sheets deep: restoring it needs one frame per sheet.
  static let saved: NavigationState = {
    var state = NavigationState(tabs: BusHarness.shell.tabs.map(\.id))
    try? state.apply(
      .selectTab(
        "notes",
        then: [
          .push(detail(7)), .present(detail(8), style: .sheet),
          .present(detail(9), style: .fullScreen),
        ]))
    return state
  }()

  @Test(arguments: [UInt64(11), 12, 13, 14, 15, 16])
  func noWriteBackBypassesAGuardOrAppliesTwice(seed: UInt64) throws {
    var random = SeededRandom(seed: seed)
    // No premium: the search screen must never be in the state.
    let h = try BusHarness(store: EntitlementStore())
    let viewModel = NavigationViewModel(bus: h.bus, platform: .visionOS)
    let host = Host(viewModel: viewModel)
    var uiEvents = 0
    var quirks: Set<String> = []

    for _ in 0..<400 {
      let before = h.state
      let eventsBefore = h.events.events.filter { $0.request.source == .userInterface }.count
      let appliedBefore = host.sentApplied
      switch Int.random(in: 0..<10, using: &random) {
      case 0, 1, 2:
        // The app moves: a push, a sheet, a full-screen cover over it, a screen that needs
        // premium (the guard redirects), a dismissal, a window or an immersive space.
        let intents: [NavigationIntent] = [
          .show(Self.detail(Int.random(in: 1...3, using: &random)), style: nil),
          .show(Self.detail(4), style: .sheet), .show(Self.detail(5), style: .fullScreen),
          .show(Self.search, style: nil), .dismiss,
          .commands([.openScene(.window("help"), root: Self.detail(6), immersion: nil)]),
          .commands([.openScene(.immersive("space"), root: nil, immersion: .full)]),
          .selectTab(["home", "notes"].randomElement(using: &random)!),
          .restore(Self.saved),
        ]
        h.bus.send(intents.randomElement(using: &random)!, source: .app)
        // A dismissal the user started before the app's change lands now: a late nil.
        if let top = before.focusedContainer.presentations.indices.last, Bool.random(using: &random)
        {
          let location = StackLocation(container: before.focusedContainerID, depth: top + 1)
          if let layer = host.shown.container(location.container)?.layers.last {
            host.pending.append(.dismissed(layer: layer.id))
            quirks.insert("late nil")
          }
        }
      case 3, 4:
        // A back swipe: the screen moves first, then the setter reports; sometimes twice.
        guard let layer = host.shown.focusedLayer, layer.entries.count > 1 else { continue }
        let back = WriteBack.path(layer: layer.id, entries: layer.entries.dropLast().map(\.id))
        let first = host.report(back)
        if Bool.random(using: &random) {
          // Once applied, the same report again says nothing new.
          if case .sent(_, .applied) = first, case .sent = host.report(back) {
            Issue.record("one back swipe was applied, then sent again")
          }
          quirks.insert("setter twice")
        }
      case 5:
        // A back swipe cancelled halfway: the setter reports the path the screen shows.
        guard let layer = host.shown.focusedLayer else { continue }
        guard case .ignored = host.report(.path(layer: layer.id, entries: layer.entries.map(\.id)))
        else {
          Issue.record("a cancelled swipe was sent")
          continue
        }
        quirks.insert("cancelled swipe")
      case 6:
        // A swipe-down of the top sheet, then a write after nil into its stack.
        guard let layer = host.shown.focusedLayer, layer.location.depth > 0 else { continue }
        _ = host.report(.dismissed(layer: layer.id))
        if case .sent = host.report(.path(layer: layer.id, entries: [])) {
          Issue.record("a write after nil was sent")
        }
        quirks.insert("write after nil")
      case 7:
        // The late reports arrive.
        for late in host.pending { _ = host.report(late) }
        host.pending.removeAll()
      case 8:
        // The system dismisses the immersive space, or refused to open it.
        guard let space = host.openScenes.first(where: { $0 == .immersive("space") }) else {
          continue
        }
        host.openScenes.removeAll { $0 == space }
        _ = host.report(.closedScene(space))
        quirks.insert("immersive space closed by the system")
      default:
        // A tab bar tap.
        _ = host.report(.selectedTab(["home", "notes", "vault"].randomElement(using: &random)!))
      }
      // Every report the bus applied is one intent from the UI that observers saw; none twice.
      let uiNow = h.events.events.filter { $0.request.source == .userInterface }.count
      #expect(uiNow - eventsBefore >= host.sentApplied - appliedBefore)
      uiEvents = uiNow
      host.catchUp(from: before, to: h.state)
      // The guard held.
      #expect(
        !h.state.allRoutes.contains(Self.search), "the search screen is shown without premium")
      #expect(h.state.selectedTab != "vault", "the locked tab opened without premium")
      #expect(h.state.isWellFormed)
      #expect(
        host.openScenes == host.shown.scenes.filter(\.isShownAsScene).map(\.id),
        "the host's scenes are not the state's")
    }
    #expect(uiEvents > 20, "only \(uiEvents) reports reached the bus")
    #expect(quirks.count >= 5, "quirks exercised: \(quirks.sorted())")
    #expect(host.stagedChanges > 3, "only \(host.stagedChanges) changes were shown in frames")
  }
}
