/// A name of an entitlement or a feature flag that the showcase does not declare: a misspelled
/// `entitle Premium on` grants nothing, so it is refused, with the name that was probably meant.
public struct UnknownNameError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What kind of name it is: `entitlement` or `flag`.
  public var kind: String
  /// The name as given.
  public var name: String
  /// The names the showcase declares of that kind.
  public var known: [String]
  /// Where the name was found, when not typed by the user (a route's requirement, a flags file).
  public var place: String?

  public var description: String {
    var text = "no \(kind) '\(name)'" + (place.map { " in \($0)" } ?? "")
    if let suggestion = ShowcaseAccount.suggestion(for: name, among: known) {
      text += "; did you mean '\(suggestion)'?"
    } else {
      text += "."
    }
    return text + " The \(kind)s are: " + known.joined(separator: ", ")
  }
}
