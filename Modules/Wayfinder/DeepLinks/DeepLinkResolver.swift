public import Foundation

/// Turns links into typed navigation and states back into links, from one set of declarations.
///
/// Build one with ``DeepLinkResolverBuilder``; it is immutable and `Sendable`, and resolving is
/// pure, so any thread may use it without locks.
///
/// ## Grammar
///
/// ```text
/// {scheme}://{host}/{tab}[/{route}...][?present={style}]
/// {scheme}://{host}/flow/{flow}[/step/{step-name-or-number}]
/// {scheme}://{host}/scene/{kind}/{id}[/{route}...][?present={style}]
/// {route} = {case}[;{style}][;{label}={value}...][/{value}...]
/// ```
///
/// ## Rules
///
/// - **The tab comes first, always.** A link that starts with a route is rejected: with a
///   suggestion when one tab has the route, as ambiguous when several do.
/// - **The tab's root route is implied.** `/tasks` is the tab at its root and
///   `/tasks/detail/42` pushes `detail` over the root. A link may name the root first
///   (`/tasks/list` when the root is `list`): the first route is read as the root when it equals
///   the root route and names no style. The canonical link leaves the root out, except when the
///   first route above it equals it and has no style of its own (`/tasks/list/list`).
/// - **A scene link names its root.** The first route after `/scene/{kind}/{id}` is the root of
///   the scene's stack and takes no style; without routes the scene shows its own root screen.
/// - **Values.** A route's values follow its case name, one segment each, in declaration order.
///   A value whose label and type the route before it also has is left out and taken from that
///   route (`/tasks/detail/42/edit` is `edit(id: "42")`); when it differs it is written in the
///   case segment as `;label=value` (`/tasks/detail/42/edit;id=7`). The canonical link leaves
///   out every value it can.
/// - **Styles.** Each route takes its declared default style when it is modal (sheet, full
///   screen, popover, ornament) and `push` otherwise. Another style is written after the case
///   name, `edit;fullscreen`, except on the last route, which takes `?present=fullscreen`; the
///   canonical link writes no style equal to the default. A link carries `push`, `sheet`,
///   `fullscreen`, `popover` and `ornament` by name only: detents, anchor and edge are the
///   route's declared ones when its default has the same name, else large, bounds, bottom.
///   Scenes are reached with `/scene/` links, never with a style.
/// - **Origins.** Every declared origin (``LinkOrigin``: the custom scheme and host given to
///   the builder, then each added one, such as a universal-link domain with its path prefix)
///   opens the same states. An empty port or the scheme's default port (`443` for `https`)
///   is accepted; user information, another port or an undeclared host is a foreign link.
/// - **Case.** Everything after the origin is case-sensitive, byte for byte, for every tab,
///   route, flow, step and scene; `/Tasks` is an unknown tab (with a hint). The scheme and host
///   are case-insensitive, as RFC 3986 says.
/// - **Trailing slash.** A `/` after the last route, after a tab or after a flow link is
///   accepted; after a route whose last value is missing it is that value, the empty string
///   (`/tasks/detail/` is `detail(id: "")`), as the canonical link writes it.
/// - **Encoding.** Values are percent-encoded as RFC 3986 requires for a path segment:
///   generation keeps `A-Z a-z 0-9 - . _ ~ : @` and the sub-delimiters but `;`
///   (`! $ & ' ( ) * + , =`), and writes every other UTF-8 byte as `%XX` (upper-case hex), and a
///   value `.` or `..` as `%2E`, so any string (`/ ? # % ;`, spaces, the empty string, any
///   Unicode) comes back unchanged. Parsing accepts any valid encoding, so a value encoded with
///   Foundation's `.urlPathAllowed` (which leaves `+`, `&` and `=` as they are) opens too.
/// - **Query.** `present=` is the grammar's only item. Every other item is captured or refused
///   by the app's ``LinkQueryPolicy``; captured items reach the middlewares and observers
///   (``NavigationRequest/linkParameters``), never the state or the canonical link. An empty
///   query (`?`) and empty items (`&&`) are accepted. `+` in an item is a plus, as RFC 3986 and
///   `URLComponents` read it. A fragment is rejected.
/// - **Limits.** At most ``maximumLength`` bytes and ``maximumDepth`` routes.
/// - **Guards.** A tab or route whose requirement the user does not meet is `blocked`; a hidden
///   tab answers exactly as a tab that does not exist. Every requirement met is listed in the
///   resolution so that the guards of the intent bus can check it again.
public struct DeepLinkResolver: Sendable {
  /// The longest link accepted, in UTF-8 bytes: the length that browsers, mail and message apps
  /// are known to keep intact.
  public static let maximumLength = 2_048
  /// The most routes one link may name: deeper than any screen a person can follow.
  public static let maximumDepth = 32

