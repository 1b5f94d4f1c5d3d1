import Foundation
import Testing
import Wayfinder
import WayfinderTesting

/// One route of a generated link, with what decides how the canonical link writes it.
struct FoundationCaseStep {
  var route: AnyRoute
  /// The route's labelled values as `label: Type`: a value whose key the route before it also
  /// has is left out of the canonical link.
  var keys: Set<String>
  /// The route's declared style, which the canonical link does not write.
  var style: PresentationStyle
  /// The route's declared link template, if any, and its values' labels in order.
  var template: String?
  var labels: [String?]

  init<Route: NavigationRoute>(_ route: Route) {
    self.route = AnyRoute(route)
    let parameters = route.routeCase?.parameters ?? []
    self.template = route.routeCase?.link
    self.labels = parameters.map(\.label)
    self.keys = Set(
      parameters.compactMap { parameter in parameter.label.map { "\($0): \(parameter.typeName)" } })
    self.style = route.defaultPresentation
  }
}

/// A state that a link expresses with every value written: a tab or a scene, routes in which no
/// two in a row share a labelled value, each shown in its declared style.
struct FoundationCase {
  /// The tab, or `nil` for the preferences scene.
  var tab: TabID?
  var steps: [FoundationCaseStep]
  var state: NavigationState
  /// The path segments after the origin, decoded: the tab (or `scene`, its kind and id), then
  /// each route's case name followed by its values.
  var segments: [String]

  /// Whether the link has a route that `?present=` can apply to (a scene's root takes no style).
  var canTakePresent: Bool { steps.count > (tab == nil ? 1 : 0) }
}

/// Values a person can type or paste, and states made of them; seeded and reproducible.
struct FoundationCaseGenerator {
  var random: SeededRandom

  /// Every ASCII delimiter of RFC 3986 (gen-delims and sub-delims) and the other printable ASCII
  /// characters, the escape character and what looks like escapes, spaces and controls, and
  /// non-ASCII text: an accent precomposed and decomposed (equal as Swift strings, different as
  /// bytes), other scripts, a no-break space, a byte order mark, emoji sequences and a flag.
  static let pieces: [String] =
    "!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~".map(String.init) + [
      "a", "Z", "0", "9", " ", "\t", "\n", "\u{0}", "\u{7F}", "%2F", "%25", "%zz", "%", "+", "é",
      "e\u{301}", "ß", "日本", "א", "\u{A0}", "\u{FEFF}", "\u{FFFD}", "😀", "👩‍👩‍👧", "🇫🇷", "abc",
    ]

  /// The generator of case number `index` of a run: each case has a seed of its own, so that
  /// the one a failure names can be run alone.
  init(seed: UInt64, case index: Int) {
    random = SeededRandom(seed: Self.caseSeed(seed, index))
  }

  static func caseSeed(_ seed: UInt64, _ index: Int) -> UInt64 { seed &+ UInt64(index) }

  mutating func chance(_ one: Int, in count: Int) -> Bool {
    Int.random(in: 0..<count, using: &random) < one
  }

  mutating func string() -> String {
    switch Int.random(in: 0..<16, using: &random) {
    case 0, 1: return ""
    case 2: return [".", ".."][Int.random(in: 0..<2, using: &random)]
    default:
      return (0..<Int.random(in: 1...8, using: &random)).map { _ in
        Self.pieces[Int.random(in: 0..<Self.pieces.count, using: &random)]
      }.joined()
    }
  }

  mutating func int() -> Int {
    chance(1, in: 8)
      ? [Int.min, Int.max, 0][Int.random(in: 0..<3, using: &random)]
      : Int.random(in: -1_000...1_000, using: &random)
  }

  mutating func uuid() -> UUID {
    let (high, low) = (random.next(), random.next())
    return withUnsafeBytes(of: (high, low)) { bytes in
      UUID(
        uuid: (
          bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
          bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
        ))
    }
  }

  /// A route of the tasks tab other than its root.
  mutating func tasksStep() -> FoundationCaseStep {
    switch Int.random(in: 0..<12, using: &random) {
    case 0: return FoundationCaseStep(LinkTasks.detail(id: string()))
    case 1: return FoundationCaseStep(LinkTasks.edit(id: string()))
    case 2: return FoundationCaseStep(LinkTasks.photos(id: string(), index: int()))
    case 3:
      let filter = chance(1, in: 3) ? nil : LinkFilter.allCases.randomElement(using: &random)
      return FoundationCaseStep(LinkTasks.comments(id: string(), filter: filter))
    case 4:
      let tags = (0..<Int.random(in: 0...3, using: &random)).map { _ in string() }
      return FoundationCaseStep(LinkTasks.tagged(tags: tags))
    case 5: return FoundationCaseStep(LinkTasks.bulkEdit)
    case 6: return FoundationCaseStep(LinkTasks.analytics)
    case 7: return FoundationCaseStep(LinkTasks.share(id: string()))
    case 8: return FoundationCaseStep(LinkTasks.note(string()))
    case 9: return FoundationCaseStep(LinkTasks.count(id: int()))
    case 10: return FoundationCaseStep(LinkPeople.person(name: string()))
    default:
      return FoundationCaseStep(
        LinkPeople.search(query: string(), limit: chance(1, in: 2) ? nil : int()))
    }
  }

