extension NavigationBus {
  /// Turns interactions, handle actions and links into the navigation they ask for, so that the
  /// chain always sees what would really happen.
  /// - Returns: `nil` when the request is ready for the chain, else the failure.
  func normalize(_ request: inout NavigationRequest, in state: NavigationState) -> IntentOutcome? {
    for _ in 0..<4 {
      switch request.intent {
      case .interaction(let interaction):
        request.interaction = interaction
        if let mapped = interactionMap[interaction.module]?(interaction) {
          request.intent = mapped
        } else if let module = modules[interaction.module] {
          guard let response = module.respond(interaction, state) else {
            return .failed("\(interaction) is not an interaction of module '\(module.key)'")
          }
          request.intent = response ?? .commands([])
        } else {
          return .failed("no module '\(interaction.module)' is registered")
        }
      case .action(let module, let name, let arguments):
        guard let mapped = actionMap[module]?(name, arguments) else {
          return .failed("the app does not map action '\(name)' of module '\(module)'")
        }
        request.intent = mapped
      case .link(let link):
        guard let resolver = linkResolver else {
          return .failed("this app opens no links")
        }
        switch resolver(link) {
        case .success(let intent): request.intent = intent
        case .failure(let rejection): return .failed(rejection.message)
        }
      default:
        return nil
      }
    }
    return .failed("\(request.intent) maps to itself too many times")
  }

  /// Every requirement that applying `intent` to `state` would meet, including routes that going
  /// back or dismissing would show again.
  func requirements(of intent: NavigationIntent, in state: NavigationState) -> [RequirementUse] {
    var uses: [RequirementUse] = []
    switch intent {
    case .show(let route, let style):
      if let tab = homeTabSwitch(for: route, style: style, in: state) { addTab(tab, to: &uses) }
      if case .tab(let tab)? = style { addTab(tab, to: &uses) }
      addRoute(route, to: &uses)
    case .selectTab(let tab):
      addTab(tab, to: &uses)
    case .commands(let commands):
      for command in commands { add(command, to: &uses) }
    case .pop, .back, .dismiss, .popToRoot:
      if let revealed = revealedRoute(by: intent, in: state) { addRoute(revealed, to: &uses) }
    case .restore(let restored):
      addTab(restored.selectedTab, to: &uses)
      for route in restored.allRoutes { addRoute(route, to: &uses) }
    case .interaction, .action, .link:
      break
    }
    return uses
  }

  private func add(_ command: NavigationCommand, to uses: inout [RequirementUse]) {
    switch command {
    case .push(let route), .replace(let route): addRoute(route, to: &uses)
    case .present(let route, let style):
      if case .tab(let tab) = style { addTab(tab, to: &uses) }
      addRoute(route, to: &uses)
    case .selectTab(let tab, let then):
      addTab(tab, to: &uses)
      for command in then { add(command, to: &uses) }
    case .openScene(_, let root, _):
      if let root { addRoute(root, to: &uses) }
    case .batch(let commands):
      for command in commands { add(command, to: &uses) }
    case .dismiss, .dismissAll, .pop, .popTo, .popToRoot, .reselectTab, .closeScene:
      break
    }
  }

