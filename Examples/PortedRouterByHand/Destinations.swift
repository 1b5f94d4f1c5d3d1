public import Foundation
public import PortedRouterModels
public import Wayfinder

// Examples/PortedRouter/Destinations.swift with no macros: each `@Route` is written out below its
// enum as the `NavigationRoute` conformance it expands to, and each `@Presents` is the style in
// the catalogue and in `defaultPresentation`. A team that writes routes by hand maintains this;
// Tools/BuildCost/measure.sh compares its build with the macros' build.
// Written by Tools/BuildCost/write-by-hand.sh.

/// The screens IceCubes pushes onto a tab's stack.
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
public enum SheetDestination {
  /// A new post. Linkable.
  case newStatusEditor(visibility: Visibility)
  /// A new post with text already in it. Linkable.
  case prefilledStatusEditor(text: String, visibility: Visibility)
  /// A new post with images from URLs. Linkable.
  case imageURL(urls: [URL], caption: String?, altTexts: [String]?, visibility: Visibility)
  /// Edits a post. Restorable.
  case editStatusEditor(status: Status)
  /// Replies to a post. Restorable.
  case replyToStatusEditor(status: Status)
  /// Quotes a post. Restorable.
  case quoteStatusEditor(status: Status)
  /// A new post that quotes a link. Linkable.
  case quoteLinkStatusEditor(link: URL)
  /// A new post that mentions an account. Restorable.
  case mentionStatusEditor(account: Account, visibility: Visibility)
  /// Creates a list. Linkable.
  case listCreate
  /// Edits a list. Restorable.
  case listEdit(list: TimelineList)
  /// Adds an account to lists. Restorable.
  case listAddAccount(account: Account)
  /// Signs in to another account. Linkable.
  case addAccount
  /// Adds a remote server's local timeline. Linkable.
  case addRemoteLocalTimeline
  /// Creates a tag group. Linkable.
  case addTagGroup
  /// The edits of a post, by post id. Linkable.
  case statusEditHistory(status: String)
  /// The settings. Linkable.
  case settings
  /// About the app. Linkable.
  case about
  /// The tip jar. Linkable.
  case support
  /// The push notification settings of the account. Linkable. "Notfications" is spelled as
  /// the app spells it: the case name is the link's path, so it is kept.
  case accountPushNotficationsSettings
  /// Reports a post. Restorable.
  case report(status: Status)
  /// Shares a post as an image. Transient: the image (a `UIImage` in the app) is not
  /// `Codable`.
  case shareImage(image: SharedImage, status: Status)
  /// Edits a tag group, then calls `onSaved` with it. Transient: a tag group is not `Codable`
  /// and a callback never is. The app's `((TagGroup) -> Void)?` becomes a `RouteCallback`.
  case editTagGroup(tagGroup: TagGroup, onSaved: RouteCallback<TagGroup>?)
  /// Filters the timeline's content. Linkable.
  case timelineContentFilter
  /// Edits the account's profile. Linkable.
  case accountEditInfo
  /// The account's filters. Linkable.
  case accountFiltersList
}

/// The post editor as a window of its own (on macOS and visionOS in the app).
///
/// A window is opened and restored by the system from a saved value, so every value here is
/// linkable or restorable. A transient value is refused: a `RouteCallback` when compiling, any
/// other when the bus is built.
public enum WindowDestinationEditor {
  /// A new post. Linkable.
  case newStatusEditor(visibility: Visibility)
  /// A new post with text already in it. Linkable.
  case prefilledStatusEditor(text: String, visibility: Visibility)
  /// Edits a post. Restorable.
  case editStatusEditor(status: Status)
  /// Replies to a post. Restorable.
  case replyToStatusEditor(status: Status)
  /// Quotes a post. Restorable.
  case quoteStatusEditor(status: Status)
  /// A new post that mentions an account. Restorable.
  case mentionStatusEditor(account: Account, visibility: Visibility)
  /// A new post that quotes a link. Linkable.
  case quoteLinkStatusEditor(link: URL)
}

/// The media viewer as a window of its own.
public enum WindowDestinationMedia {
  /// The attachments of a post, one of them shown first. Restorable.
  case mediaViewer(attachments: [MediaAttachment], selectedAttachment: MediaAttachment)
}

extension RouterDestination: Wayfinder.NavigationRoute {
  public static let moduleKey: Wayfinder.ModuleKey = "router"