  let tables: DeepLinkTables
  /// The app's shell, for which tabs are hidden from a user.
  let shell: ShellConfiguration

  init(tables: DeepLinkTables, shell: ShellConfiguration) {
    self.tables = tables
    self.shell = shell
  }

  /// What canonical links start with unless asked otherwise: the builder's `scheme://host`,
  /// for example `myapp://app`.
  public var prefix: String { tables.prefix }

  /// Every origin whose links open, the builder's custom scheme first.
  public var origins: [LinkOrigin] { tables.origins.map(\.origin) }

  /// What the app does with query items that are not navigation.
  public var queryPolicy: LinkQueryPolicy { tables.queryPolicy }

  /// The first universal-link origin, for links meant to be shared (a web browser opens them
  /// when the app is not installed); `nil` when none is declared.
  public var sharingOrigin: LinkOrigin? { origins.first(where: \.isUniversalLink) }

  /// Checks that a link opens for a user, without opening it: for tools that answer without a
  /// bus, such as a check of the links in a marketing email. A hidden tab answers as a tab that
  /// does not exist, and an unmet requirement is an error. In the app, send the link to the bus
  /// (`NavigationIntent.link`), where the guards redirect instead.
  ///
  /// ```swift
  /// try resolver.check("myapp://app/tasks/detail/42", for: store)
  /// ```
  /// - Parameters:
  ///   - link: The link.
  ///   - entitlements: What the user has.
  /// - Throws: An error saying what is wrong and at which segment, counted from 1 after the
  ///   host, with a suggestion where one is close: `segment 1: no tab 'Tsks'; did you mean 'tasks'?`.
  public func check(_ link: String, for entitlements: any EntitlementProvider) throws {
    _ = try resolve(link, entitlements: entitlements)
  }

  /// ``check(_:for:)-(String,_)`` for a `URL`, such as the one `onOpenURL` hands over.
  /// - Parameters:
  ///   - url: The link.
  ///   - entitlements: What the user has.
  /// - Throws: An error saying what is wrong and where.
  public func check(_ url: URL, for entitlements: any EntitlementProvider) throws {
    _ = try resolve(url.absoluteString, entitlements: entitlements)
  }

  /// Resolves a link into a typed target and the commands that open it, and says what it needs:
  /// a pure parse that leaves every requirement to the guards, which the bus runs it through.
  ///
  /// ```swift
  /// let resolution = try resolver.resolve(
  ///   "myapp://app/tasks/detail/42", hiding: shell.hiddenTabs(for: store))
  /// resolution.target  // .tab("tasks", routes: [push tasks/detail/42])
  /// ```
  /// - Parameters:
  ///   - link: The link.
  ///   - hidden: The tabs hidden from the user (``ShellConfiguration/hiddenTabs(for:)``): they
  ///     answer as tabs that do not exist and are never suggested.
  /// - Returns: The target, the requirements it meets and the commands.
  /// - Throws: ``DeepLinkError`` saying what is wrong and where.
  package func resolve(
    _ link: String, hiding hidden: Set<TabID> = []
  ) throws(DeepLinkError) -> DeepLinkResolution {
    try parse(link, entitlements: nil, hidden: hidden)
  }

  /// Resolves a link for a user and checks its requirements too, for tools that answer without
  /// a bus (a link checker): a hidden tab answers as a tab that does not exist, and an unmet
  /// requirement is ``DeepLinkError/blocked(segment:requirement:)``.
  ///
  /// ```swift
  /// let resolution = try resolver.resolve("myapp://app/tasks/detail/42", entitlements: store)
  /// ```
  /// - Parameters:
  ///   - link: The link.
  ///   - entitlements: What the user has.
  /// - Returns: The target, the requirements met and the commands.
  /// - Throws: ``DeepLinkError`` saying what is wrong and where.
  package func resolve(
    _ link: String, entitlements: any EntitlementProvider
  ) throws(DeepLinkError) -> DeepLinkResolution {
    try parse(link, entitlements: entitlements, hidden: shell.hiddenTabs(for: entitlements))
  }

