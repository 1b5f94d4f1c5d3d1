public import Foundation
public import PortedRouterModels
public import Wayfinder

// Examples/PortedRouter/Handles.swift with no macros: each `@FeatureNavigation` is written out
// below the protocols as the live handle and the recording mock it expands to.
// Written by Tools/BuildCost/write-by-hand.sh.

/// What a screen asks to push: IceCubes' `RouterPath.navigate(to:)`.
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
@MainActor
public protocol MediaWindowNavigation {
  /// Opens the media viewer on the attachments of a post.
  func showMediaViewer(attachments: [MediaAttachment], selectedAttachment: MediaAttachment)
}

/// The live `RouterNavigation`: each call becomes an intent on the app's bus.
@MainActor
public struct LiveRouterNavigation: RouterNavigation {
  private let sink: any Wayfinder.NavigationIntentSink

  /// Creates the handle.
  /// - Parameter sink: The app's bus.
  public nonisolated init(sink: any Wayfinder.NavigationIntentSink) {
    self.sink = sink
  }

  @discardableResult
  private func send(_ intent: Wayfinder.NavigationIntent) -> Wayfinder.IntentOutcome {
    sink.send(intent, from: RouterDestination.moduleKey)
  }

  public func showAccountDetail(id: String) {
    send(.show(Wayfinder.AnyRoute(RouterDestination.accountDetail(id: id)), style: nil))
  }

  public func showAccountDetailWithAccount(account: Account) {
    send(
      .show(
        Wayfinder.AnyRoute(RouterDestination.accountDetailWithAccount(account: account)), style: nil
      ))
  }

  public func showAccountSettingsWithAccount(account: Account, appAccount: AppAccount) {
    send(
      .show(
        Wayfinder.AnyRoute(
          RouterDestination.accountSettingsWithAccount(account: account, appAccount: appAccount)),
        style: nil))
  }

  public func showAccountMediaGridView(account: Account, initialMediaStatuses: [MediaStatus]) {
    send(
      .show(
        Wayfinder.AnyRoute(
          RouterDestination.accountMediaGridView(
            account: account, initialMediaStatuses: initialMediaStatuses)), style: nil))
  }

  public func showStatusDetail(id: String) {
    send(.show(Wayfinder.AnyRoute(RouterDestination.statusDetail(id: id)), style: nil))
  }

  public func showStatusDetailWithStatus(status: Status) {
    send(
      .show(
        Wayfinder.AnyRoute(RouterDestination.statusDetailWithStatus(status: status)), style: nil))
  }

  public func showRemoteStatusDetail(url: URL) {
    send(.show(Wayfinder.AnyRoute(RouterDestination.remoteStatusDetail(url: url)), style: nil))
  }

  public func showConversationDetail(conversation: Conversation) {
    send(
      .show(
        Wayfinder.AnyRoute(RouterDestination.conversationDetail(conversation: conversation)),
        style: nil))
  }

  public func showHashTag(tag: String, account: String?) {
    send(
      .show(Wayfinder.AnyRoute(RouterDestination.hashTag(tag: tag, account: account)), style: nil))
  }

  public func showList(list: TimelineList) {
    send(.show(Wayfinder.AnyRoute(RouterDestination.list(list: list)), style: nil))
  }

  public func showFollowers(id: String) {
    send(.show(Wayfinder.AnyRoute(RouterDestination.followers(id: id)), style: nil))
  }

  public func showFollowing(id: String) {
    send(.show(Wayfinder.AnyRoute(RouterDestination.following(id: id)), style: nil))
  }

  public func showFavoritedBy(id: String) {
    send(.show(Wayfinder.AnyRoute(RouterDestination.favoritedBy(id: id)), style: nil))
  }

  public func showRebloggedBy(id: String) {
    send(.show(Wayfinder.AnyRoute(RouterDestination.rebloggedBy(id: id)), style: nil))
  }

  public func showQuotes(id: String) {
    send(.show(Wayfinder.AnyRoute(RouterDestination.quotes(id: id)), style: nil))
  }

  public func showAccountsList(accounts: [Account]) {
    send(.show(Wayfinder.AnyRoute(RouterDestination.accountsList(accounts: accounts)), style: nil))
  }