  public static let routeCases: [Wayfinder.RouteCase] = [
    Wayfinder.RouteCase(
      name: "accountDetail",
      parameters: [
        Wayfinder.RouteParameter(label: "id", codec: Wayfinder.LinkCodec.of(String.self))
      ]
    ),
    Wayfinder.RouteCase(
      name: "accountDetailWithAccount",
      parameters: [
        Wayfinder.RouteParameter(label: "account", codec: Wayfinder.LinkCodec.of(Account.self))
      ]
    ),
    Wayfinder.RouteCase(
      name: "accountSettingsWithAccount",
      parameters: [
        Wayfinder.RouteParameter(label: "account", codec: Wayfinder.LinkCodec.of(Account.self)),
        Wayfinder.RouteParameter(
          label: "appAccount", codec: Wayfinder.LinkCodec.of(AppAccount.self)),
      ]
    ),
    Wayfinder.RouteCase(
      name: "accountMediaGridView",
      parameters: [
        Wayfinder.RouteParameter(label: "account", codec: Wayfinder.LinkCodec.of(Account.self)),
        Wayfinder.RouteParameter(
          label: "initialMediaStatuses", codec: Wayfinder.LinkCodec.of(MediaStatus.self).array),
      ]
    ),
    Wayfinder.RouteCase(
      name: "statusDetail",
      parameters: [
        Wayfinder.RouteParameter(label: "id", codec: Wayfinder.LinkCodec.of(String.self))
      ]
    ),
    Wayfinder.RouteCase(
      name: "statusDetailWithStatus",
      parameters: [
        Wayfinder.RouteParameter(label: "status", codec: Wayfinder.LinkCodec.of(Status.self))
      ]
    ),
    Wayfinder.RouteCase(
      name: "remoteStatusDetail",
      parameters: [
        Wayfinder.RouteParameter(label: "url", codec: Wayfinder.LinkCodec.of(URL.self))
      ]
    ),
    Wayfinder.RouteCase(
      name: "conversationDetail",
      parameters: [
        Wayfinder.RouteParameter(
          label: "conversation", codec: Wayfinder.LinkCodec.of(Conversation.self))
      ]
    ),
    Wayfinder.RouteCase(
      name: "hashTag",
      parameters: [
        Wayfinder.RouteParameter(label: "tag", codec: Wayfinder.LinkCodec.of(String.self)),
        Wayfinder.RouteParameter(
          label: "account", codec: Wayfinder.LinkCodec.of(String.self).optional),
      ]
    ),
    Wayfinder.RouteCase(
      name: "list",
      parameters: [
        Wayfinder.RouteParameter(label: "list", codec: Wayfinder.LinkCodec.of(TimelineList.self))
      ]
    ),
    Wayfinder.RouteCase(
      name: "followers",
      parameters: [
        Wayfinder.RouteParameter(label: "id", codec: Wayfinder.LinkCodec.of(String.self))
      ]
    ),
    Wayfinder.RouteCase(
      name: "following",
      parameters: [
        Wayfinder.RouteParameter(label: "id", codec: Wayfinder.LinkCodec.of(String.self))
      ]
    ),
    Wayfinder.RouteCase(
      name: "favoritedBy",
      parameters: [
        Wayfinder.RouteParameter(label: "id", codec: Wayfinder.LinkCodec.of(String.self))
      ]
    ),
    Wayfinder.RouteCase(
      name: "rebloggedBy",
      parameters: [
        Wayfinder.RouteParameter(label: "id", codec: Wayfinder.LinkCodec.of(String.self))
      ]
    ),
    Wayfinder.RouteCase(
      name: "quotes",
      parameters: [
        Wayfinder.RouteParameter(label: "id", codec: Wayfinder.LinkCodec.of(String.self))
      ]
    ),
    Wayfinder.RouteCase(
      name: "accountsList",
      parameters: [
        Wayfinder.RouteParameter(
          label: "accounts", codec: Wayfinder.LinkCodec.of(Account.self).array)
      ]
    ),
    Wayfinder.RouteCase(
      name: "trendingTimeline"
    ),
    Wayfinder.RouteCase(
      name: "linkTimeline",
      parameters: [
        Wayfinder.RouteParameter(label: "url", codec: Wayfinder.LinkCodec.of(URL.self)),
        Wayfinder.RouteParameter(label: "title", codec: Wayfinder.LinkCodec.of(String.self)),
      ]
    ),
    Wayfinder.RouteCase(
      name: "trendingLinks",
      parameters: [
        Wayfinder.RouteParameter(label: "cards", codec: Wayfinder.LinkCodec.of(Card.self).array)
      ]
    ),
    Wayfinder.RouteCase(
      name: "tagsList",
      parameters: [
        Wayfinder.RouteParameter(label: "tags", codec: Wayfinder.LinkCodec.of(Tag.self).array)
      ]
    ),
    Wayfinder.RouteCase(
      name: "notificationsRequests"
    ),
    Wayfinder.RouteCase(
      name: "notificationForAccount",
      parameters: [
        Wayfinder.RouteParameter(label: "accountId", codec: Wayfinder.LinkCodec.of(String.self))
      ]
    ),
    Wayfinder.RouteCase(
      name: "blockedAccounts"
    ),
    Wayfinder.RouteCase(
      name: "mutedAccounts"
    ),
    Wayfinder.RouteCase(
      name: "conversations"
    ),
    Wayfinder.RouteCase(
      name: "instanceInfo",
      parameters: [
        Wayfinder.RouteParameter(label: "instance", codec: Wayfinder.LinkCodec.of(Instance.self))
      ]
    ),
    Wayfinder.RouteCase(
      name: "metrics"
    ),
  ]