  /// A route of the dashboard tab other than its root.
  mutating func dashboardStep() -> FoundationCaseStep {
    switch Int.random(in: 0..<5, using: &random) {
    case 0: return FoundationCaseStep(LinkDashboard.stats(range: int()))
    case 1: return FoundationCaseStep(LinkDashboard.widget(name: string()))
    case 2: return FoundationCaseStep(LinkDashboard.toolbar)
    case 3: return FoundationCaseStep(LinkPeople.person(name: string()))
    default:
      return FoundationCaseStep(
        LinkPeople.search(query: string(), limit: chance(1, in: 2) ? nil : int()))
    }
  }

  /// A route of the preferences scene (all of them pushed by default).
  mutating func sceneStep() -> FoundationCaseStep {
    switch Int.random(in: 0..<7, using: &random) {
    case 0: return FoundationCaseStep(LinkVault.users)
    case 1: return FoundationCaseStep(LinkVault.user(id: uuid()))
    case 2: return FoundationCaseStep(LinkVault.overview)
    case 3: return FoundationCaseStep(LinkVault.report(year: int()))
    case 4: return FoundationCaseStep(LinkVault.general)
    case 5: return FoundationCaseStep(LinkVault.account(id: uuid()))
    default: return FoundationCaseStep(LinkVault.environment(name: string()))
    }
  }

  /// Up to six routes, none sharing a labelled value with the route before it.
  mutating func steps(
    _ make: (inout FoundationCaseGenerator) -> FoundationCaseStep
  )
    -> [FoundationCaseStep]
  {
    var steps: [FoundationCaseStep] = []
    for _ in 0..<Int.random(in: 0...6, using: &random) {
      var step = make(&self)
      while let previous = steps.last, !previous.keys.isDisjoint(with: step.keys) {
        step = make(&self)
      }
      steps.append(step)
    }
    return steps
  }

  /// Routes above `root`, each pushed or presented in its declared style.
  static func content(root: AnyRoute?, _ steps: [FoundationCaseStep]) -> NavigationContainer {
    var container = NavigationContainer(base: RouteStack(root: root))
    for step in steps {
      if step.style != .push {
        container.presentations.append(Presentation(step.route, style: step.style))
      } else if container.presentations.isEmpty {
        container.base.path.append(step.route)
      } else {
        container.presentations[container.presentations.count - 1].stack.path.append(step.route)
      }
    }
    return container
  }

  mutating func linkCase() throws -> FoundationCase {
    let initial = LinkFixtures.initial
    var tabs = initial.tabIDs.map { initial.tab($0) ?? TabState(id: $0) }
    let kind = Int.random(in: 0..<5, using: &random)
    if kind == 4 {
      let steps = self.steps { $0.sceneStep() }
      var scene = SceneState(id: .window("preferences"))
      if let root = steps.first {
        scene.content = Self.content(root: root.route, Array(steps.dropFirst()))
      }
      let state = try NavigationState(
        tabs: tabs, selectedTab: initial.selectedTab, scenes: [scene],
        focusedScene: .window("preferences"))
      let segments = ["scene", "window", "preferences"] + Self.segments(of: steps)
      return FoundationCase(tab: nil, steps: steps, state: state, segments: segments)
    }
    let tab: TabID = kind == 3 ? "dashboard" : "tasks"
    let steps = kind == 3 ? self.steps { $0.dashboardStep() } : self.steps { $0.tasksStep() }
    guard let index = tabs.firstIndex(where: { $0.id == tab }) else {
      preconditionFailure("fixture: no tab \(tab)")
    }
    tabs[index] = TabState(
      id: tab, content: Self.content(root: tabs[index].content.base.root, steps))
    let state = try NavigationState(tabs: tabs, selectedTab: tab)
    return FoundationCase(
      tab: tab, steps: steps, state: state, segments: [tab.rawValue] + Self.segments(of: steps))
  }

  /// Each route's segments: its case name and its values, or its declared link template with
  /// each `:label` replaced by that value.
  static func segments(of steps: [FoundationCaseStep]) -> [String] {
    steps.flatMap { step in
      let values = step.route.components.values
      guard let template = step.template else { return [step.route.name] + values }
      return template.split(separator: "/").map { segment in
        guard segment.hasPrefix(":"),
          let index = step.labels.firstIndex(of: String(segment.dropFirst()))
        else { return String(segment) }
        return values[index]
      }
    }
  }

  /// `text` with each ASCII letter in upper or lower case at random.
  mutating func mixedCase(_ text: String) -> String {
    String(text.map { chance(1, in: 2) ? Character($0.uppercased()) : $0 })
  }

  /// Campaign items (`utm_` and `ref`, some with arbitrary names after `utm_`), with arbitrary
  /// values or none, and sometimes a `present=` among them.
  mutating func queryItems(
    present canPresent: Bool
  ) -> (
    items: [URLQueryItem], present: URLQueryItem?
  ) {
    let names = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content", "ref"]
    var items = (0..<Int.random(in: 0...3, using: &random)).map { _ in
      let name =
        chance(1, in: 4)
        ? "utm_" + string() : names[Int.random(in: 0..<names.count, using: &random)]
      return URLQueryItem(name: name, value: chance(1, in: 6) ? nil : string())
    }
    guard canPresent, chance(1, in: 5) else { return (items, nil) }
    let styles = ["push", "sheet", "fullscreen", "popover", "ornament"]
    let present = URLQueryItem(
      name: "present", value: styles[Int.random(in: 0..<styles.count, using: &random)])
    items.insert(present, at: Int.random(in: 0...items.count, using: &random))
    return (items, present)
  }
}

