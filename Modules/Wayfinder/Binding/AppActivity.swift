public import Foundation

/// What the app advertises for the screen on top: the activity type of the screen's feature, the
/// screen's title and the link that opens it, so that another device can continue it (Handoff)
/// and the system can suggest it again.
///
/// A feature declares its type with ``FeatureRegistration/activity(_:)``, and the view model
/// gives the activity of what is on top (``NavigationViewModel/activity``). A renderer makes an
/// `NSUserActivity` of it: SwiftUI's `userActivity(_:isActive:_:)`, UIKit's
/// `UIScene.userActivity`. Continuing one on another device reports
/// ``WriteBack/continuedActivity(type:link:)``, which opens the link through the chain, so the
/// guards decide there as for any link.
///
/// ```swift
/// FeatureRegistration("tasks").routes(TasksRouter()).activity("com.example.tasks.viewing")
/// viewModel.activity  // com.example.tasks.viewing "Buy milk" https://example.com/tasks/1
/// ```
public struct AppActivity: Hashable, Sendable, CustomStringConvertible {
  /// The activity type: the feature's, which the app lists under `NSUserActivityTypes` in its
  /// Info.plist.
  public let type: String
  /// What the system shows: the title of the screen on top.
  public let title: String
  /// The canonical link of what is shown: in the resolver's sharing origin (a universal link)
  /// when the app declares one, so that a device without the app opens the website, else in the
  /// app's scheme.
  public let link: String

  /// The key under which a renderer keeps ``link`` in the activity's `userInfo`, so that an
  /// activity with a link in the app's own scheme, which cannot be a web page URL, still
  /// carries it.
  public static let linkKey = "link"

  /// The link as the activity's web page URL, when it is one (`https` or `http`): the system
  /// accepts no other scheme there.
  public var webpageURL: URL? {
    guard link.hasPrefix("https://") || link.hasPrefix("http://") else { return nil }
    return URL(string: link)
  }

  /// Creates an activity.
  /// - Parameters:
  ///   - type: The activity type.
  ///   - title: The title.
  ///   - link: The canonical link.
  public init(type: String, title: String, link: String) {
    self.type = type
    self.title = title
    self.link = link
  }

  public var description: String { "\(type) \"\(title)\" \(link)" }
}

extension FeatureRegistration {
  /// Advertises the feature's screens as user activities of `type`: whenever one of its routes
  /// is on top, ``NavigationViewModel/activity`` gives the activity, with the screen's title and
  /// the canonical link, and continuing an activity of this type opens its link.
  /// - Parameter type: The activity type, such as `com.example.tasks.viewing`, listed under
  ///   `NSUserActivityTypes` in the app's Info.plist.
  /// - Returns: The registration with its activity type.
  public func activity(_ type: String) -> FeatureRegistration {
    var copy = self
    copy.activityType = type
    return copy
  }
}

extension NavigationBus.Builder {
  /// One feature's activity: its type and the title of each of its routes' screens.
  struct AdvertisedActivity: Sendable {
    var type: String
    var title: @MainActor @Sendable (AnyRoute, any NavigationIntentSink) -> String?
  }
}

extension NavigationViewModel {
  /// What the app advertises now: the activity of the feature whose route is on top, with the
  /// screen's title (the route's description when the feature draws none) and the canonical
  /// link. `nil` when that feature declares no activity type, when the app opens no links, or
  /// when what is shown has no link (a route that carries a model). Observed: a renderer that
  /// reads it is told when it changes.
  public var activity: AppActivity? {
    let state = bus.store.state
    guard let route = state.topRoute,
      let advertised = bus.configuration.activities[route.module],
      let links = bus.links,
      let link = try? links.link(for: state, origin: links.sharingOrigin)
    else { return nil }
    return AppActivity(
      type: advertised.type, title: advertised.title(route, bus) ?? route.description, link: link)
  }

  /// The activity types the app continues: the system's `NSUserActivityTypeBrowsingWeb`, which
  /// carries universal links, then each feature's, sorted. A renderer registers a handler for
  /// each; the app lists the features' under `NSUserActivityTypes`.
  public var activityTypes: [String] {
    [NavigationIntent.browsingWebActivityType]
      + Set(bus.configuration.activities.values.map(\.type)).sorted()
  }
}
