import Foundation
public import Wayfinder

/// Checks a list of links, one a line: whether each opens and what it opens. For linting the
/// links of a campaign before it is sent.
///
/// A link is checked as the world would open it: a link into a tab hidden from someone without
/// its requirement is answered like a link to a tab that does not exist (unless the check is
/// told to include hidden tabs, for an internal build), and a link into a flow's step says where
/// the flow really lands, which is an earlier step when a step before it is not valid yet.
public enum LinkCheck {
  /// Checks every link of a text.
  /// - Parameters:
  ///   - text: Links, one a line; empty lines and lines starting with `#` are skipped.
  ///   - resolver: The app's resolver.
  ///   - hidden: The tabs to answer as missing.
  ///   - landing: Where a flow link really lands, or `nil` when it opens no flow.
  /// - Returns: One line per link (not yet escaped for a terminal), and whether every link
  ///   opens.
  @MainActor
  public static func check(
    _ text: String, resolver: DeepLinkResolver, hiding hidden: Set<TabID> = [],
    landing: @MainActor (String) -> FlowLanding? = { _ in nil }
  ) -> (lines: [String], allOpen: Bool) {
    var lines: [String] = []
    var allOpen = true
    for raw in InputLines.lines(of: text) {
      let link = raw.trimmingCharacters(in: .whitespaces)
      guard !link.isEmpty, !link.hasPrefix("#") else { continue }
      do throws(DeepLinkError) {
        // The resolver's one rule: a hidden tab answers like a missing one.
        let resolution = try resolver.resolve(link, hiding: hidden)
        let needs =
          resolution.requirements.isEmpty
          ? ""
          : " (needs " + resolution.requirements.map(\.description).joined(separator: ", ") + ")"
        var target = "\(resolution.target)"
        if case .flow = resolution.target, let landed = landing(link),
          landed.step != landed.requested, landed.requested != nil
        {
          target = "\(landed)"
        }
        let captured = CommandExecutor.captured(resolution.parameters)
        lines.append(
          "ok    \(link) -> \(target)\(needs)"
            + (captured.first.map { " (" + $0 + ")" } ?? ""))
      } catch {
        allOpen = false
        lines.append("FAIL  \(link): \(error)")
      }
    }
    return (lines, allOpen)
  }

  /// Where a flow link lands in a fresh app whose user has everything: only the flow's own
  /// validations can stop it before the step it asks for.
  /// - Parameter link: The link.
  /// - Returns: The landing, or `nil` when the link opens no flow.
  @MainActor
  public static func flowLanding(_ link: String) -> FlowLanding? {
    guard let app = try? Showcase(storeAt: nil) else { return nil }
    app.account.signIn("check")
    for plan in ShowcaseAccount.entitlementNames {
      _ = try? app.account.setEntitlement(plan, on: true)
    }
    return app.flows.send(.link(link), source: .link).landing
  }
}