  public func showTrendingTimeline() {
    send(.show(Wayfinder.AnyRoute(RouterDestination.trendingTimeline), style: nil))
  }

  public func showLinkTimeline(url: URL, title: String) {
    send(
      .show(Wayfinder.AnyRoute(RouterDestination.linkTimeline(url: url, title: title)), style: nil))
  }

  public func showTrendingLinks(cards: [Card]) {
    send(.show(Wayfinder.AnyRoute(RouterDestination.trendingLinks(cards: cards)), style: nil))
  }

  public func showTagsList(tags: [Tag]) {
    send(.show(Wayfinder.AnyRoute(RouterDestination.tagsList(tags: tags)), style: nil))
  }

  public func showNotificationsRequests() {
    send(.show(Wayfinder.AnyRoute(RouterDestination.notificationsRequests), style: nil))
  }

  public func showNotificationForAccount(accountId: String) {
    send(
      .show(
        Wayfinder.AnyRoute(RouterDestination.notificationForAccount(accountId: accountId)),
        style: nil))
  }

  public func showBlockedAccounts() {
    send(.show(Wayfinder.AnyRoute(RouterDestination.blockedAccounts), style: nil))
  }

  public func showMutedAccounts() {
    send(.show(Wayfinder.AnyRoute(RouterDestination.mutedAccounts), style: nil))
  }

  public func showConversations() {
    send(.show(Wayfinder.AnyRoute(RouterDestination.conversations), style: nil))
  }

  public func showInstanceInfo(instance: Instance) {
    send(.show(Wayfinder.AnyRoute(RouterDestination.instanceInfo(instance: instance)), style: nil))
  }

  public func showMetrics() {
    send(.show(Wayfinder.AnyRoute(RouterDestination.metrics), style: nil))
  }
}

/// A `RouterNavigation` for tests: it records every call, in order.
@MainActor
public final class MockRouterNavigation: RouterNavigation {
  /// One call with its arguments.
  public enum Call: Equatable {
    case showAccountDetail(id: String)
    case showAccountDetailWithAccount(account: Account)
    case showAccountSettingsWithAccount(account: Account, appAccount: AppAccount)
    case showAccountMediaGridView(account: Account, initialMediaStatuses: [MediaStatus])
    case showStatusDetail(id: String)
    case showStatusDetailWithStatus(status: Status)
    case showRemoteStatusDetail(url: URL)
    case showConversationDetail(conversation: Conversation)
    case showHashTag(tag: String, account: String?)
    case showList(list: TimelineList)
    case showFollowers(id: String)
    case showFollowing(id: String)
    case showFavoritedBy(id: String)
    case showRebloggedBy(id: String)
    case showQuotes(id: String)
    case showAccountsList(accounts: [Account])
    case showTrendingTimeline
    case showLinkTimeline(url: URL, title: String)
    case showTrendingLinks(cards: [Card])
    case showTagsList(tags: [Tag])
    case showNotificationsRequests
    case showNotificationForAccount(accountId: String)
    case showBlockedAccounts
    case showMutedAccounts
    case showConversations
    case showInstanceInfo(instance: Instance)
    case showMetrics
  }

  /// Every call so far, in order.
  public private(set) var calls: [Call] = []

  /// Creates a mock that has recorded nothing.
  public init() {}

  public func showAccountDetail(id: String) {
    calls.append(.showAccountDetail(id: id))
  }

  public func showAccountDetailWithAccount(account: Account) {
    calls.append(.showAccountDetailWithAccount(account: account))
  }

  public func showAccountSettingsWithAccount(account: Account, appAccount: AppAccount) {
    calls.append(.showAccountSettingsWithAccount(account: account, appAccount: appAccount))
  }

  public func showAccountMediaGridView(account: Account, initialMediaStatuses: [MediaStatus]) {
    calls.append(
      .showAccountMediaGridView(account: account, initialMediaStatuses: initialMediaStatuses))
  }

  public func showStatusDetail(id: String) {
    calls.append(.showStatusDetail(id: id))
  }

  public func showStatusDetailWithStatus(status: Status) {
    calls.append(.showStatusDetailWithStatus(status: status))
  }

  public func showRemoteStatusDetail(url: URL) {
    calls.append(.showRemoteStatusDetail(url: url))
  }

  public func showConversationDetail(conversation: Conversation) {
    calls.append(.showConversationDetail(conversation: conversation))
  }

