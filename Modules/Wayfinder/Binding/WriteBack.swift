public import Foundation

/// What a renderer reports after the user moved it: evidence of a change the UI already shows,
/// which ``NavigationViewModel/report(_:)`` turns into an intent through the bus.
///
/// Identities are those of the ``NavigationProjection`` the renderer drew.
public enum WriteBack: Hashable, Sendable, CustomStringConvertible {
  /// A stack now shows these entries, root first: a back swipe or a back button shortened it
  /// (a `NavigationStack` path setter).
  case path(layer: Int, entries: [Int])
  /// A modal layer was dismissed (swiped down, tapped outside), or a scene shown as a layer
  /// was; a scene's base layer dismissed means the scene closed.
  case dismissed(layer: Int)
  /// Another tab was selected in the tab bar (a `TabView` selection setter).
  case selectedTab(TabID)
  /// The selected tab was tapped again, which on iOS takes it back to its root.
  case reselectedTab(TabID)
  /// The system closed a scene: a window closed, an immersive space dismissed.
  case closedScene(SceneID)
  /// The system handed the app a link (`onOpenURL`, a universal link).
  case openedURL(String)
  /// The system continued a user activity: a universal link (`NSUserActivityTypeBrowsingWeb`
  /// with the page's URL), or one the app advertised (``AppActivity``) on this device or
  /// another, with its link (the web page URL, or ``AppActivity/linkKey`` in its `userInfo`).
  /// The link opens when the app continues the type (``NavigationViewModel/activityTypes``).
  case continuedActivity(type: String, link: String?)
  /// A screen changed its own route's values (a pager, a search query kept in its route): the entry on top of the
  /// focused layer now carries `route`, a route of the same case. It is sent as a replacement
  /// through the chain, so the guards and observers see it.
  case edited(entry: Int, route: AnyRoute)

  /// The system handed the app a link as a `URL` (`onOpenURL`, a scene's URL context).
  /// - Parameter url: The link, unchanged.
  /// - Returns: The write-back.
  public static func openedURL(_ url: URL) -> WriteBack { .openedURL(url.absoluteString) }

  /// What a tap on a tab in the tab bar reports: the selected tab tapped again goes back to
  /// its root, as a tab bar does; another tab is selected.
  /// - Parameters:
  ///   - tab: The tab tapped.
  ///   - projection: What is drawn.
  /// - Returns: The write-back.
  package static func tapped(_ tab: TabID, in projection: NavigationProjection) -> WriteBack {
    tab == projection.selectedTab ? .reselectedTab(tab) : .selectedTab(tab)
  }

  public var description: String {
    switch self {
    case .path(let layer, let entries):
      return "path of layer \(layer): [\(entries.map(String.init).joined(separator: ", "))]"
    case .dismissed(let layer): return "layer \(layer) dismissed"
    case .selectedTab(let tab): return "tab '\(tab)' selected"
    case .reselectedTab(let tab): return "tab '\(tab)' reselected"
    case .closedScene(let scene): return "scene '\(scene)' closed"
    case .openedURL(let url): return "opened \(url)"
    case .continuedActivity(let type, let link):
      return "continued \(type)" + (link.map { " at \($0)" } ?? "")
    case .edited(let entry, let route): return "entry \(entry) edited to \(route)"
    }
  }
}

/// What became of a ``WriteBack``.
public enum WriteBackOutcome: Equatable, Sendable, CustomStringConvertible {
  /// It was sent through the bus as an intent; when the outcome is not `.applied`, the chain
  /// refused it and the renderer draws the projection again (the UI moves back).
  case sent(NavigationIntent, IntentOutcome)
  /// It says nothing new (the state already shows it) or comes too late (what it names is
  /// gone): nothing was sent.
  case ignored(reason: String)
  /// A link that arrived before the renderer's root exists, kept until
  /// ``NavigationViewModel/rootAppeared()`` opens it.
  case held
  /// It describes a change that no renderer of this projection can report (a longer or
  /// reordered path, a tab's base stack dismissed): a renderer's bug; nothing was sent.
  case impossible(reason: String)

  public var description: String {
    switch self {
    case .sent(let intent, let outcome): return "\(intent): \(outcome)"
    case .ignored(let reason): return "ignored: \(reason)"
    case .held: return "held until the app is ready"
    case .impossible(let reason): return "impossible: \(reason)"
    }
  }
}
