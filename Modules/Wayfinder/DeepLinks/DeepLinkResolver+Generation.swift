extension DeepLinkResolver {
  /// The canonical link of what the state shows: the focused scene, or else the selected tab,
  /// with its stack and every presentation above it.
  ///
  /// Opening the link reproduces the focused tab or scene exactly, and resolving then
  /// generating again gives the same link.
  ///
  /// ```swift
  /// try resolver.link(for: state)  // "myapp://app/tasks/detail/42"
  /// try resolver.link(for: state, origin: resolver.sharingOrigin)
  /// // "https://example.com/tasks/detail/42"
  /// ```
  /// - Parameters:
  ///   - state: The state.
  ///   - origin: The declared origin to write; the builder's custom scheme when `nil`.
  /// - Returns: The link.
  /// - Throws: An error saying what the state holds that links cannot carry, for example a
  ///   route in a tab that does not declare it, or naming an origin that is not declared.
  ///
  /// A route without a link (one that carries a model or a callback) ends the link: the link is
  /// that of the nearest route below it that has one, and ``nearestLink(for:origin:)`` says
  /// which routes it leaves out. A flow's step is linked as its flow at that step
  /// (`/flow/{flow}/step/{step}`), which opening continues or starts; what is shown above the
  /// step is left out the same way.
  public func link(for state: NavigationState, origin: LinkOrigin? = nil) throws -> String {
    try canonicalLink(for: state, origin: origin)
  }

  /// The canonical link of what the state shows, up to the first route that has no link, and
  /// the routes it leaves out.
  ///
  /// ```swift
  /// // The Tasks tab shows a task, then a preview that carries a `TaskItem` model.
  /// let (link, omitted) = try resolver.nearestLink(for: state)
  /// // link: "myapp://app/tasks/detail/42", omitted: [tasks/preview/{TaskItem}]
  /// ```
  /// - Parameters:
  ///   - state: The state.
  ///   - origin: The declared origin to write; the builder's custom scheme when `nil`.
  /// - Returns: The link, and the routes above it that have no link, in order; empty when the
  ///   link opens exactly what the state shows.
  /// - Throws: What ``link(for:origin:)`` throws.
  public func nearestLink(
    for state: NavigationState, origin: LinkOrigin? = nil
  ) throws -> (link: String, omitted: [AnyRoute]) {
    try nearestCanonicalLink(for: state, origin: origin)
  }

  /// ``link(for:origin:)`` with its error typed, for the package's tools and tests.
  package func canonicalLink(
    for state: NavigationState, origin: LinkOrigin? = nil
  ) throws(DeepLinkGenerationError) -> String {
    try nearestCanonicalLink(for: state, origin: origin).link
  }

  /// ``nearestLink(for:origin:)`` with its error typed, for the package's tools and tests.
  package func nearestCanonicalLink(
    for state: NavigationState, origin: LinkOrigin? = nil
  ) throws(DeepLinkGenerationError) -> (link: String, omitted: [AnyRoute]) {
    // A flow's step is linked as the flow at that step, which opening continues or starts; the
    // routes shown above it are left out, as those above a route without a link are.
    let container = state.focusedContainer
    let shown = container.base.routes + container.presentations.flatMap(\.stack.routes)
    if let index = shown.lastIndex(where: { $0.flowStep != nil }),
      let (flow, step) = shown[index].flowStep
    {
      return (try link(for: .flow(flow, step: step), origin: origin), Array(shown[(index + 1)...]))
    }
    if let sceneID = state.focusedScene, let scene = state.scene(sceneID) {
      guard let index = tables.sceneIndex(sceneID) else { throw .unknownScene(sceneID) }
      let declared = tables.containers[index]
      guard scene.immersion == declared.immersion else {
        throw .immersionDiffers(sceneID, declared: declared.immersion, found: scene.immersion)
      }
      var routes: [LinkedRoute] = []
      if let root = scene.content.base.root {
        routes.append(LinkedRoute(root, style: declared.openingStyle ?? .push))
      } else if !scene.content.base.path.isEmpty || !scene.content.presentations.isEmpty {
        throw .missingRoot(.scene(sceneID))
      }
      try appendRoutes(above: scene.content, to: &routes, in: .scene(sceneID))
      let omitted = Self.cutAtFirstUnlinkable(&routes)
      if let root = scene.content.base.root, routes.isEmpty {
        throw .unlinkableRoute(root)
      }
      return (try link(for: .scene(sceneID, routes: routes), origin: origin), omitted)
    }
    let tabID = state.selectedTab
    guard let tab = state.tab(tabID), let index = tables.tabIndex(tabID) else {
      throw .unknownTab(tabID)
    }
    let declaredRoot = tables.containers[index].root
    guard tab.content.base.root == declaredRoot else {
      throw .rootDiffers(tab: tabID, declared: declaredRoot, found: tab.content.base.root)
    }
    var routes: [LinkedRoute] = []
    try appendRoutes(above: tab.content, to: &routes, in: .tab(tabID))
    let omitted = Self.cutAtFirstUnlinkable(&routes)
    return (try link(for: .tab(tabID, routes: routes), origin: origin), omitted)
  }

  /// Removes the first route without a link and everything after it; returns what it removed.
  private static func cutAtFirstUnlinkable(_ routes: inout [LinkedRoute]) -> [AnyRoute] {
    guard let cut = routes.firstIndex(where: { $0.route.kind != .linkable }) else { return [] }
    defer { routes.removeSubrange(cut...) }
    return routes[cut...].map(\.route)
  }

  /// The canonical link of a target.
  ///
  /// The first route of a scene target is the scene's root; its style is not written.
  /// - Parameters:
  ///   - target: The target.
  ///   - origin: The declared origin to write; the builder's custom scheme when `nil`.
  /// - Returns: The link.
  /// - Throws: ``DeepLinkGenerationError`` when the target holds something links cannot carry.
  package func link(
    for target: DeepLinkTarget, origin: LinkOrigin? = nil
  ) throws(DeepLinkGenerationError) -> String {
    var link = tables.prefix
    if let origin {
      guard tables.origins.contains(where: { $0.origin == origin }) else {
        throw .undeclaredOrigin(origin.description)
      }
      if origin != tables.origins[0].origin { link = origin.description }
    }
    switch target {
    case .tab(let tab, let routes):
      guard let index = tables.tabIndex(tab) else { throw .unknownTab(tab) }
      link += "/" + tab.rawValue
      try appendLink(of: routes, container: index, to: &link)
    case .scene(let scene, let routes):
      guard let index = tables.sceneIndex(scene) else { throw .unknownScene(scene) }
      link += "/scene/" + scene.kind.rawValue + "/"
      PercentEncoding.appendSegment(scene.id, to: &link)
      try appendLink(of: routes, container: index, to: &link)
    case .flow(let name, let step):
      guard let index = tables.names.find(DeepLinkTables.flowNamespace, name) else {
        throw .unknownFlow(name, step: step)
      }
      link += "/flow/" + name
      if let step {
        guard tables.flows[index].declaration.steps.contains(where: { $0.name == step }) else {
          throw .unknownFlow(name, step: step)
        }
        link += "/step/" + step
      }
    }
    let length = link.utf8.count
    guard length <= Self.maximumLength else {
      throw .tooLong(length: length, limit: Self.maximumLength)
    }
    return link
  }

  /// Appends the pushed routes of a container's base stack, then each layer's root and pushes.
  private func appendRoutes(
    above content: NavigationContainer, to routes: inout [LinkedRoute], in container: ContainerID
  ) throws(DeepLinkGenerationError) {
    routes += content.base.path.map { LinkedRoute($0, style: .push) }
    for layer in content.presentations {
      guard let root = layer.stack.root else { throw .missingRoot(container) }
      routes.append(LinkedRoute(root, style: layer.style))
      routes += layer.stack.path.map { LinkedRoute($0, style: .push) }
    }
  }

  /// Appends `/{route}...` and `?present=` for the routes of a tab or scene.
  private func appendLink(
    of routes: [LinkedRoute], container: Int, to link: inout String
  )
    throws(DeepLinkGenerationError)
  {
    guard routes.count <= Self.maximumDepth else {
      throw .tooDeep(routes: routes.count, limit: Self.maximumDepth)
    }
    let box = tables.containers[container]
    let isScene = box.openingStyle != nil
    var previous: (entry: Int, values: [String])?
    var query: String?
    for (offset, linked) in routes.enumerated() {
      let (entry, validated) = try check(linked.route, in: container)
      var styleName: String?
      let sceneRoot = isScene && offset == 0
      if !sceneRoot, linked.style != LinkStyle.linkDefault(validated.presentation) {
        guard let name = LinkStyle.name(of: linked.style, declared: validated.presentation) else {
          throw .styleNotExpressible(
            linked.route, style: linked.style,
            linkStyle: LinkStyle.style(named: linked.style.name, declared: validated.presentation))
        }
        styleName = name
      }
      if offset == 0, !isScene, styleName == nil, let root = box.root, linked.route == root {
        // Written out so that the route above it is not read as the root itself.
        let (rootEntry, _) = try check(root, in: container)
        try appendRoute(root, entry: rootEntry, style: nil, after: nil, in: container, to: &link)
        previous = (rootEntry, root.components.values)
      }
      let isLast = offset == routes.count - 1
      try appendRoute(
        linked.route, entry: entry, style: isLast ? nil : styleName, after: previous,
        in: container, to: &link)
      if isLast { query = styleName }
      previous = (entry, linked.route.components.values)
    }
    if let query { link += "?present=" + query }
  }

  private func check(
    _ route: AnyRoute, in container: Int
  ) throws(DeepLinkGenerationError)
    -> (Int, ValidatedRoute)
  {
    guard let index = tables.entry(of: route, in: container) else {
      throw .routeNotInContainer(route, tables.containers[container].id)
    }
    let entry = tables.routes[index]
    guard route.components.values.count == entry.declaration.parameters.count else {
      throw .invalidRoute(
        route,
        .wrongValueCount(
          module: route.module, case: route.name, expected: entry.declaration.parameters.count,
          found: route.components.values.count))
    }
    do {
      return (index, try tables.validators[entry.registration](entry.caseIndex, route.components))
    } catch {
      throw .invalidRoute(route, error)
    }
  }

  /// Appends the segments of a route's template, its style and the values it overrides after
  /// the first, and leaves out the values the route before carries under the same label.
  private func appendRoute(
    _ route: AnyRoute, entry index: Int, style: String?,
    after previous: (entry: Int, values: [String])?, in container: Int,
    to link: inout String
  ) throws(DeepLinkGenerationError) {
    let entry = tables.routes[index]
    let values = route.components.values
    var rest = ""
    var overrides = ""
    for (position, part) in entry.template.enumerated() {
      switch part {
      case .literal(let word) where position == 0:
        link += "/" + word
      case .literal(let word):
        rest += "/" + word
      case .value(let at) where position == 0:
        // Read back as this route only when it is no word or route name of the container.
        let value = values[at]
        let box = tables.containers[container]
        if value.isEmpty || tables.names.find(box.namespace, value) != nil
          || tables.names.find(box.namespace + DeepLinkTables.caseOffset, value) != nil
        {
          throw .valueReadsAsName(route, value: value)
        }
        link += "/"
        PercentEncoding.appendSegment(value, to: &link)
      case .value(let at):
        let key = entry.keys[at]
        if key >= 0, let previous,
          let source = tables.routes[previous.entry].keys.firstIndex(of: key)
        {
          if previous.values[source] != values[at],
            let label = entry.declaration.parameters[at].label
          {
            overrides += ";" + label + "="
            PercentEncoding.appendSegment(values[at], to: &overrides)
          }
        } else {
          rest += "/"
          PercentEncoding.appendSegment(values[at], to: &rest)
        }
      }
    }
    if let style { link += ";" + style }
    link += overrides + rest
  }
}
