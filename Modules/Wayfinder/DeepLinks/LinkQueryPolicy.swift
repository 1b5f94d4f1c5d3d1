/// What a link's query items that are not navigation (`utm_source=...`, `ref=...`) do: the
/// app's policy, declared once on the ``DeepLinkResolverBuilder``.
///
/// A captured item travels with the link's intent to the middlewares and observers
/// (``NavigationRequest/linkParameters``), for campaign attribution; it never reaches the
/// navigation state or the canonical link. An item the policy does not capture refuses the link,
/// with an error naming the item by its name (never its value). `present=` is the grammar's own
/// item and is never captured.
///
/// An item named as sensitive (an invitation code, a one-time token) is captured, but its value
/// never leaves the parser: ``NavigationRequest/linkParameters`` carries the item with
/// ``ActiveFlow/mask`` as its value, so no middleware, observer, log or analytics line can hold
/// it. (A link's own description, ``NavigationIntent/description``, writes every query item by
/// its name only.)
///
/// ```swift
/// builder.queryPolicy = .capture(prefixes: ["utm_"], names: ["ref"])  // refuse the rest
/// builder.queryPolicy = .capture(names: ["ref"], sensitive: ["invite"])
/// builder.queryPolicy = .captureAll
/// ```
public struct LinkQueryPolicy: Hashable, Sendable, CustomStringConvertible {
  /// The names captured as they are.
  public let names: Set<String>
  /// The prefixes of the names captured (`utm_`).
  public let prefixes: [String]
  /// Whether every item is captured.
  public let capturesEverything: Bool
  /// The names captured whose values are secrets: they reach the request as ``ActiveFlow/mask``.
  public let sensitive: Set<String>

  /// Captures nothing: a link takes no query item but `present=`.
  public static let refuseAll = LinkQueryPolicy(
    names: [], prefixes: [], capturesEverything: false, sensitive: [])
  /// Captures every item.
  public static let captureAll = LinkQueryPolicy(
    names: [], prefixes: [], capturesEverything: true, sensitive: [])

  /// Captures the items with one of these names or prefixes and refuses the rest. Names compare
  /// byte for byte, as RFC 3986 leaves the query's case to the app.
  /// - Parameters:
  ///   - prefixes: The prefixes, `["utm_"]` by default (Google Analytics' campaign parameters).
  ///   - names: The names.
  ///   - sensitive: More names, captured with their values masked.
  /// - Returns: The policy.
  public static func capture(
    prefixes: [String] = ["utm_"], names: Set<String> = [], sensitive: Set<String> = []
  ) -> LinkQueryPolicy {
    LinkQueryPolicy(
      names: names.union(sensitive), prefixes: prefixes, capturesEverything: false,
      sensitive: sensitive)
  }

  /// Whether an item of this name is captured.
  /// - Parameter name: The item's name, percent-decoded.
  /// - Returns: `true` when captured, `false` when it refuses the link.
  public func captures(_ name: String) -> Bool {
    capturesEverything || names.contains(name)
      || prefixes.contains { name.utf8.starts(with: $0.utf8) }
  }

  /// Whether the value of an item of this name may be a secret, so that an echo of a typed link
  /// masks it: an item marked sensitive, or one the policy refuses (a refused `token=` may be a
  /// secret too). The resolver's own `present` is neither.
  /// - Parameter name: The item's name.
  /// - Returns: Whether to mask its value.
  package func mayHoldSecret(_ name: String) -> Bool {
    name != "present" && (!captures(name) || sensitive.contains(name))
  }

  /// Whether no item is captured, as with ``refuseAll``.
  var capturesNothing: Bool { !capturesEverything && names.isEmpty && prefixes.isEmpty }

  public var description: String {
    if capturesEverything { return "every query item" }
    let listed = prefixes.map { "'\($0)*'" }.sorted() + names.sorted().map { "'\($0)'" }
    return listed.isEmpty ? "no query item" : listed.joined(separator: ", ")
  }
}
