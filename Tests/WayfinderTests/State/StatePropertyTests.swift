import Foundation
import Testing
import Wayfinder
import WayfinderTesting

/// Properties that hold for every state reached by random command sequences.
@Suite struct StatePropertyTests {
  static let routes: [AnyRoute] = [
    AnyRoute(Notes.list), AnyRoute(Notes.detail(id: 1)), AnyRoute(Notes.detail(id: -7)),
    AnyRoute(Notes.edit(id: 2, title: "a/b ~ c")), AnyRoute(Notes.search(query: nil, tags: [])),
    AnyRoute(Notes.search(query: "~x", tags: ["", "a,b"])),
    AnyRoute(Photos.album(UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!)),
    AnyRoute(Photos.viewer(index: 3)),
  ]

  static let styles: [PresentationStyle] = [
    .push, .replace, .sheet, .sheet(detents: [.medium, .large]), .fullScreen, .popover,
    .popover(anchor: .edge(.top)), .window(id: "w"), .tab("notes"), .tab("missing"),
    .immersiveSpace(id: "space", style: .progressive), .ornament(edge: .bottom), .settingsPane,
    .inspector,
  ]

  static func randomCommand(
    _ random: inout SeededRandom, depth: Int = 0
  )
    -> NavigationCommand
  {
    let route = routes.randomElement(using: &random)!
    switch Int.random(in: 0..<15, using: &random) {
    case 0, 1: return .push(route)
    case 2: return .replace(route)
    case 3, 4: return .present(route, style: styles.randomElement(using: &random)!)
    case 5: return .dismiss(levels: Int.random(in: 0...3, using: &random))
    case 6: return .pop(count: Int.random(in: 0...3, using: &random))
    case 7: return .popTo(.route(route))
    case 8: return Bool.random(using: &random) ? .popToRoot : .dismissAll
    case 9:
      let tab: TabID = ["home", "notes", "photos", "nope"].randomElement(using: &random)!
      let then =
        depth < 2
        ? (0..<Int.random(in: 0...2, using: &random)).map { _ in
          randomCommand(&random, depth: depth + 1)
        } : []
      return .selectTab(tab, then: then)
    case 10: return .reselectTab
    case 11:
      let scene: SceneID = [.window("w"), .settings, .immersive("a"), .immersive("b")]
        .randomElement(using: &random)!
      return .openScene(
        scene, root: Bool.random(using: &random) ? route : nil,
        immersion: scene.kind == .immersive ? .mixed : nil)
    case 12:
      let scene: SceneID = [.window("w"), .settings, .immersive("a")].randomElement(using: &random)!
      return .closeScene(scene)
    default:
      return depth < 2
        ? .batch(
          (0..<Int.random(in: 1...3, using: &random)).map { _ in
            randomCommand(&random, depth: depth + 1)
          }) : .push(route)
    }
  }

  @Test(arguments: [1 as UInt64, 2, 3, 4])
  func randomSequencesKeepEveryInvariant(seed: UInt64) throws {
    var random = SeededRandom(seed: seed)
    let encoder = JSONEncoder()
    let decoder = JSONDecoder()
    var applied = 0
    var failed = 0
    for _ in 0..<25 {
      var state = CoreFixtures.state()
      for _ in 0..<60 {
        let command = Self.randomCommand(&random)
        let before = state
        do {
          try state.apply(command)
          applied += 1
        } catch {
          failed += 1
          #expect(state == before, "failed \(command) changed the state")
        }
        #expect(state.isWellFormed, "\(command) broke the tree: \(state.wellFormednessProblems)")
        let copy = try decoder.decode(NavigationState.self, from: encoder.encode(state))
        #expect(copy == state)
      }
    }
    // Both paths must have been exercised for the properties to mean anything.
    #expect(applied > 300)
    #expect(failed > 100)
  }

  /// What a change brings back, closes and goes back over, worked out over what differs only,
  /// is what counting every route of both states says.
  @Test(arguments: [21 as UInt64, 22, 23])
  func aChangeIsJudgedAsCountingEveryRouteJudgesIt(seed: UInt64) {
    var random = SeededRandom(seed: seed)
    var judged = 0
    var closing = 0
    var revealing = 0
    for _ in 0..<400 {
      var state = CoreFixtures.state()
      for _ in 0..<Int.random(in: 0..<20, using: &random) {
        _ = try? state.apply(Self.randomCommand(&random))
      }
      let command = Self.randomCommand(&random)
      guard let change = state.change(by: command) else { continue }
      let after = change.after
      var counts: [AnyRoute: Int] = [:]
      for route in state.allRoutes { counts[route, default: 0] += 1 }
      for route in after.allRoutes { counts[route, default: 0] -= 1 }
      let closedScene = state.scenes.contains { scene in after.scene(scene.id) == nil }
      let closes = closedScene || counts.values.contains { $0 > 0 }
      let goesBack =
        closes && !counts.values.contains { $0 < 0 } && after.selectedTab == state.selectedTab
        && (after.focusedScene == state.focusedScene || closedScene)
        && after.scenes.count <= state.scenes.count
      let top = after.topRoute
      let revealed = top != state.topRoute && top.map(state.allRoutes.contains) == true ? top : nil
      #expect(change.closesScreens == closes, "\(command)")
      #expect(change.goesBack == goesBack, "\(command)")
      #expect(change.revealed == revealed, "\(command)")
      judged += 1
      if closes { closing += 1 }
      if revealed != nil { revealing += 1 }
    }
    #expect(judged > 200)
    #expect(closing > 50)
    #expect(revealing > 10)
  }

  @Test(arguments: [11 as UInt64, 12, 13])
  func presentThenDismissRestoresThePriorState(seed: UInt64) throws {
    var random = SeededRandom(seed: seed)
    let modal = Self.styles.filter(\.isModal)
    for _ in 0..<1_000 {
      var state = CoreFixtures.state()
      for _ in 0..<Int.random(in: 0..<20, using: &random) {
        _ = try? state.apply(Self.randomCommand(&random))
      }
      let before = state
      let route = Self.routes.randomElement(using: &random)!
      try state.apply(.present(route, style: modal.randomElement(using: &random)!))
      #expect(state != before)
      try state.apply(.dismiss)
      #expect(state == before)
    }
  }
}
