import Foundation
import SwiftDiagnostics
import SwiftSyntax

/// The rules for names that become link segments: module paths, route cases, tabs, flows and
/// steps.
enum PathRules {
  /// Segments that links reserve for their own grammar.
  static let reserved: Set<String> = ["flow", "scene", "step"]

  /// What is wrong with a segment.
  enum Problem: Equatable {
    case empty
    case reserved
    case invalidCharacters(suggestion: String)
  }

  /// Whether a character may stand in a segment unescaped and without meaning to the link
  /// grammar: ASCII letters and digits, `-`, `_` and `.`.
  static func isAllowed(_ character: Character) -> Bool {
    guard character.isASCII else { return false }
    return character.isLetter || character.isNumber || character == "-" || character == "_"
      || character == "."
  }

  /// The problem with a segment, or `nil` when it is fine.
  /// - Parameters:
  ///   - segment: The segment.
  ///   - checkReserved: Whether the reserved segments are forbidden.
  static func problem(with segment: String, checkReserved: Bool = true) -> Problem? {
    if segment.isEmpty { return .empty }
    if segment == "." || segment == ".." || !segment.allSatisfy(isAllowed) {
      return .invalidCharacters(suggestion: sanitized(segment))
    }
    if checkReserved && reserved.contains(segment) { return .reserved }
    return nil
  }

  /// The segment with every run of forbidden characters replaced by `-`, for a fix-it.
  static func sanitized(_ segment: String) -> String {
    var result = ""
    var pendingDash = false
    for character in segment {
      if isAllowed(character) && character != "." {
        if pendingDash && !result.isEmpty { result.append("-") }
        pendingDash = false
        result.append(character)
      } else {
        pendingDash = true
      }
    }
    return result.isEmpty ? "route" : result
  }

  /// A message for a problem with a segment.
  /// - Parameters:
  ///   - problem: The problem.
  ///   - segment: The segment.
  ///   - what: What the segment names, for example `route case`.
  static func message(for problem: Problem, segment: String, what: String) -> String {
    switch problem {
    case .empty:
      return "the path of a \(what) cannot be empty"
    case .reserved:
      return
        "'\(segment)' cannot be the path of a \(what): links reserve 'flow', 'scene' and 'step'"
    case .invalidCharacters:
      return "'\(segment)' cannot be the path of a \(what): a path segment holds only ASCII "
        + "letters, digits, '-', '_' and '.'"
    }
  }

  /// The closest name to `name` among `candidates`, for a "did you mean" fix-it, or `nil` when
  /// none is close.
  static func closest(to name: String, in candidates: [String]) -> String? {
    var best: (name: String, distance: Int)?
    for candidate in candidates {
      let distance = editDistance(name, candidate)
      if distance <= max(2, name.count / 3), distance < (best?.distance ?? .max) {
        best = (candidate, distance)
      }
    }
    return best?.name
  }

  /// The Levenshtein distance between two strings.
  static func editDistance(_ lhs: String, _ rhs: String) -> Int {
    let lhs = Array(lhs)
    let rhs = Array(rhs)
    var previous = Array(0...rhs.count)
    for (i, left) in lhs.enumerated() {
      var current = [i + 1]
      for (j, right) in rhs.enumerated() {
        current.append(
          min(previous[j + 1] + 1, current[j] + 1, previous[j] + (left == right ? 0 : 1)))
      }
      previous = current
    }
    return previous[rhs.count]
  }
}

extension PathRules {
  /// A Swift identifier close to `name` that is a valid segment, for a rename fix-it.
  static func identifierSuggestion(for name: String) -> String {
    var result = ""
    for scalar in name.decomposedStringWithCanonicalMapping.unicodeScalars
    where scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)) {
      result.unicodeScalars.append(scalar)
    }
    if result.isEmpty || result.first?.isNumber == true { result = "route" + result }
    return result
  }

  /// A name that is not in `taken`: `name` with a suffix.
  /// Checks an enum case's name as a link segment and reports a problem at the name, with a
  /// fix-it that renames it: a reserved name gets `reservedSuffix`, a name with characters that
  /// cannot stand in a link gets them removed.
  /// - Parameters:
  ///   - name: The case's name.
  ///   - what: What the case is, for the message ("route case", "tab", "flow step").
  ///   - id: The diagnostic's id.
  ///   - reservedSuffix: The suffix for a reserved name; `nil` when reserved names are allowed.
  ///   - taken: The names the suggestion must avoid.
  ///   - log: Where the diagnostic goes.
  /// - Returns: `true` when the name is fine.
  @discardableResult
  static func checkCaseName(
    _ name: TokenSyntax, what: String, id: String, reservedSuffix: String?,
    avoiding taken: Set<String>, log: inout DiagnosticLog
  ) -> Bool {
    let segment = name.identifierName
    guard let problem = problem(with: segment, checkReserved: reservedSuffix != nil) else {
      return true
    }
    let suggestion =
      problem == .reserved
      ? unique(segment, suffix: reservedSuffix ?? "", avoiding: taken)
      : identifierSuggestion(for: segment)
    log.error(
      name, id: id, message(for: problem, segment: segment, what: what),
      fixIts: [.rename(name, to: suggestion)])
    return false
  }

  static func unique(_ name: String, suffix: String, avoiding taken: Set<String>) -> String {
    var candidate = name + suffix
    var counter = 2
    while taken.contains(candidate) {
      candidate = name + suffix + String(counter)
      counter += 1
    }
    return candidate
  }
}
