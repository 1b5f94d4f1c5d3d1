import Foundation

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
  /// The query items the app's policy captures, in link order.
  var parameters: [URLQueryItem] = []

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

  /// Where the link's path is, from its first `/` to its query or its end, once its origin is
  /// one of the app's.
  func pathRange() throws(DeepLinkError) -> Range<Int> {
    let start = try matchOrigin()
    var end = start
    while end < bytes.count, bytes[end] != UInt8(ascii: "?"), bytes[end] != UInt8(ascii: "#") {
      end += 1
    }
    return start..<end
  }

  mutating func parse() throws(DeepLinkError) -> DeepLinkResolution {
    let pathStart = try matchOrigin()
    var pathEnd = pathStart
    while pathEnd < bytes.count, bytes[pathEnd] != UInt8(ascii: "?"),
      bytes[pathEnd] != UInt8(ascii: "#")
    {
      pathEnd += 1
    }
    scanner = LinkScanner(bytes: bytes, pathStart: pathStart, pathEnd: pathEnd)
    try parseQuery(from: pathEnd, pathStart: pathStart)
    guard let first = scanner.next(), !first.isEmpty else {
      throw .missingTab(segment: 1, route: nil, suggestion: nil)
    }
    // `/flows/` is the seed plan's spelling of `/flow/`: it opens alike, and generation writes
    // `/flow/`.
    if scanner.range(first, equals: "flow") || scanner.range(first, equals: "flows") {
      return try parseFlow()
    }
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
      commands: DeepLinkResolver.commands(for: target, root: container.root, immersion: nil),
      parameters: parameters)
  }

  // MARK: - Origin and query

  /// Finds the declared origin the link starts with (`scheme://host[:port][/prefix]`) and
  /// returns where the path after it starts. The scheme and host compare without regard to
  /// case (RFC 3986, 6.2.2.1); an empty port or the scheme's default port is the same as none
  /// (6.2.3); user information, another port or another host is a foreign link.
  private func matchOrigin() throws(DeepLinkError) -> Int {
    var schemeEnd = 0
    while schemeEnd < bytes.count, bytes[schemeEnd] != UInt8(ascii: ":"),
      bytes[schemeEnd] != UInt8(ascii: "/")
    {
      schemeEnd += 1
    }
    let hostStart = schemeEnd + 3
    var authorityEnd = hostStart
    var colon: Int?
    if hostStart <= bytes.count, bytes[schemeEnd] == UInt8(ascii: ":"),
      bytes[schemeEnd + 1] == UInt8(ascii: "/"), bytes[schemeEnd + 2] == UInt8(ascii: "/")
    {
      while authorityEnd < bytes.count, !Self.endsAuthority(bytes[authorityEnd]) {
        if bytes[authorityEnd] == UInt8(ascii: ":"), colon == nil { colon = authorityEnd }
        authorityEnd += 1
      }
      for origin in tables.origins {
        guard foldedEquals(0..<schemeEnd, origin.scheme),
          foldedEquals(hostStart..<(colon ?? authorityEnd), origin.host)
        else { continue }
        if let colon, !isDefaultPort((colon + 1)..<authorityEnd, of: origin) { continue }
        let pathStart = authorityEnd + origin.pathPrefix.count
        guard pathStart <= bytes.count,
          origin.pathPrefix.withUnsafeBufferPointer({ bytesEqual(bytes, from: authorityEnd, $0) }),
          pathStart == bytes.count || Self.endsAuthority(bytes[pathStart])
        else { continue }
        return pathStart
      }
    }
    let shown = UnsafeBufferPointer(
      rebasing: bytes[0..<min(bytes.count, max(authorityEnd, hostStart) + 24)])
    throw .foreignLink(
      expected: tables.origins.map(\.origin.description),
      found: String(decoding: shown, as: UTF8.self))
  }

  /// Whether the byte ends the authority (and the path prefix): `/`, `?` or `#`.
  private static func endsAuthority(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#")
  }

  /// Whether the range holds `lowercase`, ASCII letters compared without regard to case.
  private func foldedEquals(_ range: Range<Int>, _ lowercase: [UInt8]) -> Bool {
    guard range.count == lowercase.count else { return false }
    for (offset, expected) in lowercase.enumerated() {
      var byte = bytes[range.lowerBound + offset]
      if byte >= UInt8(ascii: "A"), byte <= UInt8(ascii: "Z") { byte |= 0x20 }
      if byte != expected { return false }
    }
    return true
  }

  /// Whether the port is empty or the origin's default port, leading zeros aside.
  private func isDefaultPort(_ port: Range<Int>, of origin: DeepLinkTables.Origin) -> Bool {
    if port.isEmpty { return true }
    guard let expected = origin.defaultPort else { return false }
    var start = port.lowerBound
    while start < port.upperBound - 1, bytes[start] == UInt8(ascii: "0") { start += 1 }
    return expected.withUnsafeBufferPointer { expected in
      port.upperBound - start == expected.count && bytesEqual(bytes, from: start, expected)
    }
  }

  /// Reads the query: one `present=`, and the items the app's policy captures. A fragment is
  /// rejected.
  ///
  /// One pass over the query finds each item's end, its `=`, whether its name or value holds an
  /// escape and whether every byte may stand in a query as it is; an item without escapes then
  /// becomes its strings at once.
  private mutating func parseQuery(from pathEnd: Int, pathStart: Int) throws(DeepLinkError) {
    var index = pathEnd
    if index < bytes.count, bytes[index] == UInt8(ascii: "?") {
      index += 1
      // Read once: a global is checked for its initialization at every use.
      let plain = PercentEncoding.plainQuery
      var item = QueryItemScan(start: index)
      while index < bytes.count {
        let byte = bytes[index]
        // Most bytes are plain text, told apart with one test; the others end an item or the
        // query, or say something about the item.
        if !plain.contains(byte) {
          if byte == UInt8(ascii: "#") { break }
          if byte == UInt8(ascii: "&") {
            try queryItem(item, end: index)
            item = QueryItemScan(start: index + 1)
          } else {
            item.read(byte, at: index)
          }
        }
        index += 1
      }
      try queryItem(item, end: index)
    }
    if index < bytes.count {
      var segments = 0
      for offset in pathStart..<pathEnd where bytes[offset] == UInt8(ascii: "/") { segments += 1 }
      throw .malformed(
        segment: max(segments, 1), found: scanner.text(index..<bytes.count),
        expected: "no fragment (write '#' in a value as %23)")
    }
  }

  /// What one pass over a query item learned.
  private struct QueryItemScan {
    let start: Int
    var equals: Int?
    var nameEscaped = false
    var valueEscaped = false
    var valid = true

    init(start: Int) { self.start = start }

    /// Takes a byte that is not plain text: `%`, `=`, or one that may not stand in a query.
    mutating func read(_ byte: UInt8, at index: Int) {
      if byte == UInt8(ascii: "%") {
        if equals == nil { nameEscaped = true } else { valueEscaped = true }
      } else if byte == UInt8(ascii: "=") {
        if equals == nil { equals = index }
      } else {
        valid = false
      }
    }
  }

  /// Takes one query item: `present=`, or an item the policy captures, or else an error.
  private mutating func queryItem(_ scan: QueryItemScan, end: Int) throws(DeepLinkError) {
    let item = scan.start..<end
    guard !item.isEmpty else { return }
    let nameRange = item.lowerBound..<(scan.equals ?? item.upperBound)
    if !scan.nameEscaped, scanner.range(nameRange, equals: "present"), let equals = scan.equals {
      guard queryStyle == nil else {
        throw .badQuery(item: scanner.text(item), reason: "'present=' may appear only once")
      }
      queryStyle = (equals + 1)..<item.upperBound
      return
    }
    // An item the link may not carry is named by its name only: its value may be a secret.
    guard !tables.queryPolicy.capturesNothing else {
      throw .badQuery(
        item: scanner.text(nameRange), reason: "links take no query item but 'present='")
    }
    let name = scan.valid ? text(nameRange, escaped: scan.nameEscaped) : nil
    var value: String?
    var valueDecodes = true
    if let equals = scan.equals {
      value = text((equals + 1)..<item.upperBound, escaped: scan.valueEscaped)
      valueDecodes = value != nil
    }
    // A value that does not decode refuses the link: it is not an item without a value.
    guard let name, valueDecodes else {
      throw .badQuery(
        item: scanner.text(nameRange),
        reason: "expected letters, digits, '-._~!$'()*+,;=:@/?' or percent-escapes forming UTF-8")
    }
    guard !scan.nameEscaped || name != "present" else {
      throw .badQuery(item: scanner.text(item), reason: "write 'present=' as it is")
    }
    guard captures(scanner.slice(nameRange), escaped: scan.nameEscaped, name: name) else {
      throw .badQuery(
        item: scanner.text(nameRange),
        reason: "links take no query item but 'present=' and \(tables.queryPolicy)")
    }
    if parameters.isEmpty { parameters.reserveCapacity(4) }
    // Most policies name no secret: they pay no lookup.
    let secrets = tables.queryPolicy.sensitive
    let sensitive = value != nil && !secrets.isEmpty && secrets.contains(name)
    parameters.append(URLQueryItem(name: name, value: sensitive ? ActiveFlow.mask : value))
  }

  /// A query item's name or value: its bytes as they are when they hold no escape (every byte
  /// has been checked), else percent-decoded; `nil` when an escape is invalid.
  private func text(_ range: Range<Int>, escaped: Bool) -> String? {
    escaped
      ? PercentEncoding.decodeQuery(scanner.slice(range))
      : String(decoding: scanner.slice(range), as: UTF8.self)
  }

  /// Whether the policy captures an item: by a prefix matched on the bytes as written when the
  /// name holds no escape, else as ``LinkQueryPolicy/captures(_:)`` says.
  private func captures(
    _ rawName: UnsafeBufferPointer<UInt8>, escaped: Bool, name: String
  ) -> Bool {
    if tables.queryPolicy.capturesEverything { return true }
    if !escaped {
      for prefix in tables.capturePrefixes where prefix.count <= rawName.count {
        if prefix.withUnsafeBufferPointer({ bytesEqual(rawName, from: 0, $0) }) { return true }
      }
      return tables.queryPolicy.names.contains(name)
    }
    return tables.queryPolicy.captures(name)
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
          "letters, digits, '-._~:@!$&'()*+,=' or percent-escapes ('%' and two hex digits) "
          + "forming UTF-8")
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
    var pattern = text
    for container in tables.containers.prefix(tables.tabCount) where isVisible(container) {
      guard case .tab(let id) = container.id else { continue }
      visibleTabs.append(id.rawValue)
      // The route's first word, or its name when its link starts otherwise.
      if let route = tables.names.find(container.namespace, text)
        ?? tables.names.find(container.namespace + DeepLinkTables.caseOffset, text)
      {
        tabsWithRoute.append(id)
        pattern = tables.routes[route].pattern
      }
    }
    if tabsWithRoute.count == 1 {
      return .missingTab(segment: 1, route: pattern, suggestion: tabsWithRoute[0])
    }
    if tabsWithRoute.count > 1 {
      return .ambiguousRoute(segment: 1, route: text, tabs: tabsWithRoute)
    }
    return .unknownTab(
      segment: 1, found: text,
      suggestion: NameSuggestion.closest(to: text, among: visibleTabs + ["flow", "scene"]))
  }
}
