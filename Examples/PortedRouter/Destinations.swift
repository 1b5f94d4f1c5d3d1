public import Foundation
public import PortedRouterModels
public import Wayfinder

// IceCubes' four destination enums, every case in the order the app declares it. The comment on
// each case says what its values make of it: linkable (a deep link), restorable (no link, but
// comes back after a relaunch) or transient (neither).

/// The screens IceCubes pushes onto a tab's stack.
@Route(path: "router")
public enum RouterDestination {
  /// An account by id. Linkable.
  case accountDetail(id: String)
  /// An account already loaded. Restorable.
  case accountDetailWithAccount(account: Account)
  /// The settings of a signed-in account. Restorable.
  case accountSettingsWithAccount(account: Account, appAccount: AppAccount)
  /// The media grid of an account, from the media already loaded. Transient: `MediaStatus` is
  /// not `Codable`.
  case accountMediaGridView(account: Account, initialMediaStatuses: [MediaStatus])
  /// A post by id. Linkable.
  case statusDetail(id: String)
  /// A post already loaded. Restorable.
  case statusDetailWithStatus(status: Status)
  /// A post on another server, by its URL. Linkable.
  case remoteStatusDetail(url: URL)
  /// A private conversation. Transient: `Conversation` is decodable only.
  case conversationDetail(conversation: Conversation)
  /// A hashtag's timeline; `account` is an account id. Linkable.
  case hashTag(tag: String, account: String?)
  /// A list's timeline. Restorable.
  case list(list: TimelineList)
  /// The followers of an account, by account id. Linkable.
  case followers(id: String)
  /// The accounts an account follows, by account id. Linkable.
  case following(id: String)
  /// Who favourited a post, by post id. Linkable.
  case favoritedBy(id: String)
  /// Who boosted a post, by post id. Linkable.
  case rebloggedBy(id: String)
  /// The posts that quote a post, by post id. Linkable.
  case quotes(id: String)
  /// A list of accounts already loaded. Restorable.
  case accountsList(accounts: [Account])
  /// The trending posts. Linkable.
  case trendingTimeline
  /// The posts that share a link. Linkable.
  case linkTimeline(url: URL, title: String)
  /// The trending links, already loaded. Restorable.
  case trendingLinks(cards: [Card])
  /// A list of tags already loaded. Restorable.
  case tagsList(tags: [Tag])
  /// The pending notification requests. Linkable.
  case notificationsRequests
  /// The notifications from one account, by account id. Linkable.
  case notificationForAccount(accountId: String)
  /// The blocked accounts. Linkable.
  case blockedAccounts
  /// The muted accounts. Linkable.
  case mutedAccounts
  /// The private conversations. Linkable.
  case conversations
  /// A server's description. Restorable.
  case instanceInfo(instance: Instance)
  /// The account's metrics. Linkable.
  case metrics
}

