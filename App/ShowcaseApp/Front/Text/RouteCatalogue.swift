import Foundation
public import Wayfinder

/// The link catalogue in the formats the text front prints: text, JSON, and the components of
/// an apple-app-site-association file for universal links.
public enum RouteCatalogue {
  /// The formats.
  public enum Format: String, CaseIterable, Sendable {
    case text, json, aasa
  }

  /// The catalogue in a format.
  /// - Parameters:
  ///   - resolver: The app's resolver.
  ///   - format: The format.
  ///   - hidden: Tabs to leave out (their links are not published).
  /// - Returns: The text, ending in a newline.
  public static func render(
    _ resolver: DeepLinkResolver, as format: Format, hiding hidden: Set<TabID> = []
  ) -> String {
    switch format {
    case .text: return text(resolver, hiding: hidden)
    case .json: return json(resolver, hiding: hidden)
    case .aasa: return aasa(resolver, hiding: hidden)
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
    var exclude: Bool?
    var comment: String

    enum CodingKeys: String, CodingKey {
      case path = "/"
      case exclude
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

  /// The `applinks` part of an apple-app-site-association file: one component per pattern,
  /// with each value written `*`. Replace `TEAMID.BUNDLEID` with the app's identifier.
  public static func aasa(_ resolver: DeepLinkResolver, hiding hidden: Set<TabID> = []) -> String {
    var seen = Set<String>()
    // The system reads the components in order and stops at the first match: the hidden tabs'
    // paths come first, excluded, so that it never hands the app a link it would refuse.
    var components: [Component] = hidden.sorted { $0.rawValue < $1.rawValue }.flatMap { tab in
      ["/\(tab)", "/\(tab)/*"].map {
        Component(path: $0, exclude: true, comment: "hidden tab \(tab): not published")
      }
    }
    for pattern in patterns(resolver, hiding: hidden) {
      let path = wildcarded(pattern.pattern)
      guard seen.insert(path).inserted else { continue }
      components.append(Component(path: path, exclude: nil, comment: pattern.description))
    }
    return encode(
      AppLinks(
        applinks: AppLinks.Body(details: [
          AppLinks.Details(appIDs: ["TEAMID.BUNDLEID"], components: components)
        ])))
  }

  /// A pattern with each `{value}` written `*`.
  static func wildcarded(_ pattern: String) -> String {
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
