/// The app's say in where routes go: which tab or scene each route enum lives in, and how a route
/// is presented beyond its declared default. Only the app knows this; a feature says what its
/// routes are, never where they appear.
///
/// Each route enum is placed once, and the bus builder reads every answer from that one place:
/// the tab a pushed route selects first, the tabs and scenes whose links reach the enum's routes
/// (``NavigationBus/Builder/openLinks(scheme:host:origins:queryPolicy:movedLinks:)``), and the root of each
/// tab when the builder makes the first state (``NavigationBus/Builder/build(entitlements:)``).
///
/// ```swift
/// let placement: RoutePlacement = [
///   .tab(RecipesRoute.self, "recipes", root: .list),
///   .tab(ShoppingRoute.self, "shopping", root: .list),
///   .overTabs(UpgradeRoute.self),  // the offer, over whichever tab the user is in
/// ]
/// ```
public struct RoutePlacement: Sendable, ExpressibleByArrayLiteral {
  /// The tab that each module's pushed routes live in. A push of such a route from another tab
  /// first selects this tab; modal routes are presented where the user is.
  public var homeTabs: [ModuleKey: TabID]
  /// Styles that replace a route case's declared default, by module and case name.
  public var styles: [ModuleKey: [String: PresentationStyle]]
  /// The route enums placed by ``tab(_:_:root:)``, ``overTabs(_:_:)`` and ``scene(_:_:)``, in
  /// order.
  package private(set) var places: [Place] = []

  /// Where one route enum was placed.
  package struct Place: Sendable {
    /// The route enum's module.
    package let module: ModuleKey
    /// The tab its pushed routes live in, if any.
    package let homeTab: TabID?
    /// The scene its routes live in, if any.
    package let scene: SceneID?
    /// The tabs over which its routes may appear without a home tab; `nil` for every tab.
    let overTabs: [TabID]?
    /// The root of its home tab, if it is one of its routes.
    let root: AnyRoute?
    /// The enum's routes as links read and write them.
    let routes: RouteRegistration
  }

  /// Creates a placement from tables.
  /// - Parameters:
  ///   - homeTabs: The tab of each module's pushed routes.
  ///   - styles: Style overrides by module and case name.
  public init(
    homeTabs: [ModuleKey: TabID] = [:], styles: [ModuleKey: [String: PresentationStyle]] = [:]
  ) {
    self.homeTabs = homeTabs
    self.styles = styles
  }

  /// The placement of one route enum.
  private init(_ place: Place) {
    self.init(homeTabs: [:])
    places = [place]
  }

  /// The placements of several route enums together.
  /// - Parameter elements: The placements; for a module placed twice, the first one counts.
  public init(arrayLiteral elements: RoutePlacement...) {
    self.init(homeTabs: [:])
    for element in elements {
      homeTabs.merge(element.homeTabs) { first, _ in first }
      styles.merge(element.styles) { first, _ in first }
      places += element.places
    }
  }

  /// A route enum that lives in a tab: its pushed routes select the tab first, its links start
  /// with the tab, and `root`, if given, is the bottom of the tab's stack.
  /// - Parameters:
  ///   - route: The route enum.
  ///   - tab: The tab.
  ///   - root: The tab's root screen, if it is one of this enum's routes.
  /// - Returns: The placement.
  public static func tab<Route: NavigationRoute>(
    _ route: Route.Type, _ tab: TabID, root: Route? = nil
  ) -> RoutePlacement {
    var placement = RoutePlacement(
      Place(
        module: Route.moduleKey, homeTab: tab, scene: nil, overTabs: nil,
        root: root.map(AnyRoute.init), routes: RouteRegistration(Route.self)))
    placement.homeTabs = [Route.moduleKey: tab]
    return placement
  }

  /// A route enum whose routes appear over a tab without a home of their own (sign-in, a
  /// paywall, an onboarding sheet): presented where the user is, and reached by links of
  /// each of `tabs`.
  /// - Parameters:
  ///   - route: The route enum.
  ///   - tabs: The tabs; every tab of the shell when omitted.
  /// - Returns: The placement.
  public static func overTabs<Route: NavigationRoute>(
    _ route: Route.Type, _ tabs: [TabID]? = nil
  ) -> RoutePlacement {
    RoutePlacement(
      Place(
        module: Route.moduleKey, homeTab: nil, scene: nil, overTabs: tabs, root: nil,
        routes: RouteRegistration(Route.self)))
  }

  /// A route enum whose routes live in a scene: a window, the settings pane, an immersive space.
  /// - Parameters:
  ///   - route: The route enum.
  ///   - scene: The scene.
  /// - Returns: The placement.
  public static func scene<Route: NavigationRoute>(
    _ route: Route.Type, _ scene: SceneID
  ) -> RoutePlacement {
    RoutePlacement(
      Place(
        module: Route.moduleKey, homeTab: nil, scene: scene, overTabs: nil, root: nil,
        routes: RouteRegistration(Route.self)))
  }

  /// The roots of the tabs, as the placed route enums give them.
  var tabRoots: [TabID: AnyRoute] {
    var roots: [TabID: AnyRoute] = [:]
    for place in places {
      if let tab = place.homeTab, let root = place.root, roots[tab] == nil { roots[tab] = root }
    }
    return roots
  }

  /// Adds every placed route enum to a link resolver: in its home tab, over its tabs, or in its
  /// scene.
  func addLinks(to builder: inout DeepLinkResolverBuilder, tabs: [TabID]) {
    for place in places {
      if let tab = place.homeTab {
        builder.addRoutes(place.routes, to: .tab(tab), root: place.root)
      } else if let scene = place.scene {
        builder.addRoutes(place.routes, to: .scene(scene))
      } else {
        for tab in place.overTabs ?? tabs { builder.addRoutes(place.routes, to: .tab(tab)) }
      }
    }
  }
}

extension RoutePlacement {
  /// The first home tab, by module, that is not one of the shell's tabs: the one placement
  /// mistake that both ways of building a bus refuse.
  /// - Parameter tabs: The shell's tabs.
  /// - Returns: The module and the tab it names, or `nil` when every home tab exists.
  func unknownHomeTab(among tabs: [TabID]) -> (module: ModuleKey, tab: TabID)? {
    let unknown = homeTabs.sorted { $0.key < $1.key }.first { !tabs.contains($0.value) }
    return unknown.map { (module: $0.key, tab: $0.value) }
  }
}
