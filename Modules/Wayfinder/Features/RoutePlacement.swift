/// The app's say in where a route goes: only the app knows which tab a route lives in and how a
/// route is presented beyond its declared default.
public struct RoutePlacement: Sendable {
  /// The tab that each module's pushed routes live in. A push of such a route from another tab
  /// first selects this tab; modal routes are presented where the user is.
  public var homeTabs: [ModuleKey: TabID]
  /// Styles that replace a route case's declared default, by module and case name.
  public var styles: [ModuleKey: [String: PresentationStyle]]

  /// Creates a placement.
  /// - Parameters:
  ///   - homeTabs: The tab of each module's pushed routes.
  ///   - styles: Style overrides by module and case name.
  public init(
    homeTabs: [ModuleKey: TabID] = [:], styles: [ModuleKey: [String: PresentationStyle]] = [:]
  ) {
    self.homeTabs = homeTabs
    self.styles = styles
  }
}
