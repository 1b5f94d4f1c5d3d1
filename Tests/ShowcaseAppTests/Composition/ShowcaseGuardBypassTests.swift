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

  @Test func noSourceGetsPastAShowcaseGuard() throws {
    let app = try Showcase(storeAt: nil) { AuditInteraction.mapped(in: &$0) }
    _ = app.restoreAndStartSaving()
    var gated: [(AnyRoute, TabID)] = []
    var skipped: [String] = []
    for feature in app.features {
      guard let tab = feature.homeTab else { continue }
      for routeCase in feature.registration.orderedRouteCases where routeCase.requirement != nil {
        let values = routeCase.parameters.map { Self.sample($0.typeName) }
        guard !values.contains(nil) else {
          skipped.append("\(feature.registration.key)/\(routeCase.name)")
          continue
        }
        gated.append(
          (
            AnyRoute(
              module: feature.registration.key,
              components: RouteComponents(name: routeCase.name, values: values.compactMap { $0 })),
            tab
          ))
      }
    }
    #expect(skipped == [], "no sample value for \(skipped)")
    #expect(gated.count >= 4, "analytics, bulk edit, account and trends at least")
    let audit = GuardBypassAudit(
      bus: app.bus, resolver: app.resolver, store: app.account.store,
      open: AnyRoute(module: "tasks", components: RouteComponents(name: "list")))
    let attempts = audit.run(routes: gated)
    for attempt in attempts where !attempt.passed { Issue.record("\(attempt)") }
    #expect(Set(attempts.map(\.source)).count == 8)
    #expect(attempts.count >= 60, "\(attempts.count) attempts")
  }
}
