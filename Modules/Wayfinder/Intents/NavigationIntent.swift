public import Foundation

/// What some source of intent (a handle call, an interaction, a link, a restored snapshot) asks
/// of navigation, before the middleware chain and the module router have decided anything.
public enum NavigationIntent: Equatable, Sendable, CustomStringConvertible {
  /// Show a route, in the given style or, when `nil`, as the app decides, moving in with the
  /// given transition or, when `nil`, the one the route's case declares.
  case show(AnyRoute, style: PresentationStyle?, transition: ScreenTransition? = nil)
  /// Dismiss the top presentation.
  case dismiss
  /// Pop the top route of the focused stack.
  case pop
  /// Pop the focused stack to its root.
  case popToRoot
  /// The system back gesture: a flow's step back when a flow's step with a step before it is
  /// on top; else pop, or dismiss when the focused stack is at its root.
  case back
  /// Back to the nearest screen that matches, in the focused stack or under the presentations
  /// above it: the layers over it are dismissed and its stack is popped to it. The guards check the screen each step reveals.
  case backTo(RouteQuery)
  /// Select a tab.
  case selectTab(TabID)
  /// Navigation that is already decided.
  case commands([NavigationCommand])
  /// A feature's interaction; the app's mapping or the module's router turns it into an intent.
  case interaction(AnyInteraction)
  /// A deep link, resolved by the app's link resolver.
  case link(String)
  /// A saved state to show again, re-checked by every guard first.
  indirect case restore(NavigationState)
  /// A flow move: the app's ``FlowEngine`` decides what it means, the guards check the flow's
  /// and its steps' requirements.
  case flow(FlowRequest)

  /// Shows a typed route as the app decides.
  /// - Parameters:
  ///   - route: The route.
  ///   - transition: How this one showing moves in; `nil` for the one the route's case declares.
  /// - Returns: The intent.
  public static func show<Route: NavigationRoute>(
    _ route: Route, transition: ScreenTransition? = nil
  ) -> NavigationIntent {
    .show(AnyRoute(route), style: nil, transition: transition)
  }

  /// Opens a link as a `URL`, such as the one `onOpenURL` or a scene's URL context hands over.
  /// - Parameter url: The link.
  /// - Returns: The intent.
  public static func link(_ url: URL) -> NavigationIntent { .link(url.absoluteString) }

  /// Opens the link of a continued user activity: a universal link, which the system hands over
  /// as an activity of type `NSUserActivityTypeBrowsingWeb` with the page's URL.
  /// - Parameters:
  ///   - activityType: The activity's type.
  ///   - webpageURL: The activity's web page URL.
  /// - Returns: The intent, or `nil` when the activity is not a browsed web page with a URL.
  public static func link(activityType: String, webpageURL: URL?) -> NavigationIntent? {
    guard activityType == browsingWebActivityType, let webpageURL else { return nil }
    return .link(webpageURL)
  }

  /// The value of Foundation's `NSUserActivityTypeBrowsingWeb`, which Foundation declares on
  /// Apple platforms only.
  static let browsingWebActivityType = "NSUserActivityTypeBrowsingWeb"

  /// A link as a description writes it: each query item by its name only, since a value may be
  /// a secret (`?utm_source&invite`); a fragment is left out.
  static func describing(link: String) -> String {
    guard let query = link.firstIndex(of: "?") else { return link }
    let items = link[link.index(after: query)...].prefix { $0 != "#" }
      .split(separator: "&", omittingEmptySubsequences: false)
      .map { $0.prefix { $0 != "=" } }
    return link[..<query] + "?" + items.joined(separator: "&")
  }

  public var description: String {
    switch self {
    case .show(let route, let style, let transition):
      return "show \(route)" + (style.map { " as \($0)" } ?? "")
        + (transition.map { " with \($0)" } ?? "")
    case .dismiss: return "dismiss"
    case .pop: return "pop"
    case .popToRoot: return "pop to root"
    case .back: return "back"
    case .backTo(let query): return "back to \(query)"
    case .selectTab(let tab): return "select tab \(tab)"
    case .commands(let commands): return commands.map(\.description).joined(separator: "; ")
    case .interaction(let interaction): return "interaction \(interaction)"
    case .link(let link): return "open " + Self.describing(link: link)
    case .restore: return "restore snapshot"
    case .flow(let request): return request.description
    }
  }
}

#if canImport(Darwin)
extension NavigationIntent {
  /// Opens the link of a continued user activity as the system hands it over: a universal
  /// link is an activity of type `NSUserActivityTypeBrowsingWeb` with the page's URL. (Apple
  /// platforms only: Foundation elsewhere has no user activities; see
  /// ``link(activityType:webpageURL:)``.)
  /// - Parameter activity: The activity.
  /// - Returns: The intent, or `nil` when the activity is not a browsed web page with a URL.
  public static func link(_ activity: NSUserActivity) -> NavigationIntent? {
    link(activityType: activity.activityType, webpageURL: activity.webpageURL)
  }
}
#endif

extension NavigationIntent {
  /// Closing the top `levels` presented layers, named as the user's gesture is: `dismiss` for
  /// the top layer alone (a close button), a command for more. The view model's write-backs and a
  /// resumed request that closes what its redirect showed both use it, so observers see one name.
  static func dismissing(levels: Int) -> NavigationIntent {
    levels == 1 ? .dismiss : .commands([.dismiss(levels: levels)])
  }

  /// Going back `count` entries in a stack, named as the user's gesture is: `pop` for one (a
  /// back button), a command for more (a long press on it).
  static func popping(_ count: Int) -> NavigationIntent {
    count == 1 ? .pop : .commands([.pop(count: count)])
  }
}
