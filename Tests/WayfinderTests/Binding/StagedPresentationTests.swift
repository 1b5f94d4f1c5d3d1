import Testing
import Wayfinder

/// A binding that stages presentations shows a restore several levels deep one level at a time,
/// each after the one under it appeared, and judges write-backs against the state.
@MainActor
@Suite struct StagedPresentationTests {
  static let notes = ContainerID.tab("notes")

  func at(_ depth: Int) -> StackLocation { StackLocation(container: Self.notes, depth: depth) }

  /// A bus whose notes tab shows a list, and a binding over it that stages.
  func staged() throws -> (BusHarness, NavigationBinding) {
    let h = try BusHarness()
    #expect(h.bus.send(.selectTab("notes"), source: .app) == .applied)
    let binding = NavigationBinding(bus: h.bus, platform: .iOS)
    binding.stagesPresentations = true
    return (h, binding)
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
    let (h, binding) = try staged()
    let base = binding.layer(at: at(0))
    let first = binding.layer(at: at(1))
    let second = binding.layer(at: at(2))
    try restoreThreeLevels(h)
    // The base stack is on screen: the first sheet is shown at once, the rest wait.
    let firstID = try #require(base.presentedLayer)
    #expect(first.id == firstID)
    #expect(first.presentedLayer == nil)
    #expect(second.presentedLayer == nil)
    // The first sheet appeared: the second is shown over it, and so on.
    binding.layerAppeared(firstID)
    let secondID = try #require(first.presentedLayer)
    #expect(second.id == secondID)
    #expect(second.presentedLayer == nil)
    binding.layerAppeared(secondID)
    #expect(second.presentedStyle == .fullScreen)
    #expect(second.presentedLayer == binding.projection.focusedLayer?.id)
    // The projection itself was never staged.
    #expect(binding.projection.container(Self.notes)?.layers.count == 4)
  }

  @Test func withoutStagingEveryLevelIsShownAtOnce() throws {
    let (h, binding) = try staged()
    binding.stagesPresentations = false
    let first = binding.layer(at: at(1))
    let second = binding.layer(at: at(2))
    try restoreThreeLevels(h)
    #expect(first.presentedLayer != nil)
    #expect(second.presentedLayer != nil)
    // Turning it on holds back what has not appeared yet.
    binding.stagesPresentations = true
    #expect(first.presentedLayer == nil)
    #expect(binding.layer(at: at(0)).presentedLayer != nil)
  }

  @Test func aSwipeDownOfAShownSheetAlsoDismissesTheLevelsWaitingAboveIt() throws {
    let (h, binding) = try staged()
    let base = binding.layer(at: at(0))
    try restoreThreeLevels(h)
    let firstID = try #require(base.presentedLayer)
    let outcome = binding.report(.dismissed(layer: firstID))
    #expect(outcome == .sent(.commands([.dismiss(levels: 3)]), .applied))
    #expect(h.state.presentationDepth(of: Self.notes) == 0)
    #expect(base.presentedLayer == nil)
  }

  @Test func aLayerThatWentAwayMustAppearAgainWhenAnotherTakesItsPlace() throws {
    let (h, binding) = try staged()
    let base = binding.layer(at: at(0))
    let first = binding.layer(at: at(1))
    try restoreThreeLevels(h)
    let firstID = try #require(base.presentedLayer)
    binding.layerAppeared(firstID)
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
    let again = try #require(base.presentedLayer)
    #expect(again != firstID)
    #expect(first.presentedLayer == nil)
    binding.layerAppeared(again)
    #expect(first.presentedLayer != nil)
  }

  @Test func anAppearanceOfALayerThatIsNotThereIsIgnored() throws {
    let (h, binding) = try staged()
    try restoreThreeLevels(h)
    let first = binding.layer(at: at(1))
    binding.layerAppeared(987_654)
    #expect(first.presentedLayer == nil)
  }
}
