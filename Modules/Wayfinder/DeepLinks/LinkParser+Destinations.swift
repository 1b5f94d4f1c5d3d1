extension LinkParser {
  /// Reads `/flow/{flow}[/step/{step}]`; the `flow` segment has been read.
  mutating func parseFlow() throws(DeepLinkError) -> DeepLinkResolution {
    guard let nameRange = scanner.next(), !nameRange.isEmpty else {
      throw .malformed(segment: 2, found: "", expected: "a flow name after '/flow/'")
    }
    guard let index = try find(DeepLinkTables.flowNamespace, nameRange) else {
      let found = try decode(nameRange)
      throw .unknownFlow(
        segment: 2, found: found,
        suggestion: NameSuggestion.closest(
          to: found, among: tables.flows.map(\.declaration.name)))
    }
    let flow = tables.flows[index]
    var step: String?
    if let keyword = scanner.next(), !(keyword.isEmpty && scanner.isAtEnd) {
      guard scanner.range(keyword, equals: "step") else {
        throw .malformed(segment: 3, found: scanner.text(keyword), expected: "'step' or the end")
      }
      guard let stepRange = scanner.next(), !stepRange.isEmpty else {
        throw .malformed(segment: 4, found: "", expected: "a step name or number after '/step/'")
      }
      let found = try decode(stepRange)
      let names = flow.declaration.steps.map(\.name)
      if found.utf8.allSatisfy(DeepLinkTables.isDigit), let number = Int(found),
        number >= 1, number <= flow.mainLine.count
      {
        step = flow.mainLine[number - 1]
      } else if names.contains(found) {
        step = found
      } else {
        throw .unknownStep(segment: 4, flow: flow.declaration.name, found: found, steps: names)
      }
    }
    try expectEnd()
    if let queryStyle {
      throw .badQuery(
        item: "present=" + scanner.text(queryStyle), reason: "flow links take no style")
    }
    return DeepLinkResolution(
      target: .flow(flow.declaration.name, step: step), requirements: [], commands: [],
      parameters: parameters)
  }

  /// Reads `/scene/{kind}/{id}[/{route}...]`; the `scene` segment has been read.
  mutating func parseScene() throws(DeepLinkError) -> DeepLinkResolution {
    let kinds = SceneKind.allCases.map(\.rawValue)
    guard let kindRange = scanner.next(), !kindRange.isEmpty else {
      throw .malformed(
        segment: 2, found: "", expected: "a scene kind: " + kinds.joined(separator: ", "))
    }
    let kindText = try decode(kindRange)
    guard let kind = SceneKind(rawValue: kindText) else {
      throw .unknownScene(
        segment: 2, found: kindText, suggestion: NameSuggestion.closest(to: kindText, among: kinds))
    }
    guard let idRange = scanner.next(), !idRange.isEmpty else {
      throw .malformed(segment: 3, found: "", expected: "the id of a \(kind.rawValue) scene")
    }
    let namespace = DeepLinkTables.sceneNamespaceBase + DeepLinkTables.kindIndex(kind)
    guard let index = try find(namespace, idRange) else {
      let id = try decode(idRange)
      let known = tables.containers.compactMap { container -> String? in
        guard case .scene(let scene) = container.id, scene.kind == kind else { return nil }
        return scene.id
      }
      throw .unknownScene(
        segment: 3, found: "\(kind.rawValue)/\(id)",
        suggestion: NameSuggestion.closest(to: id, among: known).map { "\(kind.rawValue)/\($0)" })
    }
    let container = tables.containers[index]
    guard case .scene(let scene) = container.id, let opening = container.openingStyle else {
      throw .unknownScene(segment: 3, found: scanner.text(idRange), suggestion: nil)
    }
    let routes = try parseRoutes(in: index, sceneRootStyle: opening)
    try checkQueryUsed()
    let target = DeepLinkTarget.scene(scene, routes: routes)
    return DeepLinkResolution(
      target: target, requirements: requirements,
      commands: DeepLinkResolver.commands(for: target, root: nil, immersion: container.immersion),
      parameters: parameters)
  }

  /// Rejects anything after the last expected segment but a trailing `/`.
  private mutating func expectEnd() throws(DeepLinkError) {
    if let extra = scanner.next(), !(extra.isEmpty && scanner.isAtEnd) {
      throw .malformed(
        segment: scanner.segment, found: scanner.text(extra), expected: "the end of the link")
    }
  }
}