  public var routeComponents: Wayfinder.RouteComponents {
    switch self {
    case .accountDetail(let value0):
      var components = Wayfinder.RouteComponents(name: "accountDetail", capacity: 1)
      components.append(value0, codec: Wayfinder.LinkCodec.of(String.self))
      return components
    case .accountDetailWithAccount(let value0):
      var components = Wayfinder.RouteComponents(name: "accountDetailWithAccount", capacity: 1)
      components.append(value0, codec: Wayfinder.LinkCodec.of(Account.self))
      return components
    case .accountSettingsWithAccount(let value0, let value1):
      var components = Wayfinder.RouteComponents(name: "accountSettingsWithAccount", capacity: 2)
      components.append(value0, codec: Wayfinder.LinkCodec.of(Account.self))
      components.append(value1, codec: Wayfinder.LinkCodec.of(AppAccount.self))
      return components
    case .accountMediaGridView(let value0, let value1):
      var components = Wayfinder.RouteComponents(name: "accountMediaGridView", capacity: 2)
      components.append(value0, codec: Wayfinder.LinkCodec.of(Account.self))
      components.append(value1, codec: Wayfinder.LinkCodec.of(MediaStatus.self).array)
      return components
    case .statusDetail(let value0):
      var components = Wayfinder.RouteComponents(name: "statusDetail", capacity: 1)
      components.append(value0, codec: Wayfinder.LinkCodec.of(String.self))
      return components
    case .statusDetailWithStatus(let value0):
      var components = Wayfinder.RouteComponents(name: "statusDetailWithStatus", capacity: 1)
      components.append(value0, codec: Wayfinder.LinkCodec.of(Status.self))
      return components
    case .remoteStatusDetail(let value0):
      var components = Wayfinder.RouteComponents(name: "remoteStatusDetail", capacity: 1)
      components.append(value0, codec: Wayfinder.LinkCodec.of(URL.self))
      return components
    case .conversationDetail(let value0):
      var components = Wayfinder.RouteComponents(name: "conversationDetail", capacity: 1)
      components.append(value0, codec: Wayfinder.LinkCodec.of(Conversation.self))
      return components
    case .hashTag(let value0, let value1):
      var components = Wayfinder.RouteComponents(name: "hashTag", capacity: 2)
      components.append(value0, codec: Wayfinder.LinkCodec.of(String.self))
      components.append(value1, codec: Wayfinder.LinkCodec.of(String.self).optional)
      return components
    case .list(let value0):
      var components = Wayfinder.RouteComponents(name: "list", capacity: 1)
      components.append(value0, codec: Wayfinder.LinkCodec.of(TimelineList.self))
      return components
    case .followers(let value0):
      var components = Wayfinder.RouteComponents(name: "followers", capacity: 1)
      components.append(value0, codec: Wayfinder.LinkCodec.of(String.self))
      return components
    case .following(let value0):
      var components = Wayfinder.RouteComponents(name: "following", capacity: 1)
      components.append(value0, codec: Wayfinder.LinkCodec.of(String.self))
      return components
    case .favoritedBy(let value0):
      var components = Wayfinder.RouteComponents(name: "favoritedBy", capacity: 1)
      components.append(value0, codec: Wayfinder.LinkCodec.of(String.self))
      return components
    case .rebloggedBy(let value0):
      var components = Wayfinder.RouteComponents(name: "rebloggedBy", capacity: 1)
      components.append(value0, codec: Wayfinder.LinkCodec.of(String.self))
      return components
    case .quotes(let value0):
      var components = Wayfinder.RouteComponents(name: "quotes", capacity: 1)
      components.append(value0, codec: Wayfinder.LinkCodec.of(String.self))
      return components
    case .accountsList(let value0):
      var components = Wayfinder.RouteComponents(name: "accountsList", capacity: 1)
      components.append(value0, codec: Wayfinder.LinkCodec.of(Account.self).array)
      return components
    case .trendingTimeline:
      return Wayfinder.RouteComponents(name: "trendingTimeline")
    case .linkTimeline(let value0, let value1):
      var components = Wayfinder.RouteComponents(name: "linkTimeline", capacity: 2)
      components.append(value0, codec: Wayfinder.LinkCodec.of(URL.self))
      components.append(value1, codec: Wayfinder.LinkCodec.of(String.self))
      return components
    case .trendingLinks(let value0):
      var components = Wayfinder.RouteComponents(name: "trendingLinks", capacity: 1)
      components.append(value0, codec: Wayfinder.LinkCodec.of(Card.self).array)
      return components
    case .tagsList(let value0):
      var components = Wayfinder.RouteComponents(name: "tagsList", capacity: 1)
      components.append(value0, codec: Wayfinder.LinkCodec.of(Tag.self).array)
      return components
    case .notificationsRequests:
      return Wayfinder.RouteComponents(name: "notificationsRequests")
    case .notificationForAccount(let value0):
      var components = Wayfinder.RouteComponents(name: "notificationForAccount", capacity: 1)
      components.append(value0, codec: Wayfinder.LinkCodec.of(String.self))
      return components
    case .blockedAccounts:
      return Wayfinder.RouteComponents(name: "blockedAccounts")
    case .mutedAccounts:
      return Wayfinder.RouteComponents(name: "mutedAccounts")
    case .conversations:
      return Wayfinder.RouteComponents(name: "conversations")
    case .instanceInfo(let value0):
      var components = Wayfinder.RouteComponents(name: "instanceInfo", capacity: 1)
      components.append(value0, codec: Wayfinder.LinkCodec.of(Instance.self))
      return components
    case .metrics:
      return Wayfinder.RouteComponents(name: "metrics")
    }
  }

