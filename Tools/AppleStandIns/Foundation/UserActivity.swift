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
  /// A string that identifies the activity to people.
  ///
  /// https://developer.apple.com/documentation/foundation/nsuseractivity/title
  /// (`var title: String? { get set }`).
  open var title: String?
  /// A dictionary that contains app-specific state information needed to continue an activity
  /// on another device.
  ///
  /// https://developer.apple.com/documentation/foundation/nsuseractivity/userinfo
  /// (`var userInfo: [AnyHashable : Any]? { get set }`).
  open var userInfo: [AnyHashable: Any]?
  /// A Boolean value that determines whether Handoff can continue the activity on another
  /// device; `true` by default.
  ///
  /// https://developer.apple.com/documentation/foundation/nsuseractivity/iseligibleforhandoff
  /// (`var isEligibleForHandoff: Bool { get set }`).
  open var isEligibleForHandoff = true
  /// How many times the activity was made current: the stand-in's record for tests.
  package private(set) var timesMadeCurrent = 0

  /// Marks the activity as the one currently in use by the user.
  ///
  /// https://developer.apple.com/documentation/foundation/nsuseractivity/becomecurrent()
  /// (`func becomeCurrent()`).
  open func becomeCurrent() { timesMadeCurrent += 1 }

  /// Creates a user activity object with the specified activity type.
  ///
  /// https://developer.apple.com/documentation/foundation/nsuseractivity/init(activitytype:)
  /// (`init(activityType: String)`).
  public init(activityType: String) {
    self.activityType = activityType
    super.init()
  }
}
