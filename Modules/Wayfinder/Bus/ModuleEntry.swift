/// A module as the bus dispatches to it: its registration and the app's placement of its routes.
final class ModuleEntry: Sendable {
  let registration: ModuleRegistration
  let homeTab: TabID?
  /// The module's cases as the app places them, in declaration order.
  let cases: [PlacedCase]
  /// The same cases by name.
  let casesByName: [String: PlacedCase]

  init(_ registration: ModuleRegistration, placement: RoutePlacement) {
    self.registration = registration
    homeTab = placement.homeTabs[registration.key]
    let styles = placement.styles[registration.key] ?? [:]
    var seen = Set<String>()
    cases = registration.orderedRouteCases.compactMap { routeCase in
      let name = routeCase.name
      guard seen.insert(name).inserted else { return nil }
      return PlacedCase(
        name: name, presentation: styles[name] ?? routeCase.presentation,
        transition: routeCase.transition, requirement: routeCase.requirement)
    }
    casesByName = Dictionary(cases.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
  }
}