  public init(routeComponents: Wayfinder.RouteComponents) throws(Wayfinder.RouteDecodingError) {
    let module = Self.moduleKey
    switch routeComponents.name {
    case "accountDetail":
      var reader = try routeComponents.reader(module: module, valueCount: 1)
      self = try .accountDetail(
        id: reader.next(codec: Wayfinder.LinkCodec.of(String.self), label: "id"))
      try reader.finish()
    case "accountDetailWithAccount":
      var reader = try routeComponents.reader(module: module, valueCount: 1)
      self = try .accountDetailWithAccount(
        account: reader.next(codec: Wayfinder.LinkCodec.of(Account.self), label: "account"))
      try reader.finish()
    case "accountSettingsWithAccount":
      var reader = try routeComponents.reader(module: module, valueCount: 2)
      self = try .accountSettingsWithAccount(
        account: reader.next(codec: Wayfinder.LinkCodec.of(Account.self), label: "account"),
        appAccount: reader.next(codec: Wayfinder.LinkCodec.of(AppAccount.self), label: "appAccount")
      )
      try reader.finish()
    case "accountMediaGridView":
      var reader = try routeComponents.reader(module: module, valueCount: 2)
      self = try .accountMediaGridView(
        account: reader.next(codec: Wayfinder.LinkCodec.of(Account.self), label: "account"),
        initialMediaStatuses: reader.next(
          codec: Wayfinder.LinkCodec.of(MediaStatus.self).array, label: "initialMediaStatuses"))
      try reader.finish()
    case "statusDetail":
      var reader = try routeComponents.reader(module: module, valueCount: 1)
      self = try .statusDetail(
        id: reader.next(codec: Wayfinder.LinkCodec.of(String.self), label: "id"))
      try reader.finish()
    case "statusDetailWithStatus":
      var reader = try routeComponents.reader(module: module, valueCount: 1)
      self = try .statusDetailWithStatus(
        status: reader.next(codec: Wayfinder.LinkCodec.of(Status.self), label: "status"))
      try reader.finish()
    case "remoteStatusDetail":
      var reader = try routeComponents.reader(module: module, valueCount: 1)
      self = try .remoteStatusDetail(
        url: reader.next(codec: Wayfinder.LinkCodec.of(URL.self), label: "url"))
      try reader.finish()
    case "conversationDetail":
      var reader = try routeComponents.reader(module: module, valueCount: 1)
      self = try .conversationDetail(
        conversation: reader.next(
          codec: Wayfinder.LinkCodec.of(Conversation.self), label: "conversation"))
      try reader.finish()
    case "hashTag":
      var reader = try routeComponents.reader(module: module, valueCount: 2)
      self = try .hashTag(
        tag: reader.next(codec: Wayfinder.LinkCodec.of(String.self), label: "tag"),
        account: reader.next(codec: Wayfinder.LinkCodec.of(String.self).optional, label: "account"))
      try reader.finish()
    case "list":
      var reader = try routeComponents.reader(module: module, valueCount: 1)
      self = try .list(
        list: reader.next(codec: Wayfinder.LinkCodec.of(TimelineList.self), label: "list"))
      try reader.finish()
    case "followers":
      var reader = try routeComponents.reader(module: module, valueCount: 1)
      self = try .followers(
        id: reader.next(codec: Wayfinder.LinkCodec.of(String.self), label: "id"))
      try reader.finish()
    case "following":
      var reader = try routeComponents.reader(module: module, valueCount: 1)
      self = try .following(
        id: reader.next(codec: Wayfinder.LinkCodec.of(String.self), label: "id"))
      try reader.finish()
    case "favoritedBy":
      var reader = try routeComponents.reader(module: module, valueCount: 1)
      self = try .favoritedBy(
        id: reader.next(codec: Wayfinder.LinkCodec.of(String.self), label: "id"))
      try reader.finish()
    case "rebloggedBy":
      var reader = try routeComponents.reader(module: module, valueCount: 1)
      self = try .rebloggedBy(
        id: reader.next(codec: Wayfinder.LinkCodec.of(String.self), label: "id"))
      try reader.finish()
    case "quotes":
      var reader = try routeComponents.reader(module: module, valueCount: 1)
      self = try .quotes(id: reader.next(codec: Wayfinder.LinkCodec.of(String.self), label: "id"))
      try reader.finish()
    case "accountsList":
      var reader = try routeComponents.reader(module: module, valueCount: 1)
      self = try .accountsList(
        accounts: reader.next(codec: Wayfinder.LinkCodec.of(Account.self).array, label: "accounts"))
      try reader.finish()
    case "trendingTimeline":
      _ = try routeComponents.reader(module: module, valueCount: 0)
      self = .trendingTimeline
    case "linkTimeline":
      var reader = try routeComponents.reader(module: module, valueCount: 2)
      self = try .linkTimeline(
        url: reader.next(codec: Wayfinder.LinkCodec.of(URL.self), label: "url"),
        title: reader.next(codec: Wayfinder.LinkCodec.of(String.self), label: "title"))
      try reader.finish()
    case "trendingLinks":
      var reader = try routeComponents.reader(module: module, valueCount: 1)
      self = try .trendingLinks(
        cards: reader.next(codec: Wayfinder.LinkCodec.of(Card.self).array, label: "cards"))
      try reader.finish()
    case "tagsList":
      var reader = try routeComponents.reader(module: module, valueCount: 1)
      self = try .tagsList(
        tags: reader.next(codec: Wayfinder.LinkCodec.of(Tag.self).array, label: "tags"))
      try reader.finish()
    case "notificationsRequests":
      _ = try routeComponents.reader(module: module, valueCount: 0)
      self = .notificationsRequests
    case "notificationForAccount":
      var reader = try routeComponents.reader(module: module, valueCount: 1)
      self = try .notificationForAccount(
        accountId: reader.next(codec: Wayfinder.LinkCodec.of(String.self), label: "accountId"))
      try reader.finish()
    case "blockedAccounts":
      _ = try routeComponents.reader(module: module, valueCount: 0)
      self = .blockedAccounts
    case "mutedAccounts":
      _ = try routeComponents.reader(module: module, valueCount: 0)
      self = .mutedAccounts
    case "conversations":
      _ = try routeComponents.reader(module: module, valueCount: 0)
      self = .conversations
    case "instanceInfo":
      var reader = try routeComponents.reader(module: module, valueCount: 1)
      self = try .instanceInfo(
        instance: reader.next(codec: Wayfinder.LinkCodec.of(Instance.self), label: "instance"))
      try reader.finish()
    case "metrics":
      _ = try routeComponents.reader(module: module, valueCount: 0)
      self = .metrics
    default:
      throw .unknownCase(
        module: module, name: routeComponents.name,
        known: Self.routeCases.map(\.name))
    }
  }

  public var defaultPresentation: Wayfinder.PresentationStyle {
    .push
  }

  public var requirement: Wayfinder.Requirement? {
    nil
  }
}

extension SheetDestination: Wayfinder.NavigationRoute {
  public static let moduleKey: Wayfinder.ModuleKey = "sheets"

