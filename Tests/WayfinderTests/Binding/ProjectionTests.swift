import Testing
import Wayfinder

/// The projection a renderer draws: stable identities, layers and the platform's substitutions.
@MainActor
@Suite struct ProjectionTests {
  static let list = AnyRoute(Notes.list)
  static func detail(_ id: Int) -> AnyRoute { AnyRoute(Notes.detail(id: id)) }

  static func state(_ commands: [NavigationCommand]) throws -> NavigationState {
    try CoreFixtures.notesList(then: commands)
  }

  static func notes(_ projection: NavigationProjection) -> NavigationProjection.Container {
    projection.tabs[1]
  }

  @Test func twoEqualRoutesInOneStackAreTwoEntries() throws {
    let projection = NavigationProjection(
      try Self.state([.push(Self.detail(1)), .push(Self.detail(1))]), platform: .iOS)
    let entries = Self.notes(projection).layers[0].entries
    #expect(entries.map(\.route) == [Self.list, Self.detail(1), Self.detail(1)])
    #expect(Set(entries.map(\.id)).count == 3)
  }

  @Test func aPushKeepsTheIdentitiesBelowAndAPopKeepsTheRest() throws {
    let first = NavigationProjection(try Self.state([.push(Self.detail(1))]), platform: .iOS)
    let pushed = NavigationProjection(
      try Self.state([.push(Self.detail(1)), .push(Self.detail(2))]), platform: .iOS,
      after: first)
    let before = Self.notes(first).layers[0].entries.map(\.id)
    let after = Self.notes(pushed).layers[0].entries.map(\.id)
    #expect(Array(after.prefix(2)) == before)
    #expect(!before.contains(after[2]))
    let popped = NavigationProjection(
      try Self.state([.push(Self.detail(1))]), platform: .iOS, after: pushed)
    #expect(Self.notes(popped).layers[0].entries.map(\.id) == before)
  }

  @Test func aReplacedEntryAndEverythingAboveItGetNewIdentities() throws {
    let first = NavigationProjection(
      try Self.state([.push(Self.detail(1)), .push(Self.detail(2))]), platform: .iOS)
    let changed = NavigationProjection(
      try Self.state([.push(Self.detail(3)), .push(Self.detail(2))]), platform: .iOS,
      after: first)
    let before = Self.notes(first).layers[0].entries.map(\.id)
    let after = Self.notes(changed).layers[0].entries.map(\.id)
    #expect(after[0] == before[0])
    #expect(Set(after.dropFirst()).isDisjoint(with: before))
  }

  @Test func anIdentityIsNeverUsedTwiceInAChain() throws {
    var projection = NavigationProjection(try Self.state([]), platform: .iOS)
    var seen = Set(Self.notes(projection).layers.flatMap { [$0.id] + $0.entries.map(\.id) })
    for round in 1...5 {
      let commands: [NavigationCommand] =
        round.isMultiple(of: 2)
        ? [] : [.push(Self.detail(round)), .present(Self.list, style: .sheet)]
      projection = NavigationProjection(try Self.state(commands), platform: .iOS, after: projection)
      let kept = Set(Self.notes(projection).layers.flatMap { [$0.id] + $0.entries.map(\.id) })
      let fresh = kept.subtracting(seen)
      #expect(fresh.isDisjoint(with: seen))
      seen.formUnion(kept)
    }
    #expect(seen.count > 3)
  }

  @Test func aLayerKeepsItsIdentityWhenItsRootIsReplaced() throws {
    let first = NavigationProjection(
      try Self.state([.present(Self.detail(1), style: .sheet)]), platform: .iOS)
    let replaced = NavigationProjection(
      try Self.state([.present(Self.detail(1), style: .sheet), .replace(Self.detail(2))]),
      platform: .iOS, after: first)
    let sheetBefore = Self.notes(first).layers[1]
    let sheetAfter = Self.notes(replaced).layers[1]
    #expect(sheetAfter.id == sheetBefore.id)
    #expect(sheetAfter.entries.map(\.route) == [Self.detail(2)])
    #expect(sheetAfter.entries[0].id != sheetBefore.entries[0].id)
  }

