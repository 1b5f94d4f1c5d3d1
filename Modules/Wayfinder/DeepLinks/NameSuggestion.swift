/// Finds the name a person probably meant, for the hints in error messages.
package enum NameSuggestion {
  /// The candidate equal to `name` but for case, or else the closest one within two edits;
  /// `nil` when none is close.
  package static func closest(to name: String, among candidates: [String]) -> String? {
    let lowered = name.lowercased()
    if let sameLetters = candidates.first(where: { $0.lowercased() == lowered }) {
      return sameLetters
    }
    var best: (name: String, distance: Int)?
    let scalars = Array(lowered.unicodeScalars)
    for candidate in candidates where abs(candidate.unicodeScalars.count - scalars.count) <= 2 {
      let distance = editDistance(scalars, Array(candidate.lowercased().unicodeScalars))
      if distance <= 2, distance < (best?.distance ?? .max) { best = (candidate, distance) }
    }
    return best?.name
  }

  /// The Levenshtein distance between two sequences.
  private static func editDistance<Element: Equatable>(_ lhs: [Element], _ rhs: [Element]) -> Int {
    if lhs.isEmpty { return rhs.count }
    if rhs.isEmpty { return lhs.count }
    var previous = Array(0...rhs.count)
    var current = previous
    for (row, left) in lhs.enumerated() {
      current[0] = row + 1
      for (column, right) in rhs.enumerated() {
        let substitution = previous[column] + (left == right ? 0 : 1)
        current[column + 1] = min(substitution, previous[column + 1] + 1, current[column] + 1)
      }
      swap(&previous, &current)
    }
    return previous[rhs.count]
  }
}
