/// Where an app's links start: a custom scheme and host (`myapp://app`), or a universal-link
/// domain with an optional path prefix (`https://example.com/app`) for an app that shares its
/// domain with a website.
///
/// Every origin an app declares opens the same states. The scheme and host are compared without
/// regard to case, as RFC 3986 (section 6.2.2.1) says; the path prefix, like the rest of the
/// path, byte for byte.
///
/// ```swift
/// var builder = DeepLinkResolverBuilder(scheme: "myapp", host: "app", shell: shell)
/// builder.addOrigin(.universalLink(domain: "example.com"))
/// let resolver = try builder.build()
/// try resolver.link(for: state, origin: .universalLink(domain: "example.com"))
/// // "https://example.com/tasks/detail/42"
/// ```
public struct LinkOrigin: Hashable, Sendable, CustomStringConvertible {
  /// The scheme, in lower case: `myapp` or `https`.
  public let scheme: String
  /// The host, in lower case: `app` or `example.com`.
  public let host: String
  /// The path every link of this origin starts with, `""` or `/app` (no trailing slash).
  public let pathPrefix: String

  private init(scheme: String, host: String, pathPrefix: String) {
    self.scheme = scheme.lowercased()
    self.host = host.lowercased()
    var prefix = pathPrefix
    while prefix.hasSuffix("/") { prefix.removeLast() }
    if !prefix.isEmpty, !prefix.hasPrefix("/") { prefix = "/" + prefix }
    self.pathPrefix = prefix
  }

  /// The app's own scheme: `myapp://app/...`.
  /// - Parameters:
  ///   - scheme: The scheme, for example `myapp`.
  ///   - host: The host, for example `app`.
  /// - Returns: The origin.
  public static func customScheme(_ scheme: String, host: String) -> LinkOrigin {
    LinkOrigin(scheme: scheme, host: host, pathPrefix: "")
  }

  /// A universal link: `https://{domain}{pathPrefix}/...`, which the system hands over when the
  /// domain's `apple-app-site-association` file names the app.
  /// - Parameters:
  ///   - domain: The domain, for example `example.com`.
  ///   - pathPrefix: The path the app's links start with on that domain, for example `/app`;
  ///     empty when the app has the whole domain.
  /// - Returns: The origin.
  public static func universalLink(domain: String, pathPrefix: String = "") -> LinkOrigin {
    LinkOrigin(scheme: "https", host: domain, pathPrefix: pathPrefix)
  }

  /// Whether this is a universal link (`https`).
  public var isUniversalLink: Bool { scheme == "https" }

  /// The port a link may name without changing its meaning (`443` for `https`): RFC 3986,
  /// section 6.2.3, makes `host:443` and `host` the same for `https`.
  var defaultPort: String? { isUniversalLink ? "443" : nil }

  /// What links of this origin start with: `myapp://app` or `https://example.com/app`.
  public var description: String { "\(scheme)://\(host)\(pathPrefix)" }

  /// Why the origin cannot start links, or `nil` when it can.
  var problem: String? {
    let scheme = Array(scheme.utf8)
    let schemeIsValid =
      scheme.first.map(isLetter) == true
      && scheme.allSatisfy { byte in
        isLetter(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
          || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
      }
    guard schemeIsValid else {
      return "the scheme must be a letter followed by letters, digits, '+', '-' or '.'"
    }
    guard PercentEncoding.isPlainName(host) else {
      return "the host must be made of letters, digits, '-', '.', '_' and '~'"
    }
    let segments = pathPrefix.split(separator: "/", omittingEmptySubsequences: false).dropFirst()
    guard segments.allSatisfy({ PercentEncoding.isPlainName(String($0)) }) else {
      return "each segment of the path prefix must be a plain name (A-Z a-z 0-9 - . _ ~)"
    }
    return nil
  }

  private func isLetter(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
  }
}
