import Foundation

/// The subcommands that print what the app publishes about its links: they open the app in
/// memory, print, and leave.
extension ShowcaseFront {
  /// `showcase check-links FILE`.
  /// - Returns: 0 when every link opens, 1 when one does not, 2 when the file cannot be read.
  public static func checkLinks(file: String, includeHidden: Bool = false) async -> Int32 {
    guard let text = try? String(contentsOfFile: file, encoding: .utf8) else {
      printError("cannot read '\(file)'", color: false)
      return 2
    }
    do {
      let app = try Showcase(storeAt: nil)
      let (lines, allOpen) = LinkCheck.check(
        text, resolver: app.resolver,
        hiding: includeHidden ? [] : RouteCatalogue.hiddenFromEveryone,
        landing: LinkCheck.flowLanding)
      print(TerminalText.printable(lines), terminator: "")
      return allOpen ? 0 : 1
    } catch {
      printError("\(error)", color: false)
      return 1
    }
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
