public import Wayfinder

/// Tries every gated route and tab of an app through every source of intent, with and without
/// what it needs, and records whether it got through.
///
/// Without the condition nothing may get through; with it everything must. A link is tried with
/// the custom scheme and, when the resolver declares a universal-link domain, as a universal link.
///
/// ```swift
/// let audit = GuardBypassAudit(
///   bus: app.bus, resolver: app.resolver, store: app.account, open: AnyRoute(HelpRoute.about))
/// let failures = audit.run(routes: [(AnyRoute(TasksRoute.analytics), "tasks")])
///   .filter { !$0.passed }
/// #expect(failures.isEmpty, "\(failures)")
/// ```
@MainActor
public struct GuardBypassAudit {
  /// One attempt.
  public struct Attempt: Sendable, CustomStringConvertible {
    /// What was asked for.
    public var subject: GatedSubject
    /// The source of intent.
    public var source: String
    /// Whether the user met the requirement.
    public var conditionMet: Bool
    /// Whether the subject ended up on screen (or the tab selected); `false` when skipped.
    public var gotThrough: Bool
    /// Why the source made no attempt (a block leaves no redirect to resume), or `nil` when it
    /// made one. Skipped attempts are listed so that a test can count them and pin which they are.
    public var skipped: String?
    /// Whether the subject must get through: with its condition met, as a rule; never, for a
    /// hostile source (a snapshot placing it where no intent could, data rewritten after its
    /// step validated it).
    public var mustGetThrough: Bool

    /// Whether the attempt ended as it must; a skipped attempt did not end wrongly, but see
    /// ``skipped``.
    public var passed: Bool { skipped != nil || gotThrough == mustGetThrough }

    init(
      subject: GatedSubject, source: String, conditionMet: Bool, gotThrough: Bool,
      skipped: String?, mustGetThrough: Bool? = nil
    ) {
      self.subject = subject
      self.source = source
      self.conditionMet = conditionMet
      self.gotThrough = gotThrough
      self.skipped = skipped
      self.mustGetThrough = mustGetThrough ?? conditionMet
    }

    public var description: String {
      "\(subject) via \(source), condition \(conditionMet ? "met" : "unmet"): "
        + (skipped.map { "skipped (\($0))" } ?? (gotThrough ? "got through" : "refused"))
    }
  }

  /// Why a source gives no answer for a subject.
  static let skipReasons = [
    "redirect resume": "not redirected, so nothing waits to resume",
    "back into a gated entry": "no state shows the subject under a route to go back from",
    "link": "no link shows the subject",
    "universal link": "no link shows the subject",
    "restored snapshot": "no state shows the subject",
  ]

  let bus: NavigationBus
  let resolver: DeepLinkResolver
  let store: EntitlementStore
  let initial: NavigationState
  /// A route that any user may open, pushed above a gated one for the back test.
  let open: AnyRoute

  /// Creates an audit of an app.
  /// - Parameters:
  ///   - bus: The app's bus, with its guards and `openLinks(with:)` set up.
  ///   - resolver: The app's link resolver.
  ///   - store: The entitlement store the bus's navigation store uses.
  ///   - open: A route with no requirement that the app can push anywhere.
  public init(
    bus: NavigationBus, resolver: DeepLinkResolver, store: EntitlementStore, open: AnyRoute
  ) {
    self.bus = bus
    self.resolver = resolver
    self.store = store
    self.initial = resolver.makeInitialState() ?? bus.store.state
    self.open = open
  }

  /// The gated routes (one sample value per case) in the tabs the resolver places them, and the
  /// gated tabs.
  func subjects(_ routes: [(AnyRoute, TabID)]) -> [(GatedSubject, TabID)] {
    routes.map { (.route($0.0), $0.1) }
      + bus.shell.tabs.filter { $0.requirement != nil }.map { (.tab($0.id), $0.id) }
  }

  /// Sets what the user has without the bus hearing of it: the audit sets up each attempt
  /// itself, and an attempt that needs the bus to act (a resume) tells it.
  func set(_ requirement: Requirement, met: Bool) {
    store.unreported {
      _ = met ? store.grant(requirement) : store.revoke(requirement)
      if requirement.atoms.contains(.signedIn) {
        _ = met ? store.signIn("audit") : store.signOut()
      }
    }
  }

  /// Starts an attempt afresh: no request waits, and the app shows its first screens again,
  /// restored through the bus like any saved state.
  func reset() {
    bus.cancelPendingResumptions()
    bus.send(.restore(initial), source: .restore)
  }

  func isThrough(_ subject: GatedSubject) -> Bool {
    switch subject {
    case .route(let route): return bus.store.state.allRoutes.contains(route)
    case .tab(let tab): return bus.store.state.selectedTab == tab
    case .flow(let flow): return bus.store.state.flows.contains { $0.flow == flow }
    case .flowStep(let flow, let step):
      return bus.store.state.flows.contains { $0.flow == flow && $0.step == step }
    }
  }

  /// A state that shows the subject: the route pushed in its tab, or the tab selected.
  func stateShowing(_ subject: GatedSubject, in tab: TabID) -> NavigationState? {
    var state = initial
    switch subject {
    case .route(let route):
      guard (try? state.apply(.selectTab(tab, then: [.push(route)]))) != nil else { return nil }
    case .tab(let tab):
      guard (try? state.apply(.selectTab(tab))) != nil else { return nil }
    case .flow(let flow):
      guard let first = bus.flows.declaration(of: flow)?.steps.first?.name,
        (try? state.apply(
          .startFlow(ActiveFlow(flow: flow, step: first), presentation: .fullScreen)))
          != nil
      else { return nil }
    case .flowStep(let flow, let step):
      guard
        (try? state.apply(.startFlow(ActiveFlow(flow: flow, step: step), presentation: .fullScreen)))
          != nil
      else { return nil }
    }
    return state
  }