  public func showHashTag(tag: String, account: String?) {
    calls.append(.showHashTag(tag: tag, account: account))
  }

  public func showList(list: TimelineList) {
    calls.append(.showList(list: list))
  }

  public func showFollowers(id: String) {
    calls.append(.showFollowers(id: id))
  }

  public func showFollowing(id: String) {
    calls.append(.showFollowing(id: id))
  }

  public func showFavoritedBy(id: String) {
    calls.append(.showFavoritedBy(id: id))
  }

  public func showRebloggedBy(id: String) {
    calls.append(.showRebloggedBy(id: id))
  }

  public func showQuotes(id: String) {
    calls.append(.showQuotes(id: id))
  }

  public func showAccountsList(accounts: [Account]) {
    calls.append(.showAccountsList(accounts: accounts))
  }

  public func showTrendingTimeline() {
    calls.append(.showTrendingTimeline)
  }

  public func showLinkTimeline(url: URL, title: String) {
    calls.append(.showLinkTimeline(url: url, title: title))
  }

  public func showTrendingLinks(cards: [Card]) {
    calls.append(.showTrendingLinks(cards: cards))
  }

  public func showTagsList(tags: [Tag]) {
    calls.append(.showTagsList(tags: tags))
  }

  public func showNotificationsRequests() {
    calls.append(.showNotificationsRequests)
  }

  public func showNotificationForAccount(accountId: String) {
    calls.append(.showNotificationForAccount(accountId: accountId))
  }

  public func showBlockedAccounts() {
    calls.append(.showBlockedAccounts)
  }

  public func showMutedAccounts() {
    calls.append(.showMutedAccounts)
  }

  public func showConversations() {
    calls.append(.showConversations)
  }

  public func showInstanceInfo(instance: Instance) {
    calls.append(.showInstanceInfo(instance: instance))
  }

  public func showMetrics() {
    calls.append(.showMetrics)
  }
}

/// The live `SheetNavigation`: each call becomes an intent on the app's bus.
@MainActor
public struct LiveSheetNavigation: SheetNavigation {
  private let sink: any Wayfinder.NavigationIntentSink

  /// Creates the handle.
  /// - Parameter sink: The app's bus.
  public nonisolated init(sink: any Wayfinder.NavigationIntentSink) {
    self.sink = sink
  }

  @discardableResult
  private func send(_ intent: Wayfinder.NavigationIntent) -> Wayfinder.IntentOutcome {
    sink.send(intent, from: SheetDestination.moduleKey)
  }

  public func showNewStatusEditor(visibility: Visibility) {
    send(
      .show(
        Wayfinder.AnyRoute(SheetDestination.newStatusEditor(visibility: visibility)), style: nil))
  }

  public func showPrefilledStatusEditor(text: String, visibility: Visibility) {
    send(
      .show(
        Wayfinder.AnyRoute(
          SheetDestination.prefilledStatusEditor(text: text, visibility: visibility)), style: nil))
  }

  public func showImageURL(
    urls: [URL], caption: String?, altTexts: [String]?, visibility: Visibility
  ) {
    send(
      .show(
        Wayfinder.AnyRoute(
          SheetDestination.imageURL(
            urls: urls, caption: caption, altTexts: altTexts, visibility: visibility)), style: nil))
  }

  public func showEditStatusEditor(status: Status) {
    send(.show(Wayfinder.AnyRoute(SheetDestination.editStatusEditor(status: status)), style: nil))
  }

  public func showReplyToStatusEditor(status: Status) {
    send(
      .show(Wayfinder.AnyRoute(SheetDestination.replyToStatusEditor(status: status)), style: nil))
  }

  public func showQuoteStatusEditor(status: Status) {
    send(.show(Wayfinder.AnyRoute(SheetDestination.quoteStatusEditor(status: status)), style: nil))
  }

  public func showQuoteLinkStatusEditor(link: URL) {
    send(.show(Wayfinder.AnyRoute(SheetDestination.quoteLinkStatusEditor(link: link)), style: nil))
  }

  public func showMentionStatusEditor(account: Account, visibility: Visibility) {
    send(
      .show(
        Wayfinder.AnyRoute(
          SheetDestination.mentionStatusEditor(account: account, visibility: visibility)),
        style: nil))
  }

