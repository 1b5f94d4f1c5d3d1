import Foundation
import ShowcaseApp
import Tasks
import Testing
import Wayfinder

/// A feature's handle asks before it acts: `canShowAnalytics()` runs the request through the
/// showcase's guards without showing anything, and the Tasks list marks the action as locked
/// until the user has premium.
@MainActor
@Suite struct HandlePreflightTests {
  @Test func aQuestionGoesThroughTheGuardsAndChangesNothing() throws {
    let events = Events()
    let app = try Showcase(storeAt: nil) { $0.observe(with: events) }
    let handle = LiveTasksNavigation(sink: app.bus)
    let before = app.bus.store.state
    #expect(!handle.canShowAnalytics(), "analytics need premium")
    #expect(app.bus.store.state == before, "asking showed nothing")
    #expect(events.count == 0, "asking told no observer")
    #expect(app.bus.send(.selectTab("tasks"), source: .app).didNavigate)
    #expect(app.screens.visible().actions.contains { $0.label == "Analytics (locked)" })

    try app.account.setEntitlement("premium", on: true)
    #expect(handle.canShowAnalytics())
    #expect(app.screens.visible().actions.contains { $0.label == "Analytics" })
    // What the question answered is what the request does.
    #expect(handle.showAnalytics())
    #expect(app.bus.store.state.topRoute == AnyRoute(TasksRoute.analytics))
  }

  @MainActor
  final class Events: NavigationObserver {
    private(set) var count = 0
    nonisolated init() {}
    func observe(_ event: NavigationEvent) { count += 1 }
  }
}
