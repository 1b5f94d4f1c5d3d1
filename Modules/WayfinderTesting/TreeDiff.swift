import Wayfinder

/// The difference between two navigation states as text a test failure can show: a line diff of
/// their rendered trees, or of their full dumps when the trees render alike (a difference in flow
/// data, say, which the tree does not show).
enum TreeDiff {
  /// The lines of both renderings, `-` before a line only the first has, `+` before a line only
  /// the second has, two spaces before a line both have.
  /// - Parameters:
  ///   - old: The first state (what the test expected, or the state before).
  ///   - new: The second state (what happened).
  /// - Returns: The diff, one line per line of the renderings.
  static func describe(_ old: NavigationState, _ new: NavigationState) -> String {
    let oldTree = old.renderTree()
    let newTree = new.renderTree()
    if oldTree != newTree { return lines(oldTree, newTree) }
    var oldDump = ""
    var newDump = ""
    dump(old, to: &oldDump)
    dump(new, to: &newDump)
    return "(the trees render alike; the full values differ)\n" + lines(oldDump, newDump)
  }

  /// A line diff of two texts, from their longest common subsequence of lines.
  /// - Parameters:
  ///   - old: The first text.
  ///   - new: The second text.
  /// - Returns: Each line prefixed with `-`, `+` or two spaces, joined by newlines.
  static func lines(_ old: String, _ new: String) -> String {
    let a = old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let b = new.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    // common[i][j]: the length of the longest common subsequence of a[i...] and b[j...].
    var common = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in stride(from: a.count - 1, through: 0, by: -1) {
      for j in stride(from: b.count - 1, through: 0, by: -1) {
        common[i][j] =
          a[i] == b[j] ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
      }
    }
    var output: [String] = []
    var i = 0
    var j = 0
    while i < a.count || j < b.count {
      if i < a.count, j < b.count, a[i] == b[j] {
        output.append("  " + a[i])
        i += 1
        j += 1
      } else if i < a.count, j == b.count || common[i + 1][j] >= common[i][j + 1] {
        output.append("- " + a[i])
        i += 1
      } else {
        output.append("+ " + b[j])
        j += 1
      }
    }
    // Both texts end in a newline: the empty last line they share says nothing.
    if output.last == "  " { output.removeLast() }
    return output.joined(separator: "\n")
  }
}
