import Foundation
import Wayfinder

/// Checks a list of links, one a line: whether each opens and what it opens. For linting the
/// links of a campaign before it is sent.
///
/// A link is checked by opening it: each goes through a fresh app whose user has what the
/// check was given (a user with nothing, as the world; or the account of a store), through the
/// same guards as `open`, so the two agree by construction. A link into a tab hidden from that
/// user is answered like a link to a tab that does not exist; a link that a guard redirects says
/// where it is redirected; a link into a flow's step says where the flow really lands.
public enum LinkCheck {
  /// Checks every link of a text.
  /// - Parameters:
  ///   - text: Links, one a line; empty lines and lines starting with `#` are skipped.
  ///   - makeApp: Makes the app each link is opened in, fresh, with the user it is checked for.
  /// - Returns: One line per link (not yet escaped for a terminal), and whether every link
  ///   opens.
  /// - Throws: What making the app throws.
  @MainActor
  public static func check(
    _ text: String, opening makeApp: @MainActor () throws -> Showcase
  ) throws -> (lines: [String], allOpen: Bool) {
    var lines: [String] = []
    var allOpen = true
    for raw in InputLines.lines(of: text) {
      let link = raw.trimmingCharacters(in: .whitespaces)
      guard !link.isEmpty, !link.hasPrefix("#") else { continue }
      let app = try makeApp()
      do throws(DeepLinkError) {
        // What the link names, as the bus reads it for this user: a hidden tab answers like a
        // missing one.
        let resolution = try app.resolver.resolve(
          link, hiding: Showcase.shell.hiddenTabs(for: app.account.store))
        let needs =
          resolution.requirements.isEmpty
          ? ""
          : " (needs " + resolution.requirements.map(\.description).joined(separator: ", ") + ")"
        let captured = CommandExecutor.captured(resolution.parameters)
        // What opening it does, in the words `open` uses.
        let outcome = app.bus.send(.link(link), source: .link)
        var target = "\(resolution.target)"
        if case .landed(let landing) = outcome, landing.step != landing.requested,
          landing.requested != nil
        {
          target = "\(landing)"
        }
        let opened = CommandExecutor.words(for: outcome, resumed: false)
        if let (line, isError) = opened, isError {
          allOpen = false
          lines.append("FAIL  \(link): \(line)")
          continue
        }
        lines.append(
          "ok    \(link) -> \(target)\(needs)"
            + (captured.first.map { " (" + $0 + ")" } ?? "")
            + (opened.map { "; " + $0.line } ?? ""))
      } catch {
        allOpen = false
        lines.append("FAIL  \(link): \(error)")
      }
    }
    return (lines, allOpen)
  }

  /// A fresh app in memory whose user has what an account has.
  /// - Parameters:
  ///   - user: The signed-in user, if any.
  ///   - plans: The plans granted.
  ///   - flags: The flags turned on or off, over the app's defaults.
  /// - Returns: The app.
  /// - Throws: A configuration error of the app itself, or a plan the app does not declare.
  @MainActor
  package static func app(
    user: String?, plans: some Sequence<String>, flags: [String: Bool]
  ) throws -> Showcase {
    let app = try Showcase(storeAt: nil, flags: flags)
    if let user { app.account.signIn(user) }
    for plan in plans { try app.account.setEntitlement(plan, on: true) }
    return app
  }

  /// A fresh app in memory whose user is a signed-in tester with every plan, as in an internal
  /// build: no tab is hidden from them.
  /// - Returns: The app.
  /// - Throws: A configuration error of the app itself.
  @MainActor
  package static func testerApp() throws -> Showcase {
    try app(user: "tester", plans: ShowcaseAccount.entitlementNames, flags: [:])
  }
}
