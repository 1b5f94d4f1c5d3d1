import Foundation
import PortedRouter
import PortedRouterModels
import Wayfinder

/// Sample values for every destination of IceCubes (Dimillian/IceCubesApp,
/// `Packages/Env/Sources/Env/Router.swift`): one route per case, each beside the call that the
/// handle's mock should record for it.
@MainActor
enum Sample {
  static let author = Account(
    id: "106", username: "dimillian", acct: "dimillian@mastodon.social", displayName: "Thomas")
  static let reader = Account(id: "207", username: "alice")
  static let status = Status(
    id: "1101", content: "<p>Harbour at dawn</p>", account: author, visibility: .unlisted)
  static let editedStatus = Status(
    id: "1102", content: "<p>Edited twice</p>", account: reader, visibility: .priv,
    editedAt: Date(timeIntervalSince1970: 1_700_000_000))
  static let appAccount = AppAccount(
    server: "mastodon.social", accountName: "dimillian",
    oauthToken: OauthToken(accessToken: "token-1", createdAt: 1_700_000_000))
  static let photo = MediaAttachment(
    id: "m1", url: URL(string: "https://files.example/m1.png"), description: "A harbour")
  static let video = MediaAttachment(
    id: "m2", type: "video", url: URL(string: "https://files.example/m2.mp4"))
  static let conversation = Conversation(
    id: "c9", unread: true,
    lastStatus: Status(id: "1103", content: "only-in-the-conversation", account: reader),
    accounts: [author, reader])
  static let list = TimelineList(
    id: "l3", title: "Swift folks", repliesPolicy: .list, exclusive: true)
  static let cards = [Card(url: "https://swift.org/blog", title: "Swift blog")]
  static let tags = [
    Tag(name: "swiftui", url: "https://mastodon.social/tags/swiftui", following: true),
    Tag(name: "ios", url: "https://mastodon.social/tags/ios"),
  ]
  static let instance = Instance(
    title: "Mastodon", domain: "mastodon.social", version: "4.3.0", description: "The original")
  static let tagGroup = TagGroup(
    title: "tag-group-title", symbolName: "apple.logo", tags: ["swift", "swiftui"])
  static let image = SharedImage(
    identifier: UUID(uuidString: "5A1F3C1E-93A4-4D4C-9F55-1F2E3D4C5B6A")!,
    bytes: [0x89, 0x50, 0x4E, 0x47])
  /// A URL whose characters the link encoding escapes: `,` and `~` inside a value, a query.
  static let remoteURL = URL(string: "https://example.social/@bob/123,~456?ref=a&b=c")!
  static let articleURL = URL(string: "https://swift.org/blog/swift-6/")!

  /// Every pushed destination, in the app's order.
  static let router: [(RouterDestination, MockRouterNavigation.Call)] = [
    (.accountDetail(id: "106"), .showAccountDetail(id: "106")),
    (.accountDetailWithAccount(account: author), .showAccountDetailWithAccount(account: author)),
    (
      .accountSettingsWithAccount(account: author, appAccount: appAccount),
      .showAccountSettingsWithAccount(account: author, appAccount: appAccount)
    ),
    (
      .accountMediaGridView(
        account: author, initialMediaStatuses: [MediaStatus(status: status, attachment: photo)]),
      .showAccountMediaGridView(
        account: author, initialMediaStatuses: [MediaStatus(status: status, attachment: photo)])
    ),
    (.statusDetail(id: "1101"), .showStatusDetail(id: "1101")),
    (.statusDetailWithStatus(status: status), .showStatusDetailWithStatus(status: status)),
    (.remoteStatusDetail(url: remoteURL), .showRemoteStatusDetail(url: remoteURL)),
    (
      .conversationDetail(conversation: conversation),
      .showConversationDetail(conversation: conversation)
    ),
    (.hashTag(tag: "swiftui", account: "106"), .showHashTag(tag: "swiftui", account: "106")),
    (.list(list: list), .showList(list: list)),
    (.followers(id: "106"), .showFollowers(id: "106")),
    (.following(id: "207"), .showFollowing(id: "207")),
    (.favoritedBy(id: "1101"), .showFavoritedBy(id: "1101")),
    (.rebloggedBy(id: "1102"), .showRebloggedBy(id: "1102")),
    (.quotes(id: "1101"), .showQuotes(id: "1101")),
    (.accountsList(accounts: [author, reader]), .showAccountsList(accounts: [author, reader])),
    (.trendingTimeline, .showTrendingTimeline),
    (
      .linkTimeline(url: articleURL, title: "Swift 6"),
      .showLinkTimeline(url: articleURL, title: "Swift 6")
    ),
    (.trendingLinks(cards: cards), .showTrendingLinks(cards: cards)),
    (.tagsList(tags: tags), .showTagsList(tags: tags)),
    (.notificationsRequests, .showNotificationsRequests),
    (.notificationForAccount(accountId: "207"), .showNotificationForAccount(accountId: "207")),
    (.blockedAccounts, .showBlockedAccounts),
    (.mutedAccounts, .showMutedAccounts),
    (.conversations, .showConversations),
    (.instanceInfo(instance: instance), .showInstanceInfo(instance: instance)),
    (.metrics, .showMetrics),
  ]

