import Foundation
import ShowcaseApp
import SwiftUI
import Tasks
import Testing
import Wayfinder
import WayfinderTesting

@testable import WayfinderSwiftUI

/// The SwiftUI adapter driven at random as SwiftUI drives it, quirks included, against the
/// showcase (a test of `SwiftUIAdapterTests`, on its app, view model and context): what the
/// adapter's views draw (each stack's path binding and each presentation's item binding, read
/// through the stand-in, level by level as each presented layer appears) is compared with the
/// bus's state after every step, and the guards hold against what the user writes back. Every
/// gesture written to a binding must reach the bus (a setter that does nothing fails), and a
/// late swipe-down of a sheet the app already took away must dismiss nothing (the adapter's
/// late-nil guard).
///
/// The quirks, from the bug reports of navigation libraries on SwiftUI:
/// - a back swipe writes the shorter path, sometimes twice for one gesture;
/// - a back swipe cancelled halfway writes the path the stack already shows;
/// - a swipe-down writes nil to the sheet's item, then a late write reaches the dismissed
///   sheet's stack (a write after nil);
/// - a dismissal the user started before the app's own change lands after it (a late nil);
/// - a change of several levels reaches the screen one level per appearance (staging on, as the
///   adapter's root turns it on).
extension SwiftUIAdapterTests {
  /// What the adapter draws for one tab: the routes of each layer's path, the base stack first,
  /// and the bindings a user's gestures write to.
  struct Drawing {
    var paths: [[AnyRoute]] = []
    var pathBindings: [Binding<[NavigationProjection.Entry]>] = []
    var sheetBindings: [Binding<PresentedLayer?>] = []
  }

  /// What SwiftUI keeps between frames for the presenters of every tab: what each shows, the
  /// presentation it refused, and the dismissals that end with the next frame.
  final class Presenters {
    /// A presentation on screen: its modifier's kind, its item and its content.
    struct Shown {
      var kind: String
      var id: Int
      var content: Any
    }
    /// By presenter: its tab and level.
    var shown: [String: Shown] = [:]
    var refused: [String: Int] = [:]
    /// By tab: the contents whose dismissal ends with that tab's next frame.
    var dismissing: [TabID: [Any]] = [:]
    /// By tab: the contents whose presentation ends with that tab's next frame.
    var arriving: [TabID: [Any]] = [:]
    /// How many presentations were refused.
    var refusals = 0
    /// By presenter, the kind of the last presentation it showed, and how many times a
    /// presenter went on to show another kind.
    var lastKind: [String: String] = [:]
    var kindChanges = 0
  }

  /// Runs the actions of one kind that a view carries, as SwiftUI would.
  func run(_ kind: String, in view: Any) {
    for action in values(of: (any ActionRecord).self, in: view) where action.kind == kind {
      _ = action.run(())
    }
  }

