/// The frozen contents of a ``DeepLinkResolver``: every name in one byte-keyed hash table, and
/// flat arrays of tabs, scenes, routes and flows. Immutable, so it is shared without locks.
final class DeepLinkTables: Sendable {
  /// A route case as registered in one tab or scene. A class, so that the hot path retains one
  /// reference instead of copying its fields.
  final class Route: Sendable {
    let module: ModuleKey
    let declaration: RouteCase
    let caseIndex: Int
    let registration: Int
    /// One key per parameter: equal keys mean the same label and type; -1 for no label.
    let keys: [Int]
    let name: String
    /// Whether the case has a link: only cases whose values all have a link form do.
    let isLinkable: Bool
    /// The segments the route occupies in a link.
    let template: [LinkTemplate.Part]

    init(
      module: ModuleKey, declaration: RouteCase, caseIndex: Int, registration: Int, keys: [Int],
      template: LinkTemplate
    ) {
      self.module = module
      self.template = template.parts
      self.declaration = declaration
      self.caseIndex = caseIndex
      self.registration = registration
      self.keys = keys
      self.name = declaration.name
      self.isLinkable = declaration.kind == .linkable
    }

    var qualifiedName: String { "\(module).\(declaration.name)" }

    /// The route's segments as the catalogue shows them: `history/{id: String}`.
    var pattern: String {
      template.map { part in
        switch part {
        case .literal(let word): return word
        case .value(let at):
          let parameter = declaration.parameters[at]
          return "{\(parameter.label ?? "#\(at + 1)"): \(parameter.typeName)}"
        }
      }.joined(separator: "/")
    }

    /// The word a link starts the route with, or its name when the link starts with a value.
    var firstWord: String {
      if case .literal(let word) = template.first { return word }
      return name
    }
  }

  /// A tab or a scene, as collected.
  struct ContainerDraft {
    var id: ContainerID
    var namespace: Int
    var root: AnyRoute?
    var requirement: Requirement?
    var behavior: LockedBehavior
    var openingStyle: PresentationStyle?
    var immersion: PresentationStyle.Immersion?
    var routes: [Int]
    var valueFirst: Int?
  }

  /// A tab or a scene, frozen.
  final class Container: Sendable {
    let id: ContainerID
    let namespace: Int
    let root: AnyRoute?
    let requirement: Requirement?
    let behavior: LockedBehavior
    /// For scenes: the style that opens it, which its root route is reported with.
    let openingStyle: PresentationStyle?
    /// For scenes: the immersion the scene is opened with.
    let immersion: PresentationStyle.Immersion?
    let routes: [Int]
    /// The route whose link template starts with a value, if any: it reads a first segment that
    /// is not a name of the container.
    let valueFirst: Int?

    init(_ draft: ContainerDraft) {
      id = draft.id
      namespace = draft.namespace
      root = draft.root
      requirement = draft.requirement
      behavior = draft.behavior
      openingStyle = draft.openingStyle
      immersion = draft.immersion
      routes = draft.routes
      valueFirst = draft.valueFirst
    }
  }

  /// A flow and its main line: the steps that replace no other step, numbered from 1 in links.
  struct Flow: Sendable {
    var declaration: FlowDeclaration
    var mainLine: [String]
  }

  static let tabNamespace = 0
  static let flowNamespace = 1
  static let sceneNamespaceBase = 2
  static let routeNamespaceBase = 8
  /// Added to a container's namespace for its route names in lower case, for hints.
  static let foldedOffset = 1 << 40
  /// Added to a container's namespace for its route names with one character left out.
  static let deletionOffset = 1 << 41
  /// Added to a container's namespace for its routes' case names, which find a route's entry
  /// when a link is written; the namespace itself holds the words links start routes with.
  static let caseOffset = 1 << 42

  /// A declared origin, its parts as the bytes a link is compared with.
  struct Origin: Sendable {
    let origin: LinkOrigin
    let scheme: [UInt8]
    let host: [UInt8]
    let defaultPort: [UInt8]?
    let pathPrefix: [UInt8]

    init(_ origin: LinkOrigin) {
      self.origin = origin
      scheme = Array(origin.scheme.utf8)
      host = Array(origin.host.utf8)
      defaultPort = origin.defaultPort.map { Array($0.utf8) }
      pathPrefix = Array(origin.pathPrefix.utf8)
    }
  }

  /// The first origin's text, which canonical links start with by default.
  let prefix: String
  /// Every origin, the custom scheme given to the builder first.
  let origins: [Origin]
  let queryPolicy: LinkQueryPolicy
  /// The policy's prefixes as bytes, so that a name without escapes is matched before it is
  /// decoded.
  let capturePrefixes: [[UInt8]]
  let names: NameTable
  /// Route names folded to lower case and with one character left out, for hints only; apart
  /// from `names` so that the table links are matched against stays small.
  let hints: NameTable
  let containers: [Container]
  let tabCount: Int
  let routes: [Route]
  let validators: [RouteRegistration.Validator]
  let flows: [Flow]
  /// The old link shapes, in the order declared.
  let moved: [MovedLink]
  /// Every name of the current grammar (tabs, scenes, routes, flows, the reserved segments): a
  /// segment that is one is never read as an old shape's parameter.
  let knownNames: Set<String>