  public static let routeCases: [Wayfinder.RouteCase] = [
    Wayfinder.RouteCase(
      name: "newStatusEditor",
      parameters: [
        Wayfinder.RouteParameter(
          label: "visibility", codec: Wayfinder.LinkCodec.of(Visibility.self))
      ],
      presentation: .sheet
    ),
    Wayfinder.RouteCase(
      name: "prefilledStatusEditor",
      parameters: [
        Wayfinder.RouteParameter(label: "text", codec: Wayfinder.LinkCodec.of(String.self)),
        Wayfinder.RouteParameter(
          label: "visibility", codec: Wayfinder.LinkCodec.of(Visibility.self)),
      ],
      presentation: .sheet
    ),
    Wayfinder.RouteCase(
      name: "imageURL",
      parameters: [
        Wayfinder.RouteParameter(label: "urls", codec: Wayfinder.LinkCodec.of(URL.self).array),
        Wayfinder.RouteParameter(
          label: "caption", codec: Wayfinder.LinkCodec.of(String.self).optional),
        Wayfinder.RouteParameter(
          label: "altTexts", codec: Wayfinder.LinkCodec.of(String.self).array.optional),
        Wayfinder.RouteParameter(
          label: "visibility", codec: Wayfinder.LinkCodec.of(Visibility.self)),
      ],
      presentation: .sheet
    ),
    Wayfinder.RouteCase(
      name: "editStatusEditor",
      parameters: [
        Wayfinder.RouteParameter(label: "status", codec: Wayfinder.LinkCodec.of(Status.self))
      ],
      presentation: .sheet
    ),
    Wayfinder.RouteCase(
      name: "replyToStatusEditor",
      parameters: [
        Wayfinder.RouteParameter(label: "status", codec: Wayfinder.LinkCodec.of(Status.self))
      ],
      presentation: .sheet
    ),
    Wayfinder.RouteCase(
      name: "quoteStatusEditor",
      parameters: [
        Wayfinder.RouteParameter(label: "status", codec: Wayfinder.LinkCodec.of(Status.self))
      ],
      presentation: .sheet
    ),
    Wayfinder.RouteCase(
      name: "quoteLinkStatusEditor",
      parameters: [
        Wayfinder.RouteParameter(label: "link", codec: Wayfinder.LinkCodec.of(URL.self))
      ],
      presentation: .sheet
    ),
    Wayfinder.RouteCase(
      name: "mentionStatusEditor",
      parameters: [
        Wayfinder.RouteParameter(label: "account", codec: Wayfinder.LinkCodec.of(Account.self)),
        Wayfinder.RouteParameter(
          label: "visibility", codec: Wayfinder.LinkCodec.of(Visibility.self)),
      ],
      presentation: .sheet
    ),
    Wayfinder.RouteCase(
      name: "listCreate",
      presentation: .sheet
    ),
    Wayfinder.RouteCase(
      name: "listEdit",
      parameters: [
        Wayfinder.RouteParameter(label: "list", codec: Wayfinder.LinkCodec.of(TimelineList.self))
      ],
      presentation: .sheet
    ),
    Wayfinder.RouteCase(
      name: "listAddAccount",
      parameters: [
        Wayfinder.RouteParameter(label: "account", codec: Wayfinder.LinkCodec.of(Account.self))
      ],
      presentation: .sheet
    ),
    Wayfinder.RouteCase(
      name: "addAccount",
      presentation: .sheet
    ),
    Wayfinder.RouteCase(
      name: "addRemoteLocalTimeline",
      presentation: .sheet
    ),
    Wayfinder.RouteCase(
      name: "addTagGroup",
      presentation: .sheet
    ),
    Wayfinder.RouteCase(
      name: "statusEditHistory",
      parameters: [
        Wayfinder.RouteParameter(label: "status", codec: Wayfinder.LinkCodec.of(String.self))
      ],
      presentation: .sheet
    ),
    Wayfinder.RouteCase(
      name: "settings",
      presentation: .sheet
    ),
    Wayfinder.RouteCase(
      name: "about",
      presentation: .sheet
    ),
    Wayfinder.RouteCase(
      name: "support",
      presentation: .sheet
    ),
    Wayfinder.RouteCase(
      name: "accountPushNotficationsSettings",
      presentation: .sheet
    ),
    Wayfinder.RouteCase(
      name: "report",
      parameters: [
        Wayfinder.RouteParameter(label: "status", codec: Wayfinder.LinkCodec.of(Status.self))
      ],
      presentation: .sheet
    ),
    Wayfinder.RouteCase(
      name: "shareImage",
      parameters: [
        Wayfinder.RouteParameter(label: "image", codec: Wayfinder.LinkCodec.of(SharedImage.self)),
        Wayfinder.RouteParameter(label: "status", codec: Wayfinder.LinkCodec.of(Status.self)),
      ],
      presentation: .sheet
    ),
    Wayfinder.RouteCase(
      name: "editTagGroup",
      parameters: [
        Wayfinder.RouteParameter(label: "tagGroup", codec: Wayfinder.LinkCodec.of(TagGroup.self)),
        Wayfinder.RouteParameter(
          label: "onSaved", codec: Wayfinder.LinkCodec.of(RouteCallback<TagGroup>.self).optional),
      ],
      presentation: .sheet
    ),
    Wayfinder.RouteCase(
      name: "timelineContentFilter",
      presentation: .sheet
    ),
    Wayfinder.RouteCase(
      name: "accountEditInfo",
      presentation: .sheet
    ),
    Wayfinder.RouteCase(
      name: "accountFiltersList",
      presentation: .sheet
    ),
  ]

