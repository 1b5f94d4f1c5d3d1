public import Foundation
public import PortedRouterModels
public import Wayfinder

// One handle per destination enum, one method per case. `@FeatureNavigation` writes the live
// handle (`LiveRouterNavigation(sink: bus)`, which sends each call to the bus) and the recording
// mock (`MockRouterNavigation`, whose `calls` lists each call with its arguments).

/// What a screen asks to push: IceCubes' `RouterPath.navigate(to:)`.
@FeatureNavigation(route: RouterDestination.self)
@MainActor
public protocol RouterNavigation {
  /// Shows an account by id.
  func showAccountDetail(id: String)
  /// Shows an account already loaded.
  func showAccountDetailWithAccount(account: Account)
  /// Shows the settings of a signed-in account.
  func showAccountSettingsWithAccount(account: Account, appAccount: AppAccount)
  /// Shows the media grid of an account.
  func showAccountMediaGridView(account: Account, initialMediaStatuses: [MediaStatus])
  /// Shows a post by id.
  func showStatusDetail(id: String)
  /// Shows a post already loaded.
  func showStatusDetailWithStatus(status: Status)
  /// Shows a post on another server.
  func showRemoteStatusDetail(url: URL)
  /// Shows a private conversation.
  func showConversationDetail(conversation: Conversation)
  /// Shows a hashtag's timeline.
  func showHashTag(tag: String, account: String?)
  /// Shows a list's timeline.
  func showList(list: TimelineList)
  /// Shows the followers of an account.
  func showFollowers(id: String)
  /// Shows the accounts an account follows.
  func showFollowing(id: String)
  /// Shows who favourited a post.
  func showFavoritedBy(id: String)
  /// Shows who boosted a post.
  func showRebloggedBy(id: String)
  /// Shows the posts that quote a post.
  func showQuotes(id: String)
  /// Shows a list of accounts.
  func showAccountsList(accounts: [Account])
  /// Shows the trending posts.
  func showTrendingTimeline()
  /// Shows the posts that share a link.
  func showLinkTimeline(url: URL, title: String)
  /// Shows the trending links.
  func showTrendingLinks(cards: [Card])
  /// Shows a list of tags.
  func showTagsList(tags: [Tag])
  /// Shows the pending notification requests.
  func showNotificationsRequests()
  /// Shows the notifications from one account.
  func showNotificationForAccount(accountId: String)
  /// Shows the blocked accounts.
  func showBlockedAccounts()
  /// Shows the muted accounts.
  func showMutedAccounts()
  /// Shows the private conversations.
  func showConversations()
  /// Shows a server's description.
  func showInstanceInfo(instance: Instance)
  /// Shows the account's metrics.
  func showMetrics()
}

/// What a screen asks to present: IceCubes' `RouterPath.presentedSheet`.
@FeatureNavigation(route: SheetDestination.self)
@MainActor
public protocol SheetNavigation {
  /// Opens the editor for a new post.
  func showNewStatusEditor(visibility: Visibility)
  /// Opens the editor with text already in it.
  func showPrefilledStatusEditor(text: String, visibility: Visibility)
  /// Opens the editor with images from URLs.
  func showImageURL(urls: [URL], caption: String?, altTexts: [String]?, visibility: Visibility)
  /// Opens the editor on a post to edit.
  func showEditStatusEditor(status: Status)
  /// Opens the editor on a reply.
  func showReplyToStatusEditor(status: Status)
  /// Opens the editor on a quote.
  func showQuoteStatusEditor(status: Status)
  /// Opens the editor on a post that quotes a link.
  func showQuoteLinkStatusEditor(link: URL)
  /// Opens the editor on a post that mentions an account.
  func showMentionStatusEditor(account: Account, visibility: Visibility)
  /// Creates a list.
  func showListCreate()
  /// Edits a list.
  func showListEdit(list: TimelineList)
  /// Adds an account to lists.
  func showListAddAccount(account: Account)
  /// Signs in to another account.
  func showAddAccount()
  /// Adds a remote server's local timeline.
  func showAddRemoteLocalTimeline()
  /// Creates a tag group.
  func showAddTagGroup()
  /// Shows the edits of a post.
  func showStatusEditHistory(status: String)
  /// Shows the settings.
  func showSettings()
  /// Shows what the app is.
  func showAbout()
  /// Shows the tip jar.
  func showSupport()
  /// Shows the push notification settings (the app's spelling).
  func showAccountPushNotficationsSettings()
  /// Reports a post.
  func showReport(status: Status)
  /// Shares a post as an image.
  func showShareImage(image: SharedImage, status: Status)
  /// Edits a tag group, then calls `onSaved`.
  func showEditTagGroup(tagGroup: TagGroup, onSaved: RouteCallback<TagGroup>?)
  /// Filters the timeline's content.
  func showTimelineContentFilter()
  /// Edits the account's profile.
  func showAccountEditInfo()
  /// Shows the account's filters.
  func showAccountFiltersList()
  /// Closes the sheet on top.
  func dismiss()
}

/// What a screen asks to open in the editor window: IceCubes' `openWindow(value:)` with a
/// `WindowDestinationEditor`.
@FeatureNavigation(route: WindowDestinationEditor.self)
@MainActor
public protocol EditorWindowNavigation {
  /// Opens the editor for a new post.
  func showNewStatusEditor(visibility: Visibility)
  /// Opens the editor with text already in it.
  func showPrefilledStatusEditor(text: String, visibility: Visibility)
  /// Opens the editor on a post to edit.
  func showEditStatusEditor(status: Status)
  /// Opens the editor on a reply.
  func showReplyToStatusEditor(status: Status)
  /// Opens the editor on a quote.
  func showQuoteStatusEditor(status: Status)
  /// Opens the editor on a post that mentions an account.
  func showMentionStatusEditor(account: Account, visibility: Visibility)
  /// Opens the editor on a post that quotes a link.
  func showQuoteLinkStatusEditor(link: URL)
}

/// What a screen asks to open in the media window.
@FeatureNavigation(route: WindowDestinationMedia.self)
@MainActor
public protocol MediaWindowNavigation {
  /// Opens the media viewer on the attachments of a post.
  func showMediaViewer(attachments: [MediaAttachment], selectedAttachment: MediaAttachment)
}