  private func addRoute(_ route: AnyRoute, to uses: inout [RequirementUse]) {
    if let requirement = modules[route.module]?.routeCases[route.name]?.requirement {
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

  /// The route that `intent` would bring back on top, if it goes back.
  func revealedRoute(by intent: NavigationIntent, in state: NavigationState) -> AnyRoute? {
    let container = state.focusedContainer
    let stack = container.focusedStack
    func belowTopLayer() -> AnyRoute? {
      let layers = container.presentations
      return layers.count >= 2 ? layers[layers.count - 2].stack.top : container.base.top
    }
    switch intent {
    case .pop:
      return stack.path.count >= 2 ? stack.path[stack.path.count - 2] : stack.root
    case .popToRoot:
      return stack.root
    case .dismiss:
      return belowTopLayer()
    case .back:
      if !stack.path.isEmpty {
        return stack.path.count >= 2 ? stack.path[stack.path.count - 2] : stack.root
      }
      return container.presentations.isEmpty ? nil : belowTopLayer()
    default:
      return nil
    }
  }

  /// The end of the chain: the intent as commands, applied through the reducer.
  func apply(_ request: NavigationRequest) -> IntentOutcome {
    let state = coordinator.state
    if case .restore(let restored) = request.intent {
      if let problem = restoreProblem(restored) { return .failed(problem) }
      coordinator.replaceState(restored)
      return .applied
    }
    do {
      let commands = try plan(request.intent, in: state)
      if commands.isEmpty { return .applied }
      try coordinator.apply(commands.count == 1 ? commands[0] : .batch(commands))
      return .applied
    } catch let error as PlanError {
      return .failed(error.message)
    } catch let error as NavigationError {
      return .failed(message(for: error))
    } catch {
      return .failed("\(error)")
    }
  }

  /// The commands that carry out an intent in a state.
  func plan(
    _ intent: NavigationIntent, in state: NavigationState
  ) throws(PlanError)
    -> [NavigationCommand]
  {
    switch intent {
    case .show(let route, let style):
      let command = NavigationCommand.present(route, style: try shownStyle(route, style))
      if let home = homeTabSwitch(for: route, style: style, in: state) {
        return [.selectTab(home, then: [command])]
      }
      return [command]
    case .dismiss: return [.dismiss]
    case .pop: return [.pop]
    case .popToRoot: return [.popToRoot]
    case .back:
      if !state.focusedStack.isAtRoot { return [.pop] }
      if state.presentationDepth > 0 { return [.dismiss] }
      throw PlanError("cannot go back: \(state.focusedLocation) is at its root")
    case .selectTab(let tab):
      return tab == state.selectedTab && state.focusedScene == nil
        ? [.reselectTab] : [.selectTab(tab)]
    case .commands(let commands):
      for route in commands.flatMap(\.introducedRoutes) { _ = try routeCase(of: route) }
      return commands
    case .restore, .interaction, .action, .link:
      throw PlanError("\(intent) cannot be applied directly")
    }
  }

  /// The style a route is shown in: the one asked for, else the app's, else the declared default.
  private func shownStyle(
    _ route: AnyRoute, _ style: PresentationStyle?
  ) throws(PlanError)
    -> PresentationStyle
  {
    if let style { return style }
    if let style = placement.styles[route.module]?[route.name] { return style }
    return try routeCase(of: route).presentation
  }

  /// The module's home tab, when showing the route means switching to it first: a pushed route of
  /// a module that lives in another tab than the selected one.
  private func homeTabSwitch(
    for route: AnyRoute, style: PresentationStyle?, in state: NavigationState
  ) -> TabID? {
    guard state.focusedScene == nil, let home = placement.homeTabs[route.module],
      home != state.selectedTab, let shownAs = try? shownStyle(route, style),
      shownAs == .push || shownAs == .replace
    else { return nil }
    return home
  }

  private func routeCase(of route: AnyRoute) throws(PlanError) -> RouteCase {
    guard let module = modules[route.module] else {
      throw PlanError("no module '\(route.module)' is registered")
    }
    guard let declaration = module.routeCases[route.name] else {
      throw PlanError(
        "module '\(route.module)' has no route '\(route.name)'; its routes are: "
          + module.orderedRouteCases.map(\.name).joined(separator: ", "))
    }
    return declaration
  }

  private func restoreProblem(_ restored: NavigationState) -> String? {
    if restored.tabIDs != shell.tabs.map(\.id) {
      return "the snapshot's tabs (\(restored.tabIDs.map(\.rawValue).joined(separator: ", "))) "
        + "are not the app's tabs"
    }
    for route in restored.allRoutes {
      do { _ = try routeCase(of: route) } catch {
        return "the snapshot names a route the app does not have: \(error.message)"
      }
    }
    return nil
  }

  /// The message for a reducer error, as the user may see it: an unknown tab lists only the tabs
  /// the user can see, so that a hidden tab answers exactly like a tab that does not exist.
  func message(for error: NavigationError) -> String {
    if case .unknownTab(let tab, _) = error { return unknownTabMessage(tab) }
    return error.description
  }

  func unknownTabMessage(_ tab: TabID) -> String {
    NavigationError.unknownTab(tab, known: visibleTabs).description
  }

  /// The tabs the user can see: every tab but the hidden ones whose requirement is unmet.
  public var visibleTabs: [TabID] { shell.visibleTabs(for: coordinator.entitlements) }
}

/// Why an intent could not be turned into commands.
struct PlanError: Error {
  var message: String
  init(_ message: String) { self.message = message }
}

extension NavigationCommand {
  /// The routes that the command would put on screen.
  public var introducedRoutes: [AnyRoute] {
    switch self {
    case .push(let route), .replace(let route), .present(let route, _): return [route]
    case .openScene(_, let root, _): return root.map { [$0] } ?? []
    case .selectTab(_, let then): return then.flatMap(\.introducedRoutes)
    case .batch(let commands): return commands.flatMap(\.introducedRoutes)
    case .dismiss, .dismissAll, .pop, .popTo, .popToRoot, .reselectTab, .closeScene: return []
    }
  }
}

extension MiddlewareContext {
  /// The outcome for a tab the user may not know about: exactly what a tab that does not exist
  /// answers.
  /// - Parameter tab: The tab.
  /// - Returns: The outcome.
  public func unknownTab(_ tab: TabID) -> IntentOutcome {
    .failed(
      NavigationError.unknownTab(tab, known: shell.visibleTabs(for: entitlements)).description)
  }
}
