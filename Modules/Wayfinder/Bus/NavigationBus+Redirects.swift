import Foundation

/// An intent waiting for a condition, and how to undo the redirect that stands in its way.
struct Resumption: Sendable {
  var request: NavigationRequest
  var until: Requirement
  var container: ContainerID
  var depth: Int
}

extension NavigationBus {
  /// Carries out a redirect that a middleware asked for: the target goes through the whole chain
  /// (it may be redirected in turn), and the original waits for its condition.
  func follow(
    _ original: NavigationRequest, to redirect: NavigationIntent, until: Requirement,
    chain: [String], _ result: IntentOutcome
  ) -> IntentOutcome {
    let target = redirect.description
    if chain.contains(target) {
      return .failed(
        "redirect loop detected: " + (chain + [target]).joined(separator: " => "))
    }
    if chain.count >= Self.maximumRedirects {
      return .failed(
        "too many redirects (more than \(Self.maximumRedirects)): "
          + (chain + [target]).joined(separator: " => "))
    }
    let container = coordinator.untrackedState.focusedContainerID
    let depth = coordinator.untrackedState.presentationDepth
    let targetOutcome = run(
      NavigationRequest(redirect, source: .redirect), redirectChain: chain)
    switch targetOutcome {
    case .applied, .redirected:
      resumptions.removeAll { $0.request == original }
      resumptions.append(
        Resumption(request: original, until: until, container: container, depth: depth))
      return result
    case .blocked, .failed:
      return targetOutcome
    }
  }

  /// Forgets every intent that waits for a condition, for example when the user closes the
  /// paywall without buying.
  public func cancelPendingResumptions() { resumptions.removeAll() }

  /// The intents that wait for a condition, oldest first.
  public var pendingResumptions: [NavigationRequest] { resumptions.map(\.request) }

  /// Call when what the user has changed (signed in or out, bought or lost an entitlement, a flag
  /// turned): every entry that needs what the user no longer has is removed from the state, and
  /// every intent whose condition is now met resumes, exactly as first asked.
  /// - Returns: The outcomes of the resumed intents, in order.
  @discardableResult
  public func requirementsChanged() -> [IntentOutcome] {
    enforceRequirements()
    var outcomes: [IntentOutcome] = []
    let ready = resumptions.filter { coordinator.entitlements.allows($0.until) }
    resumptions.removeAll { coordinator.entitlements.allows($0.until) }
    for resumption in ready {
      let state = coordinator.untrackedState
      if state.focusedContainerID == resumption.container,
        state.presentationDepth > resumption.depth
      {
        // Close what the redirect showed (the paywall, sign-in) before resuming, through the
        // chain like any other dismissal.
        let levels = state.presentationDepth - resumption.depth
        let closed = run(
          NavigationRequest(.commands([.dismiss(levels: levels)]), source: .resume),
          redirectChain: [])
        if closed != .applied { outcomes.append(closed) }
      }
      var request = resumption.request
      request.source = .resume
      outcomes.append(run(request, redirectChain: []))
    }
    return outcomes
  }

  /// Removes from the state every route, presentation, scene and flow that needs what the user
  /// does not have, and leaves a tab the user may no longer open: the current state goes through
  /// the chain as a restore, so the guards prune it as they prune a saved one.
  func enforceRequirements() {
    let entitlements = coordinator.entitlements
    let state = coordinator.untrackedState
    let pruned = state.pruned(
      keepingRoute: { route in
        entitlements.allows(
          modules.byKey[route.module]?.registration.caseInfo[route.name]?.requirement)
      },
      keepingTab: { tab in entitlements.allows(tabs[tab]?.requirement) })
    let lapsedFlow = state.flows.contains { flow in
      let declaration = flows?.declaration(of: flow.flow)
      return !entitlements.allows(declaration?.requirement)
        || !entitlements.allows(declaration?.step(named: flow.step)?.requirement)
    }
    guard pruned != state || lapsedFlow else { return }
    _ = run(NavigationRequest(.restore(state), source: .app), redirectChain: [])
  }
}
