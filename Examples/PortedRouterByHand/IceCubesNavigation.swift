// Examples/PortedRouter/IceCubesNavigation.swift, copied by Tools/BuildCost/write-by-hand.sh.

public import Wayfinder

/// IceCubes' navigation put together: its tabs, its two windows, its four destination enums and
/// the bus that shows them.
///
/// ```swift
/// let bus = try IceCubesNavigation.makeBus()
/// LiveRouterNavigation(sink: bus).showStatusDetail(id: "109")
/// LiveSheetNavigation(sink: bus).showNewStatusEditor(visibility: .pub)
/// ```
public enum IceCubesNavigation {
  /// Some of the app's tabs, in its order.
  public static let tabs: [TabID] = ["timeline", "notifications", "explore", "messages", "profile"]

  /// The tab that pushed destinations live in.
  public static let homeTab: TabID = "timeline"

  /// The editor window, which `WindowDestinationEditor` opens.
  public static let editorWindow = SceneID.window("editor")

  /// The media window, which `WindowDestinationMedia` opens.
  public static let mediaWindow = SceneID.window("media")

  /// The tabs and the two windows.
  public static let shell = ShellConfiguration(
    tabs: tabs.map { TabDeclaration($0) },
    scenes: [SceneDeclaration(editorWindow), SceneDeclaration(mediaWindow)])

  /// Pushed destinations and sheets live in the timeline tab. A sheet is presented where the
  /// user is; a push from another tab first selects the timeline.
  public static let placement = RoutePlacement(homeTabs: [
    RouterDestination.moduleKey: homeTab, SheetDestination.moduleKey: homeTab,
  ])

  /// The four destination enums, each screen drawn as its route's description.
  /// - Returns: The registration, for the bus builder.
  public static func registration() -> FeatureRegistration {
    FeatureRegistration("icecubes")
      .routes(RouterDestination.self) { route, _ in Screen(title: "\(AnyRoute(route))") }
      .routes(SheetDestination.self) { route, _ in Screen(title: "\(AnyRoute(route))") }
      .routes(WindowDestinationEditor.self) { route, _ in Screen(title: "\(AnyRoute(route))") }
      .routes(WindowDestinationMedia.self) { route, _ in Screen(title: "\(AnyRoute(route))") }
  }

  /// A state in which every tab shows its own root screen and the timeline is selected.
  public static func initialState() -> NavigationState { NavigationState(tabs: tabs) }

  /// Builds the app's bus.
  /// - Parameters:
  ///   - state: The state to start from; the initial state when `nil`.
  ///   - links: The resolver of the links the bus opens, if any.
  ///   - placement: Where routes go; ``placement`` when omitted. Without a home tab for
  ///     `RouterDestination`, a push goes onto the tab on screen, as in the app.
  /// - Returns: The bus.
  /// - Throws: ``BusConfigurationError`` when the declarations disagree, for example a window
  ///   route that carries a transient value.
  @MainActor
  public static func makeBus(
    state: NavigationState? = nil, links: DeepLinkResolver? = nil,
    placement: RoutePlacement = placement
  ) throws -> NavigationBus {
    var builder = NavigationBus.Builder(shell: shell, placement: placement)
    builder.register(feature: registration())
    if let links { builder.openLinks(with: links) }
    return try builder.build(
      store: NavigationStore(state: state ?? initialState(), entitlements: EntitlementStore()))
  }

  /// The resolver of the app's links: pushed destinations and sheets in every tab, each window
  /// with its own routes.
  /// - Parameter scheme: The link scheme.
  /// - Returns: The resolver.
  /// - Throws: An error naming a conflict between the declarations.
  public static func makeLinkResolver(scheme: String = "icecubes") throws -> DeepLinkResolver {
    var builder = DeepLinkResolverBuilder(scheme: scheme, host: "app", shell: shell)
    for tab in tabs {
      builder.addRoutes(RouterDestination.self, toTab: tab)
      builder.addRoutes(SheetDestination.self, toTab: tab)
    }
    builder.addRoutes(WindowDestinationEditor.self, toScene: editorWindow)
    builder.addRoutes(WindowDestinationMedia.self, toScene: mediaWindow)
    return try builder.build()
  }
}