  private func parse(
    _ link: String, entitlements: (any EntitlementProvider)?, hidden: Set<TabID>
  ) throws(DeepLinkError) -> DeepLinkResolution {
    let length = link.utf8.count
    guard length <= Self.maximumLength else {
      throw .tooLong(length: length, limit: Self.maximumLength)
    }
    do {
      return try parseAsItIs(link, entitlements: entitlements, hidden: hidden)
    } catch {
      // A link the current grammar refuses may be of an old shape the app declared: it opens
      // what that shape now opens, through the same checks, whose refusal is then the answer.
      // A link of no old shape keeps its own refusal.
      guard let moved = movedLink(for: link) else { throw error }
      return try parseAsItIs(moved, entitlements: entitlements, hidden: hidden)
    }
  }

  private func parseAsItIs(
    _ link: String, entitlements: (any EntitlementProvider)?, hidden: Set<TabID>
  ) throws(DeepLinkError) -> DeepLinkResolution {
    var link = link
    let result = link.withUTF8 { bytes in
      var parser = LinkParser(
        tables: tables, bytes: bytes, entitlements: entitlements, hidden: hidden)
      return Result { () throws(DeepLinkError) in try parser.parse() }
    }
    return try result.get()
  }

  /// The link with its path written in the current shape, when an old shape the app declared
  /// reads it (``DeepLinkResolverBuilder/addMovedLink(_:opens:)``); else `nil`.
  private func movedLink(for link: String) -> String? {
    guard !tables.moved.isEmpty else { return nil }
    var link = link
    let path = link.withUTF8 { bytes in
      try? LinkParser(tables: tables, bytes: bytes, entitlements: nil, hidden: []).pathRange()
    }
    guard let path else { return nil }
    let utf8 = Array(link.utf8)
    let pathText = String(decoding: utf8[path], as: UTF8.self)
    for moved in tables.moved {
      guard let current = moved.rewrite(pathText[...], knownNames: tables.knownNames) else {
        continue
      }
      return String(decoding: utf8[..<path.lowerBound], as: UTF8.self) + current
        + String(decoding: utf8[path.upperBound...], as: UTF8.self)
    }
    return nil
  }

  /// A state in which every tab shows its root route, the first tab selected.
  /// - Returns: The state, or `nil` when no tab is declared.
  public func makeInitialState() -> NavigationState? {
    let tabs = tables.containers.prefix(tables.tabCount).compactMap { container -> TabState? in
      guard case .tab(let id) = container.id else { return nil }
      return TabState(id: id, root: container.root)
    }
    guard !tabs.isEmpty else { return nil }
    return NavigationState(tabs: Array(tabs))
  }

  /// The commands that open a target from any state: select the tab and bring it back to its
  /// root, or open the scene afresh, then push and present the routes in order.
  static func commands(
    for target: DeepLinkTarget, root: AnyRoute?, immersion: PresentationStyle.Immersion?
  ) -> [NavigationCommand] {
    switch target {
    case .tab(let tab, let routes):
      var then: [NavigationCommand] = []
      then.reserveCapacity(routes.count + 2)
      then.append(.reselectTab)
      if let root { then.append(.replace(root)) }
      for linked in routes { then.append(command(linked)) }
      return [.selectTab(tab, then: then)]
    case .scene(let scene, let routes):
      guard let first = routes.first else {
        // Closing and opening again is the only way to bring an open scene back to its own
        // root screen.
        return [
          .openScene(scene, root: nil, immersion: immersion), .closeScene(scene),
          .openScene(scene, root: nil, immersion: immersion),
        ]
      }
      var commands: [NavigationCommand] = [
        .openScene(scene, root: first.route, immersion: immersion), .dismissAll, .popToRoot,
      ]
      for linked in routes.dropFirst() { commands.append(command(linked)) }
      return commands
    case .flow:
      return []
    }
  }

  private static func command(_ linked: LinkedRoute) -> NavigationCommand {
    linked.style == .push ? .push(linked.route) : .present(linked.route, style: linked.style)
  }
}
