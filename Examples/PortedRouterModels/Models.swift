public import Foundation

// The model types that IceCubes' destinations carry, cut down to the fields a route needs. Each
// keeps the conformances of the app's type, because they decide what a route can do: a Codable
// model makes its route restorable, a type that is only Hashable makes it transient, and a
// raw-value enum keeps it linkable.

/// Who can see a post. Its raw values are those of the Mastodon API.
///
/// A `String` raw-value enum, so a route that carries it keeps its deep link.
public enum Visibility: String, Codable, CaseIterable, Hashable, Sendable {
  /// Everyone, in public timelines too.
  case pub = "public"
  /// Everyone, but not in public timelines.
  case unlisted
  /// Followers only.
  case priv = "private"
  /// The mentioned accounts only.
  case direct
}

/// A Mastodon account. A final class, as in the app; equal and hashed by `id`.
public final class Account: Codable, Hashable, Identifiable, Sendable, CustomStringConvertible {
  /// The server's id of the account.
  public let id: String
  /// The name without the server, for example `dimillian`.
  public let username: String
  /// The name with the server for remote accounts, for example `dimillian@mastodon.social`.
  public let acct: String
  /// The name the user chose, if any.
  public let displayName: String?
  /// The avatar image.
  public let avatar: URL
  /// The account this one moved to, if any: a model can refer to itself.
  public let moved: Account?

  /// Creates an account.
  public init(
    id: String, username: String, acct: String? = nil, displayName: String? = nil,
    avatar: URL = URL(string: "https://files.example/avatar.png")!, moved: Account? = nil
  ) {
    self.id = id
    self.username = username
    self.acct = acct ?? username
    self.displayName = displayName
    self.avatar = avatar
    self.moved = moved
  }

  public static func == (lhs: Account, rhs: Account) -> Bool { lhs.id == rhs.id }

  public func hash(into hasher: inout Hasher) { hasher.combine(id) }

  /// `Account(id)`, for test failures and logs.
  public var description: String { "Account(\(id))" }
}

/// A post. A final class, as in the app; equal when `id` and `editedAt` are, hashed by `id`.
public final class Status: Codable, Hashable, Identifiable, Sendable, CustomStringConvertible {
  /// The server's id of the post.
  public let id: String
  /// The text, as HTML.
  public let content: String
  /// The author.
  public let account: Account
  /// Who can see it.
  public let visibility: Visibility
  /// When it was last edited, if it was.
  public let editedAt: Date?

  /// Creates a post.
  public init(
    id: String, content: String, account: Account, visibility: Visibility = .pub,
    editedAt: Date? = nil
  ) {
    self.id = id
    self.content = content
    self.account = account
    self.visibility = visibility
    self.editedAt = editedAt
  }

  public static func == (lhs: Status, rhs: Status) -> Bool {
    lhs.id == rhs.id && lhs.editedAt == rhs.editedAt
  }

  public func hash(into hasher: inout Hasher) { hasher.combine(id) }

  /// `Status(id)`, for test failures and logs.
  public var description: String { "Status(\(id))" }
}

/// The token of a signed-in account.
public struct OauthToken: Codable, Hashable, Sendable {
  /// The access token.
  public var accessToken: String
  /// When it was issued, in seconds since 1970.
  public var createdAt: Double

  /// Creates a token.
  public init(accessToken: String, createdAt: Double) {
    self.accessToken = accessToken
    self.createdAt = createdAt
  }
}

/// An account the app is signed in to, or browses anonymously.
public struct AppAccount: Codable, Hashable, Identifiable, Sendable {
  /// The server, for example `mastodon.social`.
  public var server: String
  /// The account's name, once known.
  public var accountName: String?
  /// The token; `nil` for anonymous browsing.
  public var oauthToken: OauthToken?

  /// Creates an app account.
  public init(server: String, accountName: String? = nil, oauthToken: OauthToken? = nil) {
    self.server = server
    self.accountName = accountName
    self.oauthToken = oauthToken
  }

  /// `server:createdAt`, or `server:anonymous` without a token.
  public var id: String {
    "\(server):\(oauthToken.map { String($0.createdAt) } ?? "anonymous")"
  }
}

/// An image, video or sound attached to a post.
public struct MediaAttachment: Codable, Hashable, Identifiable, Sendable {
  /// The server's id of the attachment.
  public var id: String
  /// `image`, `gifv`, `video` or `audio`.
  public var type: String
  /// The file.
  public var url: URL?
  /// The alternative text.
  public var description: String?

  /// Creates an attachment.
  public init(id: String, type: String = "image", url: URL? = nil, description: String? = nil) {
    self.id = id
    self.type = type
    self.url = url
    self.description = description
  }
}

