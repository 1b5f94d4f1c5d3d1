import Foundation
import ShowcaseApp
import Testing
import Wayfinder

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
