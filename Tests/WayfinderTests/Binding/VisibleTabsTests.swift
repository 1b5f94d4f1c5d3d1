import Foundation
import Observation
import Testing
import Wayfinder

/// The tabs a tab bar shows follow what the user has, although the state does not change: a tab
/// hidden until a plan is bought appears when it is bought, and the view model tells whoever
/// observes its visible tabs, and only them.
@MainActor
@Suite struct VisibleTabsTests {
  final class Flag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    func raise() { lock.withLock { value = true } }
    var isRaised: Bool { lock.withLock { value } }
  }

  @Test func aHiddenTabAppearsWhenItsPlanIsBoughtAndGoesWhenItLapses() throws {
    let harness = try BusHarness()
    let viewModel = NavigationViewModel(bus: harness.bus, platform: .iOS)
    #expect(viewModel.visibleTabs == ["home", "notes", "vault"])
    let before = harness.coordinator.state
    let told = Flag()
    withObservationTracking {
      _ = viewModel.visibleTabs
    } onChange: {
      told.raise()
    }
    let selection = Flag()
    withObservationTracking {
      _ = viewModel.selectedTab
    } onChange: {
      selection.raise()
    }

    _ = harness.store.grant(.pro)
    #expect(harness.coordinator.state == before, "the state did not change")
    #expect(told.isRaised)
    #expect(!selection.isRaised, "only the visible tabs changed")
    #expect(viewModel.visibleTabs == ["home", "notes", "vault", "admin"])

    _ = harness.store.revoke(.pro)
    #expect(viewModel.visibleTabs == ["home", "notes", "vault"])
  }
}
