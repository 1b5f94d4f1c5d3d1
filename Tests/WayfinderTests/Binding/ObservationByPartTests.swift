import Foundation
import Observation
import Testing
import Wayfinder

/// A change tells exactly the observable parts whose projection changed: a push in one tab
/// does not redraw the other tabs or the sheets.
@MainActor
@Suite struct ObservationByPartTests {
  /// The names of the parts told of a change, from `onChange`, which may run on any thread.
  final class Told: @unchecked Sendable {
    private let lock = NSLock()
    private var names: Set<String> = []
    func insert(_ name: String) { lock.withLock { _ = names.insert(name) } }
    var all: Set<String> { lock.withLock { names } }
  }

  static let tabs: [TabID] = ["home", "notes", "vault", "admin"]

  /// Every part of every tab (three levels each), what each reads now, by name.
  static func reads(_ viewModel: NavigationViewModel) -> [String: AnyHashable] {
    var reads: [String: AnyHashable] = [
      "selectedTab": viewModel.selectedTab, "openScenes": viewModel.openScenes,
    ]
    for tab in tabs {
      for depth in 0..<3 {
        let layer = viewModel.layer(at: StackLocation(container: .tab(tab), depth: depth))
        let name = "\(tab)/\(depth)"
        reads[name + ".entries"] = layer.entries
        reads[name + ".presented"] = [
          AnyHashable(layer.presentedLayer), AnyHashable(layer.presentedStyle),
        ]
      }
    }
    return reads
  }

  /// Registers for every part, runs the change, and returns what was told and what changed.
  static func observe(
    _ viewModel: NavigationViewModel, during change: () -> Void
  ) -> (told: Set<String>, changed: Set<String>) {
    let told = Told()
    for tab in tabs {
      for depth in 0..<3 {
        let layer = viewModel.layer(at: StackLocation(container: .tab(tab), depth: depth))
        let name = "\(tab)/\(depth)"
        withObservationTracking {
          _ = layer.entries
        } onChange: {
          told.insert(name + ".entries")
        }
        withObservationTracking {
          _ = layer.presentedLayer
          _ = layer.presentedStyle
        } onChange: {
          told.insert(name + ".presented")
        }
      }
    }
    withObservationTracking {
      _ = viewModel.selectedTab
    } onChange: {
      told.insert("selectedTab")
    }
    withObservationTracking {
      _ = viewModel.openScenes
    } onChange: {
      told.insert("openScenes")
    }
    let before = reads(viewModel)
    change()
    let after = reads(viewModel)
    let changed = Set(after.keys.filter { before[$0] != after[$0] })
    return (told.all, changed)
  }

  static func bound() throws -> (BusHarness, NavigationViewModel) {
    let h = try BusHarness(store: EntitlementStore(granting: [.premium, .pro]))
    var state = NavigationState(tabs: BusHarness.shell.tabs.map(\.id))
    for tab in tabs {
      try state.apply(
        .selectTab(
          tab,
          then: [
            .push(AnyRoute(Notes.list)), .present(AnyRoute(Notes.detail(id: 1)), style: .sheet),
          ]))
    }
    try state.apply(.selectTab("notes", then: []))
    #expect(h.bus.send(.restore(state), source: .app) == .applied)
    return (h, NavigationViewModel(bus: h.bus, platform: .iOS))
  }

  @Test func aPushTellsOnlyTheStackItChanged() throws {
    let (h, viewModel) = try Self.bound()
    let (told, changed) = Self.observe(viewModel) {
      h.bus.send(.show(AnyRoute(Notes.detail(id: 2)), style: nil), source: .app)
    }
    #expect(changed == ["notes/1.entries"])
    #expect(told == changed)
  }

  @Test func aPresentationTellsTheLevelItIsPresentedFromAndTheNewLevel() throws {
    let (h, viewModel) = try Self.bound()
    let (told, changed) = Self.observe(viewModel) {
      h.bus.send(.show(AnyRoute(Notes.detail(id: 2)), style: .fullScreen), source: .app)
    }
    #expect(changed == ["notes/1.presented", "notes/2.entries"])
    #expect(told == changed)
  }

  @Test func aDismissalAndAPopTellOnlyWhatChanged() throws {
    let (h, viewModel) = try Self.bound()
    var result = Self.observe(viewModel) { h.bus.send(.dismiss, source: .app) }
    #expect(result.changed == ["notes/0.presented", "notes/1.entries"])
    #expect(result.told == result.changed)
    result = Self.observe(viewModel) { h.bus.send(.pop, source: .app) }
    #expect(result.changed == ["notes/0.entries"])
    #expect(result.told == result.changed)
  }

  @Test func aTabSelectionTellsOnlyTheTabBar() throws {
    let (h, viewModel) = try Self.bound()
    let (told, changed) = Self.observe(viewModel) { h.bus.send(.selectTab("home"), source: .app) }
    #expect(changed == ["selectedTab"])
    #expect(told == changed)
  }

  @Test func thePartOfALocationIsTheSameObject() throws {
    let (_, viewModel) = try Self.bound()
    let location = StackLocation(container: .tab("notes"), depth: 1)
    #expect(viewModel.layer(at: location) === viewModel.layer(at: location))
    #expect(viewModel.layer(at: location).entries.map(\.route) == [AnyRoute(Notes.detail(id: 1))])
  }
}
