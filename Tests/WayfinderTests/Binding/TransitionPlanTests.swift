import Testing
import Wayfinder
import WayfinderTesting

/// The planner's frames: each one showable by a renderer that presents a limited number of new
/// levels per update and does not dismiss and present at once, ending at the target.
@Suite struct TransitionPlanTests {
  static let list = AnyRoute(Notes.list)
  static func detail(_ id: Int) -> AnyRoute { AnyRoute(Notes.detail(id: id)) }

  static func state(_ commands: [NavigationCommand]) throws -> NavigationState {
    try CoreFixtures.notesList(then: commands)
  }

  static func styles(_ state: NavigationState, _ tab: TabID) -> [PresentationStyle] {
    state.tab(tab)?.content.presentations.map(\.style) ?? []
  }

  @Test func threeSheetsFromNothingTakeThreeFrames() throws {
    let target = try Self.state([
      .present(Self.detail(1), style: .sheet), .present(Self.detail(2), style: .sheet),
      .present(Self.detail(3), style: .fullScreen),
    ])
    var plan = TransitionPlan(from: try Self.state([]), to: target)
    #expect(plan.frames.map { Self.styles($0, "notes").count } == [1, 2, 3])
    #expect(plan.current == plan.frames[0])
    #expect(plan.advance() == plan.frames[1])
    #expect(plan.advance() == target)
    #expect(plan.isFinished)
    #expect(plan.advance() == nil)
    // A renderer that presents two levels at once needs two frames.
    #expect(
      TransitionPlan(from: try Self.state([]), to: target, newLevelsPerFrame: 2).frames.count == 2)
  }

  @Test func aDismissalAndAPresentationAreTwoFrames() throws {
    let old = try Self.state([.present(Self.detail(1), style: .sheet)])
    let new = try Self.state([.present(Self.detail(2), style: .fullScreen)])
    let plan = TransitionPlan(from: old, to: new)
    #expect(plan.frames.count == 2)
    #expect(Self.styles(plan.frames[0], "notes").isEmpty)
    #expect(plan.frames[1] == new)
  }

  @Test func pushesPopsAndAReplacedSheetRootAreOneFrame() throws {
    let old = try Self.state([.push(Self.detail(1)), .present(Self.detail(2), style: .sheet)])
    let new = try Self.state([
      .push(Self.detail(1)), .push(Self.detail(4)), .present(Self.detail(2), style: .sheet),
      .replace(Self.detail(5)),
    ])
    #expect(TransitionPlan(from: old, to: new).frames == [new])
    #expect(TransitionPlan(from: new, to: old).frames == [old])
  }

  /// What one frame may do after another: only remove, or only add at most `perFrame` levels in
  /// each tab and scene.
  static func isShowable(
    _ before: NavigationState, _ after: NavigationState, perFrame: Int
  ) -> Bool {
    var removes = before.scenes.contains { scene in after.scene(scene.id) == nil }
    var adds = false
    let ids = after.tabs.map { ContainerID.tab($0.id) } + after.scenes.map { .scene($0.id) }
    for id in ids {
      let old = presentations(before, id)
      let new = presentations(after, id)
      let common = zip(old, new).prefix { $0.style == $1.style }.count
      if old.count > common { removes = true }
      if new.count - common > perFrame { return false }
      if new.count > common { adds = true }
    }
    return !(removes && adds)
  }

  static func presentations(_ state: NavigationState, _ id: ContainerID) -> [Presentation] {
    switch id {
    case .tab(let tab): return state.tab(tab)?.content.presentations ?? []
    case .scene(let scene): return state.scene(scene)?.content.presentations ?? []
    }
  }

  /// A state made by random commands, some of which fail and are skipped.
  static func randomState(_ random: inout SeededRandom) -> NavigationState {
    var state = NavigationState(tabs: [TabState(id: "home"), TabState(id: "notes", root: list)])
    let styles: [PresentationStyle] = [.sheet, .fullScreen, .popover]
    for _ in 0..<Int.random(in: 0...8, using: &random) {
      let route = detail(Int.random(in: 1...3, using: &random))
      let commands: [NavigationCommand] = [
        .push(route), .present(route, style: styles.randomElement(using: &random)!),
        .present(route, style: styles.randomElement(using: &random)!), .dismiss(levels: 1),
        .pop(count: 1),
        .selectTab(["home", "notes"].randomElement(using: &random)!, then: []),
        .openScene(.window("help"), root: route, immersion: nil),
      ]
      try? state.apply(commands.randomElement(using: &random)!)
    }
    return state
  }

  @Test(arguments: [1, 2])
  func everyFrameIsShowableAndTheLastIsTheTarget(perFrame: Int) {
    var random = SeededRandom(seed: UInt64(perFrame))
    var multiFrame = 0
    for _ in 0..<400 {
      let old = Self.randomState(&random)
      let new = Self.randomState(&random)
      let plan = TransitionPlan(from: old, to: new, newLevelsPerFrame: perFrame)
      #expect(plan.frames.last == new)
      for (before, after) in zip([old] + plan.frames, plan.frames) {
        #expect(
          Self.isShowable(before, after, perFrame: perFrame),
          "a frame does too much at once:\n\(before.renderTree())\(after.renderTree())")
      }
      if plan.frames.count > 1 { multiFrame += 1 }
    }
    #expect(multiFrame > 20, "only \(multiFrame) changes needed several frames")
  }
}
