public import Logging

extension ShowcaseFront {
  /// Where the database lives.
  public enum Store: Sendable {
    case defaultLocation
    case inMemory
    case file(String)
  }

  /// The default store, as the help text names it.
  public nonisolated static var defaultStoreDescription: String {
    "$XDG_DATA_HOME/wayfinder-showcase/showcase.sqlite (else ~/.local/share/...)"
  }

  /// How the front is launched: the command line of `showcase run`.
  public struct Options: Sendable {
    /// Where the database lives.
    public var store: Store
    /// A file of commands to read instead of standard input.
    public var script: String?
    /// Never use colours.
    public var noColor: Bool
    /// A file to append analytics to, one JSON line a request.
    public var analytics: String?
    /// A flags file whose flags are turned on or off at launch.
    public var flags: String?
    /// Log what navigation does to standard error at this level and above; nothing when `nil`.
    public var logLevel: Logger.Level?
    /// Links the system hands over at launch (a cold start from a link), opened once the saved
    /// navigation is back.
    public var openAtLaunch: [String]

    /// Creates options.
    /// - Parameters:
    ///   - store: Where the database lives.
    ///   - script: A file of commands to read instead of standard input.
    ///   - noColor: Never use colours.
    ///   - analytics: A file to append analytics to, one JSON line a request.
    ///   - flags: A flags file whose flags are turned on or off at launch.
    ///   - logLevel: Log what navigation does to standard error at this level and above.
    ///   - openAtLaunch: Links the system hands over at launch.
    public init(
      store: Store = .defaultLocation, script: String? = nil, noColor: Bool = false,
      analytics: String? = nil, flags: String? = nil, logLevel: Logger.Level? = nil,
      openAtLaunch: [String] = []
    ) {
      self.logLevel = logLevel
      self.openAtLaunch = openAtLaunch
      self.store = store
      self.script = script
      self.noColor = noColor
      self.analytics = analytics
      self.flags = flags
    }
  }
}
