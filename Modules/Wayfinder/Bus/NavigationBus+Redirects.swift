import Foundation

/// An intent waiting for a condition, and how to undo the redirect that stands in its way.
struct Resumption: Sendable {
  var request: NavigationRequest
  var until: Requirement
  var container: ContainerID
  var depth: Int
  /// The screen the redirect showed (the paywall, sign-in); when it is gone the user declined.
  var shown: AnyRoute?
  /// Whether the app declared a later request of the user as abandoning the request: it no
  /// longer resumes, but the screen it showed still closes once its condition is met.
  var abandoned = false
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
    let state = store.untrackedState
    // A redirect to the screen that a redirect already put on top (the paywall, asked for again,
    // for the same plan or another one it sells) shows nothing new: the request waits behind the
    // screen that is there, for its own condition.
    if case .show(let route, _, _) = redirect, state.topRoute == route,
      let shown = resumptions.firstIndex(where: { $0.shown == route })
    {
      let waiting = resumptions[shown]
      resumptions.removeAll { $0.request == original }
      resumptions.append(
        Resumption(
          request: original, until: until, container: waiting.container, depth: waiting.depth,
          shown: route))
      return result
    }
    let container = state.focusedContainerID
    let depth = state.presentationDepth
    let targetOutcome = run(
      NavigationRequest(redirect, source: .redirect), redirectChain: chain)
    switch targetOutcome {
    case .applied, .landed, .moved, .redirected:
      resumptions.removeAll { $0.request == original }
      resumptions.append(
        Resumption(
          request: original, until: until, container: container, depth: depth,
          shown: store.untrackedState.topRoute))
      return result
    case .blocked, .failed:
      return targetOutcome
    }
  }

  /// Forgets every intent that waits for a condition, for example when the user closes the
  /// paywall without buying.
  public func cancelPendingResumptions() { resumptions.removeAll() }

  /// After an applied request of the user: forgets what waited behind a redirect whose screen
  /// is gone (the user closed the paywall or sign-in, by its own button, a swipe or going back),
  /// and everything that waited when the app declares the request as abandoning it.
  func dropDeclinedResumptions(after request: NavigationRequest) {
    switch request.source {
    case .resume, .redirect: return
    default: break
    }
    if let abandons, abandons(request.intent) {
      for index in resumptions.indices { resumptions[index].abandoned = true }
    }
    let routes = store.untrackedState.allRoutes
    resumptions.removeAll { resumption in
      resumption.shown.map { !routes.contains($0) } ?? false
    }
  }

  /// The intents that wait for a condition, oldest first.
  public var pendingResumptions: [NavigationRequest] {
    resumptions.filter { !$0.abandoned }.map(\.request)
  }

  /// What the entitlement provider calls after a change (see
  /// ``EntitlementProvider/observeChanges(_:)``): the bus acts at once and returns what resumed,
  /// unless something runs. During a send (a middleware or an action that grants), it acts once
  /// the send is over, so that no chain runs inside another; during a flow's completion (a
  /// purchase granting the plan it sold), once the completion is applied, so that what resumes
  /// finds the flow gone.
  /// - Returns: The outcomes of the intents that resumed now.
  func checkRequirementsWhenFree() -> [IntentOutcome] {
    if flowRecords.completionsRunning > 0 {
      flowRecords.requirementsCheckWaits = true
      return []
    }
    if runningSends > 0 {
      scheduleRequirementsCheck()
      return []
    }
    return requirementsChanged()
  }

  /// Checks the requirements on the main actor's next turn, after the intents posted before.
  func scheduleRequirementsCheck() {
    file { $0.checksRequirements = true }
  }

  /// Every entry that needs what the user no longer has is removed from the state, and every
  /// intent whose condition is now met resumes, exactly as first asked. The bus does this
  /// itself when its entitlement provider reports a change.
  /// - Returns: The outcomes of the resumed intents, in order, and of the closing of each screen
  ///   a redirect showed for an intent that was given up since.
  @discardableResult
  package func requirementsChanged() -> [IntentOutcome] {
    enforceRequirements()
    // What the user has may decide a flow's path (a step that replaces account setup for a
    // signed-in user): every flow is checked again, like a route.
    recheckFlows(from: .app)
    var outcomes: [IntentOutcome] = []
    let ready = resumptions.filter { store.entitlements.allows($0.until) }
    resumptions.removeAll { store.entitlements.allows($0.until) }
    for resumption in ready {
      if let close = closing(resumption) {
        let closed = run(NavigationRequest(close, source: .resume), redirectChain: [])
        // The request's outcome speaks for both, unless the request was given up: then the
        // closing is all that happened, and the caller learns that the screen went.
        if !closed.didNavigate || resumption.abandoned { outcomes.append(closed) }
      }
      guard !resumption.abandoned else { continue }
      var request = resumption.request
      request.source = .resume
      outcomes.append(run(request, redirectChain: []))
    }
    return outcomes
  }

  /// What closes the screen a redirect showed (the paywall, sign-in) once its condition is met,
  /// wherever the user is now: a dismissal of its layer and what stands above it, through the
  /// chain like any other. In a tab that is not selected, the tab is selected for the dismissal
  /// and the selection given back, in one change, so the user stays where they are. `nil` when
  /// the screen is no longer where it was shown.
  private func closing(_ resumption: Resumption) -> NavigationIntent? {
    let state = store.untrackedState
    guard let container = state.container(resumption.container),
      container.presentations.count > resumption.depth,
      resumption.shown.map({ container.presentations[resumption.depth].stack.root == $0 }) ?? true
    else { return nil }
    let levels = container.presentations.count - resumption.depth
    if state.focusedContainerID == resumption.container { return .dismissing(levels: levels) }
    guard case .tab(let tab) = resumption.container,
      case .tab(let current) = state.focusedContainerID
    else { return nil }
    return .commands([.selectTab(tab, then: [.dismiss(levels: levels)]), .selectTab(current)])
  }

  /// Cancels, through the chain, each flow that the user's request hid and that is declared to
  /// be cancelled when dismissed (its cancellation action runs); other hidden flows wait.
  func cancelDismissedFlows() {
    let state = store.untrackedState
    for flow in state.flows
    where flow.parent == nil && !state.isShown(flow) && flows.cancelsWhenDismissed(flow.flow) {
      _ = run(NavigationRequest(.flow(.cancel(flow.id)), source: .app), redirectChain: [])
    }
  }

  /// Re-validates every flow that is not a sub-flow, as the engine's `recheck` does: a flow whose
  /// steps no longer pass, or whose step no longer applies, goes back to where it stands now.
  /// A flow that needs no change is not sent, so observers see only real moves.
  func recheckFlows(from source: IntentSource) {
    for flow in store.untrackedState.flows where flow.parent == nil {
      let state = store.untrackedState
      guard state.flow(flow.id) != nil else { continue }
      let decided = flows.decide(.recheck(flow.id), in: state, context: FlowRequestContext())
      guard !decided.commands.isEmpty else { continue }
      _ = run(NavigationRequest(.flow(.recheck(flow.id)), source: source), redirectChain: [])
    }
  }

  /// Removes from the state every route, presentation, scene and flow that needs what the user
  /// does not have, and leaves a tab the user may no longer open: the current state goes through
  /// the chain as a restore, so the guards prune it as they prune a saved one.
  func enforceRequirements() {
    let entitlements = store.entitlements
    let state = store.untrackedState
    let pruned = state.pruned(
      keepingRoute: { route in
        entitlements.allows(
          modules.byKey[route.module]?.casesByName[route.name]?.requirement)
      },
      keepingTab: { tab in entitlements.allows(tabs[tab]?.requirement) })
    let lapsedFlow = state.flows.contains { flow in
      let declaration = flows.declaration(of: flow.flow)
      return !entitlements.allows(declaration?.requirement)
        || !entitlements.allows(declaration?.step(named: flow.step)?.requirement)
    }
    guard pruned != state || lapsedFlow else { return }
    _ = run(NavigationRequest(.restore(state), source: .app), redirectChain: [])
  }
}
