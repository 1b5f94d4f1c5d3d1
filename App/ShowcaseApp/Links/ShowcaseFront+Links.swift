import Foundation

/// The subcommands that print what the app publishes about its links: they open the app in
/// memory, print, and leave.
extension ShowcaseFront {
  /// `showcase check-links FILE [--store PATH] [--flags FILE] [--include-hidden]`.
  /// - Parameters:
  ///   - file: The links, one a line.
  ///   - includeHidden: Check as a signed-in tester with every plan (an internal build).
  ///   - store: A database whose account (user, plans, flags) the links are checked for;
  ///     without it, and without `includeHidden`, for a user with nothing.
  ///   - flags: A flags file over the account's flags, as `run --flags` reads it.
  /// - Returns: 0 when every link opens, 1 when one does not, 2 when a file cannot be read.
  public static func checkLinks(
    file: String, includeHidden: Bool = false, store: String? = nil, flags: String? = nil
  ) async -> Int32 {
    guard let text = try? String(contentsOfFile: file, encoding: .utf8) else {
      printError("cannot read '\(file)'", color: false)
      return 2
    }
    let account: AccountStore.Contents
    do throws(LaunchFiles.Problem) {
      let overrides = try flags.map(LaunchFiles.flags) ?? [:]
      account = try Self.account(in: store, flags: overrides)
    } catch {
      printError(error.message, color: false)
      return 2
    }
    do {
      let (lines, allOpen) = try LinkCheck.check(text) {
        try includeHidden
          ? LinkCheck.testerApp()
          : LinkCheck.app(user: account.user, plans: account.entitlements, flags: account.flags)
      }
      print(TerminalText.printable(lines), terminator: "")
      return allOpen ? 0 : 1
    } catch {
      printError("\(error)", color: false)
      return 1
    }
  }

  /// The account a link check is for: the one saved in a database, read without writing to it
  /// (a check creates, migrates and repairs nothing), with a flags file's flags over it.
  private static func account(
    in store: String?, flags: [String: Bool]
  ) throws(LaunchFiles.Problem) -> AccountStore.Contents {
    var account = AccountStore.Contents(user: nil, entitlements: [], flags: [:])
    if let store {
      do {
        let saved = try AccountStore(AppDatabase.openForReading(at: URL(fileURLWithPath: store)))
          .load(entitlements: ShowcaseAccount.entitlementNames, flags: ShowcaseAccount.flagNames)
        if let saved { account = saved.contents }
      } catch let error as AppDatabaseError {
        throw LaunchFiles.Problem(message: error.description)
      } catch {
        throw LaunchFiles.Problem(
          message: "cannot read the account in '\(store)': \(AppDatabaseError.describe(error))")
      }
    }
    account.flags.merge(flags) { _, file in file }
    return account
  }

  /// `showcase routes --format FORMAT [--domain D]... [--app-id ID]...`.
  public static func routes(
    format: RouteCatalogue.Format, includeHidden: Bool = false, domains: [String] = [],
    appIDs: [String] = []
  ) async -> Int32 {
    do {
      let app = try Showcase(storeAt: nil)
      let hidden = includeHidden ? [] : RouteCatalogue.hiddenFromEveryone
      let text = try RouteCatalogue.render(
        app.resolver, as: format, hiding: hidden, domains: domains, appIDs: appIDs)
      print(
        TerminalText.printable(
          TerminalText.lines(of: text), as: format == .text ? .swift : .json),
        terminator: "")
      return 0
    } catch {
      printError("\(error)", color: false)
      return 1
    }
  }

  /// `showcase graph`: the navigation graph in Graphviz DOT.
  public static func graph(includeHidden: Bool = false) async -> Int32 {
    do {
      let hidden = includeHidden ? [] : RouteCatalogue.hiddenFromEveryone
      let dot = ShowcaseGraph.dot(try Showcase(storeAt: nil), hiding: hidden)
      print(TerminalText.printable(TerminalText.lines(of: dot)), terminator: "")
      return 0
    } catch {
      printError("\(error)", color: false)
      return 1
    }
  }
}