  /// Every sheet, in the app's order; `editTagGroup` carries `onSaved`.
  static func sheets(
    onSaved: RouteCallback<TagGroup>
  ) -> [(SheetDestination, MockSheetNavigation.Call)] {
    [
      (.newStatusEditor(visibility: .pub), .showNewStatusEditor(visibility: .pub)),
      (
        .prefilledStatusEditor(text: "Hello, world", visibility: .unlisted),
        .showPrefilledStatusEditor(text: "Hello, world", visibility: .unlisted)
      ),
      (
        .imageURL(
          urls: [articleURL, remoteURL], caption: nil, altTexts: ["a, b", "~c"], visibility: .direct
        ),
        .showImageURL(
          urls: [articleURL, remoteURL], caption: nil, altTexts: ["a, b", "~c"], visibility: .direct
        )
      ),
      (.editStatusEditor(status: editedStatus), .showEditStatusEditor(status: editedStatus)),
      (.replyToStatusEditor(status: status), .showReplyToStatusEditor(status: status)),
      (.quoteStatusEditor(status: status), .showQuoteStatusEditor(status: status)),
      (.quoteLinkStatusEditor(link: articleURL), .showQuoteLinkStatusEditor(link: articleURL)),
      (
        .mentionStatusEditor(account: reader, visibility: .priv),
        .showMentionStatusEditor(account: reader, visibility: .priv)
      ),
      (.listCreate, .showListCreate),
      (.listEdit(list: list), .showListEdit(list: list)),
      (.listAddAccount(account: reader), .showListAddAccount(account: reader)),
      (.addAccount, .showAddAccount),
      (.addRemoteLocalTimeline, .showAddRemoteLocalTimeline),
      (.addTagGroup, .showAddTagGroup),
      (.statusEditHistory(status: "1102"), .showStatusEditHistory(status: "1102")),
      (.settings, .showSettings),
      (.about, .showAbout),
      (.support, .showSupport),
      (.accountPushNotficationsSettings, .showAccountPushNotficationsSettings),
      (.report(status: status), .showReport(status: status)),
      (.shareImage(image: image, status: status), .showShareImage(image: image, status: status)),
      (
        .editTagGroup(tagGroup: tagGroup, onSaved: onSaved),
        .showEditTagGroup(tagGroup: tagGroup, onSaved: onSaved)
      ),
      (.timelineContentFilter, .showTimelineContentFilter),
      (.accountEditInfo, .showAccountEditInfo),
      (.accountFiltersList, .showAccountFiltersList),
    ]
  }

  /// Every destination of the editor window, in the app's order.
  static let editor: [(WindowDestinationEditor, MockEditorWindowNavigation.Call)] = [
    (.newStatusEditor(visibility: .unlisted), .showNewStatusEditor(visibility: .unlisted)),
    (
      .prefilledStatusEditor(text: "Draft", visibility: .pub),
      .showPrefilledStatusEditor(text: "Draft", visibility: .pub)
    ),
    (.editStatusEditor(status: editedStatus), .showEditStatusEditor(status: editedStatus)),
    (.replyToStatusEditor(status: status), .showReplyToStatusEditor(status: status)),
    (.quoteStatusEditor(status: editedStatus), .showQuoteStatusEditor(status: editedStatus)),
    (
      .mentionStatusEditor(account: author, visibility: .direct),
      .showMentionStatusEditor(account: author, visibility: .direct)
    ),
    (.quoteLinkStatusEditor(link: remoteURL), .showQuoteLinkStatusEditor(link: remoteURL)),
  ]

  /// The destination of the media window.
  static let media: [(WindowDestinationMedia, MockMediaWindowNavigation.Call)] = [
    (
      .mediaViewer(attachments: [photo, video], selectedAttachment: video),
      .showMediaViewer(attachments: [photo, video], selectedAttachment: video)
    )
  ]
}

/// Keeps what callbacks were called with.
@MainActor
final class CallbackLog {
  var saved: [TagGroup] = []
  nonisolated init() {}

  /// A callback that records the tag group it is called with.
  func onSaved() -> RouteCallback<TagGroup> { RouteCallback { self.saved.append($0) } }
}

// Each function below calls the handle method of a route's case with the route's values. The
// switches are exhaustive, so a case added to an enum without a method fails to compile here.

