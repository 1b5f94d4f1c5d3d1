import Foundation

/// The rules of the feature contract, read from a feature module's source files: one entry
/// point (`<Name>Feature.registration(...)`), no router or screen in its public interface, and
/// none of the text front's syntax in what it shows.
enum FeatureContract {
  /// Words of the text front that a feature must not print: the front renders a feature's
  /// inputs and actions in its own words.
  static let frontSyntax = ["flow next", "tap 1", "=TEXT", "=DIGITS", "=NAME"]

  /// Every rule that a feature's sources break, as a sentence; empty when the contract holds.
  /// - Parameters:
  ///   - feature: The feature's folder name, for messages.
  ///   - sources: Each source file's name and text.
  static func violations(feature: String, sources: [(name: String, text: String)]) -> [String] {
    var problems: [String] = []
    let entryPoint = #/(?m)^(public|package) enum (\w+Feature) \{/#
    let registration = #/(public|package) static func registration\(/#
    var entryPoints: [String] = []
    for (name, text) in sources {
      for match in text.matches(of: entryPoint) {
        let body = text[match.range.upperBound...]
        if body.contains(registration) { entryPoints.append(String(match.output.2)) }
      }
      for line in text.split(separator: "\n") {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if trimmed.hasPrefix("public"), trimmed.contains(": FeatureRouter") {
          problems.append("\(feature)/\(name): a public router: \(trimmed)")
        }
        if trimmed.hasPrefix("public func screen") || trimmed.hasPrefix("public static func screen")
        {
          problems.append("\(feature)/\(name): a public screen: \(trimmed)")
        }
        if !trimmed.hasPrefix("//"),
          let word = frontSyntax.first(where: { trimmed.contains($0) })
        {
          problems.append("\(feature)/\(name): the text front's '\(word)' in: \(trimmed)")
        }
      }
    }
    if entryPoints.count != 1 {
      problems.append(
        "\(feature) has \(entryPoints.count) entry points (\(entryPoints.joined(separator: ", "))); "
          + "a feature has exactly one <Name>Feature with registration(...)")
    }
    return problems
  }
}