  public var routeComponents: Wayfinder.RouteComponents {
    switch self {
    case .newStatusEditor(let value0):
      var components = Wayfinder.RouteComponents(name: "newStatusEditor", capacity: 1)
      components.append(value0, codec: Wayfinder.LinkCodec.of(Visibility.self))
      return components
    case .prefilledStatusEditor(let value0, let value1):
      var components = Wayfinder.RouteComponents(name: "prefilledStatusEditor", capacity: 2)
      components.append(value0, codec: Wayfinder.LinkCodec.of(String.self))
      components.append(value1, codec: Wayfinder.LinkCodec.of(Visibility.self))
      return components
    case .imageURL(let value0, let value1, let value2, let value3):
      var components = Wayfinder.RouteComponents(name: "imageURL", capacity: 4)
      components.append(value0, codec: Wayfinder.LinkCodec.of(URL.self).array)
      components.append(value1, codec: Wayfinder.LinkCodec.of(String.self).optional)
      components.append(value2, codec: Wayfinder.LinkCodec.of(String.self).array.optional)
      components.append(value3, codec: Wayfinder.LinkCodec.of(Visibility.self))
      return components
    case .editStatusEditor(let value0):
      var components = Wayfinder.RouteComponents(name: "editStatusEditor", capacity: 1)
      components.append(value0, codec: Wayfinder.LinkCodec.of(Status.self))
      return components
    case .replyToStatusEditor(let value0):
      var components = Wayfinder.RouteComponents(name: "replyToStatusEditor", capacity: 1)
      components.append(value0, codec: Wayfinder.LinkCodec.of(Status.self))
      return components
    case .quoteStatusEditor(let value0):
      var components = Wayfinder.RouteComponents(name: "quoteStatusEditor", capacity: 1)
      components.append(value0, codec: Wayfinder.LinkCodec.of(Status.self))
      return components
    case .quoteLinkStatusEditor(let value0):
      var components = Wayfinder.RouteComponents(name: "quoteLinkStatusEditor", capacity: 1)
      components.append(value0, codec: Wayfinder.LinkCodec.of(URL.self))
      return components
    case .mentionStatusEditor(let value0, let value1):
      var components = Wayfinder.RouteComponents(name: "mentionStatusEditor", capacity: 2)
      components.append(value0, codec: Wayfinder.LinkCodec.of(Account.self))
      components.append(value1, codec: Wayfinder.LinkCodec.of(Visibility.self))
      return components
    case .listCreate:
      return Wayfinder.RouteComponents(name: "listCreate")
    case .listEdit(let value0):
      var components = Wayfinder.RouteComponents(name: "listEdit", capacity: 1)
      components.append(value0, codec: Wayfinder.LinkCodec.of(TimelineList.self))
      return components
    case .listAddAccount(let value0):
      var components = Wayfinder.RouteComponents(name: "listAddAccount", capacity: 1)
      components.append(value0, codec: Wayfinder.LinkCodec.of(Account.self))
      return components
    case .addAccount:
      return Wayfinder.RouteComponents(name: "addAccount")
    case .addRemoteLocalTimeline:
      return Wayfinder.RouteComponents(name: "addRemoteLocalTimeline")
    case .addTagGroup:
      return Wayfinder.RouteComponents(name: "addTagGroup")
    case .statusEditHistory(let value0):
      var components = Wayfinder.RouteComponents(name: "statusEditHistory", capacity: 1)
      components.append(value0, codec: Wayfinder.LinkCodec.of(String.self))
      return components
    case .settings:
      return Wayfinder.RouteComponents(name: "settings")
    case .about:
      return Wayfinder.RouteComponents(name: "about")
    case .support:
      return Wayfinder.RouteComponents(name: "support")
    case .accountPushNotficationsSettings:
      return Wayfinder.RouteComponents(name: "accountPushNotficationsSettings")
    case .report(let value0):
      var components = Wayfinder.RouteComponents(name: "report", capacity: 1)
      components.append(value0, codec: Wayfinder.LinkCodec.of(Status.self))
      return components
    case .shareImage(let value0, let value1):
      var components = Wayfinder.RouteComponents(name: "shareImage", capacity: 2)
      components.append(value0, codec: Wayfinder.LinkCodec.of(SharedImage.self))
      components.append(value1, codec: Wayfinder.LinkCodec.of(Status.self))
      return components
    case .editTagGroup(let value0, let value1):
      var components = Wayfinder.RouteComponents(name: "editTagGroup", capacity: 2)
      components.append(value0, codec: Wayfinder.LinkCodec.of(TagGroup.self))
      components.append(
        value1, codec: Wayfinder.LinkCodec.of(RouteCallback<TagGroup>.self).optional)
      return components
    case .timelineContentFilter:
      return Wayfinder.RouteComponents(name: "timelineContentFilter")
    case .accountEditInfo:
      return Wayfinder.RouteComponents(name: "accountEditInfo")
    case .accountFiltersList:
      return Wayfinder.RouteComponents(name: "accountFiltersList")
    }
  }

