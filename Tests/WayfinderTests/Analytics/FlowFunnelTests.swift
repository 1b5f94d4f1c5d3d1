import Foundation
import Testing
import Wayfinder
import WayfinderTesting

/// Funnel analytics from the engine's events, on a manual clock.
@MainActor
@Suite struct FlowFunnelTests {
  /// Four onboarding runs: two complete, one is abandoned at accountSetup, one is in progress.
  func recordedRuns() async throws -> (FlowFunnelRecorder, FlowEngine) {
    let recorder = FlowFunnelRecorder()
    let (engine, clock) = try FlowFixtures.engine(observers: [recorder])
    recorder.attach(to: engine)
    for run in 0..<4 {
      let id = try engine.start("onboarding")
      clock.advance(by: .seconds(2 + run))
      try await engine.advance(id)
      clock.advance(by: .seconds(1))
      try await engine.advance(id)
      if run == 2 {
        clock.advance(by: .seconds(30))
        _ = try? await engine.advance(id)
        try await engine.cancel(id)
        continue
      }
      if run == 3 { continue }
      clock.advance(by: .seconds(10))
      try await engine.advance(id, with: ["user": "u\(run)"])
      try await engine.advance(id)
    }
    return (recorder, engine)
  }

  @Test func funnelCountsReachedCompletedAbandonedAndConversion() async throws {
    let (recorder, _) = try await recordedRuns()
    let funnel = recorder.funnel(for: "onboarding")
    #expect(funnel.started == 4)
    #expect(funnel.completed == 2)
    #expect(funnel.cancelled == 1)
    #expect(funnel.inProgress == 1)
    #expect(funnel.conversion == 0.5)
    #expect(funnel.dropOffStep == "accountSetup")
    #expect(
      funnel.steps.map(\.step) == ["welcome", "permissions", "accountSetup", "complete", "signIn"])
    let welcome = try #require(funnel.steps.first)
    #expect(welcome.reached == 4)
    #expect(welcome.completed == 4)
    #expect(welcome.medianSeconds == 3.5)
    let account = funnel.steps[2]
    #expect(account.reached == 4)
    #expect(account.completed == 2)
    #expect(account.abandoned == 1)
    #expect(account.refusals == 1)
    #expect(account.medianSeconds == 10)
    #expect(funnel.steps[4].reached == 0)
  }

  @Test func funnelRendersAsText() async throws {
    let (recorder, _) = try await recordedRuns()
    #expect(
      recorder.funnel(for: "onboarding").text == """
        funnel onboarding: 4 started, 2 completed (50.0%), 1 cancelled, 1 in progress
        step          reached  completed  abandoned  refused   median
        welcome             4          4          0        0   3.50 s
        permissions         4          4          0        0   1.00 s
        accountSetup        4          2          1        1  10.00 s
        complete            2          2          0        0   0.00 s
        signIn              0          0          0        0        -
        drop-off: accountSetup (1 abandoned)

        """)
  }

  @Test func funnelRoundTripsThroughJSON() async throws {
    let (recorder, _) = try await recordedRuns()
    let funnel = recorder.funnel(for: "onboarding")
    let json = try funnel.json()
    #expect(json.contains(#""conversion" : 0.5"#))
    #expect(json.contains(#""dropOffStep" : "accountSetup""#))
    let decoded = try JSONDecoder().decode(FlowFunnel.self, from: Data(json.utf8))
    #expect(decoded == funnel)
    #expect(recorder.funnels.map(\.flow) == ["onboarding"])
  }

  @Test func eventsCarryTimesFromTheInjectedClock() async throws {
    let log = FlowFunnelRecorder()
    let (engine, clock) = try FlowFixtures.engine(observers: [log])
    clock.advance(by: .seconds(100))
    let id = try engine.start("onboarding")
    clock.advance(by: .milliseconds(1500))
    try await engine.advance(id)
    try engine.back(id)
    let events = log.events
    #expect(
      events.map(\.kind) == [
        .started, .stepEntered, .stepCompleted, .stepEntered, .wentBack, .stepEntered,
      ])
    #expect(events[2].duration == .milliseconds(1500))
    #expect(events[2].time == .seconds(100) + .milliseconds(1500))
  }
}