/// One attachment with its post, for the media grid of an account. Not `Codable`, as in the
/// app, so a route that carries it is transient.
public struct MediaStatus: Hashable, Identifiable, Sendable {
  /// The post.
  public var status: Status
  /// The attachment.
  public var attachment: MediaAttachment

  /// Creates a media status.
  public init(status: Status, attachment: MediaAttachment) {
    self.status = status
    self.attachment = attachment
  }

  /// The attachment's id.
  public var id: String { attachment.id }
}

/// A private conversation. Decodable only, as in the app: it is read from the server and never
/// written, so it is not `Codable` and a route that carries it is transient.
public struct Conversation: Decodable, Hashable, Identifiable, Sendable {
  /// The server's id of the conversation.
  public var id: String
  /// Whether it has unread posts.
  public var unread: Bool
  /// The latest post, if any.
  public var lastStatus: Status?
  /// The other participants.
  public var accounts: [Account]

  /// Creates a conversation.
  public init(id: String, unread: Bool, lastStatus: Status?, accounts: [Account]) {
    self.id = id
    self.unread = unread
    self.lastStatus = lastStatus
    self.accounts = accounts
  }
}

/// Which replies a list shows.
public enum RepliesPolicy: String, Codable, Hashable, Sendable {
  /// Replies to accounts the user follows.
  case followed
  /// Replies to members of the list.
  case list
  /// No replies.
  case none
}

/// A list of accounts with its own timeline: the app's `Models.List`, renamed so that it does
/// not stand for Swift's or SwiftUI's `List`.
public struct TimelineList: Codable, Hashable, Identifiable, Sendable {
  /// The server's id of the list.
  public var id: String
  /// The list's title.
  public var title: String
  /// Which replies it shows.
  public var repliesPolicy: RepliesPolicy?
  /// Whether its posts leave the home timeline.
  public var exclusive: Bool?

  /// Creates a list.
  public init(
    id: String, title: String, repliesPolicy: RepliesPolicy? = nil, exclusive: Bool? = nil
  ) {
    self.id = id
    self.title = title
    self.repliesPolicy = repliesPolicy
    self.exclusive = exclusive
  }
}

/// A link preview. Its id is its URL.
public struct Card: Codable, Hashable, Identifiable, Sendable {
  /// The page.
  public var url: String
  /// `link`, `photo`, `video` or `rich`.
  public var type: String
  /// The page's title, if any.
  public var title: String?
  /// The preview image, if any.
  public var image: URL?

  /// Creates a card.
  public init(url: String, type: String = "link", title: String? = nil, image: URL? = nil) {
    self.url = url
    self.type = type
    self.title = title
    self.image = image
  }

  public var id: String { url }
}

/// A hashtag. Its id is its name.
public struct Tag: Codable, Hashable, Identifiable, Sendable {
  /// The name without `#`.
  public var name: String
  /// The tag's page.
  public var url: String
  /// Whether the user follows it.
  public var following: Bool

  /// Creates a tag.
  public init(name: String, url: String, following: Bool = false) {
    self.name = name
    self.url = url
    self.following = following
  }

  public var id: String { name }
}

/// A Mastodon server's description.
public struct Instance: Codable, Hashable, Sendable {
  /// The server's title.
  public var title: String
  /// The server's domain.
  public var domain: String
  /// The software's version.
  public var version: String
  /// The server's description, if any.
  public var description: String?

  /// Creates an instance.
  public init(title: String, domain: String, version: String, description: String? = nil) {
    self.title = title
    self.domain = domain
    self.version = version
    self.description = description
  }
}

/// A group of hashtags the user follows as one timeline. A SwiftData model in the app, which is
/// not `Codable`; so a route that carries it is transient.
public struct TagGroup: Hashable, Sendable {
  /// The group's title.
  public var title: String
  /// The SF Symbol shown beside it.
  public var symbolName: String
  /// The tags, without `#`.
  public var tags: [String]
  /// When it was created.
  public var creationDate: Date

  /// Creates a tag group.
  public init(
    title: String, symbolName: String, tags: [String],
    creationDate: Date = Date(timeIntervalSince1970: 0)
  ) {
    self.title = title
    self.symbolName = symbolName
    self.tags = tags
    self.creationDate = creationDate
  }
}

/// An image to share: stands for UIKit's `UIImage`, which is neither `Hashable` nor `Sendable`.
/// Two shared images are equal when their identifier and bytes are.
public struct SharedImage: Hashable, Sendable {
  /// Tells apart images with the same bytes.
  public var identifier: UUID
  /// The encoded image.
  public var bytes: [UInt8]

  /// Creates a shared image.
  public init(identifier: UUID = UUID(), bytes: [UInt8]) {
    self.identifier = identifier
    self.bytes = bytes
  }
}