/// Calls the method of `nav` that shows `route`.
@MainActor
func drive(_ nav: any RouterNavigation, to route: RouterDestination) {
  switch route {
  case .accountDetail(let id): nav.showAccountDetail(id: id)
  case .accountDetailWithAccount(let account): nav.showAccountDetailWithAccount(account: account)
  case .accountSettingsWithAccount(let account, let appAccount):
    nav.showAccountSettingsWithAccount(account: account, appAccount: appAccount)
  case .accountMediaGridView(let account, let statuses):
    nav.showAccountMediaGridView(account: account, initialMediaStatuses: statuses)
  case .statusDetail(let id): nav.showStatusDetail(id: id)
  case .statusDetailWithStatus(let status): nav.showStatusDetailWithStatus(status: status)
  case .remoteStatusDetail(let url): nav.showRemoteStatusDetail(url: url)
  case .conversationDetail(let conversation): nav.showConversationDetail(conversation: conversation)
  case .hashTag(let tag, let account): nav.showHashTag(tag: tag, account: account)
  case .list(let list): nav.showList(list: list)
  case .followers(let id): nav.showFollowers(id: id)
  case .following(let id): nav.showFollowing(id: id)
  case .favoritedBy(let id): nav.showFavoritedBy(id: id)
  case .rebloggedBy(let id): nav.showRebloggedBy(id: id)
  case .quotes(let id): nav.showQuotes(id: id)
  case .accountsList(let accounts): nav.showAccountsList(accounts: accounts)
  case .trendingTimeline: nav.showTrendingTimeline()
  case .linkTimeline(let url, let title): nav.showLinkTimeline(url: url, title: title)
  case .trendingLinks(let cards): nav.showTrendingLinks(cards: cards)
  case .tagsList(let tags): nav.showTagsList(tags: tags)
  case .notificationsRequests: nav.showNotificationsRequests()
  case .notificationForAccount(let accountId): nav.showNotificationForAccount(accountId: accountId)
  case .blockedAccounts: nav.showBlockedAccounts()
  case .mutedAccounts: nav.showMutedAccounts()
  case .conversations: nav.showConversations()
  case .instanceInfo(let instance): nav.showInstanceInfo(instance: instance)
  case .metrics: nav.showMetrics()
  }
}

/// Calls the method of `nav` that presents `route`.
@MainActor
func drive(_ nav: any SheetNavigation, to route: SheetDestination) {
  switch route {
  case .newStatusEditor(let visibility): nav.showNewStatusEditor(visibility: visibility)
  case .prefilledStatusEditor(let text, let visibility):
    nav.showPrefilledStatusEditor(text: text, visibility: visibility)
  case .imageURL(let urls, let caption, let altTexts, let visibility):
    nav.showImageURL(urls: urls, caption: caption, altTexts: altTexts, visibility: visibility)
  case .editStatusEditor(let status): nav.showEditStatusEditor(status: status)
  case .replyToStatusEditor(let status): nav.showReplyToStatusEditor(status: status)
  case .quoteStatusEditor(let status): nav.showQuoteStatusEditor(status: status)
  case .quoteLinkStatusEditor(let link): nav.showQuoteLinkStatusEditor(link: link)
  case .mentionStatusEditor(let account, let visibility):
    nav.showMentionStatusEditor(account: account, visibility: visibility)
  case .listCreate: nav.showListCreate()
  case .listEdit(let list): nav.showListEdit(list: list)
  case .listAddAccount(let account): nav.showListAddAccount(account: account)
  case .addAccount: nav.showAddAccount()
  case .addRemoteLocalTimeline: nav.showAddRemoteLocalTimeline()
  case .addTagGroup: nav.showAddTagGroup()
  case .statusEditHistory(let status): nav.showStatusEditHistory(status: status)
  case .settings: nav.showSettings()
  case .about: nav.showAbout()
  case .support: nav.showSupport()
  case .accountPushNotficationsSettings: nav.showAccountPushNotficationsSettings()
  case .report(let status): nav.showReport(status: status)
  case .shareImage(let image, let status): nav.showShareImage(image: image, status: status)
  case .editTagGroup(let tagGroup, let onSaved):
    nav.showEditTagGroup(tagGroup: tagGroup, onSaved: onSaved)
  case .timelineContentFilter: nav.showTimelineContentFilter()
  case .accountEditInfo: nav.showAccountEditInfo()
  case .accountFiltersList: nav.showAccountFiltersList()
  }
}

/// Calls the method of `nav` that opens `route` in the editor window.
@MainActor
func drive(_ nav: any EditorWindowNavigation, to route: WindowDestinationEditor) {
  switch route {
  case .newStatusEditor(let visibility): nav.showNewStatusEditor(visibility: visibility)
  case .prefilledStatusEditor(let text, let visibility):
    nav.showPrefilledStatusEditor(text: text, visibility: visibility)
  case .editStatusEditor(let status): nav.showEditStatusEditor(status: status)
  case .replyToStatusEditor(let status): nav.showReplyToStatusEditor(status: status)
  case .quoteStatusEditor(let status): nav.showQuoteStatusEditor(status: status)
  case .mentionStatusEditor(let account, let visibility):
    nav.showMentionStatusEditor(account: account, visibility: visibility)
  case .quoteLinkStatusEditor(let link): nav.showQuoteLinkStatusEditor(link: link)
  }
}

/// Calls the method of `nav` that opens `route` in the media window.
@MainActor
func drive(_ nav: any MediaWindowNavigation, to route: WindowDestinationMedia) {
  switch route {
  case .mediaViewer(let attachments, let selected):
    nav.showMediaViewer(attachments: attachments, selectedAttachment: selected)
  }
}
