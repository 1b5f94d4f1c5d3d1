extension NavigationBus {
  /// Turns interactions, handle actions and links into the navigation they ask for, so that the
  /// chain always sees what would really happen.
  /// - Parameter router: Set to the module whose router answered an interaction, if any.
  /// - Returns: `nil` when the request is ready for the chain, else the failure.
  func normalize(
    _ request: inout NavigationRequest, in state: NavigationState, router: inout ModuleEntry?
  ) -> IntentOutcome? {
    for _ in 0..<4 {
      switch request.intent {
      case .interaction(let interaction):
        // The interaction is stored in the request by its last use in each branch, so that it is
        // moved there rather than copied.
        if !interactionMap.isEmpty, let mapped = interactionMap[interaction.type]?(interaction) {
          request.intent = mapped
          request.interaction = interaction
        } else if let entry = modules.entry(interaction.module) {
          let module = entry.registration
          router = entry
          // A router answers with navigation only, never with another interaction, action or link:
          // the request is ready for the chain (checking again would copy the intent).
          switch module.respond(interaction, state) {
          case .navigate(let intent):
            request.intent = intent
            request.interaction = interaction
            return nil
          case .nothing:
            request.intent = .commands([])
            request.interaction = interaction
            return nil
          case .foreign:
            let failure = IntentOutcome.failed(
              "\(interaction) is not an interaction of module '\(module.key)'")
            request.interaction = interaction
            return failure
          }
        } else {
          let failure = IntentOutcome.failed("no module '\(interaction.module)' is registered")
          request.interaction = interaction
          return failure
        }
      case .link(let link):
        switch resolve(link: link) {
        case .success(let resolved):
          request.intent = resolved.intent
          if !resolved.parameters.isEmpty { request.linkParameterStorage = resolved.parameters }
        case .failure(let rejection): return .failed(rejection.message)
        }
      default:
        return nil
      }
    }
    return .failed("\(request.intent) maps to itself too many times")
  }

  /// Works out, in one pass over the intent, the command that carries it out and every
  /// requirement it would meet, including routes that going back or dismissing would show again.
  /// - Parameter router: A module already looked up for this request (the router of its
  ///   interaction), which a route of the same module does not look up again.
  func prepare(
    _ request: inout NavigationRequest, in state: NavigationState,
    knowing router: ModuleEntry? = nil
  ) {
    var uses: [RequirementUse] = []
    var change: NavigationChange?
    // The request is written only once it is planned.
    var planned: Plan
    do {
      planned = try plan(
        request.intent, of: request, in: state, knowing: router, requirements: &uses,
        change: &change)
    } catch {
      planned = .failure(error.message)
    }
    if request.source == .userInterface, let change,
      let refusal = interactiveDismissalRefusal(of: change, in: state)
    {
      planned = .failure(refusal)
    }
    request.plan = planned
    request.requirements = uses
    request.closesScreens = change?.closesScreens ?? false
    switch (request.intent, planned) {
    case (.flow(let move), _): request.goesBack = move.goesBack
    // A back that is a flow's step back.
    case (.back, .flow): request.goesBack = true
    default: request.goesBack = change?.goesBack ?? false
    }
    request.revision = 0
  }

  /// Why a gesture of the user may not make `change`: it would close what shows a flow that
  /// refuses interactive dismissal (``FlowDefinition/refusesInteractiveDismissal()``).
  private func interactiveDismissalRefusal(
    of change: NavigationChange, in state: NavigationState
  ) -> String? {
    guard change.closesScreens,
      state.flows.contains(where: { flows.refusesInteractiveDismissal($0.flow) })
    else { return nil }
    let after = change.after
    for flow in state.flows
    where flows.refusesInteractiveDismissal(flow.flow) && state.isShown(flow)
      && !after.isShown(flow)
    {
      return "flow '\(flow.flow)' cannot be closed by a gesture; use its Cancel"
    }
    return nil
  }

  /// A flow move, as the engine decides it in `state`: the decision the engine sent with it when
  /// the state has not changed since, else a new one.
  private func plan(
    _ move: FlowRequest, of request: NavigationRequest, in state: NavigationState,
    requirements uses: inout [RequirementUse]
  ) throws(PlanError) -> Plan {
    let decision: FlowDecision
    // The engine's decision is for the move it sent: it serves while no middleware has changed
    // the intent (a changed intent is planned again with its revision above 0) and the state is
    // the one it was made against.
    if request.revision == 0, let decided = request.flowDecision,
      decided.transition.version == store.changeCount
    {
      decision = decided
    } else {
      let context = request.flowDecision?.context ?? FlowRequestContext()
      decision = FlowDecision(flows.decide(move, in: state, context: context), context: context)
    }
    uses = decision.transition.requirements
    for command in decision.transition.commands { try add(command, to: &uses) }
    return .flow(decision)
  }

  private func plan(
    _ intent: NavigationIntent, of request: NavigationRequest, in state: NavigationState,
    knowing router: ModuleEntry?, requirements uses: inout [RequirementUse],
    change: inout NavigationChange?
  ) throws(PlanError) -> Plan {
    switch intent {
    case .flow(let move):
      return try plan(move, of: request, in: state, requirements: &uses)
    case .show(let route, let style, let transition):
      let (entry, placed) = try resolve(route, knowing: router)
      let shownAs = style ?? placed.presentation
      if case .tab(let tab) = shownAs { addTab(tab, to: &uses) }
      try Self.checkScene(route, shownAs)
      let moving = transition ?? placed.transition
      let shown = moving == .automatic ? nil : ShownTransition(route: route, transition: moving)
      let command = NavigationCommand.present(route, style: shownAs)
      if shownAs == .push || shownAs == .replace, state.focusedScene == nil,
        let home = entry.homeTab, home != state.selectedTab
      {
        addTab(home, to: &uses)
        add(placed.requirement, for: route, to: &uses)
        return .command(.selectTab(home, then: [command]), showing: shown)
      }
      add(placed.requirement, for: route, to: &uses)
      return .command(command, showing: shown)
    case .selectTab(let tab):
      addTab(tab, to: &uses)
      let command: NavigationCommand =
        tab == state.selectedTab && state.focusedScene == nil ? .reselectTab : .selectTab(tab)
      change = try addRevealed(by: command, in: state, to: &uses)
      return .command(command)
    case .commands(let commands):
      for command in commands { try add(command, to: &uses) }
      let planned: NavigationCommand
      switch commands.count {
      case 0: return .nothing
      case 1: planned = commands[0]
      default: planned = .batch(commands)
      }
      change = try addRevealed(by: planned, in: state, to: &uses)
      return .command(planned)
    case .back:
      // Inside a flow, back is the flow's own back, to the step before, as its back button is;
      // at the flow's first step, back closes what shows the flow, as it closes any screen.
      if let top = state.topRoute, let flow = state.flow(showing: top), !flow.history.isEmpty {
        return try plan(.back(flow.id), of: request, in: state, requirements: &uses)
      }
      fallthrough
    case .pop, .dismiss, .popToRoot:
      let command: NavigationCommand
      switch intent {
      case .pop: command = .pop
      case .popToRoot: command = .popToRoot
      case .dismiss: command = .dismiss
      default:
        if !state.focusedStack.isAtRoot {
          command = .pop
        } else if state.presentationDepth > 0 {
          command = .dismiss
        } else {
          throw PlanError("cannot go back: \(state.focusedLocation) is at its root")
        }
      }
      change = try addRevealed(by: command, in: state, to: &uses)
      return .command(command)
    case .backTo(let query):
      let commands = try Self.commands(backTo: query, in: state)
      // Each step reveals a screen, and each such screen is checked, as a pop or a dismissal
      // of it alone would be.
      var stepped = state
      for command in commands {
        _ = try addRevealed(by: command, in: stepped, to: &uses)
        try? stepped.apply(command)
      }
      let planned = commands.count == 1 ? commands[0] : .batch(commands)
      change = state.change(by: planned)
      return .command(planned)
    case .restore(let given):
      let restored = try restorable(given, from: request.source)
      // Every gated tab, selected or not: what a user may no longer open is cleared, as when a
      // requirement lapses while the app runs.
      for tab in restored.tabIDs { addTab(tab, to: &uses) }
      for route in restored.allRoutes {
        do { try addRoute(route, to: &uses) } catch {
          throw PlanError("the snapshot names a route the app does not have: \(error.message)")
        }
      }
      for flow in restored.flows {
        do { try known(flow: flow.flow) } catch {
          throw PlanError("the snapshot names a flow the app does not have: '\(flow.flow)'")
        }
      }
      // A restored flow meets its flow's and its step's requirements like a flow started now.
      for flow in restored.flows {
        let declaration = flows.declaration(of: flow.flow)
        if let requirement = declaration?.requirement {
          uses.append(RequirementUse(subject: .flow(flow.flow), requirement: requirement))
        }
        if let requirement = declaration?.step(named: flow.step)?.requirement {
          uses.append(
            RequirementUse(
              subject: .flowStep(flow: flow.flow, step: flow.step), requirement: requirement))
        }
      }
      if restored.tabIDs != shell.tabs.map(\.id) {
        throw PlanError(
          "the snapshot's tabs (\(restored.tabIDs.map(\.rawValue).joined(separator: ", "))) "
            + "are not the app's tabs")
      }
      return .restore(restored)
    case .interaction, .link:
      throw PlanError("\(intent) cannot be applied directly")
    }
  }

  /// The commands that go back to the nearest screen matching a query in the focused container:
  /// its own layer first, from the top of its stack down, then each layer under it; the layers
  /// above the match are dismissed and its stack is popped to it.
  static func commands(
    backTo query: RouteQuery, in state: NavigationState
  ) throws(PlanError) -> [NavigationCommand] {
    let container = state.focusedContainer
    let stacks = [container.base] + container.presentations.map(\.stack)
    let depth = stacks.indices.reversed().first { depth in
      stacks[depth].routes.contains(where: query.matches)
    }
    guard let depth else {
      throw PlanError(
        "no screen matching \(query) to go back to in \(state.focusedLocation.container)")
    }
    let dismissals = stacks.count - 1 - depth
    return Array(repeating: .dismiss, count: dismissals) + [.popTo(query)]
  }

  /// A state to restore, read like any input: only what intents could have built stays.
  ///
  /// Every route must stand where it is registered (a route placed elsewhere is removed with
  /// what stands above it) and every tab has its declared root; a saved snapshot (source
  /// `.restore`) also loses the flows whose declaration does not persist, whatever the snapshot
  /// says. The state must then be well formed. The guards check what is left.
  private func restorable(
    _ given: NavigationState, from source: IntentSource
  ) throws(PlanError) -> NavigationState {
    var restored = given
    if let links {
      restored = restored.placed(by: links.registers, roots: links.declaredRoot)
    }
    // Every route is read back into its module's type: a restorable value comes back as the
    // value, and a route that does not decode (a transient value, never saved; a model whose
    // shape changed; a hand-edited value) is removed with what stands above it.
    restored = restored.retyped { route in
      guard route.module != .flow, let entry = modules.entry(route.module) else { return route }
      return try? entry.registration.retype(route)
    }
    if source == .restore {
      for flow in restored.flows
      where flow.parent == nil && isDeclared(flow.flow) && !declaredPersistent(flow.flow) {
        // A sub-flow goes with its parent.
        if restored.flow(flow.id) != nil { try? restored.apply(.cancelFlow(flow.id)) }
      }
    }
    if let problem = restored.wellFormednessProblems.first {
      throw PlanError("the snapshot is not well formed: \(problem)")
    }
    if source == .restore {
      withFlowsAsShown(&restored)
      withReachableHistory(&restored)
      withOwnedData(&restored)
      withoutSecrets(&restored)
    }
    return restored
  }

  /// The screens and the flow records of a snapshot agree: a flow whose host does not show its
  /// current step (a host past its stack, a layer that shows another step) is kept as a flow
  /// that is not shown, and a flow step's route that no flow stands at is cut with what stands
  /// above it. A renderer never draws a step without its flow.
  private func withFlowsAsShown(_ state: inout NavigationState) {
    for index in state.flows.indices where !state.isShown(state.flows[index]) {
      state.flows[index].host = nil
    }
    let records = state
    state = state.pruned(
      keepingRoute: { route in route.flowStep == nil || records.flow(showing: route) != nil },
      keepingTab: { _ in true })
  }

  /// A flow read back from a snapshot is input, as a link is: going back or forward must reach
  /// only steps the flow can stand at today (``FlowEngine/reachableSteps(of:)``). A flow whose
  /// history holds another (a step that does not exist, a branch whose condition no longer
  /// holds, a step whose requirement is not met) goes back to the step before the first such
  /// entry, or is cancelled when that entry is its first; a forward list that holds one is
  /// dropped. The re-validation that follows the restore then checks each step's data.
  private func withReachableHistory(_ state: inout NavigationState) {
    for flow in state.flows where flow.parent == nil && isDeclared(flow.flow) {
      let reachable = flows.reachableSteps(of: flow)
      if let first = flow.history.firstIndex(where: { !reachable.contains($0) }) {
        if first == 0 {
          try? state.apply(.cancelFlow(flow.id))
          continue
        }
        for _ in first...flow.history.count { try? state.apply(.flowBack(flow.id)) }
      }
      if let index = state.flows.firstIndex(where: { $0.id == flow.id }),
        !state.flows[index].forward.allSatisfy(reachable.contains)
      {
        state.flows[index].forward = []
      }
    }
  }

  /// A restored flow holds only data its steps gave: a field that a step declares it collects
  /// is kept only while that step is one the flow has passed, stands at, or went back from
  /// (its history, its step, its forward list), so a hand-edited snapshot cannot hand a later
  /// step or the completion a value no step asked for. A flow whose history reached its limit
  /// has forgotten its first steps, so its fields are left as they are; a field no step
  /// declares is not judged here. The re-validation that follows checks each value.
  private func withOwnedData(_ state: inout NavigationState) {
    for index in state.flows.indices {
      let flow = state.flows[index]
      guard flow.history.count < flow.historyLimit else { continue }
      let reached = Set(flow.history + [flow.step] + flow.forward)
      state.flows[index].data = flow.data.filter { field, _ in
        flows.collector(of: field, in: flow.flow).map(reached.contains) ?? true
      }
    }
  }

  /// A state read back from a snapshot never holds a secret: each flow's sensitive fields, as
  /// the app declares them (not as the snapshot says), lose their values, and a flow that had
  /// passed the step that collects one goes back to that step, so that the user gives it again.
  /// (The app's own states, restored with another source, keep what they hold.)
  private func withoutSecrets(_ state: inout NavigationState) {
    for flow in state.flows {
      let sensitive = flows.sensitiveFields(of: flow.flow)
      guard !sensitive.isEmpty || !flow.sensitive.isEmpty,
        let index = state.flows.firstIndex(where: { $0.id == flow.id })
      else { continue }
      state.flows[index].sensitive = sensitive
      state.flows[index].data = flow.data.filter { !sensitive.contains($0.key) }
      let collected = flows.collectedFields(of: flow.flow)
      guard
        let back = flow.history.firstIndex(where: { step in
          collected[step, default: []].contains(where: sensitive.contains)
        })
      else { continue }
      for _ in back..<flow.history.count { try? state.apply(.flowBack(flow.id)) }
    }
  }

  /// Whether the app knows a flow (an unknown one makes the restore fail, with its name).
  private func isDeclared(_ flow: String) -> Bool {
    shell.flows.contains { $0.name == flow } || flows.declaration(of: flow) != nil
  }

  /// Whether the app declares a flow as one that survives relaunch.
  func declaredPersistent(_ flow: String) -> Bool {
    shell.flows.first { $0.name == flow }?.persists ?? flows.declaration(of: flow)?.persists
      ?? false
  }

  private func add(
    _ command: NavigationCommand, to uses: inout [RequirementUse]
  )
    throws(PlanError)
  {
    switch command {
    case .push(let route), .replace(let route): try addRoute(route, to: &uses)
    case .present(let route, let style):
      if case .tab(let tab) = style { addTab(tab, to: &uses) }
      try Self.checkScene(route, style)
      try addRoute(route, to: &uses)
    case .selectTab(let tab, let then):
      addTab(tab, to: &uses)
      for command in then { try add(command, to: &uses) }
    case .openScene(let scene, let root, _):
      if let root {
        if root.kind == .transient { throw Self.transientScene(root, scene) }
        try addRoute(root, to: &uses)
      }
    case .batch(let commands):
      for command in commands { try add(command, to: &uses) }
    case .startFlow(let flow, let presentation):
      if case .tab(let tab) = presentation { addTab(tab, to: &uses) }
      try known(flow: flow.flow)
    case .resumeFlow(_, let presentation):
      if case .tab(let tab) = presentation { addTab(tab, to: &uses) }
    case .dismiss, .dismissAll, .pop, .popTo, .popToRoot, .reselectTab, .closeScene,
      .advanceFlow, .editFlow, .flowBack, .completeFlow, .cancelFlow:
      break
    }
  }

  /// A route that carries a transient value cannot open a scene, whatever style it is shown
  /// with: the system opens and restores scenes from saved values only.
  private static func checkScene(
    _ route: AnyRoute, _ style: PresentationStyle
  ) throws(PlanError) {
    // Most routes hold link values only: one look at their stored values settles it.
    guard route.components.hasStoredValues else { return }
    if let scene = style.openedScene, route.kind == .transient {
      throw transientScene(route, scene)
    }
  }

  private static func transientScene(_ route: AnyRoute, _ scene: SceneID) -> PlanError {
    PlanError(
      "\(route) carries a transient value and cannot open scene \(scene): the system opens and "
        + "restores a scene from saved values only")
  }

  private func addRoute(_ route: AnyRoute, to uses: inout [RequirementUse]) throws(PlanError) {
    if let step = route.flowStep {
      try known(flow: step.flow)
      return
    }
    let requirement = try resolve(route).1.requirement
    // A route needs what its home tab needs wherever it stands: an Admin route pushed onto the
    // Dashboard's stack is still an Admin screen.
    if let home = placement.homeTabs[route.module], let tabNeeds = tabs[home]?.requirement {
      add(requirement.map { .all([tabNeeds, $0]) } ?? tabNeeds, for: route, to: &uses)
    } else {
      add(requirement, for: route, to: &uses)
    }
  }

  /// Checks that the shell hosts a flow: a flow's step is a route of the reserved `flow` module.
  private func known(flow: String) throws(PlanError) {
    guard shell.flows.contains(where: { $0.name == flow }) || flows.declaration(of: flow) != nil
    else {
      throw PlanError("the app has no flow '\(flow)'")
    }
  }

  private func add(
    _ requirement: Requirement?, for route: AnyRoute, to uses: inout [RequirementUse]
  ) {
    if let requirement {
      uses.append(RequirementUse(subject: .route(route), requirement: requirement))
    }
  }

  private func addTab(_ tab: TabID, to uses: inout [RequirementUse]) {
    if let declaration = tabs[tab], let requirement = declaration.requirement {
      uses.append(
        RequirementUse(
          subject: .tab(tab), requirement: requirement, behavior: declaration.behavior))
    }
  }

  /// The module and case of a route: one lookup each, or only the case's when the module is
  /// already known (an interaction's router showing one of its own routes).
  private func resolve(
    _ route: AnyRoute, knowing router: ModuleEntry? = nil
  ) throws(PlanError) -> (ModuleEntry, PlacedCase) {
    var entry: ModuleEntry?
    if let router, router.registration.key == route.module { entry = router }
    guard let found = entry ?? modules.entry(route.module) else {
      throw PlanError("no module '\(route.module)' is registered")
    }
    guard let placed = modules.placedCase(route.name, of: found) else {
      throw PlanError(
        "module '\(route.module)' has no route '\(route.name)'; its routes are: "
          + found.registration.orderedRouteCases.map(\.name).joined(separator: ", "))
    }
    return (found, placed)
  }

  /// Works out what `command` does to what the user sees, and adds the requirement of the route
  /// it brings back on top: that route meets the guards again, since what it needs may have
  /// lapsed. A command the reducer refuses changes and reveals nothing.
  /// - Returns: The change, or `nil` when the reducer refuses the command.
  private func addRevealed(
    by command: NavigationCommand, in state: NavigationState, to uses: inout [RequirementUse]
  ) throws(PlanError) -> NavigationChange? {
    guard let change = state.change(by: command) else { return nil }
    if let top = change.revealed, !uses.contains(where: { $0.subject == .route(top) }) {
      try addRoute(top, to: &uses)
    }
    return change
  }

  /// The end of the chain: the planned command, applied through the reducer. A flow move
  /// answers where the flow moved or landed, and leaves its decision in the trace for the engine
  /// that sent it.
  func apply(_ request: NavigationRequest, trace: inout ChainTrace) -> IntentOutcome {
    switch request.plan {
    case .failure(let message):
      return .failed(message)
    case .restore(let restored):
      store.replaceState(restored)
    case .nothing:
      // A request that was never planned (a middleware made it anew) may still restore.
      if case .restore(let restored) = request.intent { store.replaceState(restored) }
    case .command(let command, let shown):
      do {
        try store.apply(command, showing: shown)
      } catch {
        return .failed(message(for: error))
      }
    case .flow(let decision):
      let transition = decision.transition
      // A refused validation is still told to observers, so that funnels count it.
      trace.flowEvents = transition.events
      if let refusal = transition.refusal { return .failed(refusal.description) }
      do {
        let commands = transition.commands
        switch commands.count {
        case 0: break
        case 1: try store.apply(commands[0])
        default: try store.apply(.batch(commands))
        }
      } catch {
        trace.flowEvents = []
        return .failed(message(for: error))
      }
      flowRecords.record(transition.events, active: store.untrackedState.flows)
      if request.runsCancellations, !transition.cancelled.isEmpty {
        let engine = flows
        let cancelled = transition.cancelled
        Task { await engine.runCancellations(of: cancelled) }
      }
      trace.appliedFlow = decision
      return outcome(of: transition.result)
    }
    return .applied
  }

  /// What a send answers for a flow move that was applied.
  private func outcome(of result: FlowResult) -> IntentOutcome {
    switch result {
    case .landed(let landing): return .landed(landing)
    case .moved(let move): return .moved(move)
    case .wentBack(let step): return .moved(.step(step))
    case .started(let id):
      guard let flow = store.untrackedState.flow(id) else { return .applied }
      return .landed(FlowLanding(id: id, step: flow.step, requested: nil, reason: .started))
    case .none, .cancelled, .resumed: return .applied
    }
  }

  /// The message for a reducer error, as the user may see it: an unknown tab lists only the tabs
  /// the user can see, so that a hidden tab answers exactly like a tab that does not exist.
  func message(for error: NavigationError) -> String {
    if case .unknownTab(let tab, _) = error {
      return shell.unknownTabMessage(tab, for: store.entitlements)
    }
    return error.description
  }

  /// The tabs the user can see: every tab but the hidden ones whose requirement is unmet.
  public var visibleTabs: [TabID] { shell.visibleTabs(for: store.entitlements) }
}

