/// Why a link was rejected: what is wrong and where. Opening a rejected link changes nothing.
///
/// Segments are numbered from 1, the first one after the host: in
/// `myapp://app/tasks/detail/abc`, `tasks` is segment 1 and `abc` is segment 3.
package enum DeepLinkError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The link starts with none of the app's origins (`scheme://host`, `https://domain/prefix`).
  case foreignLink(expected: [String], found: String)
  /// The link is longer than ``DeepLinkResolver/maximumLength`` bytes.
  case tooLong(length: Int, limit: Int)
  /// The link names more routes than ``DeepLinkResolver/maximumDepth``.
  case tooDeep(segment: Int, limit: Int)
  /// The syntax is wrong at a segment: an empty name, a bad percent-escape, an unknown `;` item,
  /// a fragment, a missing or extra part.
  case malformed(segment: Int, found: String, expected: String)
  /// The link does not start with a tab. When the first segment names a route of exactly one
  /// tab, `suggestion` is that tab and `route` the route's segments as its link writes them
  /// (`detail/{id: String}`).
  case missingTab(segment: Int, route: String?, suggestion: TabID?)
  /// The first segment is not a tab that the user can open.
  case unknownTab(segment: Int, found: String, suggestion: String?)
  /// The first segment is a route that lives in several tabs; the link must say which.
  case ambiguousRoute(segment: Int, route: String, tabs: [TabID])
  /// The tab or scene has no route of this name.
  case unknownRoute(segment: Int, found: String, container: ContainerID, suggestion: String?)
  /// The link ends before a route's value.
  case missingValue(segment: Int, route: String, parameter: String, expected: String)
  /// The route exists but has no link: it carries values without a link form (a model, a
  /// callback), so only the app itself can show it.
  case unlinkableRoute(segment: Int, route: String, kind: RouteValueKind, carries: [String])
  /// A value does not read as its declared type.
  case badValue(segment: Int, expected: String, found: String)
  /// A style that links cannot carry; `segment` is `nil` for the `?present=` item.
  case badStyle(segment: Int?, found: String, allowed: [String])
  /// A query item other than one `present=`, or `present=` with no route to apply to.
  case badQuery(item: String, reason: String)
  /// No flow of this name.
  case unknownFlow(segment: Int, found: String, suggestion: String?)
  /// The flow has no such step (by name, or by number from 1).
  case unknownStep(segment: Int, flow: String, found: String, steps: [String])
  /// No scene of this kind, or none with this id.
  case unknownScene(segment: Int, found: String, suggestion: String?)
  /// The user does not meet a requirement of the tab or route at this segment.
  case blocked(segment: Int, requirement: Requirement)

  package var description: String {
    switch self {
    case .foreignLink(let expected, let found):
      let origins = expected.map { "'\($0)/'" }
      let listed =
        origins.count <= 2
        ? origins.joined(separator: " or ")
        : origins.dropLast().joined(separator: ", ") + " or " + (origins.last ?? "")
      return "'\(found)' is not a link of this app; links start with \(listed)"
    case .tooLong(let length, let limit):
      return "the link is \(length) bytes long; links may have at most \(limit)"
    case .tooDeep(let segment, let limit):
      return "segment \(segment): a link may name at most \(limit) routes"
    case .malformed(let segment, let found, let expected):
      return "segment \(segment) ('\(found)'): expected \(expected)"
    case .missingTab(_, let route?, let suggestion?):
      return "the link has no tab: the route is in tab '\(suggestion)'; "
        + "write '/\(suggestion)/\(route)'"
    case .missingTab:
      return "the link has no tab; links start with '/{tab}/', '/flow/' or '/scene/'"
    case .unknownTab(let segment, let found, let suggestion):
      return "segment \(segment): no tab '\(found)'" + hint(suggestion)
    case .ambiguousRoute(let segment, let route, let tabs):
      return "segment \(segment): '\(route)' is not a tab, and the route lives in tabs "
        + tabs.map { "'\($0)'" }.joined(separator: ", ") + "; start the link with one of them"
    case .unknownRoute(let segment, let found, let container, let suggestion):
      return "segment \(segment): \(container) has no route '\(found)'" + hint(suggestion)
    case .missingValue(let segment, let route, let parameter, let expected):
      return "segment \(segment): the link ends before value '\(parameter)' (\(expected)) "
        + "of route '\(route)'"
    case .unlinkableRoute(let segment, let route, let kind, let carries):
      return "segment \(segment): route '\(route)' has no link: it carries "
        + carries.joined(separator: ", ") + " (\(kind)), so only the app can show it"
    case .badValue(let segment, let expected, let found):
      return "segment \(segment): expected \(expected), found '\(found)'"
    case .badStyle(let segment, let found, let allowed):
      let place = segment.map { "segment \($0)" } ?? "?present="
      return "\(place): links cannot carry style '\(found)'; use one of "
        + allowed.joined(separator: ", ")
    case .badQuery(let item, let reason):
      return "query item '\(item)': \(reason)"
    case .unknownFlow(let segment, let found, let suggestion):
      return "segment \(segment): no flow '\(found)'" + hint(suggestion)
    case .unknownStep(let segment, let flow, let found, let steps):
      return "segment \(segment): flow '\(flow)' has no step '\(found)'; steps are "
        + steps.joined(separator: ", ") + " (or their numbers from 1)"
    case .unknownScene(let segment, let found, let suggestion):
      return "segment \(segment): no scene '\(found)'" + hint(suggestion)
    case .blocked(let segment, let requirement):
      return "segment \(segment): blocked, requires \(requirement)"
    }
  }

  private func hint(_ suggestion: String?) -> String {
    suggestion.map { "; did you mean '\($0)'?" } ?? ""
  }
}