  init(_ builder: DeepLinkResolverBuilder) throws(DeepLinkBuildError) {
    let prefix = "\(builder.scheme)://\(builder.host)"
    guard PercentEncoding.isPlainName(builder.scheme), PercentEncoding.isPlainName(builder.host)
    else { throw .invalidPrefix(prefix) }
    self.prefix = prefix
    var origins = [Origin(.customScheme(builder.scheme, host: builder.host))]
    for origin in builder.origins {
      if let problem = origin.problem { throw .invalidOrigin(origin.description, problem) }
      guard !origins.contains(where: { $0.origin == origin }) else {
        throw .duplicateOrigin(origin.description)
      }
      origins.append(Origin(origin))
    }
    self.origins = origins
    self.queryPolicy = builder.queryPolicy
    self.capturePrefixes = builder.queryPolicy.prefixes.map { Array($0.utf8) }
    var moved: [MovedLink] = []
    for link in builder.movedLinks {
      moved.append(try MovedLink(old: link.old, current: link.current))
    }
    self.moved = moved

    var names: [NameTable.Entry] = []
    var hints: [NameTable.Entry] = []
    var containers: [ContainerDraft] = []
    var tabIDs = Set<TabID>()
    for tab in builder.tabs {
      guard PercentEncoding.isPlainName(tab.id.rawValue) else {
        throw .invalidName(kind: "tab", name: tab.id.rawValue)
      }
      guard !["flow", "flows", "scene"].contains(tab.id.rawValue) else {
        throw .reservedTab(tab.id)
      }
      guard tabIDs.insert(tab.id).inserted else { throw .duplicateTab(tab.id) }
      names.append(
        .init(namespace: Self.tabNamespace, name: tab.id.rawValue, value: containers.count))
      containers.append(
        ContainerDraft(
          id: .tab(tab.id), namespace: Self.routeNamespaceBase + containers.count, root: nil,
          requirement: tab.requirement, behavior: tab.behavior, routes: []))
    }
    tabCount = containers.count
    var sceneIDs = Set<SceneID>()
    for scene in builder.scenes {
      guard PercentEncoding.isPlainName(scene.id.id) else {
        throw .invalidName(kind: "scene", name: scene.id.description)
      }
      guard sceneIDs.insert(scene.id).inserted else { throw .duplicateScene(scene.id) }
      let namespace = Self.sceneNamespaceBase + Self.kindIndex(scene.id.kind)
      names.append(.init(namespace: namespace, name: scene.id.id, value: containers.count))
      let immersion = scene.id.kind == .immersive ? scene.immersion ?? .mixed : nil
      containers.append(
        ContainerDraft(
          id: .scene(scene.id), namespace: Self.routeNamespaceBase + containers.count, root: nil,
          requirement: nil, behavior: .locked,
          openingStyle: Self.openingStyle(scene.id, immersion: immersion), immersion: immersion,
          routes: []))
    }

    var routes: [Route] = []
    var validators: [RouteRegistration.Validator] = []
    var keys: [String: Int] = [:]
    var byName: [Int: [String: Int]] = [:]
    var byFirstSegment: [Int: [String: Int]] = [:]
    for (container, registration) in builder.registrations {
      guard let index = containers.firstIndex(where: { $0.id == container }) else {
        throw .unknownContainer(container)
      }
      let alreadyThere = containers[index].routes.contains {
        routes[$0].module == registration.module
      }
      if alreadyThere { continue }
      validators.append(registration.validate)
      for (caseIndex, declaration) in registration.cases.enumerated() {
        let template: LinkTemplate
        switch LinkTemplate.of(declaration) {
        case .success(let read): template = read
        case .failure(let problem):
          throw .invalidTemplate(
            route: "\(registration.module).\(declaration.name)", template: declaration.link ?? "",
            problem: problem.description)
        }
        let route = Route(
          module: registration.module, declaration: declaration, caseIndex: caseIndex,
          registration: validators.count - 1,
          keys: declaration.parameters.map { parameter in
            guard let label = parameter.label else { return -1 }
            let key = label + ":" + parameter.typeName
            if let existing = keys[key] { return existing }
            keys[key] = keys.count
            return keys.count - 1
          }, template: template)
        guard PercentEncoding.isPlainName(declaration.name) else {
          throw .invalidName(kind: "route", name: route.qualifiedName)
        }
        if let existing = byName[index]?[declaration.name] {
          throw .conflictingRoutes(
            container: container, name: declaration.name, first: routes[existing].qualifiedName,
            second: route.qualifiedName)
        }
        byName[index, default: [:]][declaration.name] = routes.count
        let namespace = containers[index].namespace
        names.append(
          .init(namespace: namespace + Self.caseOffset, name: declaration.name, value: routes.count)
        )
        // What a link starts the route with must find it alone: one route per first word, and
        // one route per tab or scene whose first segment is a value.
        let first = template.firstLiteral ?? ":"
        if let existing = byFirstSegment[index]?[first] {
          guard let word = template.firstLiteral else {
            throw .conflictingTemplates(
              container: container, first: routes[existing].qualifiedName,
              second: route.qualifiedName)
          }
          throw .conflictingRoutes(
            container: container, name: word, first: routes[existing].qualifiedName,
            second: route.qualifiedName)
        }
        byFirstSegment[index, default: [:]][first] = routes.count
        if let word = template.firstLiteral {
          names.append(.init(namespace: namespace, name: word, value: routes.count))
          let lowered = word.lowercased()
          hints.append(
            .init(namespace: namespace + Self.foldedOffset, name: lowered, value: routes.count))
          for deletion in Self.deletions(of: lowered) {
            hints.append(
              .init(namespace: namespace + Self.deletionOffset, name: deletion, value: routes.count)
            )
          }
        } else if route.isLinkable {
          containers[index].valueFirst = routes.count
        }
        containers[index].routes.append(routes.count)
        routes.append(route)
      }
    }

    for (tab, root) in builder.roots {
      guard let index = containers.firstIndex(where: { $0.id == .tab(tab) }) else {
        throw .unknownContainer(.tab(tab))
      }
      if let existing = containers[index].root, existing != root {
        throw .conflictingRoots(tab: tab, first: existing, second: root)
      }
      guard let entry = byName[index]?[root.name], routes[entry].module == root.module else {
        throw .rootNotInTab(tab: tab, root: root)
      }
      containers[index].root = root
    }

    var flows: [Flow] = []
    for flow in builder.flows {
      guard PercentEncoding.isPlainName(flow.name) else {
        throw .invalidName(kind: "flow", name: flow.name)
      }
      guard !flows.contains(where: { $0.declaration.name == flow.name }) else {
        throw .duplicateFlow(flow.name)
      }
      var steps = Set<String>()
      for step in flow.steps {
        guard PercentEncoding.isPlainName(step.name), !step.name.utf8.allSatisfy(Self.isDigit)
        else { throw .invalidName(kind: "step", name: "\(flow.name).\(step.name)") }
        guard steps.insert(step.name).inserted else {
          throw .duplicateStep(flow: flow.name, step: step.name)
        }
      }
      names.append(.init(namespace: Self.flowNamespace, name: flow.name, value: flows.count))
      flows.append(
        Flow(declaration: flow, mainLine: flow.steps.filter { $0.replacing == nil }.map(\.name)))
    }

    self.names = NameTable(names)
    knownNames = Set(names.map(\.name)).union(["flow", "flows", "scene"])
    self.hints = NameTable(hints)
    self.containers = containers.map(Container.init)
    self.routes = routes
    self.validators = validators
    self.flows = flows
  }