/// What carrying out a request takes, worked out once before the chain: a plain enum, so that
/// copying a request copies it without going through generic value witnesses.
enum Plan: Sendable {
  /// Apply this command; `showing` is the transition of the route it shows, unless that is
  /// the platform's own.
  case command(NavigationCommand, showing: ShownTransition? = nil)
  /// Replace the state with this checked snapshot.
  indirect case restore(NavigationState)
  /// Nothing to apply: an empty list of commands, or a request that was never planned.
  case nothing
  /// The intent cannot be carried out, and why.
  case failure(String)
  /// A flow move as the engine decided it.
  case flow(FlowDecision)

  /// What applying the plan would answer, as far as planning can tell: for a preflight.
  var outcomeIfApplied: IntentOutcome {
    switch self {
    case .failure(let message): return .failed(message)
    case .flow(let decision):
      return decision.transition.refusal.map { .failed($0.description) } ?? .applied
    case .command, .restore, .nothing: return .applied
    }
  }
}

/// Why an intent could not be turned into commands.
struct PlanError: Error, Sendable {
  var message: String
  init(_ message: String) { self.message = message }
}

extension MiddlewareContext {
  /// The outcome for a tab the user may not know about: exactly what a tab that does not exist
  /// answers.
  /// - Parameter tab: The tab.
  /// - Returns: The outcome.
  public func unknownTab(_ tab: TabID) -> IntentOutcome {
    .failed(shell.unknownTabMessage(tab, for: entitlements))
  }
}
