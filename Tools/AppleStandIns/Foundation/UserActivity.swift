public import Foundation

/// A representation of the state of your app at a moment in time. Foundation declares it on
/// Apple platforms; Foundation on Linux has no user activities.
///
/// Transcribed from https://developer.apple.com/documentation/foundation/nsuseractivity
/// (`class NSUserActivity`). Apple's is an `NSObject` subclass, and so is this one: two
/// activities are equal only when they are the same object, and a set of them (as
/// `UIScene.ConnectionOptions.userActivities` holds) hashes them by identity.
open class NSUserActivity: NSObject {
  /// The activity type.
  ///
  /// https://developer.apple.com/documentation/foundation/nsuseractivity/activitytype
  /// (`var activityType: String { get }`).
  public let activityType: String
  /// The webpage to load in a browser to continue the activity.
  ///
  /// https://developer.apple.com/documentation/foundation/nsuseractivity/webpageurl
  /// (`var webpageURL: URL? { get set }`).
  open var webpageURL: URL?

  /// Creates a user activity object with the specified activity type.
  ///
  /// https://developer.apple.com/documentation/foundation/nsuseractivity/init(activitytype:)
  /// (`init(activityType: String)`).
  public init(activityType: String) {
    self.activityType = activityType
    super.init()
  }
}

// Apple's name, not this project's style.
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The activity type you use when continuing from a web browsing session to either a web
/// browser or a native app.
///
/// https://developer.apple.com/documentation/foundation/nsuseractivitytypebrowsingweb
/// (`let NSUserActivityTypeBrowsingWeb: String`).
public let NSUserActivityTypeBrowsingWeb = "NSUserActivityTypeBrowsingWeb"
