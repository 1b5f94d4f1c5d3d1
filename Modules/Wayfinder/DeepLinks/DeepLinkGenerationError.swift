/// Why a state or target has no link: it holds something that links cannot carry.
package enum DeepLinkGenerationError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The tab is not declared, or is hidden.
  case unknownTab(TabID)
  /// The scene is not declared.
  case unknownScene(SceneID)
  /// The flow or step is not declared.
  case unknownFlow(String, step: String?)
  /// The route is not one of the container's routes.
  case routeNotInContainer(AnyRoute, ContainerID)
  /// The route's values do not decode.
  case invalidRoute(AnyRoute, RouteDecodingError)
  /// The tab's base stack does not start at the tab's declared root route.
  case rootDiffers(tab: TabID, declared: AnyRoute?, found: AnyRoute?)
  /// A scene shows its own root screen but has routes above it, or a layer has no route.
  case missingRoot(ContainerID)
  /// The style's details (detents, anchor, edge) differ from what its name carries in a link.
  case styleNotExpressible(AnyRoute, style: PresentationStyle, linkStyle: PresentationStyle?)
  /// The scene's immersion differs from its declaration.
  case immersionDiffers(
    SceneID, declared: PresentationStyle.Immersion?, found: PresentationStyle.Immersion?)
  /// More routes than ``DeepLinkResolver/maximumDepth``.
  case tooDeep(routes: Int, limit: Int)
  /// The origin asked for is not one of the resolver's.
  case undeclaredOrigin(String)
  /// The link would be longer than ``DeepLinkResolver/maximumLength`` bytes.
  case tooLong(length: Int, limit: Int)
  /// The route's link starts with this value, which would read back as a route's name (or, when
  /// empty, as no segment at all).
  case valueReadsAsName(AnyRoute, value: String)
  /// The root of the focused scene has no link, so no link can open the scene.
  case unlinkableRoute(AnyRoute)

  package var description: String {
    switch self {
    case .unknownTab(let tab): return "no link: tab '\(tab)' is not declared for links"
    case .unknownScene(let scene): return "no link: scene '\(scene)' is not declared for links"
    case .unknownFlow(let flow, let step):
      return "no link: flow '\(flow)'" + (step.map { " step '\($0)'" } ?? "") + " is not declared"
    case .routeNotInContainer(let route, let container):
      return "no link: route \(route) is not registered in \(container)"
    case .invalidRoute(let route, let error):
      return "no link: route \(route) does not decode: \(error)"
    case .rootDiffers(let tab, let declared, let found):
      return "no link: tab '\(tab)' starts at \(found.map(\.description) ?? "its own root"), "
        + "not at its root \(declared.map(\.description) ?? "screen")"
    case .missingRoot(let container):
      return "no link: \(container) has routes above a stack without a root route"
    case .styleNotExpressible(let route, let style, let linkStyle):
      return "no link: \(route) is shown as \(style), but a link can only say "
        + (linkStyle.map { "\($0)" } ?? "push, sheet, fullscreen, popover or ornament")
    case .immersionDiffers(let scene, let declared, let found):
      return "no link: scene '\(scene)' is \(found.map(\.rawValue) ?? "not immersive"), "
        + "declared \(declared.map(\.rawValue) ?? "none")"
    case .tooDeep(let routes, let limit):
      return "no link: \(routes) routes, more than the \(limit) a link may carry"
    case .undeclaredOrigin(let origin):
      return "no link: origin '\(origin)' is not declared; add it to the resolver's builder"
    case .unlinkableRoute(let route):
      return "no link: '\(route)' carries values without a link form (\(route.kind))"
    case .valueReadsAsName(let route, let value):
      return "no link: \(route)'s link starts with its value '\(value)', which "
        + (value.isEmpty ? "leaves the segment empty" : "a link reads as a route's name")
    case .tooLong(let length, let limit):
      return "no link: it would be \(length) bytes, more than the \(limit) allowed"
    }
  }
}