/// The first disagreement of each kind found in a property's run, each with the case that
/// shows it: one run names every kind of problem, once.
struct Disagreements: CustomStringConvertible {
  let seed: UInt64
  private(set) var found: [(kind: String, details: String)] = []

  init(seed: UInt64) { self.seed = seed }

  var isEmpty: Bool { found.isEmpty }

  mutating func note(_ kind: String, case index: Int, _ details: @autoclosure () -> String) {
    guard !found.contains(where: { $0.kind == kind }) else { return }
    let caseSeed = FoundationCaseGenerator.caseSeed(seed, index)
    found.append(
      (
        kind,
        "case \(index) of the run with seed \(hex(seed)) (case seed \(hex(caseSeed))): "
          + details()
      ))
  }

  var description: String {
    found.map { "\($0.kind): \($0.details)" }.joined(separator: "\n")
  }

  private func hex(_ value: UInt64) -> String { "0x" + String(value, radix: 16, uppercase: true) }
}

/// Wayfinder's links against Foundation, the URL parser every app on Apple platforms hands
/// links to and gets them from: what Wayfinder writes, Foundation reads as written, and what
/// Foundation builds, Wayfinder opens to exactly its values and items. Where they disagree, the
/// test says which clause of RFC 3986 decides.
@Suite struct FoundationAgreementTests {
  typealias F = LinkFixtures

  /// The same strings, byte for byte: Swift's `==` takes canonically equivalent strings
  /// (`é` and `e` followed by a combining accent) as equal, which would hide a change of bytes.
  static func sameBytes(_ left: [String], _ right: [String]) -> Bool {
    left.count == right.count && zip(left, right).allSatisfy { $0.utf8.elementsEqual($1.utf8) }
  }

  /// The same query items, in the same order, names and values byte for byte.
  static func sameItems(_ left: [URLQueryItem], _ right: [URLQueryItem]) -> Bool {
    func bytes(_ item: URLQueryItem) -> [[UInt8]?] {
      [Array(item.name.utf8), item.value.map { Array($0.utf8) }]
    }
    return left.map(bytes) == right.map(bytes)
  }

  /// Whether Foundation's percent-decoding of `value` gives `read`.
  ///
  /// Foundation drops a leading U+FEFF when it percent-decodes (`removingPercentEncoding` and
  /// `queryItems` read `%EF%BB%BFx` as `x`, and `%EF%BB%BF` as the empty string), taking it for
  /// a byte order mark. RFC 3986 decides for the value: a percent-escape is the octet it names
  /// (2.1), text is percent-encoded as its UTF-8 octets (2.5), and U+FEFF inside a value is a
  /// character (ZERO WIDTH NO-BREAK SPACE), not the signature of a text stream. Wayfinder keeps
  /// it (``aLeadingZeroWidthNoBreakSpaceIsKept()``); the comparisons accept Foundation's
  /// reading with that one character lost, and nothing else.
  static func foundationReads(_ value: String, as read: String) -> Bool {
    if value.utf8.elementsEqual(read.utf8) { return true }
    guard value.unicodeScalars.first == "\u{FEFF}" else { return false }
    return value.unicodeScalars.dropFirst().elementsEqual(read.unicodeScalars)
  }

  /// ``foundationReads(_:as:)`` for every segment.
  static func foundationReads(_ values: [String], as read: [String]) -> Bool {
    values.count == read.count && zip(values, read).allSatisfy(foundationReads)
  }

  /// ``foundationReads(_:as:)`` for every item's name and value.
  static func foundationReads(_ items: [URLQueryItem], as read: [URLQueryItem]) -> Bool {
    items.count == read.count
      && zip(items, read).allSatisfy { item, read in
        guard foundationReads(item.name, as: read.name) else { return false }
        guard let value = item.value, let readValue = read.value else {
          return item.value == nil && read.value == nil
        }
        return foundationReads(value, as: readValue)
      }
  }

  /// Items as Swift literals, so that a message shows every character (a NUL would end it).
  static func literal(_ items: [URLQueryItem]) -> String {
    "["
      + items.map { "\($0.name.debugDescription)=\($0.value?.debugDescription ?? "nil")" }
      .joined(separator: ", ") + "]"
  }

  /// The seed of the properties' runs (the second mixes a constant in); the message of a
  /// failure names the run's seed and the case's.
  static let seed: UInt64 = 0xF0DA_7105_2026
  /// Cases per property and run.
  static let cases = 10_000

  static let custom = LinkOrigin.customScheme("myapp", host: "app")
  static let universal = LinkOrigin.universalLink(domain: "example.com", pathPrefix: "/app")

  /// The fixture app with a universal-link origin and campaign items captured.
  static let resolver = makeResolver(policy: .capture(prefixes: ["utm_"], names: ["ref"]))

