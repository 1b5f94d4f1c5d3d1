/// A flag assignment that could not be read.
public struct FeatureFlagError: Error, Equatable, CustomStringConvertible {
  /// The file name, or `command line`.
  public var source: String
  /// The line number in the file, if it came from one.
  public var line: Int?
  /// What was found.
  public var found: String

  public var description: String {
    let place = line.map { "\(source):\($0)" } ?? source
    return "\(place): expected 'name=on' or 'name=off', found '\(found)'"
  }
}