  /// Runs every attempt for `routes`, each with the tab it lives in.
  /// - Parameter routes: The gated routes to try and their tabs.
  /// - Returns: Every attempt.
  public func run(routes: [(AnyRoute, TabID)]) -> [Attempt] {
    var attempts: [Attempt] = []
    for (subject, tab) in subjects(routes) {
      let requirement: Requirement
      switch subject {
      case .route(let route):
        guard let needed = bus.routeCase(of: route)?.requirement else {
          continue
        }
        // Opening the route also opens its tab: the condition is both requirements.
        let tabNeeds = bus.shell.tabs.first(where: { $0.id == tab })?.requirement
        requirement = tabNeeds.map { .all([$0, needed]) } ?? needed
      case .tab(let id):
        guard let needed = bus.shell.tabs.first(where: { $0.id == id })?.requirement else {
          continue
        }
        requirement = needed
      case .flow, .flowStep:
        continue
      }
      for met in [false, true] {
        for (source, attempt) in sources(for: subject, in: tab, requirement: requirement) {
          reset()
          set(requirement, met: met)
          let through = attempt(met)
          attempts.append(
            Attempt(
              subject: subject, source: source, conditionMet: met, gotThrough: through ?? false,
              skipped: through == nil ? Self.skipReasons[source, default: "no answer"] : nil))
        }
        set(requirement, met: false)
      }
    }
    reset()
    return attempts
  }

  /// Each source of intent, as a closure that tries the subject and says whether it got through.
  func sources(
    for subject: GatedSubject, in tab: TabID, requirement: Requirement
  )
    -> [(String, (Bool) -> Bool?)]
  {
    let showing = stateShowing(subject, in: tab)
    var list: [(String, (Bool) -> Bool?)] = []
    switch subject {
    case .route(let route):
      list.append(
        (
          "handle call",
          { _ in
            bus.send(.show(route, style: .push), from: route.module)
            return isThrough(subject)
          }
        ))
      if bus.maps(AuditInteraction.self) {
        list.append(
          (
            "interaction",
            { _ in
              bus.send(AuditInteraction(route: route))
              return isThrough(subject)
            }
          ))
      }
      list.append(
        (
          "commands",
          { _ in
            bus.send(.commands([.selectTab(tab, then: [.push(route)])]), source: .app)
            return isThrough(subject)
          }
        ))
      list.append(
        (
          "back into a gated entry",
          { met in
            // The entry is there from before (the requirement lapsed and was not yet enforced).
            guard var state = showing, (try? state.apply(.push(open))) != nil else { return nil }
            // It is put there through the bus while the requirement holds, then the requirement
            // is set back without telling the bus.
            set(requirement, met: true)
            bus.send(.restore(state), source: .restore)
            set(requirement, met: met)
            let outcome = bus.send(.back, source: .app)
            return outcome.didNavigate && bus.store.state.topRoute == route
          }
        ))
    case .tab(let id):
      list.append(
        (
          "tab selection",
          { _ in
            bus.send(.selectTab(id), source: .app)
            return isThrough(subject)
          }
        ))
    case .flow, .flowStep:
      break
    }
    // The custom scheme's link, and the same link as a universal link when the app declares a
    // domain: every origin passes the same guards.
    var links = [("link", showing.flatMap { try? resolver.link(for: $0) })]
    if let origin = resolver.sharingOrigin {
      links.append(
        ("universal link", showing.flatMap { try? resolver.link(for: $0, origin: origin) }))
    }
    for (name, link) in links {
      list.append(
        (
          name,
          { _ in
            guard let link else { return nil }
            bus.send(.link(link), source: .link)
            return isThrough(subject)
          }
        ))
    }
    list.append(
      (
        "restored snapshot",
        { _ in
          guard let showing else { return nil }
          bus.send(.restore(showing), source: .restore)
          return isThrough(subject)
        }
      ))
    list.append(
      (
        "redirect resume",
        { met in
          // Ask while the condition is unmet; then meet it only if this attempt is allowed to.
          set(requirement, met: false)
          let first: IntentOutcome
          switch subject {
          case .route(let route):
            first = bus.send(.commands([.selectTab(tab, then: [.push(route)])]), source: .app)
          case .tab(let id):
            first = bus.send(.selectTab(id), source: .app)
          case .flow(let flow):
            first = bus.send(.flow(.open(flow)), source: .app)
          case .flowStep(let flow, let step):
            first = bus.send(.flow(.open(flow, at: step)), source: .app)
          }
          // Only a redirect waits to resume; a block (a flag that is off) has nothing to resume.
          guard case .redirected = first else { return nil }
          set(requirement, met: met)
          bus.requirementsChanged()
          return isThrough(subject)
        }
      ))
    return list
  }
}

/// The audit's own interaction: show a route. The app under audit maps it like any interaction
/// (``mapped(in:)``); the audit tries the interaction source only on a bus that maps it.
public struct AuditInteraction: ModuleInteraction {
  /// Maps the audit's interaction in a bus being built: it shows its route, pushed.
  /// - Parameter builder: The builder of the bus under audit.
  @MainActor public static func mapped(in builder: inout NavigationBus.Builder) {
    builder.mapInteractions(AuditInteraction.self) { .show($0.route, style: .push) }
  }

  /// The key the audit's interactions are sent under.
  public static let moduleKey: ModuleKey = "audit"
  /// The route to show.
  public var route: AnyRoute
  /// Creates the interaction.
  /// - Parameter route: The route to show.
  public init(route: AnyRoute) { self.route = route }
}
