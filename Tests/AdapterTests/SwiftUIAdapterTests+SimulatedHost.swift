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

  /// Draws a tab as SwiftUI would, one frame: the base layer's view, then each presented
  /// layer's content, whose appearance is reported as SwiftUI reports it.
  func draw(_ tab: TabID) -> Drawing {
    var drawing = Drawing()
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
      for record in values(of: (any PresentationRecord).self, in: body) {
        guard let item = record.itemBinding as? Binding<PresentedLayer?> else { continue }
        guard let shown = item.wrappedValue, let content = record.content(for: shown) else {
          continue
        }
        drawing.sheetBindings.append(item)
        for appeared in values(of: (any ActionRecord).self, in: content)
        where appeared.kind == "onAppear" {
          _ = appeared.run(())
        }
        next = values(of: NavigationLayerView.self, in: content).first
      }
    }
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
  }
}
