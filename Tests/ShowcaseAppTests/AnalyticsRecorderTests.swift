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

@MainActor
@Suite struct AnalyticsRecorderTests {
  @Test func everyIntentIsRecordedInMemoryAndAsJSONLines() throws {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("analytics-\(UUID().uuidString).jsonl")
    defer { try? FileManager.default.removeItem(at: url) }
    let recorder = try AnalyticsRecorder(fileURL: url)
    let bus = try NavigationBus(
      coordinator: NavigationCoordinator(
        state: NavigationState(tabs: ["main"]), entitlements: EntitlementStore()),
      shell: ShellConfiguration(tabs: [TabDeclaration("main")]),
      modules: [ModuleRegistration(ScreensModule())],
      middlewares: [RequirementGuard.entitlements(paywall: nil)], observers: [recorder])

    bus.send(ScreensInteraction.open(vault: false))
    bus.send(ScreensInteraction.open(vault: true))
    bus.send(.pop, source: .app)
    recorder.flush()

    #expect(recorder.records.map(\.outcome) == ["applied", "blocked", "applied"])
    #expect(recorder.records[0].interaction == "screens.open(vault: false)")
    #expect(recorder.records[0].source == "interaction screens")
    #expect(recorder.records[1].detail == "route screens/vault needs premium")
    #expect(recorder.screenViews == ["screens/home"], "the pop shows the tab's own root screen")
    #expect(recorder.records.allSatisfy { $0.durationNanoseconds > 0 })

    let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n")
    #expect(lines.count == 3)
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    let first = try decoder.decode(AnalyticsRecord.self, from: Data(lines[0].utf8))
    #expect(first.intent == "show screens/home")
    #expect(first.screen == "screens/home")
  }
}
