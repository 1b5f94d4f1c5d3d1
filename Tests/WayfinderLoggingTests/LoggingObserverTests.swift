import InMemoryLogging
import Logging
import Testing
import Wayfinder
import WayfinderTestSupport

@testable import WayfinderLogging

/// A bus over the notes module, logging into memory; a user without premium is sent to the notes
/// list instead of the export, or refused when `redirects` is false.
@MainActor
func loggedBus(
  account: EntitlementStore = EntitlementStore(), level: Logger.Level = .trace,
  redirects: Bool = true
) throws -> (NavigationBus, InMemoryLogHandler) {
  var configured = InMemoryLogHandler()
  configured.logLevel = level
  // The handler's copies share one store of entries.
  let handler = configured
  let logger = Logger(label: "test.navigation") { _ in handler }
  let list = NavigationIntent.show(AnyRoute(NotesRoute.list), style: .push)
  var paywall: (@Sendable (RequirementUse) -> NavigationIntent)?
  if redirects { paywall = { _ in list } }
  let bus = try NavigationBus(
    store: NavigationStore(
      state: NavigationState(tabs: ["notes"]), entitlements: account),
    shell: ShellConfiguration(tabs: [TabDeclaration("notes")]),
    features: [FeatureRegistration("notes").routes(NotesModule())],
    middlewares: [RequirementGuard.entitlements(paywall: paywall)],
    observers: [LoggingObserver(logger: logger)])
  return (bus, handler)
}

@MainActor
@Suite struct LoggingObserverTests {
  @Test func anAppliedIntentIsInfoWithItsSourceIntentOutcomeAndScreen() throws {
    let (bus, log) = try loggedBus()
    bus.send(NotesInteraction.noteTapped(7))
    let entry = try #require(log.entries.first)
    #expect(log.entries.count == 1)
    #expect(entry.level == .info)
    #expect(entry.message == "intent applied")
    #expect(entry.metadata["source"] == "interaction notes")
    #expect(entry.metadata["intent"] == "show notes/note/7")
    #expect(entry.metadata["interaction"] == "notes.noteTapped(7)")
    #expect(entry.metadata["outcome"] == "applied")
    #expect(entry.metadata["screen"] == "notes/note/7")
    #expect("\(entry.metadata["duration"] ?? "")".hasSuffix("ms"))
  }

  @Test func aRedirectIsANoticeAndItsTargetIsLoggedFirst() throws {
    let (bus, log) = try loggedBus()
    bus.send(.show(AnyRoute(NotesRoute.export), style: nil), source: .link)
    #expect(log.entries.map(\.level) == [.info, .notice])
    #expect(log.entries.map(\.metadata["source"]) == ["redirect", "link"])
    let redirect = log.entries[1]
    #expect(redirect.message == "intent redirected")
    #expect(redirect.metadata["redirect"] == "show notes/list as push")
    #expect(redirect.metadata["reason"] == "route notes/export needs premium")
  }

  @Test func aResumedIntentIsLoggedAsResumed() throws {
    let account = EntitlementStore()
    let (bus, log) = try loggedBus(account: account)
    bus.send(.show(AnyRoute(NotesRoute.export), style: nil), source: .app)
    account.grant(.entitlement("premium"))
    #expect(log.entries.last?.metadata["source"] == "resume")
    #expect(log.entries.last?.metadata["outcome"] == "applied")
  }

  @Test func aFailureIsAWarningWithItsReason() throws {
    let (bus, log) = try loggedBus()
    bus.send(.commands([.selectTab("elsewhere")]), source: .app)
    let entry = try #require(log.entries.last)
    #expect(entry.level == .warning)
    #expect(entry.message == "intent failed")
    #expect(entry.metadata["outcome"] == "failed")
    #expect(entry.metadata["reason"] != nil)
  }

  @Test func theLoggersLevelDecidesWhatIsWritten() throws {
    let (bus, log) = try loggedBus(level: .notice)
    bus.send(NotesInteraction.noteTapped(7))
    bus.send(.show(AnyRoute(NotesRoute.export), style: nil), source: .app)
    #expect(log.entries.map(\.message) == ["intent redirected"])
  }

  @Test func aBlockIsANoticeWithItsReason() throws {
    let (bus, log) = try loggedBus(redirects: false)
    bus.send(.show(AnyRoute(NotesRoute.export), style: nil), source: .app)
    let entry = try #require(log.entries.last)
    #expect(log.entries.count == 1)
    #expect(entry.level == .notice)
    #expect(entry.message == "intent blocked")
    #expect(entry.metadata["reason"] == "route notes/export needs premium")
    #expect(entry.metadata["screen"] == nil)
  }

  @Test func durationsAreMillisecondsWithThreeDecimals() {
    #expect(LoggingObserver.milliseconds(.milliseconds(2)) == "2.000ms")
    #expect(LoggingObserver.milliseconds(.microseconds(41)) == "0.041ms")
    #expect(LoggingObserver.milliseconds(.seconds(1) + .microseconds(1_500)) == "1001.500ms")
  }
}