  /// Draws a tab as SwiftUI would, one frame: the base layer's view, then each presented
  /// layer's content. A newly presented content's `onAppear` runs when its presentation starts
  /// to animate in, and UIKit tells the controllers in it that they appeared when it ends, with
  /// the next frame; until then UIKit refuses a presentation from it, and SwiftUI does not try
  /// again while the item stays. A presenter that showed one kind of presentation in the last
  /// frame and another in this one is being asked to dismiss one and present the other in one
  /// update: UIKit refuses the second while the first goes. A dismissed layer's content
  /// disappears when its dismissal ends, with the next frame.
  func draw(_ tab: TabID) -> Drawing {
    for content in presenters.dismissing.removeValue(forKey: tab) ?? [] {
      run("onDisappear", in: content)
    }
    for content in presenters.arriving.removeValue(forKey: tab) ?? [] {
      for reporter in values(of: (any UIViewControllerRepresentable).self, in: content) {
        reporter.makeController().viewDidAppear(true)
      }
    }
    var drawing = Drawing()
    var shownNow: [String: Presenters.Shown] = [:]
    var level = 0
    /// The level whose presentation started in this frame, if any.
    var arrivingLevel: Int?
    var next: NavigationLayerView? = NavigationLayerView(
      context: context, location: StackLocation(container: .tab(tab), depth: 0),
      namespace: Namespace().wrappedValue)
    while let view = next {
      next = nil
      let body = view.body
      if let stack = values(of: (any NavigationStackRecord).self, in: body).first,
        let path = stack.pathBinding as? Binding<[NavigationProjection.Entry]>
      {
        drawing.paths.append(path.wrappedValue.map(\.route))
        drawing.pathBindings.append(path)
      }
      let presenter = "\(tab)/\(level)"
      level += 1
      var asked = false
      for record in values(of: (any PresentationRecord).self, in: body) {
        guard let item = record.itemBinding as? Binding<PresentedLayer?> else { continue }
        guard let shown = item.wrappedValue, let content = record.content(for: shown) else {
          continue
        }
        asked = true
        let changesKind = presenters.shown[presenter].map { $0.kind != record.kind } ?? false
        if changesKind || arrivingLevel == level - 1 {
          presenters.refused[presenter] = shown.id
          presenters.refusals += 1
        }
        guard presenters.refused[presenter] != shown.id else { continue }
        presenters.refused[presenter] = nil
        if let last = presenters.lastKind[presenter], last != record.kind {
          presenters.kindChanges += 1
        }
        presenters.lastKind[presenter] = record.kind
        if presenters.shown[presenter]?.id != shown.id {
          run("onAppear", in: content)
          presenters.arriving[tab, default: []].append(content)
          arrivingLevel = level
        }
        shownNow[presenter] = Presenters.Shown(kind: record.kind, id: shown.id, content: content)
        drawing.sheetBindings.append(item)
        next = values(of: NavigationLayerView.self, in: content).first
      }
      if !asked { presenters.refused[presenter] = nil }
    }
    for (presenter, before) in presenters.shown where presenter.hasPrefix("\(tab)/") {
      if shownNow[presenter]?.id != before.id {
        presenters.dismissing[tab, default: []].append(before.content)
      }
      presenters.shown[presenter] = nil
    }
    presenters.shown.merge(shownNow) { $1 }
    return drawing
  }

  /// Draws frames until the screen stops changing, as SwiftUI does after a change.
  func settle(_ tab: TabID) -> Drawing {
    var drawing = draw(tab)
    for _ in 0..<8 {
      let again = draw(tab)
      if again.paths == drawing.paths { return again }
      drawing = again
    }
    return drawing
  }

  /// What the state says a tab shows: each layer's routes above its root. A tab that is not
  /// selected shows its base stack only: its modals are on screen while it is selected, as in
  /// the UIKit adapter.
  func expected(_ tab: TabID) -> [[AnyRoute]] {
    let state = app.bus.store.state
    guard let container = state.tabs.first(where: { $0.id == tab })?.content else { return [] }
    let presented = tab == state.selectedTab ? container.presentations : []
    return [Array(container.base.routes.dropFirst())]
      + presented.map { Array($0.stack.routes.dropFirst()) }
  }

