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
    let capture = EventCapture()
    let bus = try NavigationBus(
      store: NavigationStore(
        state: NavigationState(tabs: ["main"]), entitlements: EntitlementStore()),
      shell: ShellConfiguration(tabs: [TabDeclaration("main")]),
      features: [FeatureRegistration("screens").routes(ScreensModule())],
      middlewares: [RequirementGuard.entitlements(paywall: nil)], observers: [recorder, capture])

    bus.send(ScreensInteraction.open(vault: false))
    bus.send(ScreensInteraction.open(vault: true))
    bus.send(.pop, source: .app)
    try recorder.flush()

    #expect(recorder.records.map(\.outcome) == ["applied", "blocked", "applied"])
    #expect(recorder.records[0].interaction == "screens.open(vault: false)")
    #expect(recorder.records[0].source == "interaction screens")
    #expect(recorder.records[1].detail == "route screens/vault needs premium")
    #expect(recorder.screenViews == ["screens/home"], "the pop shows the tab's own root screen")
    #expect(recorder.records.allSatisfy { $0.flowEvents == nil }, "no flow moved")

    let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n")
    #expect(lines.count == 3)
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    let read = try lines.map { try decoder.decode(AnalyticsRecord.self, from: Data($0.utf8)) }
    #expect(read.map(\.intent) == recorder.records.map(\.intent))
    #expect(read.map(\.detail) == recorder.records.map(\.detail))
    #expect(read.map(\.outcome) == recorder.records.map(\.outcome))
    #expect(read.map(\.durationNanoseconds) == recorder.records.map(\.durationNanoseconds))
    #expect(read[0].intent == "show screens/home")
    #expect(read[0].screen == "screens/home")

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

  /// The showcase's flow moves reach the log with what they did to the flow.
  @Test func aFlowMoveIsRecordedWithItsFlowEvents() async throws {
    let recorder = try AnalyticsRecorder()
    let app = try Showcase(storeAt: nil, fixedClock: .zero) { $0.observe(with: recorder) }
    let executor = CommandExecutor(app: app)
    for line in ["open archery://app/flow/taskWizard", "flow next", "flow cancel"] {
      _ = await executor.run(line)
    }
    let flowRecords = recorder.records.filter { $0.flowEvents != nil }
    #expect(flowRecords.map(\.source) == ["link", "app", "app"])
    #expect(flowRecords.map(\.outcome) == ["applied", "failed", "applied"])
    #expect(
      flowRecords.map { $0.flowEvents?.map(\.kind) ?? [] } == [
        ["started", "stepEntered"], ["validationRefused"], ["cancelled"],
      ])
    let refusal = try #require(flowRecords[1].flowEvents?.first)
    #expect(refusal.flow == "taskWizard")
    #expect(refusal.step == "basicInfo")
    #expect(refusal.message == "a task needs a title")
  }

  /// A log that cannot be written is refused when the recorder is made, with the reason.
  @Test func anUnwritableFileIsRefusedWithTheReason() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("analytics-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let missing = folder.appendingPathComponent("missing/events.jsonl")
    let noFolder = #expect(throws: AnalyticsRecorder.FileError.self) {
      try AnalyticsRecorder(fileURL: missing)
    }
    #expect(noFolder?.reason == "its folder 'missing' does not exist")
    let aFolder = #expect(throws: AnalyticsRecorder.FileError.self) {
      try AnalyticsRecorder(fileURL: folder)
    }
    #expect(aFolder?.reason == "it is a folder")
    #expect(!FileManager.default.fileExists(atPath: missing.path), "nothing was created")
  }
}