  static func makeResolver(policy: LinkQueryPolicy) -> DeepLinkResolver {
    var builder = F.builder()
    builder.addOrigin(universal)
    builder.queryPolicy = policy
    do { return try builder.build() } catch { preconditionFailure("fixture: \(error)") }
  }

  /// What Foundation leaves unencoded in a value's path segment: `.urlPathAllowed` without `/`,
  /// which separates segments, and without `;`, which starts a style or a labelled value in a
  /// route's case segment (`edit;fullscreen`, `edit;id=7`).
  static let segmentAllowed: CharacterSet = {
    var allowed = CharacterSet.urlPathAllowed
    allowed.remove(charactersIn: "/;")
    return allowed
  }()

  static func encodedSegment(_ value: String) -> String {
    // `addingPercentEncoding` returns `nil` only for a string that is not valid Unicode, which
    // a Swift string never is.
    value.addingPercentEncoding(withAllowedCharacters: segmentAllowed) ?? ""
  }

  static func resolve(
    _ link: String, with resolver: DeepLinkResolver = resolver
  ) throws(DeepLinkError) -> DeepLinkResolution {
    try resolver.resolve(link, hiding: [])
  }

  static func refusal(_ link: String, with resolver: DeepLinkResolver = resolver) -> DeepLinkError?
  {
    do {
      _ = try resolve(link, with: resolver)
      return nil
    } catch {
      return error
    }
  }

  static func isForeign(_ error: DeepLinkError?) -> Bool {
    if case .foreignLink = error { return true }
    return false
  }

  static func routes(of target: DeepLinkTarget) -> [LinkedRoute] {
    switch target {
    case .tab(_, let routes), .scene(_, let routes): return routes
    case .flow: return []
    }
  }

  /// The path segments Foundation reads after the origin's path prefix, percent-decoded; `nil`
  /// when the path does not start with the prefix or a segment does not decode.
  static func foundationSegments(_ components: URLComponents, prefix: String) -> [String]? {
    let path = components.percentEncodedPath
    guard path.hasPrefix(prefix + "/") else { return nil }
    let segments = path.dropFirst(prefix.count + 1).split(
      separator: "/", omittingEmptySubsequences: false)
    let decoded = segments.compactMap { $0.removingPercentEncoding }
    return decoded.count == segments.count ? decoded : nil
  }

  // MARK: - Properties

  /// Every canonical link, of the custom scheme and of a universal link with a path prefix, is
  /// a URL for Foundation, with the origin's scheme and host, no port, user, query or fragment,
  /// and exactly the segments Wayfinder encoded: the tab (or the scene), then each route's case
  /// name and values, in order, byte for byte (but for Foundation's loss of a leading U+FEFF,
  /// ``foundationReads(_:as:)``). The universal link is the custom one with the other origin.
  @Test func foundationReadsEveryCanonicalLinkAsWrittenByWayfinder() throws {
    var disagreements = Disagreements(seed: Self.seed)
    for index in 0..<Self.cases {
      var generator = FoundationCaseGenerator(seed: Self.seed, case: index)
      let example = try generator.linkCase()
      for origin in [Self.custom, Self.universal] {
        let link = try Self.resolver.canonicalLink(for: example.state, origin: origin)
        let shown = "\(link.debugDescription), values \(example.segments.debugDescription)"
        guard let url = URL(string: link), let components = URLComponents(string: link) else {
          disagreements.note("Foundation does not parse a canonical link", case: index, shown)
          continue
        }
        if url.absoluteString != link {
          disagreements.note(
            "URL rewrites a canonical link", case: index, "\(shown) as \(url.absoluteString)")
        }
        if components.scheme != origin.scheme || components.host != origin.host
          || components.port != nil || components.user != nil || components.password != nil
        {
          disagreements.note("Foundation reads another origin", case: index, shown)
        }
        // The generated states show every route in its declared style, so no `?present=`.
        if components.query != nil || components.fragment != nil {
          disagreements.note("Foundation reads a query or a fragment", case: index, shown)
        }
        if origin == Self.universal,
          let custom = try? Self.resolver.canonicalLink(for: example.state),
          link != "https://example.com/app" + custom.dropFirst("myapp://app".count)
        {
          disagreements.note(
            "the origins write different paths", case: index, "\(shown) and \(custom)")
        }
        guard let segments = Self.foundationSegments(components, prefix: origin.pathPrefix),
          Self.foundationReads(example.segments, as: segments)
        else {
          disagreements.note(
            "Foundation reads other segments", case: index,
            "\(shown): Foundation reads \(components.percentEncodedPath.debugDescription)")
          continue
        }
      }
    }
    #expect(disagreements.isEmpty, "\(disagreements)")
  }