  public func showListCreate() {
    send(.show(Wayfinder.AnyRoute(SheetDestination.listCreate), style: nil))
  }

  public func showListEdit(list: TimelineList) {
    send(.show(Wayfinder.AnyRoute(SheetDestination.listEdit(list: list)), style: nil))
  }

  public func showListAddAccount(account: Account) {
    send(.show(Wayfinder.AnyRoute(SheetDestination.listAddAccount(account: account)), style: nil))
  }

  public func showAddAccount() {
    send(.show(Wayfinder.AnyRoute(SheetDestination.addAccount), style: nil))
  }

  public func showAddRemoteLocalTimeline() {
    send(.show(Wayfinder.AnyRoute(SheetDestination.addRemoteLocalTimeline), style: nil))
  }

  public func showAddTagGroup() {
    send(.show(Wayfinder.AnyRoute(SheetDestination.addTagGroup), style: nil))
  }

  public func showStatusEditHistory(status: String) {
    send(.show(Wayfinder.AnyRoute(SheetDestination.statusEditHistory(status: status)), style: nil))
  }

  public func showSettings() {
    send(.show(Wayfinder.AnyRoute(SheetDestination.settings), style: nil))
  }

  public func showAbout() {
    send(.show(Wayfinder.AnyRoute(SheetDestination.about), style: nil))
  }

  public func showSupport() {
    send(.show(Wayfinder.AnyRoute(SheetDestination.support), style: nil))
  }

  public func showAccountPushNotficationsSettings() {
    send(.show(Wayfinder.AnyRoute(SheetDestination.accountPushNotficationsSettings), style: nil))
  }

  public func showReport(status: Status) {
    send(.show(Wayfinder.AnyRoute(SheetDestination.report(status: status)), style: nil))
  }

  public func showShareImage(image: SharedImage, status: Status) {
    send(
      .show(
        Wayfinder.AnyRoute(SheetDestination.shareImage(image: image, status: status)), style: nil))
  }

  public func showEditTagGroup(tagGroup: TagGroup, onSaved: RouteCallback<TagGroup>?) {
    send(
      .show(
        Wayfinder.AnyRoute(SheetDestination.editTagGroup(tagGroup: tagGroup, onSaved: onSaved)),
        style: nil))
  }

  public func showTimelineContentFilter() {
    send(.show(Wayfinder.AnyRoute(SheetDestination.timelineContentFilter), style: nil))
  }

  public func showAccountEditInfo() {
    send(.show(Wayfinder.AnyRoute(SheetDestination.accountEditInfo), style: nil))
  }

  public func showAccountFiltersList() {
    send(.show(Wayfinder.AnyRoute(SheetDestination.accountFiltersList), style: nil))
  }

  public func dismiss() {
    send(.dismiss)
  }
}

/// A `SheetNavigation` for tests: it records every call, in order.
@MainActor
public final class MockSheetNavigation: SheetNavigation {
  /// One call with its arguments.
  public enum Call: Equatable {
    case showNewStatusEditor(visibility: Visibility)
    case showPrefilledStatusEditor(text: String, visibility: Visibility)
    case showImageURL(urls: [URL], caption: String?, altTexts: [String]?, visibility: Visibility)
    case showEditStatusEditor(status: Status)
    case showReplyToStatusEditor(status: Status)
    case showQuoteStatusEditor(status: Status)
    case showQuoteLinkStatusEditor(link: URL)
    case showMentionStatusEditor(account: Account, visibility: Visibility)
    case showListCreate
    case showListEdit(list: TimelineList)
    case showListAddAccount(account: Account)
    case showAddAccount
    case showAddRemoteLocalTimeline
    case showAddTagGroup
    case showStatusEditHistory(status: String)
    case showSettings
    case showAbout
    case showSupport
    case showAccountPushNotficationsSettings
    case showReport(status: Status)
    case showShareImage(image: SharedImage, status: Status)
    case showEditTagGroup(tagGroup: TagGroup, onSaved: RouteCallback<TagGroup>?)
    case showTimelineContentFilter
    case showAccountEditInfo
    case showAccountFiltersList
    case dismiss
  }

  /// Every call so far, in order.
  public private(set) var calls: [Call] = []

