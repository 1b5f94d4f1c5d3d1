/// A middleware that enforces one kind of requirement (sign-in, entitlements, feature flags) on
/// every request, whatever its source.
///
/// For each request it looks at every requirement the request would meet
/// (``NavigationRequest/requirements``) that is of its kind and unmet, and then:
/// - a restored snapshot proceeds without what fails: the entries are removed, a gated tab the
///   user may no longer open comes back at its root, and the first open tab is selected when the
///   saved one is no longer open;
/// - otherwise a hidden tab answers exactly as a tab that does not exist;
/// - going back onto a gated entry is blocked;
/// - otherwise it redirects (to sign-in, to the paywall) when it has a target, so that the
///   request resumes once the requirement is met, or blocks with a reason.
///
/// ```swift
/// let auth = RequirementGuard(name: "auth", handles: { $0 == .signedIn }) { _ in
///   .show(AnyRoute(SettingsRoute.signIn), style: .sheet)
/// }
/// ```
public struct RequirementGuard: NavigationMiddleware {
  /// The guard's name, for messages.
  public let name: String
  private let handles: @Sendable (Requirement) -> Bool
  private let redirect: (@Sendable (RequirementUse) -> NavigationIntent)?

  /// Creates a guard.
  /// - Parameters:
  ///   - name: The guard's name, for messages.
  ///   - handles: Whether a single requirement (never `.all`) is of this guard's kind.
  ///   - redirect: Where to send the user while a requirement is unmet; `nil` to block.
  public init(
    name: String, handles: @escaping @Sendable (Requirement) -> Bool,
    redirect: (@Sendable (RequirementUse) -> NavigationIntent)? = nil
  ) {
    self.name = name
    self.handles = handles
    self.redirect = redirect
  }

  public func handle(
    _ request: NavigationRequest, context: MiddlewareContext,
    next: (NavigationRequest) -> IntentOutcome
  ) -> IntentOutcome {
    let entitlements = context.entitlements
    var unmet: [(use: RequirementUse, missing: [Requirement])] = []
    for use in request.requirements {
      let missing = use.requirement.atoms.filter { handles($0) && !entitlements.isMet($0) }
      if !missing.isEmpty { unmet.append((use, missing)) }
    }
    guard let first = unmet.first else { return next(request) }

    // A restore is never refused for what the user lost since: the entries are removed, and a
    // selected tab that is now locked or hidden gives way to the first tab still open.
    if case .restore(let state) = request.intent {
      let failing = Set(unmet.map(\.use.subject))
      var pruned = state.pruned(
        keepingRoute: { !failing.contains(.route($0)) },
        keepingTab: { !failing.contains(.tab($0)) })
      for flow in state.flows
      where failing.contains(.flow(flow.flow))
        || failing.contains(.flowStep(flow: flow.flow, step: flow.step))
      {
        // A sub-flow goes with its parent: only a flow still there is cancelled.
        guard pruned.flow(flow.id) != nil else { continue }
        try? pruned.apply(.cancelFlow(flow.id))
      }
      var changed = request
      changed.intent = .restore(pruned)
      return next(changed)
    }
    let hidden = context.shell.hiddenTabs(for: entitlements)
    for (use, _) in unmet {
      if case .tab(let tab) = use.subject, hidden.contains(tab) {
        return context.unknownTab(tab)
      }
    }
    // Going back or closing onto a screen the user may no longer see: refused, not redirected.
    guard !request.goesBack, let redirect else {
      return .blocked(reason: reason(first.use, first.missing))
    }
    let missing = unmet.flatMap(\.missing).reduce(into: [Requirement]()) { list, requirement in
      if !list.contains(requirement) { list.append(requirement) }
    }
    return .redirected(
      to: redirect(first.use), until: missing.count == 1 ? missing[0] : .all(missing),
      reason: reason(first.use, first.missing))
  }

  private func reason(_ use: RequirementUse, _ missing: [Requirement]) -> String {
    "\(use.subject) needs " + missing.map(\.description).joined(separator: " and ")
  }
}

extension RequirementGuard {
  /// A guard for sign-in.
  /// - Parameter signIn: Where to send a signed-out user; `nil` to block.
  /// - Returns: The guard.
  public static func auth(
    signIn: (@Sendable (RequirementUse) -> NavigationIntent)?
  )
    -> RequirementGuard
  {
    RequirementGuard(name: "auth", handles: { $0 == .signedIn }, redirect: signIn)
  }

  /// A guard for entitlements.
  /// - Parameter paywall: Where to send a user who lacks an entitlement; `nil` to block.
  /// - Returns: The guard.
  public static func entitlements(
    paywall: (@Sendable (RequirementUse) -> NavigationIntent)?
  )
    -> RequirementGuard
  {
    RequirementGuard(
      name: "entitlements",
      handles: { if case .entitlement = $0 { return true } else { return false } },
      redirect: paywall)
  }

  /// A guard for feature flags: what is behind a flag that is off is blocked.
  public static var featureFlags: RequirementGuard {
    RequirementGuard(
      name: "feature flags",
      handles: { if case .featureFlag = $0 { return true } else { return false } })
  }
}