  /// The namespace offset of a scene kind.
  static func kindIndex(_ kind: SceneKind) -> Int {
    switch kind {
    case .window: return 0
    case .settings: return 1
    case .immersive: return 2
    case .inspector: return 3
    }
  }

  /// The style that opens a scene.
  static func openingStyle(
    _ scene: SceneID, immersion: PresentationStyle.Immersion?
  ) -> PresentationStyle {
    switch scene.kind {
    case .window: return .window(id: scene.id)
    case .settings: return .settingsPane
    case .immersive: return .immersiveSpace(id: scene.id, style: immersion ?? .mixed)
    case .inspector: return .inspector
    }
  }

  static func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  /// The route entry of a route in a container, or `nil` when it is not registered there.
  func entry(of route: AnyRoute, in container: Int) -> Int? {
    guard let index = names.find(containers[container].namespace + Self.caseOffset, route.name),
      routes[index].module == route.module
    else { return nil }
    return index
  }

  /// The route name a person probably meant by `found` in a container: the same but for case,
  /// or one character added, left out, changed or two swapped. A few hash lookups, whatever the
  /// number of routes.
  func suggestRoute(_ found: String, in container: Container) -> String? {
    let lowered = found.lowercased()
    let folded = container.namespace + Self.foldedOffset
    let deleted = container.namespace + Self.deletionOffset
    if let index = hints.find(folded, lowered) ?? hints.find(deleted, lowered) {
      return routes[index].firstWord
    }
    for deletion in Self.deletions(of: lowered) {
      if let index = hints.find(folded, deletion) ?? hints.find(deleted, deletion) {
        return routes[index].firstWord
      }
    }
    return nil
  }

  /// The strings made by leaving out one character of `text`.
  static func deletions(of text: String) -> [String] {
    let scalars = Array(text.unicodeScalars)
    guard scalars.count > 1 else { return [] }
    return scalars.indices.map { skipped in
      var result = String.UnicodeScalarView()
      for (index, scalar) in scalars.enumerated() where index != skipped { result.append(scalar) }
      return String(result)
    }
  }

  /// The index of a tab's container.
  func tabIndex(_ tab: TabID) -> Int? { names.find(Self.tabNamespace, tab.rawValue) }

  /// The index of a scene's container.
  func sceneIndex(_ scene: SceneID) -> Int? {
    names.find(Self.sceneNamespaceBase + Self.kindIndex(scene.kind), scene.id)
  }
}
