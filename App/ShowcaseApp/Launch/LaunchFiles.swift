import Foundation

/// The files the text front reads or opens before the app starts: the script, the flags file and
/// the analytics log. Each problem stops the launch with a message that names the file and what
/// is wrong, before the database is opened, so that nothing changes.
enum LaunchFiles {
  /// Why the front cannot start.
  struct Problem: Error, Equatable {
    var message: String
  }

  /// The lines of a script, without a last empty line.
  /// - Parameter path: The script, as given.
  /// - Returns: Its lines.
  /// - Throws: ``Problem`` when it cannot be read.
  static func script(_ path: String) throws(Problem) -> [String] {
    var lines = InputLines.lines(of: try text(of: path, what: "the script")).map(String.init)
    if lines.last == "" { lines.removeLast() }
    return lines
  }

  /// The flags of a flags file (``FeatureFlags``).
  /// - Parameter path: The flags file, as given.
  /// - Returns: Each flag and whether it is on.
  /// - Throws: ``Problem`` when it cannot be read, names the line that does not read, or names a
  ///   flag the app does not declare.
  static func flags(_ path: String) throws(Problem) -> [String: Bool] {
    let text = try text(of: path, what: "the flags file")
    let flags: [String: Bool]
    do throws(FeatureFlagError) {
      flags = try FeatureFlags.parse(text, source: path)
    } catch {
      throw Problem(message: error.description)
    }
    // A flag the app does not declare is a mistake in the file, like a line that does not read.
    do throws(UnknownNameError) {
      for name in flags.keys.sorted() { try ShowcaseAccount.check(.featureFlag(name), in: path) }
    } catch {
      throw Problem(message: error.description)
    }
    return flags
  }

  /// The analytics recorder, appending to a file.
  /// - Parameter path: The log file, as given.
  /// - Returns: The recorder.
  /// - Throws: ``Problem`` when the file cannot be created or opened for writing.
  @MainActor
  static func analytics(_ path: String) throws(Problem) -> AnalyticsRecorder {
    do throws(AnalyticsRecorder.FileError) {
      return try AnalyticsRecorder(fileURL: URL(fileURLWithPath: path))
    } catch {
      throw Problem(message: error.description)
    }
  }

  private static func text(of path: String, what: String) throws(Problem) -> String {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
      throw Problem(message: "cannot read \(what) '\(path)': there is no such file")
    }
    if isFolder.boolValue {
      throw Problem(message: "cannot read \(what) '\(path)': it is a folder")
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw Problem(message: "cannot read \(what) '\(path)': it is not readable")
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw Problem(message: "cannot read \(what) '\(path)': it is not UTF-8 text")
    }
    return text
  }
}
