/// A link shape the app used to have (a website's former URL) and the current link it opens:
/// `/tasks/:id` opens `/tasks/detail/:id`. A segment that starts with `:` is a parameter; each
/// one the current shape names must be one of the old shape's.
///
/// An old shape is read only when the current grammar refuses a link, so it never changes what a
/// current link opens; what it opens is then parsed as a current link, through the same guards.
/// Generation never writes an old shape.
struct MovedLink: Sendable {
  enum Part: Equatable, Sendable {
    case literal(String)
    case parameter(String)
  }

  let old: [Part]
  let current: [Part]

  /// Reads the two shapes.
  /// - Throws: ``DeepLinkBuildError/movedLink(_:_:)`` naming the old shape and what is wrong.
  init(old: String, current: String) throws(DeepLinkBuildError) {
    func parts(_ shape: String) throws(DeepLinkBuildError) -> [Part] {
      guard shape.hasPrefix("/") else {
        throw .movedLink(old, "'\(shape)' does not start with '/'")
      }
      let segments = shape.dropFirst().split(separator: "/", omittingEmptySubsequences: false)
      guard !segments.isEmpty, !segments.contains(where: \.isEmpty) else {
        throw .movedLink(old, "'\(shape)' has an empty segment")
      }
      return segments.map { segment in
        segment.hasPrefix(":") ? .parameter(String(segment.dropFirst())) : .literal(String(segment))
      }
    }
    self.old = try parts(old)
    self.current = try parts(current)
    var named: Set<String> = []
    for case .parameter(let name) in self.old {
      guard !name.isEmpty, named.insert(name).inserted else {
        throw .movedLink(old, "parameter ':\(name)' is empty or named twice")
      }
    }
    for case .parameter(let name) in self.current where !named.contains(name) {
      throw .movedLink(old, "'\(current)' uses ':\(name)', which the old shape does not have")
    }
  }

  /// The current path for a path of the old shape, or `nil` when the path is not of that shape.
  /// A name of the current grammar is never a parameter's value: `/tasks/detail` with its value
  /// missing is a current link that is wrong, not an old one.
  /// - Parameters:
  ///   - path: The link's path, from its first `/`, without its query.
  ///   - knownNames: The names of the current grammar.
  /// - Returns: The current path.
  func rewrite(_ path: Substring, knownNames: Set<String>) -> String? {
    var segments = path.dropFirst().split(separator: "/", omittingEmptySubsequences: false)
    if segments.last?.isEmpty == true, segments.count > 1 { segments.removeLast() }
    guard segments.count == old.count else { return nil }
    var values: [String: Substring] = [:]
    for (part, segment) in zip(old, segments) {
      switch part {
      case .literal(let text): guard segment == text else { return nil }
      case .parameter(let name):
        guard !segment.isEmpty, !knownNames.contains(String(segment)) else { return nil }
        values[name] = segment
      }
    }
    return current.map { part in
      switch part {
      case .literal(let text): return "/" + text
      case .parameter(let name): return "/" + (values[name].map(String.init) ?? "")
      }
    }.joined()
  }
}
