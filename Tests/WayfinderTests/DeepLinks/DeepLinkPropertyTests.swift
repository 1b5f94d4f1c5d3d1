import Foundation
import Testing
import Wayfinder
import WayfinderTesting

/// Random states that links can express, built directly (not through the commands under test).
struct LinkStateGenerator {
  var random: SeededRandom

  private static let pieces = [
    "a", "Z", "0", "/", "?", "#", "%", "%2F", " ", "~", ",", ";", "=", "&", "+", ".", "é", "😀",
    "\u{301}", "\\", "-", "_",
  ]
  private static let ids = ["1", "42", "a/b", "", ".", "~x", "x y"]

  mutating func string() -> String {
    switch Int.random(in: 0..<10, using: &random) {
    case 0: return ""
    case 1: return [".", ".."][Int.random(in: 0..<2, using: &random)]
    case 2...4: return Self.ids[Int.random(in: 0..<Self.ids.count, using: &random)]
    default:
      return (0..<Int.random(in: 1...5, using: &random)).map { _ in
        Self.pieces[Int.random(in: 0..<Self.pieces.count, using: &random)]
      }.joined()
    }
  }

  mutating func int() -> Int {
    [Int.random(in: -1_000...1_000, using: &random), .min, .max, 0][
      Int.random(in: 0..<4, using: &random) == 0 ? Int.random(in: 1..<4, using: &random) : 0]
  }

  mutating func uuid() -> UUID {
    let high = random.next()
    let low = random.next()
    return withUnsafeBytes(of: (high, low)) { bytes in
      UUID(
        uuid: (
          bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
          bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
        ))
    }
  }

  mutating func tasksRoute() -> LinkTasks {
    switch Int.random(in: 0..<11, using: &random) {
    case 0: return .list
    case 1: return .detail(id: string())
    case 2: return .edit(id: string())
    case 3: return .photos(id: string(), index: int())
    case 4:
      return .comments(
        id: string(),
        filter: Bool.random(using: &random)
          ? nil : LinkFilter.allCases.randomElement(using: &random))
    case 5: return .tagged(tags: (0..<Int.random(in: 0...3, using: &random)).map { _ in string() })
    case 6: return .bulkEdit
    case 7: return .analytics
    case 8: return .share(id: string())
    case 9: return .note(string())
    default: return .count(id: int())
    }
  }

  mutating func dashboardRoute() -> AnyRoute {
    switch Int.random(in: 0..<6, using: &random) {
    case 0: return AnyRoute(LinkDashboard.home)
    case 1: return AnyRoute(LinkDashboard.stats(range: int()))
    case 2: return AnyRoute(LinkDashboard.widget(name: string()))
    case 3: return AnyRoute(LinkDashboard.toolbar)
    case 4: return AnyRoute(LinkPeople.person(name: string()))
    default:
      return AnyRoute(
        LinkPeople.search(query: string(), limit: Bool.random(using: &random) ? nil : int()))
    }
  }

  mutating func vaultRoute() -> AnyRoute {
    switch Int.random(in: 0..<8, using: &random) {
    case 0: return AnyRoute(LinkVault.users)
    case 1: return AnyRoute(LinkVault.user(id: uuid()))
    case 2: return AnyRoute(LinkVault.overview)
    case 3: return AnyRoute(LinkVault.report(year: int()))
    case 4: return AnyRoute(LinkVault.general)
    case 5: return AnyRoute(LinkVault.account(id: uuid()))
    case 6: return AnyRoute(LinkVault.model(id: string()))
    default: return AnyRoute(LinkVault.environment(name: string()))
    }
  }

  /// A modal style as a link carries it for the route.
  mutating func modalStyle(declared: PresentationStyle) -> PresentationStyle {
    switch Int.random(in: 0..<4, using: &random) {
    case 0:
      if case .sheet = declared { return declared }
      return .sheet
    case 1: return .fullScreen
    case 2:
      if case .popover = declared { return declared }
      return .popover
    default:
      if case .ornament = declared { return declared }
      return .ornament(edge: .bottom)
    }
  }