  public init(routeComponents: Wayfinder.RouteComponents) throws(Wayfinder.RouteDecodingError) {
    let module = Self.moduleKey
    switch routeComponents.name {
    case "newStatusEditor":
      var reader = try routeComponents.reader(module: module, valueCount: 1)
      self = try .newStatusEditor(
        visibility: reader.next(codec: Wayfinder.LinkCodec.of(Visibility.self), label: "visibility")
      )
      try reader.finish()
    case "prefilledStatusEditor":
      var reader = try routeComponents.reader(module: module, valueCount: 2)
      self = try .prefilledStatusEditor(
        text: reader.next(codec: Wayfinder.LinkCodec.of(String.self), label: "text"),
        visibility: reader.next(codec: Wayfinder.LinkCodec.of(Visibility.self), label: "visibility")
      )
      try reader.finish()
    case "imageURL":
      var reader = try routeComponents.reader(module: module, valueCount: 4)
      self = try .imageURL(
        urls: reader.next(codec: Wayfinder.LinkCodec.of(URL.self).array, label: "urls"),
        caption: reader.next(codec: Wayfinder.LinkCodec.of(String.self).optional, label: "caption"),
        altTexts: reader.next(
          codec: Wayfinder.LinkCodec.of(String.self).array.optional, label: "altTexts"),
        visibility: reader.next(codec: Wayfinder.LinkCodec.of(Visibility.self), label: "visibility")
      )
      try reader.finish()
    case "editStatusEditor":
      var reader = try routeComponents.reader(module: module, valueCount: 1)
      self = try .editStatusEditor(
        status: reader.next(codec: Wayfinder.LinkCodec.of(Status.self), label: "status"))
      try reader.finish()
    case "replyToStatusEditor":
      var reader = try routeComponents.reader(module: module, valueCount: 1)
      self = try .replyToStatusEditor(
        status: reader.next(codec: Wayfinder.LinkCodec.of(Status.self), label: "status"))
      try reader.finish()
    case "quoteStatusEditor":
      var reader = try routeComponents.reader(module: module, valueCount: 1)
      self = try .quoteStatusEditor(
        status: reader.next(codec: Wayfinder.LinkCodec.of(Status.self), label: "status"))
      try reader.finish()
    case "quoteLinkStatusEditor":
      var reader = try routeComponents.reader(module: module, valueCount: 1)
      self = try .quoteLinkStatusEditor(
        link: reader.next(codec: Wayfinder.LinkCodec.of(URL.self), label: "link"))
      try reader.finish()
    case "mentionStatusEditor":
      var reader = try routeComponents.reader(module: module, valueCount: 2)
      self = try .mentionStatusEditor(
        account: reader.next(codec: Wayfinder.LinkCodec.of(Account.self), label: "account"),
        visibility: reader.next(codec: Wayfinder.LinkCodec.of(Visibility.self), label: "visibility")
      )
      try reader.finish()
    case "listCreate":
      _ = try routeComponents.reader(module: module, valueCount: 0)
      self = .listCreate
    case "listEdit":
      var reader = try routeComponents.reader(module: module, valueCount: 1)
      self = try .listEdit(
        list: reader.next(codec: Wayfinder.LinkCodec.of(TimelineList.self), label: "list"))
      try reader.finish()
    case "listAddAccount":
      var reader = try routeComponents.reader(module: module, valueCount: 1)
      self = try .listAddAccount(
        account: reader.next(codec: Wayfinder.LinkCodec.of(Account.self), label: "account"))
      try reader.finish()
    case "addAccount":
      _ = try routeComponents.reader(module: module, valueCount: 0)
      self = .addAccount
    case "addRemoteLocalTimeline":
      _ = try routeComponents.reader(module: module, valueCount: 0)
      self = .addRemoteLocalTimeline
    case "addTagGroup":
      _ = try routeComponents.reader(module: module, valueCount: 0)
      self = .addTagGroup
    case "statusEditHistory":
      var reader = try routeComponents.reader(module: module, valueCount: 1)
      self = try .statusEditHistory(
        status: reader.next(codec: Wayfinder.LinkCodec.of(String.self), label: "status"))
      try reader.finish()
    case "settings":
      _ = try routeComponents.reader(module: module, valueCount: 0)
      self = .settings
    case "about":
      _ = try routeComponents.reader(module: module, valueCount: 0)
      self = .about
    case "support":
      _ = try routeComponents.reader(module: module, valueCount: 0)
      self = .support
    case "accountPushNotficationsSettings":
      _ = try routeComponents.reader(module: module, valueCount: 0)
      self = .accountPushNotficationsSettings
    case "report":
      var reader = try routeComponents.reader(module: module, valueCount: 1)
      self = try .report(
        status: reader.next(codec: Wayfinder.LinkCodec.of(Status.self), label: "status"))
      try reader.finish()
    case "shareImage":
      var reader = try routeComponents.reader(module: module, valueCount: 2)
      self = try .shareImage(
        image: reader.next(codec: Wayfinder.LinkCodec.of(SharedImage.self), label: "image"),
        status: reader.next(codec: Wayfinder.LinkCodec.of(Status.self), label: "status"))
      try reader.finish()
    case "editTagGroup":
      var reader = try routeComponents.reader(module: module, valueCount: 2)
      self = try .editTagGroup(
        tagGroup: reader.next(codec: Wayfinder.LinkCodec.of(TagGroup.self), label: "tagGroup"),
        onSaved: reader.next(
          codec: Wayfinder.LinkCodec.of(RouteCallback<TagGroup>.self).optional, label: "onSaved"))
      try reader.finish()
    case "timelineContentFilter":
      _ = try routeComponents.reader(module: module, valueCount: 0)
      self = .timelineContentFilter
    case "accountEditInfo":
      _ = try routeComponents.reader(module: module, valueCount: 0)
      self = .accountEditInfo
    case "accountFiltersList":
      _ = try routeComponents.reader(module: module, valueCount: 0)
      self = .accountFiltersList
    default:
      throw .unknownCase(
        module: module, name: routeComponents.name,
        known: Self.routeCases.map(\.name))
    }
  }

  public var defaultPresentation: Wayfinder.PresentationStyle {
    .sheet
  }

  public var requirement: Wayfinder.Requirement? {
    nil
  }
}

extension WindowDestinationEditor: Wayfinder.NavigationRoute {
  public static let moduleKey: Wayfinder.ModuleKey = "editor"

  public static let routeCases: [Wayfinder.RouteCase] = [
    Wayfinder.RouteCase(
      name: "newStatusEditor",
      parameters: [
        Wayfinder.RouteParameter(
          label: "visibility", codec: Wayfinder.LinkCodec.of(Visibility.self))
      ],
      presentation: .window(id: "editor")
    ),
    Wayfinder.RouteCase(
      name: "prefilledStatusEditor",
      parameters: [
        Wayfinder.RouteParameter(label: "text", codec: Wayfinder.LinkCodec.of(String.self)),
        Wayfinder.RouteParameter(
          label: "visibility", codec: Wayfinder.LinkCodec.of(Visibility.self)),
      ],
      presentation: .window(id: "editor")
    ),
    Wayfinder.RouteCase(
      name: "editStatusEditor",
      parameters: [
        Wayfinder.RouteParameter(label: "status", codec: Wayfinder.LinkCodec.of(Status.self))
      ],
      presentation: .window(id: "editor")
    ),
    Wayfinder.RouteCase(
      name: "replyToStatusEditor",
      parameters: [
        Wayfinder.RouteParameter(label: "status", codec: Wayfinder.LinkCodec.of(Status.self))
      ],
      presentation: .window(id: "editor")
    ),
    Wayfinder.RouteCase(
      name: "quoteStatusEditor",
      parameters: [
        Wayfinder.RouteParameter(label: "status", codec: Wayfinder.LinkCodec.of(Status.self))
      ],
      presentation: .window(id: "editor")
    ),
    Wayfinder.RouteCase(
      name: "mentionStatusEditor",
      parameters: [
        Wayfinder.RouteParameter(label: "account", codec: Wayfinder.LinkCodec.of(Account.self)),
        Wayfinder.RouteParameter(
          label: "visibility", codec: Wayfinder.LinkCodec.of(Visibility.self)),
      ],
      presentation: .window(id: "editor")
    ),
    Wayfinder.RouteCase(
      name: "quoteLinkStatusEditor",
      parameters: [
        Wayfinder.RouteParameter(label: "link", codec: Wayfinder.LinkCodec.of(URL.self))
      ],
      presentation: .window(id: "editor")
    ),
  ]

