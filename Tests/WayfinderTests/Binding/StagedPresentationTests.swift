import Testing
import Wayfinder
import WayfinderTesting

/// A view model that stages presentations shows a restore several levels deep one level at a time,
/// each after the one under it appeared, and judges write-backs against the state.
@MainActor
@Suite struct StagedPresentationTests {
  static let notes = ContainerID.tab("notes")

  func at(_ depth: Int) -> StackLocation { StackLocation(container: Self.notes, depth: depth) }

  /// A bus whose notes tab shows a list, and a view model over it that stages.
  func staged() throws -> (BusHarness, NavigationViewModel) {
    let h = try BusHarness()
    #expect(h.bus.send(.selectTab("notes"), source: .app) == .applied)
    let viewModel = NavigationViewModel(bus: h.bus, platform: .iOS)
    viewModel.stagesPresentations = true
    return (h, viewModel)
  }

  /// Two sheets and a cover over the notes tab, sent in one restore.
  func restoreThreeLevels(_ h: BusHarness) throws {
    var state = h.state
    try state.apply(
      .selectTab(
        "notes",
        then: [
          .present(AnyRoute(Notes.detail(id: 1)), style: .sheet),
          .present(AnyRoute(Notes.detail(id: 2)), style: .sheet),
          .present(AnyRoute(Notes.detail(id: 3)), style: .fullScreen),
        ]))
    #expect(h.bus.send(.restore(state), source: .restore) == .applied)
    #expect(h.state.presentationDepth(of: Self.notes) == 3)
  }

  @Test func aRestoreThreeLevelsDeepIsShownOneLevelAtATime() throws {
    let (h, viewModel) = try staged()
    let base = viewModel.layer(at: at(0))
    let first = viewModel.layer(at: at(1))
    let second = viewModel.layer(at: at(2))
    try restoreThreeLevels(h)
    // The base stack is on screen: the first sheet is shown at once, the rest wait.
    let firstID = try #require(base.presentedLayer)
    #expect(first.id == firstID)
    #expect(first.presentedLayer == nil)
    #expect(second.presentedLayer == nil)
    // The first sheet appeared: the second is shown over it, and so on.
    viewModel.layerAppeared(firstID)
    let secondID = try #require(first.presentedLayer)
    #expect(second.id == secondID)
    #expect(second.presentedLayer == nil)
    viewModel.layerAppeared(secondID)
    #expect(second.presentedStyle == .fullScreen)
    #expect(second.presentedLayer == viewModel.projection.focusedLayer?.id)
    // The projection itself was never staged.
    #expect(viewModel.projection.container(Self.notes)?.layers.count == 4)
  }

  @Test func withoutStagingEveryLevelIsShownAtOnce() throws {
    let (h, viewModel) = try staged()
    viewModel.stagesPresentations = false
    let first = viewModel.layer(at: at(1))
    let second = viewModel.layer(at: at(2))
    try restoreThreeLevels(h)
    #expect(first.presentedLayer != nil)
    #expect(second.presentedLayer != nil)
    // Turning it on holds back what has not appeared yet.
    viewModel.stagesPresentations = true
    #expect(first.presentedLayer == nil)
    #expect(viewModel.layer(at: at(0)).presentedLayer != nil)
  }

  @Test func aSwipeDownOfAShownSheetAlsoDismissesTheLevelsWaitingAboveIt() throws {
    let (h, viewModel) = try staged()
    let base = viewModel.layer(at: at(0))
    try restoreThreeLevels(h)
    let firstID = try #require(base.presentedLayer)
    let outcome = viewModel.report(.dismissed(layer: firstID))
    #expect(outcome == .sent(.commands([.dismiss(levels: 3)]), .applied))
    #expect(h.state.presentationDepth(of: Self.notes) == 0)
    #expect(base.presentedLayer == nil)
  }