/// The screens IceCubes presents as sheets.
///
/// The app gives each case an `id` for SwiftUI's `sheet(item:)`, and several cases share one (the
/// eight editors share `statusEditor`); two sheets are equal when their ids are. Wayfinder
/// compares routes by value, so no `id` is declared here.
@Route(path: "sheets")
public enum SheetDestination {
  /// A new post. Linkable.
  @Presents(.sheet)
  case newStatusEditor(visibility: Visibility)
  /// A new post with text already in it. Linkable.
  @Presents(.sheet)
  case prefilledStatusEditor(text: String, visibility: Visibility)
  /// A new post with images from URLs. Linkable.
  @Presents(.sheet)
  case imageURL(urls: [URL], caption: String?, altTexts: [String]?, visibility: Visibility)
  /// Edits a post. Restorable.
  @Presents(.sheet)
  case editStatusEditor(status: Status)
  /// Replies to a post. Restorable.
  @Presents(.sheet)
  case replyToStatusEditor(status: Status)
  /// Quotes a post. Restorable.
  @Presents(.sheet)
  case quoteStatusEditor(status: Status)
  /// A new post that quotes a link. Linkable.
  @Presents(.sheet)
  case quoteLinkStatusEditor(link: URL)
  /// A new post that mentions an account. Restorable.
  @Presents(.sheet)
  case mentionStatusEditor(account: Account, visibility: Visibility)
  /// Creates a list. Linkable.
  @Presents(.sheet)
  case listCreate
  /// Edits a list. Restorable.
  @Presents(.sheet)
  case listEdit(list: TimelineList)
  /// Adds an account to lists. Restorable.
  @Presents(.sheet)
  case listAddAccount(account: Account)
  /// Signs in to another account. Linkable.
  @Presents(.sheet)
  case addAccount
  /// Adds a remote server's local timeline. Linkable.
  @Presents(.sheet)
  case addRemoteLocalTimeline
  /// Creates a tag group. Linkable.
  @Presents(.sheet)
  case addTagGroup
  /// The edits of a post, by post id. Linkable.
  @Presents(.sheet)
  case statusEditHistory(status: String)
  /// The settings. Linkable.
  @Presents(.sheet)
  case settings
  /// About the app. Linkable.
  @Presents(.sheet)
  case about
  /// The tip jar. Linkable.
  @Presents(.sheet)
  case support
  /// The push notification settings of the account. Linkable. "Notfications" is spelled as
  /// the app spells it: the case name is the link's path, so it is kept.
  @Presents(.sheet)
  case accountPushNotficationsSettings
  /// Reports a post. Restorable.
  @Presents(.sheet)
  case report(status: Status)
  /// Shares a post as an image. Transient: the image (a `UIImage` in the app) is not
  /// `Codable`.
  @Presents(.sheet)
  case shareImage(image: SharedImage, status: Status)
  /// Edits a tag group, then calls `onSaved` with it. Transient: a tag group is not `Codable`
  /// and a callback never is. The app's `((TagGroup) -> Void)?` becomes a `RouteCallback`.
  @Presents(.sheet)
  case editTagGroup(tagGroup: TagGroup, onSaved: RouteCallback<TagGroup>?)
  /// Filters the timeline's content. Linkable.
  @Presents(.sheet)
  case timelineContentFilter
  /// Edits the account's profile. Linkable.
  @Presents(.sheet)
  case accountEditInfo
  /// The account's filters. Linkable.
  @Presents(.sheet)
  case accountFiltersList
}

/// The post editor as a window of its own (on macOS and visionOS in the app).
///
/// A window is opened and restored by the system from a saved value, so every value here is
/// linkable or restorable. A transient value is refused: a `RouteCallback` when compiling, any
/// other when the bus is built.
@Route(path: "editor")
public enum WindowDestinationEditor {
  /// A new post. Linkable.
  @Presents(.window(id: "editor"))
  case newStatusEditor(visibility: Visibility)
  /// A new post with text already in it. Linkable.
  @Presents(.window(id: "editor"))
  case prefilledStatusEditor(text: String, visibility: Visibility)
  /// Edits a post. Restorable.
  @Presents(.window(id: "editor"))
  case editStatusEditor(status: Status)
  /// Replies to a post. Restorable.
  @Presents(.window(id: "editor"))
  case replyToStatusEditor(status: Status)
  /// Quotes a post. Restorable.
  @Presents(.window(id: "editor"))
  case quoteStatusEditor(status: Status)
  /// A new post that mentions an account. Restorable.
  @Presents(.window(id: "editor"))
  case mentionStatusEditor(account: Account, visibility: Visibility)
  /// A new post that quotes a link. Linkable.
  @Presents(.window(id: "editor"))
  case quoteLinkStatusEditor(link: URL)
}

/// The media viewer as a window of its own.
@Route(path: "media")
public enum WindowDestinationMedia {
  /// The attachments of a post, one of them shown first. Restorable.
  @Presents(.window(id: "media"))
  case mediaViewer(attachments: [MediaAttachment], selectedAttachment: MediaAttachment)
}
