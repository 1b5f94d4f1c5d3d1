import Foundation
import ShowcaseApp
import Testing
import Wayfinder
import WayfinderTesting

/// The guard-bypass audit over the showcase itself: every route case that needs something, from
/// every registered feature, in its home tab, and every gated tab, through every source of intent.
@MainActor
@Suite struct ShowcaseGuardBypassTests {
  /// A sample value for a parameter type as the catalogue names it.
  static func sample(_ typeName: String) -> String? {
    if typeName.hasSuffix("?") { return sample(String(typeName.dropLast())) }
    switch typeName {
    case "String", "Int": return "1"
    case "Double": return "1.5"
    case "Bool": return "true"
    case "UUID": return "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"
    case "[String]", "[Int]": return "1,2"
    default: return nil
    }
  }

  @Test func noSourceGetsPastAShowcaseGuard() async throws {
    let app = try Showcase(storeAt: nil) { AuditInteraction.mapped(in: &$0) }
    _ = app.bus.restore()
    var gated: [(AnyRoute, TabID)] = []
    var skipped: [String] = []
    let modules = app.features.flatMap(\.modules)
    // Every feature: one with a home tab is tried there; one over any tab (sign-in, the paywall,
    // onboarding) in the first tab; a scene's routes cannot be audited through a tab, so a gated
    // one is listed and fails the test until the audit can try it.
    var inScenes: [String] = []
    for placement in app.placement.places {
      guard let module = modules.first(where: { $0.key == placement.module }) else {
        Issue.record("no feature registers \(placement.module)")
        continue
      }
      let isScene = placement.scene != nil
      let tab = placement.homeTab ?? Showcase.shell.tabs[0].id
      for routeCase in module.orderedRouteCases where routeCase.requirement != nil {
        if isScene {
          inScenes.append("\(module.key)/\(routeCase.name)")
          continue
        }
        let values = routeCase.parameters.map { Self.sample($0.typeName) }
        guard !values.contains(nil) else {
          skipped.append("\(module.key)/\(routeCase.name)")
          continue
        }
        gated.append(
          (
            AnyRoute(
              module: module.key,
              components: RouteComponents(name: routeCase.name, values: values.compactMap { $0 })),
            tab
          ))
      }
    }
    #expect(skipped == [], "no sample value for \(skipped)")
    #expect(inScenes == [], "gated scene routes the audit cannot try: \(inScenes)")
    #expect(gated.count >= 4, "analytics, bulk edit, account and trends at least")
    let audit = GuardBypassAudit(
      bus: app.bus, resolver: app.resolver, store: app.account.store,
      open: AnyRoute(module: "paywall", components: RouteComponents(name: "paywall")))
    let attempts = audit.run(routes: gated)
    for attempt in attempts where !attempt.passed { Issue.record("\(attempt)") }
    // What a determined user tries beyond the screens: hand-edited snapshots and rewritten
    // flow data.
    let hostile = await audit.runHostile(
      routes: gated,
      fields: [
        "taskWizard": ["title": "Audit", "due": "2026-12-24", "priority": "high"],
        "onboarding": ["name": "Audit", "notifications": "yes"],
        "checkout": [
          "plan": "premium", "address": "1 Main Street", "email": "a@b.c",
          "card": "4242424242424242",
        ],
      ])
    for attempt in hostile where !attempt.passed { Issue.record("\(attempt)") }
    // Every hostile attempt is made: a rewrite whose untampered control does not move on, or
    // that is refused for another reason than the field's owner, would be skipped.
    #expect(hostile.filter { $0.skipped != nil }.map(\.description) == [])
    #expect(hostile.count == 18, "\(hostile)")
    #expect(hostile.filter { $0.source.hasPrefix("rewriting ") }.count == 10, "\(hostile)")
    #expect(hostile.contains { $0.source == "rewriting 'plan' at step 'shipping'" })
    // The admin tab is hidden: it blocks rather than redirects, so nothing waits to resume.
    #expect(
      attempts.filter { $0.skipped != nil }.map(\.description) == [
        "tab admin via redirect resume, condition unmet: skipped (not redirected, so nothing waits to resume)",
        "tab admin via redirect resume, condition met: skipped (not redirected, so nothing waits to resume)",
      ])
    #expect(Set(attempts.map(\.source)).count == 9)
    #expect(
      attempts.contains { $0.source == "universal link" && $0.skipped == nil },
      "the showcase's domain is tried as every other source")
    #expect(attempts.count >= 60, "\(attempts.count) attempts")
    let row = attempts.documentedRow(
      app: "the showcase (analytics, bulk edit, account, trends; Insights, Admin)")
    #expect(try GuardBypassAudit.documentedRows().contains(row), "RELIABILITY.md should say \(row)")
  }

  @Test func noSourceGetsAShowcaseFlowPastAGuard() async throws {
    let app = try Showcase(storeAt: nil)
    _ = app.bus.restore()
    let audit = GuardBypassAudit(
      bus: app.bus, resolver: app.resolver, store: app.account.store,
      open: AnyRoute(module: "paywall", components: RouteComponents(name: "paywall")))
    let attempts = await audit.runFlows(fields: ["taskWizard": ["title": "Audit"]])
    for attempt in attempts where !attempt.passed { Issue.record("\(attempt)") }
    // The wizard behind its flag, and its scheduling step behind premium.
    #expect(
      Set(attempts.map(\.subject)) == [
        .flow("taskWizard"), .flowStep(flow: "taskWizard", step: "scheduling"),
      ])
    let skipped = attempts.filter { $0.skipped != nil }.map { "\($0.subject) via \($0.source)" }
    // The flag blocks rather than redirects; a link or a start into scheduling stops at basic
    // info, which needs a title, so nothing redirects either; and the wizard does not persist,
    // so no snapshot restores it.
    #expect(
      skipped.sorted() == [
        "flow taskWizard via redirect resume", "flow taskWizard via redirect resume",
        "flow taskWizard via restored snapshot", "flow taskWizard via restored snapshot",
        "step scheduling of flow taskWizard via flow link",
        "step scheduling of flow taskWizard via flow start at the step",
        "step scheduling of flow taskWizard via redirect resume",
        "step scheduling of flow taskWizard via redirect resume",
        "step scheduling of flow taskWizard via restored snapshot",
        "step scheduling of flow taskWizard via restored snapshot",
      ], "\(skipped)")
    let made = attempts.filter { $0.skipped == nil }
    #expect(made.filter { !$0.conditionMet }.count == 8, "\(attempts)")
    #expect(made.filter(\.conditionMet).count == 6, "\(attempts)")
    let row = attempts.documentedRow(app: "the showcase (the task wizard; its scheduling step)")
    #expect(try GuardBypassAudit.documentedRows().contains(row), "RELIABILITY.md should say \(row)")
  }
}