  @Test func aLayerThatWentAwayMustAppearAgainWhenAnotherTakesItsPlace() throws {
    let (h, viewModel) = try staged()
    let base = viewModel.layer(at: at(0))
    let first = viewModel.layer(at: at(1))
    try restoreThreeLevels(h)
    let firstID = try #require(base.presentedLayer)
    viewModel.layerAppeared(firstID)
    #expect(first.presentedLayer != nil)
    // Everything is dismissed, then two sheets come back in one change: new layers, which have
    // not appeared yet.
    #expect(h.bus.send(.commands([.dismissAll]), source: .app) == .applied)
    #expect(
      h.bus.send(
        .commands([
          .present(AnyRoute(Notes.detail(id: 4)), style: .sheet),
          .present(AnyRoute(Notes.detail(id: 5)), style: .sheet),
        ]), source: .app) == .applied)
    // The first sheet is still being dismissed: nothing is presented in its place until it is
    // gone.
    #expect(base.presentedLayer == nil)
    viewModel.layerDisappeared(firstID)
    let again = try #require(base.presentedLayer)
    #expect(again != firstID)
    #expect(first.presentedLayer == nil)
    viewModel.layerAppeared(again)
    #expect(first.presentedLayer != nil)
  }

  @Test func aSheetReplacedByACoverInOneChangeWaitsUntilTheSheetIsGone() throws {
    let (h, viewModel) = try staged()
    let base = viewModel.layer(at: at(0))
    #expect(
      h.bus.send(.show(AnyRoute(Notes.detail(id: 1)), style: .sheet), source: .app) == .applied)
    let sheet = try #require(base.presentedLayer)
    viewModel.layerAppeared(sheet)
    #expect(base.presentedStyle == .sheet)
    #expect(
      h.bus.send(
        .commands([
          .dismiss(levels: 1), .present(AnyRoute(Notes.detail(id: 2)), style: .fullScreen),
        ]), source: .app) == .applied)
    // SwiftUI cannot present the cover while the sheet is being dismissed from the same view.
    #expect(base.presentedLayer == nil)
    #expect(viewModel.projection.container(Self.notes)?.layers.count == 2)
    viewModel.layerDisappeared(sheet)
    let cover = try #require(base.presentedLayer)
    #expect(cover != sheet)
    #expect(base.presentedStyle == .fullScreen)
    // A disappearance reported twice, or of a layer that never showed, changes nothing.
    viewModel.layerDisappeared(sheet)
    viewModel.layerDisappeared(987_654)
    #expect(base.presentedLayer == cover)
  }

  @Test func anAppearanceOfALayerThatIsNotThereIsIgnored() throws {
    let (h, viewModel) = try staged()
    try restoreThreeLevels(h)
    let first = viewModel.layer(at: at(1))
    viewModel.layerAppeared(987_654)
    #expect(first.presentedLayer == nil)
  }

  /// A host that draws as SwiftUI does, from the observed layers only: it presents what a layer
  /// says it presents, and a presented layer's content appears one update later. Driven at
  /// random (sheets several at once, dismissals, restores, swipe-downs of shown sheets), it never
  /// shows a level over one that has not appeared, and it always catches up with the state.
  @Test(arguments: 0..<12)
  func aHostThatPresentsOneLevelPerUpdateAlwaysCatchesUp(seed: Int) throws {
    let (h, viewModel) = try staged()
    var random = SeededRandom(seed: UInt64(seed))
    var appeared: Set<Int> = []
    /// What the host showed at the last update.
    var onScreen: [Int] = []
    var staged = 0
    /// The layers the host shows over the base stack, bottom first.
    func shown() -> [Int] {
      var chain: [Int] = []
      while let next = viewModel.layer(at: at(chain.count)).presentedLayer {
        #expect(viewModel.layer(at: at(chain.count + 1)).id == next)
        chain.append(next)
      }
      return chain
    }
    /// Updates until the host shows the whole state, each update letting the newest shown
    /// layer appear.
    func catchUp() throws {
      for update in 0... {
        var chain = shown()
        // What the host showed and no longer shows has gone by this update.
        let gone = onScreen.filter { !chain.contains($0) }
        for id in gone {
          appeared.remove(id)
          viewModel.layerDisappeared(id)
        }
        if !gone.isEmpty { chain = shown() }
        onScreen = chain
        // A level is shown only over one that appeared (the base stack always has).
        for (level, id) in chain.enumerated() where level > 0 {
          #expect(appeared.contains(chain[level - 1]), "level \(level + 1) (\(id)) came early")
        }
        let depth = try #require(h.state.presentationDepth(of: Self.notes))
        if chain.count == depth, chain.allSatisfy(appeared.contains) {
          if update > 1 { staged += 1 }
          return
        }
        try #require(update <= depth + 1, "the host did not catch up: \(chain) of \(depth)")
        guard let newest = chain.last(where: { !appeared.contains($0) }) else {
          Issue.record("nothing left to appear, yet \(chain.count) of \(depth) levels shown")
          return
        }
        appeared.insert(newest)
        viewModel.layerAppeared(newest)
      }
    }
    for step in 0..<40 {
      let depth = h.state.presentationDepth(of: Self.notes) ?? 0
      switch random.next() % 4 {
      case 0 where depth < 6:
        let count = Int(random.next() % 3) + 1
        let sheets = (0..<count).map { index in
          NavigationCommand.present(AnyRoute(Notes.detail(id: step * 10 + index)), style: .sheet)
        }
        #expect(h.bus.send(.commands(sheets), source: .app) == .applied)
      case 1 where depth > 0:
        let levels = Int(random.next() % UInt64(depth)) + 1
        #expect(h.bus.send(.commands([.dismiss(levels: levels)]), source: .app) == .applied)
      case 2:
        var state = h.state
        try state.apply(.selectTab("notes", then: [.dismissAll]))
        let count = Int(random.next() % 4)
        for index in 0..<count {
          try state.apply(.present(AnyRoute(Notes.detail(id: 1_000 + index)), style: .sheet))
        }
        #expect(h.bus.send(.restore(state), source: .restore) == .applied)
      default:
        // A swipe-down of a shown sheet, perhaps while levels above it still wait.
        let chain = shown()
        guard !chain.isEmpty else { continue }
        let level = Int(random.next() % UInt64(chain.count))
        let outcome = viewModel.report(.dismissed(layer: chain[level]))
        guard case .sent(_, .applied) = outcome else {
          Issue.record("the swipe-down of a shown sheet was not applied: \(outcome)")
          continue
        }
        #expect(h.state.presentationDepth(of: Self.notes) == level)
        #expect(shown().count == level)
      }
      try catchUp()
    }
    #expect(staged > 0, "no change needed more than one update")
  }
}