  /// A link that Foundation builds from a state's values, with any origin spelling the app
  /// declares (scheme and host in mixed case, `:443` for https) and campaign items with any
  /// names and values, opens to exactly those routes and values, and captures exactly the items
  /// Foundation reads from it, in order, without `present=`. Without its campaign items, the
  /// same link opens the same target with the same commands: the items never reach the state.
  @Test func linksBuiltByFoundationOpenToExactlyTheirValues() throws {
    // A seed of its own, so that the two properties do not check the same values.
    let seed = Self.seed ^ 0xB011D
    var disagreements = Disagreements(seed: seed)
    var opened = 0
    var captured = 0
    var covered: [String: Int] = [:]
    let marks: [(String, (String) -> Bool)] = [
      ("/", { $0.contains("/") }), ("?", { $0.contains("?") }), ("#", { $0.contains("#") }),
      ("%", { $0.contains("%") }), ("+", { $0.contains("+") }), ("space", { $0.contains(" ") }),
      ("non-ASCII", { $0.unicodeScalars.contains { !$0.isASCII } }),
      ("emoji", { $0.unicodeScalars.contains { $0.properties.isEmojiPresentation } }),
      ("empty", \.isEmpty),
    ]
    let initial = try #require(Self.resolver.makeInitialState())
    for index in 0..<Self.cases {
      var generator = FoundationCaseGenerator(seed: seed, case: index)
      let example = try generator.linkCase()
      let https = generator.chance(1, in: 2)
      var components = URLComponents()
      components.scheme = generator.mixedCase(https ? "https" : "myapp")
      components.host = generator.mixedCase(https ? "example.com" : "app")
      if https, generator.chance(1, in: 4) { components.port = 443 }
      // `addingPercentEncoding` leaves a value `.` or `..` as it is. URLComponents keeps such a
      // segment and the resolver reads it as the value; RFC 3986 (5.2.4, 6.2.2.3) lets a
      // normalizer remove dot-segments, which is why Wayfinder itself writes them `%2E`.
      components.percentEncodedPath =
        (https ? Self.universal.pathPrefix : "") + "/"
        + example.segments.map(Self.encodedSegment).joined(separator: "/")
      let (items, present) = generator.queryItems(present: example.canTakePresent)
      components.queryItems = items.isEmpty ? nil : items
      var bare = components
      bare.queryItems = present.map { [$0] }
      guard let link = components.string, let bareLink = bare.string else {
        disagreements.note("Foundation builds no link", case: index, "\(example.segments)")
        continue
      }
      let shown = "\(link.debugDescription), values \(example.segments.debugDescription)"
      for (mark, holds) in marks where example.segments.contains(where: holds) {
        covered[mark, default: 0] += 1
      }

      // What the resolver must capture: the items written, but `present=`, and as Foundation
      // reads them back.
      let read = URLComponents(string: link)?.queryItems ?? []
      let expected = items.filter { $0.name != "present" }
      if !Self.foundationReads(items, as: read) {
        disagreements.note(
          "Foundation does not read back the items it wrote", case: index,
          "\(shown): wrote \(Self.literal(items)), read \(Self.literal(read))")
      }

      let resolution: DeepLinkResolution
      do {
        resolution = try Self.resolve(link)
      } catch {
        disagreements.note(
          "the resolver refuses a link Foundation built", case: index,
          "\(shown): \("\(error)".debugDescription)")
        continue
      }
      opened += 1
      let routes = Self.routes(of: resolution.target).map(\.route)
      let expectedRoutes = example.steps.map(\.route)
      let sameTarget: Bool
      switch resolution.target {
      case .tab(let tab, _): sameTarget = tab == example.tab
      case .scene(let scene, _): sameTarget = example.tab == nil && scene == .window("preferences")
      case .flow: sameTarget = false
      }
      if !sameTarget || routes.map(\.module) != expectedRoutes.map(\.module)
        || !Self.sameBytes(routes.map(\.name), expectedRoutes.map(\.name))
        || !Self.sameBytes(
          routes.flatMap(\.components.values), expectedRoutes.flatMap(\.components.values))
      {
        disagreements.note(
          "the resolver opens other routes or values", case: index,
          "\(shown): opens \("\(resolution.target)".debugDescription)")
      }
      if !Self.sameItems(resolution.parameters, expected)
        || !Self.foundationReads(resolution.parameters, as: read.filter { $0.name != "present" })
      {
        disagreements.note(
          "the resolver captures other items than Foundation reads", case: index,
          "\(shown): captures \(Self.literal(resolution.parameters)), "
            + "Foundation reads \(Self.literal(read))")
      }
      captured += resolution.parameters.count
      if present == nil {
        var state = initial
        try state.apply(.batch(resolution.commands))
        if state != example.state {
          disagreements.note("the link opens another state", case: index, shown)
        }
      }
      do {
        let without = try Self.resolve(bareLink)
        if without.target != resolution.target || without.commands != resolution.commands
          || without.requirements != resolution.requirements || !without.parameters.isEmpty
        {
          disagreements.note(
            "campaign items change what the link opens", case: index,
            "\(shown) and \(bareLink.debugDescription)")
        }
      } catch {
        disagreements.note(
          "the link without its campaign items is refused", case: index,
          "\(bareLink.debugDescription): \(error)")
      }
    }
    #expect(disagreements.isEmpty, "\(disagreements)")
    // The generator reaches what the property is about: every kind of character in values, and
    // many captured items. A generator that lost them would pass without checking anything.
    for (mark, _) in marks {
      #expect(covered[mark, default: 0] >= Self.cases / 20, "values with \(mark): \(covered)")
    }
    #expect(opened == Self.cases, "\(Self.cases - opened) links were refused")
    #expect(captured >= Self.cases, "only \(captured) items captured")
  }

