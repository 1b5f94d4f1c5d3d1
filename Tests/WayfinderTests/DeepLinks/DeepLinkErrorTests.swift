import Foundation
import Testing
import Wayfinder

@Suite struct DeepLinkErrorTests {
  typealias F = LinkFixtures

  @Test func rejectsAForeignLink() {
    #expect(
      F.error("other://app/tasks")
        == .foreignLink(expected: ["myapp://app"], found: "other://app/tasks"))
    #expect(
      F.error("myapp://apple/tasks")
        == .foreignLink(expected: ["myapp://app"], found: "myapp://apple/tasks"))
    #expect(F.error("") == .foreignLink(expected: ["myapp://app"], found: ""))
  }

  @Test func rejectsLinkWithoutTab() {
    #expect(F.error("myapp://app") == .missingTab(segment: 1, route: nil, suggestion: nil))
    #expect(F.error("myapp://app/") == .missingTab(segment: 1, route: nil, suggestion: nil))
    #expect(
      F.error("myapp://app?present=sheet") == .missingTab(segment: 1, route: nil, suggestion: nil))
    // A route of exactly one tab: the error says which tab to write.
    let missing = F.error("myapp://app/detail/123")
    #expect(missing == .missingTab(segment: 1, route: "detail/{id: String}", suggestion: "tasks"))
    #expect(missing?.description.contains("write '/tasks/detail/{id: String}'") == true)
    // A route whose link starts with a value is named by its case, and written as its link is.
    let user = F.error("myapp://app/user/123")
    #expect(user == .ambiguousRoute(segment: 1, route: "user", tabs: ["insights", "admin"]))
  }

  @Test func rejectsAnAmbiguousRoute() {
    #expect(
      F.error("myapp://app/person/ann")
        == .ambiguousRoute(segment: 1, route: "person", tabs: ["dashboard", "tasks"]))
  }

  @Test func rejectsAnUnknownTabWithAHint() {
    #expect(F.error("myapp://app/123") == .unknownTab(segment: 1, found: "123", suggestion: nil))
    #expect(
      F.error("myapp://app/taks") == .unknownTab(segment: 1, found: "taks", suggestion: "tasks"))
    #expect(
      F.error("myapp://app/flowz/x") == .unknownTab(segment: 1, found: "flowz", suggestion: "flow"))
  }

  @Test func rejectsAnUnknownRouteNamingTheSegment() {
    #expect(
      F.error("myapp://app/tasks/detail/1/edti")
        == .unknownRoute(segment: 4, found: "edti", container: .tab("tasks"), suggestion: "edit"))
    #expect(
      F.error("myapp://app/tasks/stats/1")
        == .unknownRoute(segment: 2, found: "stats", container: .tab("tasks"), suggestion: nil))
  }

  @Test func rejectsABadValueSayingWhatWasExpected() {
    #expect(
      F.error("myapp://app/tasks/count/abc") == .badValue(segment: 3, expected: "Int", found: "abc")
    )
    #expect(
      F.error("myapp://app/tasks/detail/1/photos/x")
        == .badValue(segment: 5, expected: "Int", found: "x"))
    // Only canonical spellings: `007` is not an Int in a link.
    #expect(
      F.error("myapp://app/tasks/count/007") == .badValue(segment: 3, expected: "Int", found: "007")
    )
    #expect(
      F.error("myapp://app/tasks/comments/1/closed")
        == .badValue(segment: 4, expected: "LinkFilter?", found: "closed"))
    // An overridden inherited value is reported at its case segment.
    #expect(
      F.error("myapp://app/tasks/detail/1/photos;id=2/x")
        == .badValue(segment: 5, expected: "Int", found: "x"))
    let message = F.error("myapp://app/tasks/count/abc")?.description ?? ""
    #expect(message == "segment 3: expected Int, found 'abc'")
  }

  @Test func rejectsAMissingValue() {
    #expect(
      F.error("myapp://app/tasks/detail")
        == .missingValue(segment: 3, route: "detail", parameter: "id", expected: "String"))
    #expect(
      F.error("myapp://app/tasks/detail/1/photos")
        == .missingValue(segment: 5, route: "photos", parameter: "index", expected: "Int"))
  }

  @Test func rejectsStylesLinksCannotCarry() {
    #expect(
      F.error("myapp://app/tasks/detail/1?present=window")
        == .badStyle(
          segment: nil, found: "window",
          allowed: ["push", "sheet", "fullscreen", "popover", "ornament"]))
    #expect(
      F.error("myapp://app/tasks/detail;replace/1/edit")
        == .badStyle(
          segment: 2, found: "replace",
          allowed: ["push", "sheet", "fullscreen", "popover", "ornament"]))
    #expect(
      F.error("myapp://app/tasks/detail;Sheet/1/edit")
        == .badStyle(
          segment: 2, found: "Sheet",
          allowed: ["push", "sheet", "fullscreen", "popover", "ornament"]))
    if case .badStyle(segment: 4, found: "sheet", _) = F.error(
      "myapp://app/scene/window/preferences/general;sheet")
    {
    } else {
      Issue.record("a scene's root takes no style")
    }
  }

  @Test func rejectsBadQueries() {
    #expect(
      F.error("myapp://app/tasks/detail/1?utm_source=mail")
        == .badQuery(item: "utm_source", reason: "links take no query item but 'present='"))
    #expect(
      F.error("myapp://app/tasks/detail/1?present=sheet&present=push")
        == .badQuery(item: "present=push", reason: "'present=' may appear only once"))
    #expect(
      F.error("myapp://app/tasks?present=sheet")
        == .badQuery(item: "present=sheet", reason: "the link has no route to present"))
    #expect(
      F.error("myapp://app/tasks/detail/1/edit;sheet?present=sheet")
        == .badQuery(
          item: "present=sheet", reason: "the last route already names its style in segment 4"))
    #expect(
      F.error("myapp://app/flow/onboarding?present=sheet")
        == .badQuery(item: "present=sheet", reason: "flow links take no style"))
  }

  @Test func rejectsMalformedSegments() {
    if case .malformed(segment: 3, found: "#top", _) = F.error("myapp://app/tasks/detail/1#top") {
    } else {
      Issue.record("a fragment is rejected")
    }
    if case .malformed(segment: 3, found: "a%zz", _) = F.error("myapp://app/tasks/detail/a%zz") {
    } else {
      Issue.record("a bad escape is rejected")
    }
    if case .malformed(segment: 3, found: "%FF", _) = F.error("myapp://app/tasks/detail/%FF") {
    } else {
      Issue.record("bytes that are not UTF-8 are rejected")
    }
    if case .malformed(segment: 2, found: "", _) = F.error("myapp://app/tasks//detail/1") {
    } else {
      Issue.record("an empty route name is rejected")
    }
    if case .malformed(segment: 4, found: "edit;title=x", _) = F.error(
      "myapp://app/tasks/detail/1/edit;title=x")
    {
    } else {
      Issue.record("an override for a value that is not inherited is rejected")
    }
    if case .malformed(segment: 2, found: "detail;id=1", _) = F.error(
      "myapp://app/tasks/detail;id=1")
    {
    } else {
      Issue.record("the first route inherits nothing")
    }
    if case .malformed(segment: 2, found: "detail;sheet;push", _) = F.error(
      "myapp://app/tasks/detail;sheet;push/1")
    {
    } else {
      Issue.record("two styles are rejected")
    }
  }

  @Test func rejectsUnknownFlowsAndSteps() {
    #expect(
      F.error("myapp://app/flow/onbording")
        == .unknownFlow(segment: 2, found: "onbording", suggestion: "onboarding"))
    let steps = ["welcome", "permissions", "signIn", "done"]
    #expect(
      F.error("myapp://app/flow/onboarding/step/finish")
        == .unknownStep(segment: 4, flow: "onboarding", found: "finish", steps: steps))
    #expect(
      F.error("myapp://app/flow/onboarding/step/4")
        == .unknownStep(segment: 4, flow: "onboarding", found: "4", steps: steps))
    #expect(
      F.error("myapp://app/flow/onboarding/step/0")
        == .unknownStep(segment: 4, flow: "onboarding", found: "0", steps: steps))
    if case .malformed(segment: 3, found: "steps", _) = F.error(
      "myapp://app/flow/onboarding/steps/1")
    {
    } else {
      Issue.record("only 'step' follows a flow")
    }
    if case .malformed(segment: 5, found: "more", _) = F.error(
      "myapp://app/flow/onboarding/step/1/more")
    {
    } else {
      Issue.record("nothing follows a step")
    }
    if case .malformed(segment: 2, _, _) = F.error("myapp://app/flow") {
    } else {
      Issue.record("a flow link names its flow")
    }
  }

  @Test func rejectsUnknownScenes() {
    #expect(
      F.error("myapp://app/scene/windows/settings")
        == .unknownScene(segment: 2, found: "windows", suggestion: "window"))
    #expect(
      F.error("myapp://app/scene/window/preference")
        == .unknownScene(segment: 3, found: "window/preference", suggestion: "window/preferences"))
    #expect(
      F.error("myapp://app/scene/immersive/preferences")
        == .unknownScene(segment: 3, found: "immersive/preferences", suggestion: nil))
    #expect(
      F.error("myapp://app/scene/window/settings/general")
        == .unknownRoute(
          segment: 4, found: "general", container: .scene(.window("settings")), suggestion: nil))
  }

  @Test func rejectsOverLongAndOverDeepLinks() {
    let long =
      "myapp://app/tasks/detail/" + String(repeating: "a", count: DeepLinkResolver.maximumLength)
    #expect(F.error(long) == .tooLong(length: long.utf8.count, limit: 2_048))
    let deep = "myapp://app/tasks" + String(repeating: "/bulkEdit;push", count: 33)
    #expect(F.error(deep) == .tooDeep(segment: 34, limit: 32))
    let deepest = "myapp://app/tasks" + String(repeating: "/bulkEdit;push", count: 32)
    #expect(F.error(deepest) == nil)
  }

  @Test func aRejectedLinkLeavesTheStateAsItWas() throws {
    var state = F.initial
    try state.apply(.selectTab("tasks", then: [.push(F.tasks(.detail(id: "1")))]))
    let before = state
    for link in ["myapp://app/tasks/count/abc", "myapp://app/nowhere", "myapp://app/insights"] {
      do {
        let resolution = try F.resolver.resolve(link, entitlements: F.nobody)
        try state.apply(.batch(resolution.commands))
        Issue.record("\(link) should be rejected")
      } catch {
        #expect(state == before)
      }
    }
  }

  @Test func everyMessageSaysWhereAndHowToFix() {
    let errors: [DeepLinkError] = [
      .foreignLink(expected: ["myapp://app"], found: "x"), .tooLong(length: 3_000, limit: 2_048),
      .tooDeep(segment: 40, limit: 32), .malformed(segment: 2, found: "", expected: "a route name"),
      .missingTab(segment: 1, route: nil, suggestion: nil),
      .unknownTab(segment: 1, found: "Tasks", suggestion: "tasks"),
      .ambiguousRoute(segment: 1, route: "person", tabs: ["a", "b"]),
      .unknownRoute(segment: 2, found: "x", container: .tab("tasks"), suggestion: nil),
      .missingValue(segment: 3, route: "detail", parameter: "id", expected: "String"),
      .badValue(segment: 3, expected: "Int", found: "abc"),
      .badStyle(segment: nil, found: "window", allowed: ["push"]),
      .badQuery(item: "a=b", reason: "r"), .unknownFlow(segment: 2, found: "x", suggestion: nil),
      .unknownStep(segment: 4, flow: "f", found: "x", steps: ["a"]),
      .unknownScene(segment: 2, found: "x", suggestion: nil),
      .blocked(segment: 1, requirement: .premium),
    ]
    for error in errors { #expect(!error.description.isEmpty) }
    #expect(
      DeepLinkError.unknownTab(segment: 1, found: "Tasks", suggestion: "tasks").description
        == "segment 1: no tab 'Tasks'; did you mean 'tasks'?")
    #expect(
      DeepLinkError.blocked(segment: 2, requirement: .premium).description
        == "segment 2: blocked, requires premium")
  }
}