  /// Fills a container: routes above `base`, some pushed, some presented.
  mutating func content(
    root: AnyRoute?, routes makeRoute: (inout LinkStateGenerator) -> AnyRoute
  ) -> NavigationContainer {
    var container = NavigationContainer(base: RouteStack(root: root))
    for _ in 0..<Int.random(in: 0...7, using: &random) {
      let route = makeRoute(&self)
      let declared = LinkStateGenerator.declaredStyle(route)
      if Int.random(in: 0..<3, using: &random) == 0 {
        container.presentations.append(Presentation(route, style: modalStyle(declared: declared)))
      } else if container.presentations.isEmpty {
        container.base.path.append(route)
      } else {
        container.presentations[container.presentations.count - 1].stack.path.append(route)
      }
    }
    return container
  }

  static func declaredStyle(_ route: AnyRoute) -> PresentationStyle {
    if let typed = route.typed(as: LinkTasks.self) { return typed.defaultPresentation }
    if let typed = route.typed(as: LinkDashboard.self) { return typed.defaultPresentation }
    if let typed = route.typed(as: LinkVault.self) { return typed.defaultPresentation }
    return .push
  }

  /// A state that differs from the initial one only in what one link expresses.
  mutating func state() throws -> NavigationState {
    let initial = LinkFixtures.initial
    var tabs = LinkFixtures.initial.tabIDs.map { initial.tab($0) ?? TabState(id: $0) }
    switch Int.random(in: 0..<5, using: &random) {
    case 0...2:
      let index = Int.random(in: 0..<tabs.count, using: &random)
      let id = tabs[index].id
      let root = tabs[index].content.base.root
      let content: NavigationContainer
      switch id {
      case "tasks": content = self.content(root: root) { AnyRoute($0.tasksRoute()) }
      case "dashboard": content = self.content(root: root) { $0.dashboardRoute() }
      default: content = self.content(root: root) { $0.vaultRoute() }
      }
      tabs[index] = TabState(id: id, content: content)
      return try NavigationState(tabs: tabs, selectedTab: id)
    default:
      let scenes: [(SceneID, PresentationStyle.Immersion?)] = [
        (.window("preferences"), nil), (.immersive("viewer"), .full), (.window("settings"), nil),
      ]
      let (id, immersion) = scenes[Int.random(in: 0..<scenes.count, using: &random)]
      var scene = SceneState(id: id, immersion: immersion)
      if id != .window("settings"), Int.random(in: 0..<4, using: &random) > 0 {
        scene.content = content(root: vaultRoute()) { $0.vaultRoute() }
      }
      return try NavigationState(
        tabs: tabs, selectedTab: initial.selectedTab, scenes: [scene], focusedScene: id)
    }
  }
}

@Suite struct DeepLinkPropertyTests {
  typealias F = LinkFixtures

  @Test(arguments: [0x5EED_0001, 0x5EED_0002] as [UInt64])
  func stateToLinkToStateIsTheIdentity(seed: UInt64) throws {
    var generator = LinkStateGenerator(random: SeededRandom(seed: seed))
    var dirty = F.initial
    for _ in 0..<2_000 {
      let state = try generator.state()
      let link = try F.resolver.link(for: state)
      let resolution = try F.resolve(link)

      // Opening the link on the initial state reproduces the state exactly.
      var opened = F.initial
      try opened.apply(.batch(resolution.commands))
      #expect(opened == state, "\(link)")

      // Generating the link of what the link opened gives the same link back.
      #expect(try F.resolver.link(for: opened) == link)
      #expect(try F.resolver.link(for: resolution.target) == link)

      // From any other state, the focused tab or scene is exactly the same.
      try dirty.apply(.batch(resolution.commands))
      #expect(dirty.focusPath == state.focusPath, "\(link)")
      #expect(dirty.focusedContainer == state.focusedContainer, "\(link)")
      #expect(try F.resolver.link(for: dirty) == link)
      if dirty.scenes.count > 2 { dirty = F.initial }
    }
  }