  // MARK: - Origins

  /// RFC 3986, 3.1 and 3.2.2 (and 6.2.2.1): the scheme and the host are case-insensitive.
  /// Foundation keeps them as written and reads the same path; the resolver opens the same
  /// target. The path prefix, like the rest of the path, is case-sensitive.
  @Test func schemeAndHostCompareWithoutCase() throws {
    let expected = try Self.resolve("myapp://app/tasks/detail/42")
    let links = [
      ("MYAPP://APP/tasks/detail/42", "/tasks/detail/42"),
      ("MyApp://aPp/tasks/detail/42", "/tasks/detail/42"),
      ("https://example.com/app/tasks/detail/42", "/app/tasks/detail/42"),
      ("HTTPS://EXAMPLE.COM/app/tasks/detail/42", "/app/tasks/detail/42"),
      ("hTtPs://Example.Com/app/tasks/detail/42", "/app/tasks/detail/42"),
    ]
    for (link, path) in links {
      #expect(URLComponents(string: link)?.path == path, "\(link)")
      #expect(try Self.resolve(link) == expected, "\(link)")
    }
    #expect(Self.isForeign(Self.refusal("https://example.com/APP/tasks/detail/42")))
    #expect(Self.refusal("myapp://app/TASKS/detail/42") != nil)
  }

  /// RFC 3986, 3.2.3 and 6.2.3: an empty port and the scheme's default port (443 for https)
  /// are the same as none. Foundation reads port 443 (leading zeros aside) or none.
  @Test func theDefaultPortOrAnEmptyOneIsTheSameOrigin() throws {
    let expected = try Self.resolve("https://example.com/app/tasks/detail/42")
    let ports: [(String, Int?)] = [(":443", 443), (":", nil), (":0443", 443)]
    for (port, foundationPort) in ports {
      let link = "https://example.com\(port)/app/tasks/detail/42"
      #expect(URLComponents(string: link)?.port == foundationPort, "\(link)")
      #expect(try Self.resolve(link) == expected, "\(link)")
    }
    #expect(try Self.resolve("myapp://app:/tasks/detail/42") == expected)
  }

  /// Another port is another server (RFC 3986, 6.2.3), and a custom scheme has no default port.
  @Test func anotherPortIsAForeignLink() {
    for link in [
      "https://example.com:8080/app/tasks", "https://example.com:80/app/tasks",
      "https://example.com:4430/app/tasks", "myapp://app:443/tasks", "myapp://app:1/tasks",
    ] {
      #expect(URLComponents(string: link)?.port != nil, "\(link)")
      let error = Self.refusal(link)
      #expect(Self.isForeign(error), "\(link): \(String(describing: error))")
      #expect(error?.description.contains("example.com/app") == true)
    }
  }

  /// User information (RFC 3986, 3.2.1) makes a link foreign, including the spelling that puts
  /// the app's domain before `@`, which Foundation reads as a user of another host.
  @Test func userInformationIsAForeignLink() throws {
    let links = [
      "https://user@example.com/app/tasks", "https://user:secret@example.com/app/tasks",
      "https://example.com@evil.example/app/tasks",
      "https://example.com:443@evil.example/app/tasks", "myapp://user@app/tasks",
    ]
    for link in links {
      let components = try #require(URLComponents(string: link))
      #expect(components.user != nil, "\(link)")
      #expect(Self.isForeign(Self.refusal(link)), "\(link)")
    }
  }

  /// The path prefix ends at a segment boundary: `/apple` does not start with the segment
  /// `/app`, and an encoded `/` is data, not a delimiter (RFC 3986, 2.2).
  @Test func thePathPrefixEndsAtASegmentBoundary() throws {
    for link in [
      "https://example.com/apple/tasks", "https://example.com/app-x/tasks",
      "https://example.com/tasks/detail/42", "https://example.com/App/tasks",
      "https://example.com/app%2Ftasks", "https://example.com",
    ] {
      #expect(Self.isForeign(Self.refusal(link)), "\(link)")
    }
    #expect(try Self.resolve("https://example.com/app/tasks") == Self.resolve("myapp://app/tasks"))
    // The prefix alone is the app's origin without a tab: not foreign, but no tab.
    for link in ["https://example.com/app", "https://example.com/app/", "https://example.com/app?"]
    {
      let error = Self.refusal(link)
      #expect(error != nil && !Self.isForeign(error), "\(link): \(String(describing: error))")
    }
  }

  /// A trailing slash after a complete route and an empty query change nothing; Foundation
  /// reads the empty query as no items. A slash where a value is due is that value, empty.
  @Test func aTrailingSlashAndAnEmptyQueryChangeNothing() throws {
    for base in ["myapp://app", "https://example.com/app", "https://example.com:443/app"] {
      for path in ["/tasks", "/tasks/detail/42", "/tasks/detail/42/edit"] {
        let expected = try Self.resolve(base + path)
        for link in [base + path + "/", base + path + "?", base + path + "/?"] {
          #expect(try Self.resolve(link) == expected, "\(link)")
          #expect(URLComponents(string: link)?.queryItems?.isEmpty ?? true, "\(link)")
        }
      }
    }
    let empty = try Self.resolve("https://example.com/app/tasks/detail/")
    #expect(Self.routes(of: empty.target).map(\.route) == [F.tasks(.detail(id: ""))])
  }