  public var routeComponents: Wayfinder.RouteComponents {
    switch self {
    case .newStatusEditor(let value0):
      var components = Wayfinder.RouteComponents(name: "newStatusEditor", capacity: 1)
      components.append(value0, codec: Wayfinder.LinkCodec.of(Visibility.self))
      return components
    case .prefilledStatusEditor(let value0, let value1):
      var components = Wayfinder.RouteComponents(name: "prefilledStatusEditor", capacity: 2)
      components.append(value0, codec: Wayfinder.LinkCodec.of(String.self))
      components.append(value1, codec: Wayfinder.LinkCodec.of(Visibility.self))
      return components
    case .editStatusEditor(let value0):
      var components = Wayfinder.RouteComponents(name: "editStatusEditor", capacity: 1)
      components.append(value0, codec: Wayfinder.LinkCodec.of(Status.self))
      return components
    case .replyToStatusEditor(let value0):
      var components = Wayfinder.RouteComponents(name: "replyToStatusEditor", capacity: 1)
      components.append(value0, codec: Wayfinder.LinkCodec.of(Status.self))
      return components
    case .quoteStatusEditor(let value0):
      var components = Wayfinder.RouteComponents(name: "quoteStatusEditor", capacity: 1)
      components.append(value0, codec: Wayfinder.LinkCodec.of(Status.self))
      return components
    case .mentionStatusEditor(let value0, let value1):
      var components = Wayfinder.RouteComponents(name: "mentionStatusEditor", capacity: 2)
      components.append(value0, codec: Wayfinder.LinkCodec.of(Account.self))
      components.append(value1, codec: Wayfinder.LinkCodec.of(Visibility.self))
      return components
    case .quoteLinkStatusEditor(let value0):
      var components = Wayfinder.RouteComponents(name: "quoteLinkStatusEditor", capacity: 1)
      components.append(value0, codec: Wayfinder.LinkCodec.of(URL.self))
      return components
    }
  }

  public init(routeComponents: Wayfinder.RouteComponents) throws(Wayfinder.RouteDecodingError) {
    let module = Self.moduleKey
    switch routeComponents.name {
    case "newStatusEditor":
      var reader = try routeComponents.reader(module: module, valueCount: 1)
      self = try .newStatusEditor(
        visibility: reader.next(codec: Wayfinder.LinkCodec.of(Visibility.self), label: "visibility")
      )
      try reader.finish()
    case "prefilledStatusEditor":
      var reader = try routeComponents.reader(module: module, valueCount: 2)
      self = try .prefilledStatusEditor(
        text: reader.next(codec: Wayfinder.LinkCodec.of(String.self), label: "text"),
        visibility: reader.next(codec: Wayfinder.LinkCodec.of(Visibility.self), label: "visibility")
      )
      try reader.finish()
    case "editStatusEditor":
      var reader = try routeComponents.reader(module: module, valueCount: 1)
      self = try .editStatusEditor(
        status: reader.next(codec: Wayfinder.LinkCodec.of(Status.self), label: "status"))
      try reader.finish()
    case "replyToStatusEditor":
      var reader = try routeComponents.reader(module: module, valueCount: 1)
      self = try .replyToStatusEditor(
        status: reader.next(codec: Wayfinder.LinkCodec.of(Status.self), label: "status"))
      try reader.finish()
    case "quoteStatusEditor":
      var reader = try routeComponents.reader(module: module, valueCount: 1)
      self = try .quoteStatusEditor(
        status: reader.next(codec: Wayfinder.LinkCodec.of(Status.self), label: "status"))
      try reader.finish()
    case "mentionStatusEditor":
      var reader = try routeComponents.reader(module: module, valueCount: 2)
      self = try .mentionStatusEditor(
        account: reader.next(codec: Wayfinder.LinkCodec.of(Account.self), label: "account"),
        visibility: reader.next(codec: Wayfinder.LinkCodec.of(Visibility.self), label: "visibility")
      )
      try reader.finish()
    case "quoteLinkStatusEditor":
      var reader = try routeComponents.reader(module: module, valueCount: 1)
      self = try .quoteLinkStatusEditor(
        link: reader.next(codec: Wayfinder.LinkCodec.of(URL.self), label: "link"))
      try reader.finish()
    default:
      throw .unknownCase(
        module: module, name: routeComponents.name,
        known: Self.routeCases.map(\.name))
    }
  }

  public var defaultPresentation: Wayfinder.PresentationStyle {
    .window(id: "editor")
  }

  public var requirement: Wayfinder.Requirement? {
    nil
  }
}

extension WindowDestinationMedia: Wayfinder.NavigationRoute {
  public static let moduleKey: Wayfinder.ModuleKey = "media"

  public static let routeCases: [Wayfinder.RouteCase] = [
    Wayfinder.RouteCase(
      name: "mediaViewer",
      parameters: [
        Wayfinder.RouteParameter(
          label: "attachments", codec: Wayfinder.LinkCodec.of(MediaAttachment.self).array),
        Wayfinder.RouteParameter(
          label: "selectedAttachment", codec: Wayfinder.LinkCodec.of(MediaAttachment.self)),
      ],
      presentation: .window(id: "media")
    )
  ]

  public var routeComponents: Wayfinder.RouteComponents {
    switch self {
    case .mediaViewer(let value0, let value1):
      var components = Wayfinder.RouteComponents(name: "mediaViewer", capacity: 2)
      components.append(value0, codec: Wayfinder.LinkCodec.of(MediaAttachment.self).array)
      components.append(value1, codec: Wayfinder.LinkCodec.of(MediaAttachment.self))
      return components
    }
  }

  public init(routeComponents: Wayfinder.RouteComponents) throws(Wayfinder.RouteDecodingError) {
    let module = Self.moduleKey
    switch routeComponents.name {
    case "mediaViewer":
      var reader = try routeComponents.reader(module: module, valueCount: 2)
      self = try .mediaViewer(
        attachments: reader.next(
          codec: Wayfinder.LinkCodec.of(MediaAttachment.self).array, label: "attachments"),
        selectedAttachment: reader.next(
          codec: Wayfinder.LinkCodec.of(MediaAttachment.self), label: "selectedAttachment"))
      try reader.finish()
    default:
      throw .unknownCase(
        module: module, name: routeComponents.name,
        known: Self.routeCases.map(\.name))
    }
  }

  public var defaultPresentation: Wayfinder.PresentationStyle {
    .window(id: "media")
  }

  public var requirement: Wayfinder.Requirement? {
    nil
  }
}