  /// A state that links cannot express has no link, and the error names what is in the way: a
  /// linkable random state with one thing added that no link carries (a route placed in
  /// another tab, a tab that starts at another root, a scene in an immersion it was not
  /// declared with, a route in a sheet of detents no link can say). Through the public API, the
  /// message says the same.
  @Test(arguments: [0x5EED_0101, 0x5EED_0102] as [UInt64])
  func aStateWithoutALinkSaysWhatIsInTheWay(seed: UInt64) throws {
    var generator = LinkStateGenerator(random: SeededRandom(seed: seed))
    var kinds = Set<String>()
    for _ in 0..<500 {
      var state = try generator.state()
      let tab = state.selectedTab
      let expected: (kind: String, names: String)
      switch Int.random(in: 0..<4, using: &generator.random) {
      case 0:
        // A route of the dashboard's enum pushed in a tab that does not place it.
        let stranger = AnyRoute(LinkDashboard.widget(name: generator.string()))
        state = try Self.state(of: state, selecting: "tasks") { stack in stack.path.append(stranger)
        }
        expected = ("routeNotInContainer", "\(stranger)")
      case 1:
        // The Tasks tab at another root than the one it declares.
        let root = AnyRoute(LinkTasks.detail(id: generator.string()))
        state = try Self.state(of: state, selecting: "tasks") { stack in stack.root = root }
        expected = ("rootDiffers", "\(root)")
      case 2:
        // The immersive viewer open as a window, and focused.
        let scene = SceneState(id: .immersive("viewer"), immersion: nil)
        state = try NavigationState(
          tabs: state.tabIDs.map { state.tab($0) ?? TabState(id: $0) }, selectedTab: tab,
          scenes: [scene], focusedScene: .immersive("viewer"))
        expected = ("immersionDiffers", "viewer")
      default:
        // A task in a sheet of one detent, which no link can say.
        let route = AnyRoute(LinkTasks.detail(id: generator.string()))
        state = try Self.state(of: state, selecting: "tasks") { _ in }
        try state.apply(.present(route, style: .sheet(detents: [.medium])))
        expected = ("styleNotExpressible", "\(route)")
      }
      do throws(DeepLinkGenerationError) {
        let link = try F.resolver.canonicalLink(for: state)
        Issue.record("a state with \(expected.kind) has the link \(link)")
      } catch {
        let kind = "\(error)".hasPrefix("no link:") ? Self.kind(of: error) : "unknown"
        #expect(kind == expected.kind, "\(error)")
        #expect(error.description.contains(expected.names), "\(error)")
        kinds.insert(kind)
        // The public API throws the same error.
        #expect(throws: error) { try F.resolver.link(for: state) }
      }
    }
    #expect(kinds.count == 4, "\(kinds.sorted())")
  }

  /// A state with the Tasks tab's base stack changed and the tab selected.
  static func state(
    of state: NavigationState, selecting tab: TabID, _ change: (inout RouteStack) -> Void
  ) throws -> NavigationState {
    var tabs = state.tabIDs.map { state.tab($0) ?? TabState(id: $0) }
    guard let index = tabs.firstIndex(where: { $0.id == tab }) else { return state }
    var content = tabs[index].content
    change(&content.base)
    tabs[index] = TabState(id: tab, content: content)
    return try NavigationState(tabs: tabs, selectedTab: tab)
  }

  /// The case of a generation error, by name.
  static func kind(of error: DeepLinkGenerationError) -> String {
    switch error {
    case .routeNotInContainer: return "routeNotInContainer"
    case .rootDiffers: return "rootDiffers"
    case .immersionDiffers: return "immersionDiffers"
    case .styleNotExpressible: return "styleNotExpressible"
    default: return "\(error)"
    }
  }