  @Test(arguments: [UInt64(21), 22, 23, 24, 25])
  func whatTheAdapterDrawsIsTheBusStateAndNoGuardGivesWay(seed: UInt64) throws {
    var random = SeededRandom(seed: seed)
    _ = NavigationRoot(viewModel: viewModel, views: context.views)
    #expect(viewModel.stagesPresentations, "the adapter's root stages presentations")
    let tabs: [TabID] = ["dashboard", "tasks", "settings"]
    var lateNils: [(sheet: Binding<PresentedLayer?>, showed: PresentedLayer?)] = []
    var quirks: Set<String> = []
    var staged = 0
    var userReports = 0

    for _ in 0..<300 {
      let tab = app.bus.store.state.selectedTab
      let shown = settle(tab)
      let userBefore = events.filter { $0.source == .userInterface }.count
      switch Int.random(in: 0..<10, using: &random) {
      case 0, 1, 2:
        // The app moves: a push, an edit sheet over a pushed detail, a sheet over what is
        // shown, two sheets at once, a screen that needs premium (redirected to the paywall),
        // a dismissal, another tab.
        let id = "\(Int.random(in: 1...3, using: &random))"
        let moves: [NavigationIntent] = [
          .link("archery://app/tasks/\(id)"),
          .link("archery://app/tasks/\(id)/edit?present=sheet"),
          .show(AnyRoute(TasksRoute.quickCreate), style: .sheet),
          .commands([
            .present(AnyRoute(TasksRoute.quickCreate), style: .sheet),
            .present(AnyRoute(TasksRoute.edit(id: id)), style: .sheet),
          ]),
          // The top sheet replaced by a full-screen cover in one update.
          .commands([
            .dismiss(levels: 1),
            .present(AnyRoute(TasksRoute.quickCreate), style: .fullScreen),
          ]),
          .link("archery://app/tasks/analytics"), .dismiss,
          .selectTab(tabs.randomElement(using: &random) ?? "tasks"),
        ]
        let before = app.bus.store.state
        // What the top sheet's modifier showed when drawn, read before the app's change.
        let top = shown.sheetBindings.last.map { (sheet: $0, showed: $0.wrappedValue) }
        app.bus.send(moves.randomElement(using: &random) ?? .dismiss, source: .app)
        let levels = app.bus.store.state.focusedContainer.presentations.count
        if levels > before.focusedContainer.presentations.count + 1 { staged += 1 }
        // A swipe-down the user started before the app's change lands after it.
        if let top, Bool.random(using: &random) { lateNils.append(top) }
      case 3, 4:
        // A back swipe writes the shorter path; sometimes the setter runs twice.
        guard let index = shown.paths.lastIndex(where: { !$0.isEmpty }),
          index == shown.paths.count - 1
        else { continue }
        let path = shown.pathBindings[index]
        let shorter = Array(path.wrappedValue.dropLast())
        let reported = events.count
        path.wrappedValue = shorter
        #expect(events.count == reported + 1, "a back swipe did not reach the bus")
        if Bool.random(using: &random) {
          let sent = events.count
          path.wrappedValue = shorter
          #expect(events.count == sent, "one back swipe was sent twice")
          quirks.insert("setter twice")
        }
      case 5:
        // A back swipe cancelled halfway writes the path the stack shows.
        guard let path = shown.pathBindings.last else { continue }
        let before = app.bus.store.state
        path.wrappedValue = path.wrappedValue
        #expect(app.bus.store.state == before, "a cancelled swipe changed the state")
        quirks.insert("cancelled swipe")
      case 6:
        // A swipe-down of the top sheet, then a write after nil into its stack.
        guard let sheet = shown.sheetBindings.last, let inner = shown.pathBindings.last else {
          continue
        }
        let reported = events.count
        sheet.wrappedValue = nil
        #expect(events.count == reported + 1, "a swipe-down did not reach the bus")
        let after = app.bus.store.state
        inner.wrappedValue = []
        #expect(app.bus.store.state == after, "a write after nil changed the state")
        quirks.insert("write after nil")
      case 7:
        // The late swipe-downs land. One whose sheet is no longer the one its modifier shows
        // dismisses nothing: the app's change already took that sheet away.
        for late in lateNils {
          let before = app.bus.store.state
          // Read from what is drawn now: reading the late binding itself would be a frame.
          let drawn = settle(before.selectedTab).sheetBindings.compactMap(\.wrappedValue?.id)
          let stale = late.showed.map { !drawn.contains($0.id) } ?? true
          late.sheet.wrappedValue = nil
          if stale {
            #expect(app.bus.store.state == before, "a late nil dismissed a sheet it did not show")
            quirks.insert("late nil")
          }
        }
        lateNils.removeAll()
      default:
        // A tab bar tap, the locked admin tab included.
        let root = NavigationRoot(viewModel: viewModel, views: context.views)
        let tabView = values(of: (any TabViewRecord).self, in: root.body).first
        let selection = tabView?.selectionBinding as? Binding<TabID>
        selection?.wrappedValue = (tabs + ["admin"]).randomElement(using: &random) ?? "tasks"
      }
      userReports += events.filter { $0.source == .userInterface }.count - userBefore

      // What the adapter draws is the bus's state, in every tab, and the guards held.
      for tab in tabs {
        #expect(settle(tab).paths == expected(tab), "tab \(tab) is drawn otherwise than the state")
      }
      let state = app.bus.store.state
      #expect(
        !state.allRoutes.contains(AnyRoute(TasksRoute.analytics)),
        "the analytics screen is shown without premium")
      #expect(state.selectedTab != "admin", "the admin tab opened without pro")
      #expect(state.isWellFormed)
    }
    #expect(userReports > 20, "only \(userReports) gestures reached the bus")
    #expect(quirks.count >= 4, "quirks exercised: \(quirks.sorted())")
    #expect(staged > 3, "only \(staged) changes of several levels were drawn")
    #expect(presenters.refusals == 0, "a presentation was asked of a presenter still dismissing")
    #expect(
      presenters.kindChanges > 2,
      "a sheet replaced by a cover was drawn only \(presenters.kindChanges) times")
  }
}
