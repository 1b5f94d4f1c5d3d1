import Foundation
public import Wayfinder

/// Checks a list of links, one a line: whether each opens and what it opens. For linting the
/// links of a campaign before it is sent.
public enum LinkCheck {
  /// The report of a list of links.
  /// - Parameters:
  ///   - text: The links, one a line; blank lines and lines starting with `#` are skipped.
  ///   - resolver: The app's resolver.
  /// - Returns: One line per link, and whether every link opens.
  public static func check(
    _ text: String, resolver: DeepLinkResolver
  ) -> (
    report: String, allOpen: Bool
  ) {
    var lines: [String] = []
    var allOpen = true
    for raw in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
      let link = raw.trimmingCharacters(in: .whitespaces)
      guard !link.isEmpty, !link.hasPrefix("#") else { continue }
      do throws(DeepLinkError) {
        let resolution = try resolver.resolve(link, entitlements: AllowEverything())
        let needs =
          resolution.requirements.isEmpty
          ? ""
          : " (needs " + resolution.requirements.map(\.description).joined(separator: ", ") + ")"
        lines.append("ok    \(link) -> \(resolution.target)\(needs)")
      } catch {
        allOpen = false
        lines.append("FAIL  \(link): \(error)")
      }
    }
    return (lines.joined(separator: "\n") + (lines.isEmpty ? "" : "\n"), allOpen)
  }
}
