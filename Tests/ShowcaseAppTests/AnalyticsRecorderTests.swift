import Foundation
import ShowcaseApp
import Testing
import Wayfinder

enum Screens: NavigationRoute {
  case home
  case vault

  static let moduleKey: ModuleKey = "screens"
  static let routeCases = [
    RouteCase(name: "home"), RouteCase(name: "vault", requirement: .premium),
  ]
  var routeComponents: RouteComponents { RouteComponents(name: self == .home ? "home" : "vault") }
  init(routeComponents: RouteComponents) throws(RouteDecodingError) {
    switch routeComponents.name {
    case "home": self = .home
    case "vault": self = .vault
    default: throw .unknownCase(module: Self.moduleKey, name: routeComponents.name, known: [])
    }
  }
}

enum ScreensInteraction: ModuleInteraction {
  case open(vault: Bool)
  static let moduleKey: ModuleKey = "screens"
}

struct ScreensModule: FeatureModule {
  func respond(
    to interaction: ScreensInteraction, in state: NavigationState
  )
    -> ModuleResponse<Screens>
  {
    if case .open(let vault) = interaction { return .show(vault ? .vault : .home) }
    return .nothing
  }
}

/// Keeps every event it observes.
@MainActor
final class EventCapture: NavigationObserver {
  var events: [NavigationEvent] = []
  nonisolated init() {}
  func observe(_ event: NavigationEvent) { events.append(event) }
}

@MainActor
@Suite struct AnalyticsRecorderTests {
  @Test func everyIntentIsRecordedInMemoryAndAsJSONLines() throws {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("analytics-\(UUID().uuidString).jsonl")
    defer { try? FileManager.default.removeItem(at: url) }
    let recorder = try AnalyticsRecorder(fileURL: url)
    let capture = EventCapture()
    let bus = try NavigationBus(
      coordinator: NavigationCoordinator(
        state: NavigationState(tabs: ["main"]), entitlements: EntitlementStore()),
      shell: ShellConfiguration(tabs: [TabDeclaration("main")]),
      modules: [ModuleRegistration(ScreensModule())],
      middlewares: [RequirementGuard.entitlements(paywall: nil)], observers: [recorder, capture])

    bus.send(ScreensInteraction.open(vault: false))
    bus.send(ScreensInteraction.open(vault: true))
    bus.send(.pop, source: .app)
    recorder.flush()

    #expect(recorder.records.map(\.outcome) == ["applied", "blocked", "applied"])
    #expect(recorder.records[0].interaction == "screens.open(vault: false)")
    #expect(recorder.records[0].source == "interaction screens")
    #expect(recorder.records[1].detail == "route screens/vault needs premium")
    #expect(recorder.screenViews == ["screens/home"], "the pop shows the tab's own root screen")

    let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n")
    #expect(lines.count == 3)
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    let written = try lines.map { try decoder.decode(AnalyticsRecord.self, from: Data($0.utf8)) }
    #expect(written.first?.intent == "show screens/home")
    #expect(written.first?.screen == "screens/home")
    #expect(written.map(\.outcome) == recorder.records.map(\.outcome))
    #expect(written.map(\.durationNanoseconds) == recorder.records.map(\.durationNanoseconds))

    // The duration is the bus's, in whole nanoseconds: seconds and attoseconds both count, and
    // a fraction of a nanosecond is dropped.
    let memory = try AnalyticsRecorder()
    for duration in [
      Duration.seconds(2) + .nanoseconds(345), .nanoseconds(999),
      Duration(secondsComponent: 1, attosecondsComponent: 999_999_999_999_999_999), .zero,
    ] {
      var event = try #require(capture.events.first)
      event.duration = duration
      memory.observe(event)
    }
    #expect(
      memory.records.map(\.durationNanoseconds) == [2_000_000_345, 999, 1_999_999_999, 0])
  }
}