  /// Creates a mock that has recorded nothing.
  public init() {}

  public func showNewStatusEditor(visibility: Visibility) {
    calls.append(.showNewStatusEditor(visibility: visibility))
  }

  public func showPrefilledStatusEditor(text: String, visibility: Visibility) {
    calls.append(.showPrefilledStatusEditor(text: text, visibility: visibility))
  }

  public func showImageURL(
    urls: [URL], caption: String?, altTexts: [String]?, visibility: Visibility
  ) {
    calls.append(
      .showImageURL(urls: urls, caption: caption, altTexts: altTexts, visibility: visibility))
  }

  public func showEditStatusEditor(status: Status) {
    calls.append(.showEditStatusEditor(status: status))
  }

  public func showReplyToStatusEditor(status: Status) {
    calls.append(.showReplyToStatusEditor(status: status))
  }

  public func showQuoteStatusEditor(status: Status) {
    calls.append(.showQuoteStatusEditor(status: status))
  }

  public func showQuoteLinkStatusEditor(link: URL) {
    calls.append(.showQuoteLinkStatusEditor(link: link))
  }

  public func showMentionStatusEditor(account: Account, visibility: Visibility) {
    calls.append(.showMentionStatusEditor(account: account, visibility: visibility))
  }

  public func showListCreate() {
    calls.append(.showListCreate)
  }

  public func showListEdit(list: TimelineList) {
    calls.append(.showListEdit(list: list))
  }

  public func showListAddAccount(account: Account) {
    calls.append(.showListAddAccount(account: account))
  }

  public func showAddAccount() {
    calls.append(.showAddAccount)
  }

  public func showAddRemoteLocalTimeline() {
    calls.append(.showAddRemoteLocalTimeline)
  }

  public func showAddTagGroup() {
    calls.append(.showAddTagGroup)
  }

  public func showStatusEditHistory(status: String) {
    calls.append(.showStatusEditHistory(status: status))
  }

  public func showSettings() {
    calls.append(.showSettings)
  }

  public func showAbout() {
    calls.append(.showAbout)
  }

  public func showSupport() {
    calls.append(.showSupport)
  }

  public func showAccountPushNotficationsSettings() {
    calls.append(.showAccountPushNotficationsSettings)
  }

  public func showReport(status: Status) {
    calls.append(.showReport(status: status))
  }

  public func showShareImage(image: SharedImage, status: Status) {
    calls.append(.showShareImage(image: image, status: status))
  }

  public func showEditTagGroup(tagGroup: TagGroup, onSaved: RouteCallback<TagGroup>?) {
    calls.append(.showEditTagGroup(tagGroup: tagGroup, onSaved: onSaved))
  }

  public func showTimelineContentFilter() {
    calls.append(.showTimelineContentFilter)
  }

  public func showAccountEditInfo() {
    calls.append(.showAccountEditInfo)
  }

  public func showAccountFiltersList() {
    calls.append(.showAccountFiltersList)
  }

  public func dismiss() {
    calls.append(.dismiss)
  }
}

/// The live `EditorWindowNavigation`: each call becomes an intent on the app's bus.
@MainActor
public struct LiveEditorWindowNavigation: EditorWindowNavigation {
  private let sink: any Wayfinder.NavigationIntentSink

  /// Creates the handle.
  /// - Parameter sink: The app's bus.
  public nonisolated init(sink: any Wayfinder.NavigationIntentSink) {
    self.sink = sink
  }

  @discardableResult
  private func send(_ intent: Wayfinder.NavigationIntent) -> Wayfinder.IntentOutcome {
    sink.send(intent, from: WindowDestinationEditor.moduleKey)
  }

  public func showNewStatusEditor(visibility: Visibility) {
    send(
      .show(
        Wayfinder.AnyRoute(WindowDestinationEditor.newStatusEditor(visibility: visibility)),
        style: nil))
  }

  public func showPrefilledStatusEditor(text: String, visibility: Visibility) {
    send(
      .show(
        Wayfinder.AnyRoute(
          WindowDestinationEditor.prefilledStatusEditor(text: text, visibility: visibility)),
        style: nil))
  }

  public func showEditStatusEditor(status: Status) {
    send(
      .show(
        Wayfinder.AnyRoute(WindowDestinationEditor.editStatusEditor(status: status)), style: nil))
  }