  /// RFC 3986, 3.5: a fragment is for the user agent and never part of what a link identifies.
  /// Foundation reads one; the resolver refuses the link rather than drop it silently, since a
  /// value's `#` is written `%23`.
  @Test func aFragmentIsRefused() throws {
    let link = "https://example.com/app/tasks/detail/42#top"
    #expect(URLComponents(string: link)?.fragment == "top")
    let error = try #require(Self.refusal(link))
    #expect(error.description.contains("#top"))
    let value = try Self.resolve("https://example.com/app/tasks/detail/a%23b")
    #expect(Self.routes(of: value.target).map(\.route) == [F.tasks(.detail(id: "a#b"))])
  }

  // MARK: - Query policy

  /// Campaign items are captured in link order, decoded, as Foundation reads them.
  @Test func campaignItemsAreCapturedInLinkOrder() throws {
    let link =
      "https://example.com/app/tasks/detail/42?utm_source=news%20letter&ref=a/b?c"
      + "&utm_medium=email&utm_campaign&utm_term="
    let resolution = try Self.resolve(link)
    let read = try #require(URLComponents(string: link)?.queryItems)
    #expect(Self.sameItems(resolution.parameters, read))
    #expect(
      resolution.parameters.map(\.name) == [
        "utm_source", "ref", "utm_medium", "utm_campaign", "utm_term",
      ])
    #expect(resolution.parameters.map(\.value) == ["news letter", "a/b?c", "email", nil, ""])
  }

  /// An item the policy does not capture refuses the link with an error naming it by its name as
  /// written, never its value, which may be a secret.
  @Test func anUncapturedItemRefusesTheLinkByName() throws {
    for item in ["foo=1", "f%6Fo=1", "utm=1", "UTM_source=x", "reference=2", "=3", "token"] {
      let name = String(item.prefix { $0 != "=" })
      let link = "https://example.com/app/tasks/detail/42?utm_source=x&\(item)"
      let error = try #require(Self.refusal(link), "\(link)")
      guard case .badQuery(let named, _) = error else {
        Issue.record("\(link): \(error)")
        continue
      }
      #expect(named == name)
      #expect(error.description.hasPrefix("query item '\(name)': "), "\(error)")
    }
  }

  /// `.captureAll` captures every item, with or without a value, as Foundation reads them.
  @Test func captureAllCapturesEveryItem() throws {
    let resolver = Self.makeResolver(policy: .captureAll)
    let link = "myapp://app/tasks/detail/42?foo=1&bar&utm_x=&ref=%2B&%C3%A9=%F0%9F%98%80&=v"
    let resolution = try Self.resolve(link, with: resolver)
    let read = try #require(URLComponents(string: link)?.queryItems)
    #expect(Self.sameItems(resolution.parameters, read))
    #expect(resolution.parameters.map(\.name) == ["foo", "bar", "utm_x", "ref", "é", ""])
    #expect(Self.refusal(link) != nil)
  }

  /// Without a policy, a link takes no item but `present=`, and the error names the item.
  @Test func theDefaultPolicyRefusesEveryItemButPresent() throws {
    let error = try #require(F.error("myapp://app/tasks/detail/42?utm_source=x"))
    #expect(error.description.contains("'utm_source'"))
    #expect(!error.description.contains("=x"))
    let presented = try F.resolve("myapp://app/tasks/detail/42?present=sheet")
    #expect(presented.parameters.isEmpty)
    #expect(Self.routes(of: presented.target).last?.style == .sheet)
  }

  /// `present=` is the grammar's item: it sets the last route's style and is never captured,
  /// not even by `.captureAll`, wherever it stands among the items.
  @Test func presentIsNeverCaptured() throws {
    for policy in [LinkQueryPolicy.captureAll, .capture()] {
      let resolver = Self.makeResolver(policy: policy)
      for link in [
        "myapp://app/tasks/detail/42?utm_source=a&present=fullscreen&utm_medium=b",
        "https://example.com/app/tasks/detail/42?present=fullscreen&utm_source=a&utm_medium=b",
      ] {
        let resolution = try Self.resolve(link, with: resolver)
        #expect(resolution.parameters.map(\.name) == ["utm_source", "utm_medium"])
        #expect(Self.routes(of: resolution.target).last?.style == .fullScreen)
      }
    }
  }

  /// Captured items never change the target, the requirements or the commands: the same as
  /// the link without them.
  @Test func capturedItemsNeverChangeWhatTheLinkOpens() throws {
    let resolver = Self.makeResolver(policy: .captureAll)
    let paths = [
      "/tasks", "/tasks/detail/42/edit?present=fullscreen", "/tasks/analytics",
      "/scene/window/preferences/users/reports/2024/summary", "/dashboard/stats/7",
    ]
    for origin in ["myapp://app", "https://example.com/app"] {
      for path in paths {
        let bare = try Self.resolve(origin + path, with: resolver)
        let joiner = path.contains("?") ? "&" : "?"
        let link = origin + path + joiner + "utm_source=x&ref=%2F&a=b+c&present2=sheet"
        let resolution = try Self.resolve(link, with: resolver)
        #expect(resolution.parameters.count == 4)
        #expect(resolution.target == bare.target, "\(link)")
        #expect(resolution.requirements == bare.requirements, "\(link)")
        #expect(resolution.commands == bare.commands, "\(link)")
      }
    }
  }

  /// RFC 3986, 2.2: `+` is a sub-delimiter with no meaning in a query; reading it as a space is
  /// HTML's form encoding (application/x-www-form-urlencoded), not RFC 3986. Foundation's
  /// `queryItems` setter writes a `+` as it is and its getter reads it as a plus, and so does
  /// the resolver: a space must be `%20`.
  @Test func aPlusInAnItemIsAPlus() throws {
    var components = try #require(URLComponents(string: "https://example.com/app/tasks"))
    components.queryItems = [URLQueryItem(name: "utm_term", value: "a b+c")]
    let link = try #require(components.string)
    #expect(link.hasSuffix("?utm_term=a%20b+c"))
    let resolution = try Self.resolve(link)
    #expect(resolution.parameters == [URLQueryItem(name: "utm_term", value: "a b+c")])
    #expect(
      try Self.resolve("myapp://app/tasks?utm_term=a+b%2Bc").parameters.first?.value == "a+b+c")
  }

  /// RFC 3986, 3.4 gives the query no items: splitting at `&` and `=` is the form-encoding
  /// convention, whose parser in the WHATWG URL Standard (application/x-www-form-urlencoded
  /// parsing, step "if bytes is the empty byte sequence, then continue") skips empty items.
  /// Foundation reports each as an item with an empty name and no value; the resolver skips
  /// them, so a link with `&&` (a template's empty slot) opens with the other items.
  @Test func emptyItemsAreSkippedWhereFoundationReportsThem() throws {
    let link = "https://example.com/app/tasks?utm_source=a&&utm_medium=b&"
    let read = try #require(URLComponents(string: link)?.queryItems)
    let resolution = try Self.resolve(link)
    #expect(
      Self.sameItems(resolution.parameters, read.filter { !$0.name.isEmpty || $0.value != nil }))
    #expect(resolution.parameters.count == 2)
  }

  /// A captured value that does not decode (a `%` without two hex digits, escapes that are not
  /// UTF-8, a raw space) refuses the link, as a name that does not decode does: it must not be
  /// captured as an item without a value, which `utm_source` alone means.
  @Test func aCapturedValueThatDoesNotDecodeRefusesTheLink() throws {
    #expect(Self.refusal("myapp://app/tasks?utm_%GG=1") != nil)
    for item in ["utm_source=%GG", "utm_source=%E9", "utm_source=a b", "utm_source=%4"] {
      let link = "myapp://app/tasks?\(item)"
      let error = Self.refusal(link)
      guard case .badQuery(let named, _)? = error else {
        let parameters = (try? Self.resolve(link).parameters) ?? []
        Issue.record("\(link.debugDescription) opens and captures \(parameters)")
        continue
      }
      #expect(named == "utm_source")
    }
  }

  /// A value or item that starts with U+FEFF keeps it: the escapes are its UTF-8 octets (RFC
  /// 3986, 2.1 and 2.5). Foundation may drop it as a byte order mark (see
  /// ``foundationReads(_:as:)``); nothing else of the value may differ.
  @Test func aLeadingZeroWidthNoBreakSpaceIsKept() throws {
    let link = "https://example.com/app/tasks/detail/%EF%BB%BFx?utm_source=%EF%BB%BF"
    let resolution = try Self.resolve(link)
    let id = try #require(Self.routes(of: resolution.target).first?.route.components.values.first)
    #expect(id.unicodeScalars.elementsEqual("\u{FEFF}x".unicodeScalars))
    #expect(
      Self.sameItems(resolution.parameters, [URLQueryItem(name: "utm_source", value: "\u{FEFF}")]))
    let components = try #require(URLComponents(string: link))
    let segments = try #require(Self.foundationSegments(components, prefix: "/app"))
    #expect(Self.foundationReads(["tasks", "detail", id], as: segments))
    #expect(Self.foundationReads(resolution.parameters, as: components.queryItems ?? []))
    // The state's canonical link writes it back.
    #expect(try Self.resolver.link(for: resolution.target).hasSuffix("/detail/%EF%BB%BFx"))
  }

  /// RFC 3986, 3.3: a path segment may hold the sub-delimiters `! $ & ' ( ) * + , ; =` as they
  /// are, and Foundation's `.urlPathAllowed` leaves them unencoded. A value with one of them,
  /// as Foundation writes it, opens to that value (`;` aside, which the grammar uses and
  /// Foundation's encoding above escapes).
  @Test func subDelimitersFoundationLeavesInAValueOpen() throws {
    for character in "!$&'()*+=" {
      let value = "a\(character)b"
      #expect(Self.encodedSegment(value) == value)
      let link = "https://example.com/app/tasks/detail/\(value)"
      #expect(URLComponents(string: link)?.path == "/app/tasks/detail/\(value)")
      let resolution = try? Self.resolve(link)
      #expect(
        resolution.map { Self.routes(of: $0.target).map(\.route) } == [F.tasks(.detail(id: value))],
        "\(link): \(Self.refusal(link).map(String.init(describing:)) ?? "")")
    }
  }
}
