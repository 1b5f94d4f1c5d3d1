/// One resolution in progress: reads a link's bytes left to right, looks every name up by tab
/// and then by route, checks values and requirements, and stops at the first error.
struct LinkParser {
  let tables: DeepLinkTables
  let bytes: UnsafeBufferPointer<UInt8>
  /// What the user has, when the parser checks requirements too; `nil` for a pure parse that
  /// leaves requirements to the guards.
  let entitlements: (any EntitlementProvider)?
  /// The tabs hidden from the user: they answer as tabs that do not exist.
  let hidden: Set<TabID>
  var scanner: LinkScanner
  var requirements: [Requirement] = []
  /// The bytes of the `present=` value, when the query has one.
  var queryStyle: Range<Int>?
  var queryStyleUsed = false

  init(
    tables: DeepLinkTables, bytes: UnsafeBufferPointer<UInt8>,
    entitlements: (any EntitlementProvider)?, hidden: Set<TabID>
  ) {
    self.tables = tables
    self.bytes = bytes
    self.entitlements = entitlements
    self.hidden = hidden
    self.scanner = LinkScanner(bytes: bytes, pathStart: 0, pathEnd: 0)
  }

  mutating func parse() throws(DeepLinkError) -> DeepLinkResolution {
    let pathStart = try matchPrefix()
    var pathEnd = pathStart
    while pathEnd < bytes.count, bytes[pathEnd] != UInt8(ascii: "?"),
      bytes[pathEnd] != UInt8(ascii: "#")
    {
      pathEnd += 1
    }
    scanner = LinkScanner(bytes: bytes, pathStart: pathStart, pathEnd: pathEnd)
    try parseQuery(from: pathEnd)
    guard let first = scanner.next(), !first.isEmpty else {
      throw .missingTab(segment: 1, route: nil, suggestion: nil)
    }
    if scanner.range(first, equals: "flow") { return try parseFlow() }
    if scanner.range(first, equals: "scene") { return try parseScene() }
    let tab = try resolveTab(first)
    let container = tables.containers[tab]
    let routes = try parseRoutes(in: tab, sceneRootStyle: nil)
    try checkQueryUsed()
    guard case .tab(let id) = container.id else {
      throw .missingTab(segment: 1, route: nil, suggestion: nil)
    }
    let target = DeepLinkTarget.tab(id, routes: routes)
    return DeepLinkResolution(
      target: target, requirements: requirements,
      commands: DeepLinkResolver.commands(for: target, root: container.root, immersion: nil))
  }

  // MARK: - Prefix and query

  /// Checks `scheme://host` (ASCII case-insensitive) and returns where the path starts.
  private func matchPrefix() throws(DeepLinkError) -> Int {
    let prefix = tables.prefixBytes
    var matches = bytes.count >= prefix.count
    var index = 0
    while matches, index < prefix.count {
      var byte = bytes[index]
      if byte >= UInt8(ascii: "A"), byte <= UInt8(ascii: "Z") { byte |= 0x20 }
      matches = byte == prefix[index]
      index += 1
    }
    if matches, index < bytes.count {
      let next = bytes[index]
      matches =
        next == UInt8(ascii: "/") || next == UInt8(ascii: "?") || next == UInt8(ascii: "#")
    }
    guard matches else {
      let shown = UnsafeBufferPointer(rebasing: bytes[0..<min(bytes.count, prefix.count + 24)])
      throw .foreignLink(expected: tables.prefix, found: String(decoding: shown, as: UTF8.self))
    }
    return prefix.count
  }

  /// Reads `?present=...` and rejects other items and fragments.
  private mutating func parseQuery(from pathEnd: Int) throws(DeepLinkError) {
    var index = pathEnd
    if index < bytes.count, bytes[index] == UInt8(ascii: "?") {
      index += 1
      var itemStart = index
      while index < bytes.count, bytes[index] != UInt8(ascii: "#") {
        if bytes[index] == UInt8(ascii: "&") {
          try queryItem(itemStart..<index)
          itemStart = index + 1
        }
        index += 1
      }
      try queryItem(itemStart..<index)
    }
    if index < bytes.count {
      var segments = 0
      for offset in 0..<pathEnd where bytes[offset] == UInt8(ascii: "/") { segments += 1 }
      throw .malformed(
        segment: max(segments - 2, 1), found: scanner.text(index..<bytes.count),
        expected: "no fragment (write '#' in a value as %23)")
    }
  }

