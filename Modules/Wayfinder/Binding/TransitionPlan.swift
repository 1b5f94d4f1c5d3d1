/// The frames that take a renderer from one state to another when it cannot show the change at
/// once: SwiftUI presents one new modal level per update, and neither dismisses and presents in
/// the same update nor restores nested sheets in one go.
///
/// The first frame makes every removal at once (pops, dismissals, closed scenes) together with
/// the changes in place (pushes, a replaced root, a selected tab, opened scenes' base stacks);
/// when a layer is dismissed and another must be presented, the first frame only dismisses.
/// Each following frame presents at most ``newLevelsPerFrame`` new levels in each tab and scene.
/// The last frame is the target.
///
/// A host shows ``current``, and calls ``advance()`` when that frame has appeared (a presented
/// view's `onAppear`, a transition's completion) or when its own time-out passes, so that a
/// frame that never reports does not stall the rest.
///
/// ```swift
/// var plan = TransitionPlan(from: shown, to: bus.store.state)
/// render(plan.current)
/// // later, when the sheet has appeared:
/// if let next = plan.advance() { render(next) }
/// ```
package struct TransitionPlan: Hashable, Sendable {
  /// The states to draw, in order; the last is the target.
  package let frames: [NavigationState]
  /// How many new modal levels a frame may present in each tab and scene.
  package let newLevelsPerFrame: Int
  /// The index in ``frames`` of the frame on screen.
  package private(set) var shownFrame = 0

  /// Plans a change.
  /// - Parameters:
  ///   - old: What the renderer shows now.
  ///   - new: What it must show.
  ///   - newLevelsPerFrame: How many new modal levels the renderer can present in one update,
  ///     in each tab and scene; 1 for SwiftUI. Values below 1 count as 1.
  package init(from old: NavigationState, to new: NavigationState, newLevelsPerFrame: Int = 1) {
    let perFrame = max(1, newLevelsPerFrame)
    self.newLevelsPerFrame = perFrame
    var kept: [ContainerID: Int] = [:]
    var removes = !old.scenes.allSatisfy { scene in new.scenes.contains { $0.id == scene.id } }
    var framesNeeded = 0
    for (id, target) in new.containers {
      let before = old.container(id)?.presentations ?? []
      let common = zip(before, target.presentations).prefix { $0.style == $1.style }.count
      kept[id] = common
      removes = removes || before.count > common
      let added = target.presentations.count - common
      framesNeeded = max(framesNeeded, (added + perFrame - 1) / perFrame)
    }
    func frame(presenting rounds: Int) -> NavigationState {
      var state = new
      for (id, target) in new.containers {
        let shown = min(target.presentations.count, (kept[id] ?? 0) + rounds * perFrame)
        if shown < target.presentations.count {
          state.withContainer(id) { $0.presentations.removeLast($0.presentations.count - shown) }
        }
      }
      return state
    }
    var frames: [NavigationState] = []
    if removes && framesNeeded > 0 { frames.append(frame(presenting: 0)) }
    for round in stride(from: 1, through: framesNeeded, by: 1) {
      frames.append(frame(presenting: round))
    }
    if frames.isEmpty { frames.append(new) }
    self.frames = frames
  }

  /// The frame to draw now.
  package var current: NavigationState { frames[shownFrame] }

  /// Whether the target is on screen.
  package var isFinished: Bool { shownFrame == frames.count - 1 }

  /// Moves on once the frame on screen has appeared or its time-out passed.
  /// - Returns: The next frame to draw, or `nil` when the target is already on screen.
  package mutating func advance() -> NavigationState? {
    guard !isFinished else { return nil }
    shownFrame += 1
    return frames[shownFrame]
  }
}

extension NavigationState {
  /// Every tab and open scene with what it holds.
  fileprivate var containers: [(ContainerID, NavigationContainer)] {
    tabs.map { (.tab($0.id), $0.content) } + scenes.map { (.scene($0.id), $0.content) }
  }
}