  public func showReplyToStatusEditor(status: Status) {
    send(
      .show(
        Wayfinder.AnyRoute(WindowDestinationEditor.replyToStatusEditor(status: status)), style: nil)
    )
  }

  public func showQuoteStatusEditor(status: Status) {
    send(
      .show(
        Wayfinder.AnyRoute(WindowDestinationEditor.quoteStatusEditor(status: status)), style: nil))
  }

  public func showMentionStatusEditor(account: Account, visibility: Visibility) {
    send(
      .show(
        Wayfinder.AnyRoute(
          WindowDestinationEditor.mentionStatusEditor(account: account, visibility: visibility)),
        style: nil))
  }

  public func showQuoteLinkStatusEditor(link: URL) {
    send(
      .show(
        Wayfinder.AnyRoute(WindowDestinationEditor.quoteLinkStatusEditor(link: link)), style: nil))
  }
}

/// A `EditorWindowNavigation` for tests: it records every call, in order.
@MainActor
public final class MockEditorWindowNavigation: EditorWindowNavigation {
  /// One call with its arguments.
  public enum Call: Equatable {
    case showNewStatusEditor(visibility: Visibility)
    case showPrefilledStatusEditor(text: String, visibility: Visibility)
    case showEditStatusEditor(status: Status)
    case showReplyToStatusEditor(status: Status)
    case showQuoteStatusEditor(status: Status)
    case showMentionStatusEditor(account: Account, visibility: Visibility)
    case showQuoteLinkStatusEditor(link: URL)
  }

  /// Every call so far, in order.
  public private(set) var calls: [Call] = []

  /// Creates a mock that has recorded nothing.
  public init() {}

  public func showNewStatusEditor(visibility: Visibility) {
    calls.append(.showNewStatusEditor(visibility: visibility))
  }

  public func showPrefilledStatusEditor(text: String, visibility: Visibility) {
    calls.append(.showPrefilledStatusEditor(text: text, visibility: visibility))
  }

  public func showEditStatusEditor(status: Status) {
    calls.append(.showEditStatusEditor(status: status))
  }

  public func showReplyToStatusEditor(status: Status) {
    calls.append(.showReplyToStatusEditor(status: status))
  }

  public func showQuoteStatusEditor(status: Status) {
    calls.append(.showQuoteStatusEditor(status: status))
  }

  public func showMentionStatusEditor(account: Account, visibility: Visibility) {
    calls.append(.showMentionStatusEditor(account: account, visibility: visibility))
  }

  public func showQuoteLinkStatusEditor(link: URL) {
    calls.append(.showQuoteLinkStatusEditor(link: link))
  }
}

/// The live `MediaWindowNavigation`: each call becomes an intent on the app's bus.
@MainActor
public struct LiveMediaWindowNavigation: MediaWindowNavigation {
  private let sink: any Wayfinder.NavigationIntentSink

  /// Creates the handle.
  /// - Parameter sink: The app's bus.
  public nonisolated init(sink: any Wayfinder.NavigationIntentSink) {
    self.sink = sink
  }

  @discardableResult
  private func send(_ intent: Wayfinder.NavigationIntent) -> Wayfinder.IntentOutcome {
    sink.send(intent, from: WindowDestinationMedia.moduleKey)
  }

  public func showMediaViewer(attachments: [MediaAttachment], selectedAttachment: MediaAttachment) {
    send(
      .show(
        Wayfinder.AnyRoute(
          WindowDestinationMedia.mediaViewer(
            attachments: attachments, selectedAttachment: selectedAttachment)), style: nil))
  }
}

/// A `MediaWindowNavigation` for tests: it records every call, in order.
@MainActor
public final class MockMediaWindowNavigation: MediaWindowNavigation {
  /// One call with its arguments.
  public enum Call: Equatable {
    case showMediaViewer(attachments: [MediaAttachment], selectedAttachment: MediaAttachment)
  }

  /// Every call so far, in order.
  public private(set) var calls: [Call] = []

  /// Creates a mock that has recorded nothing.
  public init() {}

  public func showMediaViewer(attachments: [MediaAttachment], selectedAttachment: MediaAttachment) {
    calls.append(.showMediaViewer(attachments: attachments, selectedAttachment: selectedAttachment))
  }
}
