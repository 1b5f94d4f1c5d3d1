import Foundation
public import Wayfinder

/// The link catalogue in the formats the text front prints: text, JSON, and the components of
/// an apple-app-site-association file for universal links.
public enum RouteCatalogue {
  /// The formats.
  public enum Format: String, CaseIterable, Sendable {
    case text, json, aasa
  }

  /// Why an association file cannot be written for the domains asked for.
  public struct AssociationError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What is wrong, for example `'example.org' is not a universal-link domain of this app`.
    public var reason: String

    public var description: String { reason }
  }

  /// The catalogue in a format.
  /// - Parameters:
  ///   - resolver: The app's resolver.
  ///   - format: The format.
  ///   - hidden: Tabs to leave out (their links are not published).
  ///   - domains: For `aasa`, the domains the file is served from; every declared universal-link
  ///     domain when empty.
  ///   - appIDs: For `aasa`, the apps (`TEAMID.BUNDLEID`) the links open in.
  /// - Returns: The text, ending in a newline.
  /// - Throws: ``AssociationError`` when a domain asked for is not declared, or the domains'
  ///   path prefixes differ.
  public static func render(
    _ resolver: DeepLinkResolver, as format: Format, hiding hidden: Set<TabID> = [],
    domains: [String] = [], appIDs: [String] = []
  ) throws(AssociationError) -> String {
    switch format {
    case .text: return text(resolver, hiding: hidden)
    case .json: return json(resolver, hiding: hidden)
    case .aasa: return try aasa(resolver, hiding: hidden, domains: domains, appIDs: appIDs)
    }
  }

  /// The tabs hidden from someone who has nothing: what the catalogue, the association file and
  /// `check-links` leave out unless asked to include them (an internal build).
  @MainActor public static var hiddenFromEveryone: Set<TabID> {
    Showcase.shell.hiddenTabs(for: EntitlementStore())
  }

  /// The catalogue's patterns, without those of hidden tabs.
  static func patterns(
    _ resolver: DeepLinkResolver, hiding hidden: Set<TabID>
  ) -> [DeepLinkPattern] {
    resolver.catalogue.filter { pattern in
      guard case .tab(let tab)? = pattern.container else { return true }
      return !hidden.contains(tab)
    }
  }

  /// One pattern a line, with the scheme and host.
  public static func text(_ resolver: DeepLinkResolver, hiding hidden: Set<TabID> = []) -> String {
    patterns(resolver, hiding: hidden).map { resolver.prefix + $0.description }
      .joined(separator: "\n") + "\n"
  }

  struct Entry: Encodable {
    var link: String
    var container: String?
    var route: String?
    var parameters: [String]
    var presentation: String?
    var requirement: String?
  }

  /// Every pattern as a JSON object.
  public static func json(_ resolver: DeepLinkResolver, hiding hidden: Set<TabID> = []) -> String {
    let entries = patterns(resolver, hiding: hidden).map { pattern in
      Entry(
        link: resolver.prefix + pattern.pattern, container: pattern.container.map { "\($0)" },
        route: pattern.route,
        parameters: pattern.parameters.map { ($0.label ?? "_") + ": " + $0.typeName },
        presentation: pattern.presentation.map { "\($0)" },
        requirement: pattern.requirement.map(\.description))
    }
    return encode(entries)
  }

  struct Component: Encodable {
    var path: String
    var comment: String

    enum CodingKeys: String, CodingKey {
      case path = "/"
      case comment
    }
  }

  struct AppLinks: Encodable {
    struct Details: Encodable {
      var appIDs: [String]
      var components: [Component]
    }
    struct Body: Encodable { var details: [Details] }
    var applinks: Body
  }

  /// The `applinks` part of an apple-app-site-association file, under the domain's path
  /// prefix: for each tab, scene and flow a user can see, its own path and everything under it
  /// (`/tasks`, `/tasks/*`).
  ///
  /// Links nest: a tab's link is its routes one after another (`/settings/about/paywall` is the
  /// About screen with the paywall over it), to any depth, which a component's pattern cannot
  /// spell route by route. So the file covers every path under a visible container; a path
  /// there that names no route is handed to the app, which refuses it with its usual error. The
  /// file is public: a hidden tab is not named in it at all, not even as an exclusion, so the
  /// system leaves its paths to the website.
  /// - Parameters:
  ///   - resolver: The app's resolver.
  ///   - hidden: The tabs whose links are not published.
  ///   - domains: The domains the file is served from; every declared universal-link domain when
  ///     empty. One file serves them all, so their path prefixes must agree.
  ///   - appIDs: The apps (`TEAMID.BUNDLEID`); `TEAMID.BUNDLEID` when empty, to be replaced.
  /// - Returns: The file, ending in a newline.
  /// - Throws: ``AssociationError`` when a domain is not declared or the prefixes differ.
  public static func aasa(
    _ resolver: DeepLinkResolver, hiding hidden: Set<TabID> = [], domains: [String] = [],
    appIDs: [String] = []
  ) throws(AssociationError) -> String {
    let declared = resolver.origins.filter(\.isUniversalLink)
    var origins: [LinkOrigin] = []
    for domain in domains {
      guard let origin = declared.first(where: { $0.host == domain.lowercased() }) else {
        throw AssociationError(
          reason: "'\(domain)' is not a universal-link domain of this app; its domains are "
            + (declared.isEmpty ? "none" : declared.map { "'\($0.host)'" }.joined(separator: ", ")))
      }
      origins.append(origin)
    }
    if origins.isEmpty { origins = declared }
    guard let prefix = origins.first?.pathPrefix else {
      throw AssociationError(reason: "this app declares no universal-link domain")
    }
    guard origins.allSatisfy({ $0.pathPrefix == prefix }) else {
      throw AssociationError(
        reason: "the domains' path prefixes differ ("
          + origins.map { "\($0.host): '\($0.pathPrefix)'" }.joined(separator: ", ")
          + "); write one file per domain")
    }
    // A container's entry is the pattern with no route and no value: `/tasks`,
    // `/scene/window/preferences`, `/flow/checkout`.
    let containers = patterns(resolver, hiding: hidden).filter {
      $0.route == nil && !$0.pattern.contains("{")
    }
    let components = containers.flatMap { container in
      [
        Component(path: prefix + container.pattern, comment: container.description),
        Component(
          path: prefix + container.pattern + "/*",
          comment: "what \(container.pattern) shows, its routes nested as links nest them"),
      ]
    }
    return encode(
      AppLinks(
        applinks: AppLinks.Body(details: [
          AppLinks.Details(
            appIDs: appIDs.isEmpty ? ["TEAMID.BUNDLEID"] : appIDs, components: components)
        ])))
  }

  /// Whether `text` reads as an app identifier: a team ID of ten letters and digits, a dot, and
  /// a bundle ID of letters, digits, `-` and `.`.
  public static func isAppID(_ text: String) -> Bool {
    let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
    guard parts.count == 2, parts[0].count == 10, !parts[1].isEmpty else { return false }
    return parts[0].allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
      && parts[1].allSatisfy {
        $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == ".")
      }
  }

  /// A pattern with each `{value}` written `*`.
  package static func wildcarded(_ pattern: String) -> String {
    var result = ""
    var depth = 0
    for character in pattern {
      switch character {
      case "{":
        if depth == 0 { result.append("*") }
        depth += 1
      case "}": depth = max(0, depth - 1)
      default: if depth == 0 { result.append(character) }
      }
    }
    return result
  }

  static func encode(_ value: some Encodable) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(value) else { return "{}\n" }
    return String(decoding: data, as: UTF8.self) + "\n"
  }
}