  @Test func aLayerOfAnotherStyleIsANewLayer() throws {
    let first = NavigationProjection(
      try Self.state([.present(Self.detail(1), style: .sheet)]), platform: .iOS)
    let other = NavigationProjection(
      try Self.state([.present(Self.detail(1), style: .fullScreen)]), platform: .iOS,
      after: first)
    #expect(Self.notes(other).layers[1].id != Self.notes(first).layers[1].id)
    #expect(Self.notes(other).layers[0].id == Self.notes(first).layers[0].id)
  }

  @Test func layersCarryTheirLocationAndThePlatformsStyle() throws {
    let state = try Self.state([.present(Self.detail(1), style: .popover)])
    let phone = Self.notes(NavigationProjection(state, platform: .iOS)).layers[1]
    let pad = Self.notes(NavigationProjection(state, platform: .iPadOS)).layers[1]
    #expect(phone.location == StackLocation(container: .tab("notes"), depth: 1))
    #expect(phone.style == .popover)
    #expect(phone.shownStyle == .sheet(detents: [.medium, .large]))
    #expect(pad.shownStyle == .popover)
  }

  @Test func aWindowOnIPhoneIsALayerAndAScenElsewhere() throws {
    var state = try Self.state([])
    try state.apply(.openScene(.window("help"), root: Self.detail(9), immersion: nil))
    let phone = NavigationProjection(state, platform: .iOS)
    let mac = NavigationProjection(state, platform: .macOS)
    #expect(phone.scenes.map(\.id) == [.window("help")])
    #expect(!phone.scenes[0].isShownAsScene)
    #expect(phone.scenes[0].shownStyle == .fullScreen)
    #expect(mac.scenes[0].isShownAsScene)
    #expect(phone.focus == .scene(.window("help")))
    #expect(phone.focusedLayer?.entries.map(\.route) == [Self.detail(9)])
  }
}

/// The scene reconciler: what a host opens and closes, in order.
@Suite struct SceneActionTests {
  static let help = SceneID.window("help")
  static let space = SceneID.immersive("space")
  static let other = SceneID.immersive("other")

  static func projection(
    _ scenes: [(SceneID, PresentationStyle.Immersion?)], on platform: Platform
  ) throws -> NavigationProjection {
    var state = NavigationState(tabs: ["home"])
    for (scene, immersion) in scenes {
      try state.apply(.openScene(scene, root: nil, immersion: immersion))
    }
    return NavigationProjection(state, platform: platform)
  }

  @Test func nothingToDoWhenTheHostShowsTheState() throws {
    let projection = try Self.projection([(Self.help, nil)], on: .visionOS)
    #expect(projection.sceneActions(opened: [Self.help]).isEmpty)
  }

  @Test func theOldImmersiveSpaceClosesBeforeAnythingOpens() throws {
    let projection = try Self.projection([(Self.help, nil), (Self.other, .full)], on: .visionOS)
    #expect(
      projection.sceneActions(opened: [.settings, Self.space])
        == [.close(Self.space), .close(.settings), .open(Self.help), .open(Self.other)])
  }

  @Test func aSceneShownAsALayerNeedsNoAction() throws {
    let phone = try Self.projection([(Self.help, nil)], on: .iOS)
    #expect(phone.sceneActions(opened: []).isEmpty)
    // A host that had it open as a window (an iPad app in a narrow layout) closes it.
    #expect(phone.sceneActions(opened: [Self.help]) == [.close(Self.help)])
    let mac = try Self.projection([(Self.help, nil)], on: .macOS)
    #expect(mac.sceneActions(opened: []) == [.open(Self.help)])
  }
}
