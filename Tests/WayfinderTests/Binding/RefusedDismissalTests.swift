import Foundation
import Observation
import Testing
import Wayfinder
import WayfinderTesting

/// Whether a presented layer may be swiped down is an observed part of the layer: when the
/// chain's answer changes with nothing else on screen changing (here, what the user has), the
/// view that read it is told, so `interactiveDismissDisabled` never goes stale. And a gesture
/// the chain refuses after the renderer already carried it out (SwiftUI pops, then writes the
/// path) tells the views that read the layer, so they draw the state again.
@MainActor
@Suite struct RefusedDismissalTests {
  /// Refuses the user's dismissals until the user has pro, as an app's unsaved-work guard might.
  struct KeepsSheetsWithoutPro: NavigationMiddleware {
    func handle(
      _ request: NavigationRequest, context: MiddlewareContext,
      next: (NavigationRequest) -> IntentOutcome
    ) -> IntentOutcome {
      if request.source == .userInterface, request.intent == .dismiss,
        !context.entitlements.allows(.pro)
      {
        return .blocked(reason: "the sheet stays until the user has pro")
      }
      return next(request)
    }
  }

  @Test func theAnswerToASwipeDownIsObservedAndFollowsWhatTheUserHas() throws {
    let harness = try BusHarness(configure: { $0.use(KeepsSheetsWithoutPro()) })
    let viewModel = NavigationViewModel(bus: harness.bus, platform: .iOS)
    #expect(
      harness.bus.send(.show(AnyRoute(Notes.detail(id: 1)), style: .sheet), source: .app)
        == .applied)
    let tab = ContainerID.tab(harness.coordinator.state.selectedTab)
    let sheet = viewModel.layer(at: StackLocation(container: tab, depth: 1))
    let base = viewModel.layer(at: StackLocation(container: tab, depth: 0))
    #expect(sheet.refusesDismissal)
    #expect(!base.refusesDismissal, "a tab's base stack is never dismissed")

    let told = VisibleTabsTests.Flag()
    withObservationTracking {
      _ = sheet.refusesDismissal
    } onChange: {
      told.raise()
    }
    let before = harness.coordinator.state
    _ = harness.store.grant(.pro)
    #expect(harness.coordinator.state == before, "nothing else changed")
    #expect(told.isRaised)
    #expect(!sheet.refusesDismissal)
    #expect(viewModel.report(.dismissed(layer: try #require(sheet.id))) != .held)
    #expect(harness.coordinator.state.presentationDepth == 0)
  }

  @Test func aRefusedBackTellsTheStackToDrawTheStateAgain() throws {
    let harness = try BusHarness(configure: { $0.use(RefusingUserBack()) })
    let viewModel = NavigationViewModel(bus: harness.bus, platform: .iOS)
    for id in [1, 2] {
      harness.bus.send(.show(AnyRoute(Notes.detail(id: id)), style: .push), source: .app)
    }
    let tab = ContainerID.tab(harness.coordinator.state.selectedTab)
    let stack = viewModel.layer(at: StackLocation(container: tab, depth: 0))
    let entries = stack.entries
    #expect(entries.count >= 2)
    let told = VisibleTabsTests.Flag()
    withObservationTracking {
      _ = stack.entries
    } onChange: {
      told.raise()
    }

    // SwiftUI already popped; the path it writes back is refused.
    let id = try #require(stack.id)
    let outcome = viewModel.report(.path(layer: id, entries: entries.dropLast().map(\.id)))
    guard case .sent(_, .blocked) = outcome else {
      Issue.record("the pop was not refused: \(outcome)")
      return
    }
    #expect(told.isRaised, "the stack is told to draw what the state holds")
    #expect(stack.entries == entries)
  }
}
