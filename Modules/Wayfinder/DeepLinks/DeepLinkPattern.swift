/// One entry of the route catalogue: a link pattern the app accepts, with its parameters.
///
/// ```text
/// /tasks/detail/{id: String}
/// /tasks/analytics  (sheet, requires premium)
/// /flow/onboarding/step/{step: welcome|permissions|done}
/// ```
package struct DeepLinkPattern: Hashable, Sendable, CustomStringConvertible {
  /// The pattern after the host, values in braces with their types.
  package var pattern: String
  /// The tab or scene, or `nil` for a flow.
  package var container: ContainerID?
  /// The route as `module.case`, or `nil` for a tab, scene or flow entry.
  package var route: String?
  /// The route's parameters in order.
  package var parameters: [RouteParameter]
  /// The route's declared default presentation.
  package var presentation: PresentationStyle?
  /// What the user needs: the tab's or the route's requirement.
  package var requirement: Requirement?

  /// Creates an entry.
  /// - Parameters:
  ///   - pattern: The pattern after the host.
  ///   - container: The tab or scene.
  ///   - route: The route as `module.case`.
  ///   - parameters: The route's parameters.
  ///   - presentation: The route's declared default presentation.
  ///   - requirement: What the user needs.
  package init(
    pattern: String, container: ContainerID? = nil, route: String? = nil,
    parameters: [RouteParameter] = [], presentation: PresentationStyle? = nil,
    requirement: Requirement? = nil
  ) {
    self.pattern = pattern
    self.container = container
    self.route = route
    self.parameters = parameters
    self.presentation = presentation
    self.requirement = requirement
  }

  package var description: String {
    var notes: [String] = []
    if let presentation, presentation != .push { notes.append("\(presentation)") }
    if let requirement { notes.append("requires \(requirement)") }
    return notes.isEmpty ? pattern : pattern + "  (" + notes.joined(separator: ", ") + ")"
  }
}

extension DeepLinkResolver {
  /// Every link pattern the app accepts, from the same tables that resolve links, with each
  /// value's name and type: `/recipes`, `/recipes/detail/{id: Int}`, `/flow/onboarding/step/welcome`.
  /// Build an `apple-app-site-association` file from it, or print it for whoever writes links.
  ///
  /// Routes nest: any pattern's route part may follow another's in the same tab or scene.
  public var linkPatterns: [String] { catalogue.map(\.pattern) }

  /// Every link pattern the app accepts, from the same tables that resolve links: each tab and
  /// each of its routes that has a link, each scene and its routes, each flow and its steps.
  ///
  /// Routes nest: any pattern's route part may follow another's in the same tab or scene, and
  /// values the route before carries under the same label are left out.
  package var catalogue: [DeepLinkPattern] {
    var patterns: [DeepLinkPattern] = []
    for container in tables.containers {
      let base: String
      switch container.id {
      case .tab(let tab): base = "/" + tab.rawValue
      case .scene(let scene): base = "/scene/\(scene.kind.rawValue)/\(scene.id)"
      }
      patterns.append(
        DeepLinkPattern(pattern: base, container: container.id, requirement: container.requirement))
      // A route that carries a model or a callback has no link, so it has no pattern either.
      for index in container.routes where tables.routes[index].isLinkable {
        let route = tables.routes[index]
        let parameters = route.declaration.parameters
        patterns.append(
          DeepLinkPattern(
            pattern: base + "/" + route.pattern, container: container.id,
            route: route.qualifiedName, parameters: parameters,
            presentation: route.declaration.presentation,
            requirement: route.declaration.requirement))
      }
    }
    for flow in tables.flows {
      let name = flow.declaration.name
      patterns.append(DeepLinkPattern(pattern: "/flow/" + name))
      if !flow.declaration.steps.isEmpty {
        let steps = flow.declaration.steps.map(\.name).joined(separator: "|")
        patterns.append(
          DeepLinkPattern(
            pattern: "/flow/\(name)/step/{step: \(steps) or 1...\(flow.mainLine.count)}",
            parameters: [RouteParameter(label: "step", typeName: "String")]))
      }
    }
    return patterns
  }
}
