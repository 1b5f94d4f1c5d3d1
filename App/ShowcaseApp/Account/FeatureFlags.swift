import Foundation

/// Feature flags read from a file or from the command line.
///
/// A flags file has one flag a line, `name = on` or `name = off`; blank lines and lines that start
/// with `#` are ignored. On the command line a flag is `name=on` or `name=off`.
public enum FeatureFlags {
  /// Reads flags from the text of a flags file.
  /// - Parameters:
  ///   - text: The file's contents.
  ///   - source: The file's name, for error messages.
  /// - Returns: Each flag and whether it is on.
  /// - Throws: ``FeatureFlagError`` naming the file, the line and what is wrong.
  public static func parse(
    _ text: String, source: String
  ) throws(FeatureFlagError) -> [String: Bool] {
    var flags: [String: Bool] = [:]
    for (offset, rawLine) in InputLines.lines(of: text).enumerated() {
      let line = rawLine.trimmingCharacters(in: .whitespaces)
      if line.isEmpty || line.hasPrefix("#") { continue }
      let (name, value) = try assignment(line, source: source, line: offset + 1)
      flags[name] = value
    }
    return flags
  }

  /// Reads one `name=on` or `name=off` assignment, as given on the command line.
  /// - Parameter text: The assignment.
  /// - Returns: The flag and whether it is on.
  /// - Throws: ``FeatureFlagError`` saying what is wrong.
  public static func parseAssignment(_ text: String) throws(FeatureFlagError) -> (String, Bool) {
    try assignment(text, source: "command line", line: nil)
  }

  private static func assignment(
    _ text: String, source: String, line: Int?
  )
    throws(FeatureFlagError) -> (String, Bool)
  {
    let parts = text.split(separator: "=", maxSplits: 1).map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    guard parts.count == 2, isName(parts[0]) else {
      throw FeatureFlagError(source: source, line: line, found: text)
    }
    switch parts[1] {
    case "on": return (parts[0], true)
    case "off": return (parts[0], false)
    default: throw FeatureFlagError(source: source, line: line, found: text)
    }
  }

  /// Whether a text is a flag's name: letters, digits, `-`, `_` and `.`; the `flag` command
  /// reads names by the same rule.
  static func isName(_ text: String) -> Bool {
    !text.isEmpty
      && text.unicodeScalars.allSatisfy {
        CharacterSet.alphanumerics.contains($0) || $0 == "-" || $0 == "_" || $0 == "."
      }
  }
}