  /// A link of one of three kinds, most of which must resolve: (3 in 5) a canonical link with
  /// one letter or digit written as a percent-escape, a needless escape that opens the same
  /// target; (1 in 5) a canonical link with one character inserted, removed or replaced; (1 in 5)
  /// random characters after a known start.
  static func link(
    _ generator: inout LinkStateGenerator, _ random: inout SeededRandom
  ) throws -> (link: String, canonical: String?) {
    let alphabet = Array("myap:/tskdeil123?=&#%;~,.ACFxz é😀".unicodeScalars)
    let kind = Int.random(in: 0..<5, using: &random)
    if kind == 0 {
      let starts = [
        "myapp://app/", "myapp://app/tasks/", "myapp://app/tasks/detail/1/", "myapp://app/flow/",
        "myapp://app/scene/window/", "",
      ]
      var link = starts[Int.random(in: 0..<starts.count, using: &random)]
      for _ in 0..<Int.random(in: 0...24, using: &random) {
        link.unicodeScalars.append(alphabet[Int.random(in: 0..<alphabet.count, using: &random)])
      }
      return (link, nil)
    }
    let canonical = try F.resolver.link(for: generator.state())
    if kind == 1 {
      var scalars = Array(canonical.unicodeScalars)
      let index = Int.random(in: 0..<scalars.count, using: &random)
      let scalar = alphabet[Int.random(in: 0..<alphabet.count, using: &random)]
      switch Int.random(in: 0..<3, using: &random) {
      case 0: scalars.insert(scalar, at: index)
      case 1: scalars.remove(at: index)
      default: scalars[index] = scalar
      }
      var link = ""
      link.unicodeScalars.append(contentsOf: scalars)
      return (link, nil)
    }
    // Tab names, route names and values are compared decoded. The word `scene` and the labels
    // after `;` are compared as written (an escape there is refused), so the escape goes into a
    // tab link's segments or a scene link's routes, before any `;`.
    var path = String(canonical.dropFirst("myapp://app/".count))
    let query = path.firstIndex(of: "?").map { String(path[$0...]) } ?? ""
    path = String(path.dropLast(query.count))
    var segments = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    let first = segments.first == "scene" ? 3 : 0
    let candidates = segments.indices.dropFirst(first).flatMap { index in
      let name = segments[index].prefix { $0 != ";" }
      return name.indices.filter { position in
        let character = name[position]
        return character.isASCII && (character.isLetter || character.isNumber)
          && !name[..<position].suffix(2).contains("%")
      }.map { (index, $0) }
    }
    guard let (segment, position) = candidates.randomElement(using: &random) else {
      return (canonical, canonical)
    }
    let character = segments[segment][position]
    let hex = String(
      character.asciiValue ?? 0, radix: 16, uppercase: Bool.random(using: &random))
    segments[segment].replaceSubrange(position...position, with: "%" + hex)
    let link = "myapp://app/" + segments.joined(separator: "/") + query
    return (link, canonical)
  }

  @Test func noInputTrapsOrChangesTheState() throws {
    var random = SeededRandom(seed: 0xBAD_5EED)
    var generator = LinkStateGenerator(random: SeededRandom(seed: 0x5EED_0003))
    let total = 5_000
    var resolved = 0
    var refused = 0
    for _ in 0..<total {
      let (link, canonical) = try Self.link(&generator, &random)
      let resolution: DeepLinkResolution
      do {
        resolution = try F.resolve(link)
      } catch {
        // A refused link says why; a canonical link with a needless escape is never refused.
        refused += 1
        #expect(canonical == nil, "\(link) (\(canonical ?? "")): \(error)")
        #expect(!error.description.isEmpty, "\(link)")
        continue
      }
      resolved += 1
      // Whatever resolves opens and comes back as a link that resolves to the same target.
      var state = F.initial
      #expect(throws: Never.self, "\(link)") { try state.apply(.batch(resolution.commands)) }
      #expect(throws: Never.self, "\(link)") {
        let generated = try F.resolver.link(for: resolution.target)
        #expect(try F.resolve(generated).target == resolution.target, "\(link)")
        if let canonical { #expect(generated == canonical, "\(link)") }
      }
    }
    // Most links resolve, so that opening and the canonical link are checked on many; enough are
    // refused that refusals are checked too. A generator that produces mostly garbage fails here.
    #expect(resolved >= total / 2, "only \(resolved) of \(total) links resolved")
    #expect(refused >= total / 10, "only \(refused) of \(total) links were refused")
  }
}