  private mutating func queryItem(_ item: Range<Int>) throws(DeepLinkError) {
    guard !item.isEmpty else { return }
    let equals = scanner.firstIndex(of: UInt8(ascii: "="), in: item) ?? item.upperBound
    guard scanner.range(item.lowerBound..<equals, equals: "present"), equals < item.upperBound
    else {
      throw .badQuery(item: scanner.text(item), reason: "links take no query item but 'present='")
    }
    guard queryStyle == nil else {
      throw .badQuery(item: scanner.text(item), reason: "'present=' may appear only once")
    }
    queryStyle = (equals + 1)..<item.upperBound
  }

  func checkQueryUsed() throws(DeepLinkError) {
    if let queryStyle, !queryStyleUsed {
      throw .badQuery(
        item: "present=" + scanner.text(queryStyle), reason: "the link has no route to present")
    }
  }

  // MARK: - Names

  /// Looks a segment up, decoding it first when it holds a `%`.
  func find(_ namespace: Int, _ range: Range<Int>) throws(DeepLinkError) -> Int? {
    let slice = scanner.slice(range)
    guard slice.contains(UInt8(ascii: "%")) else { return tables.names.find(namespace, slice) }
    return tables.names.find(namespace, try decode(range))
  }

  /// A segment's text, percent-decoded.
  func decode(_ range: Range<Int>) throws(DeepLinkError) -> String {
    guard let text = PercentEncoding.decode(scanner.slice(range)) else {
      throw .malformed(
        segment: scanner.segment, found: scanner.text(range),
        expected:
          "letters, digits, '-._~,:@' or percent-escapes ('%' and two hex digits) forming UTF-8")
    }
    return text
  }

  func isVisible(_ container: DeepLinkTables.Container) -> Bool {
    guard case .tab(let id) = container.id else { return true }
    return !hidden.contains(id)
  }

  /// The part of `requirement` that the user does not meet, when the parser checks
  /// requirements; `nil` when it is met or left to the guards.
  func unmetRequirement(_ requirement: Requirement) -> Requirement? {
    guard let entitlements, !entitlements.allows(requirement) else { return nil }
    let unmet = entitlements.unmet(requirement)
    return unmet.count == 1 ? unmet[0] : unmet.isEmpty ? requirement : .all(unmet)
  }

  mutating func recordRequirement(_ requirement: Requirement) {
    if !requirements.contains(requirement) { requirements.append(requirement) }
  }

  // MARK: - Tabs

  private mutating func resolveTab(_ range: Range<Int>) throws(DeepLinkError) -> Int {
    if let index = try find(DeepLinkTables.tabNamespace, range) {
      let tab = tables.containers[index]
      if !isVisible(tab) { throw try firstSegmentError(range) }
      if let requirement = tab.requirement {
        if let unmet = unmetRequirement(requirement) {
          throw .blocked(segment: 1, requirement: unmet)
        }
        recordRequirement(requirement)
      }
      return index
    }
    throw try firstSegmentError(range)
  }

  /// Why the first segment is not a tab, computed from the tabs the user can see only, so that
  /// a hidden tab answers exactly as a missing one.
  private func firstSegmentError(_ range: Range<Int>) throws(DeepLinkError) -> DeepLinkError {
    let text = try decode(range)
    var visibleTabs: [String] = []
    var tabsWithRoute: [TabID] = []
    for container in tables.containers.prefix(tables.tabCount) where isVisible(container) {
      guard case .tab(let id) = container.id else { continue }
      visibleTabs.append(id.rawValue)
      if tables.names.find(container.namespace, text) != nil { tabsWithRoute.append(id) }
    }
    if tabsWithRoute.count == 1 {
      return .missingTab(segment: 1, route: text, suggestion: tabsWithRoute[0])
    }
    if tabsWithRoute.count > 1 {
      return .ambiguousRoute(segment: 1, route: text, tabs: tabsWithRoute)
    }
    return .unknownTab(
      segment: 1, found: text,
      suggestion: NameSuggestion.closest(to: text, among: visibleTabs + ["flow", "scene"]))
  }
}
