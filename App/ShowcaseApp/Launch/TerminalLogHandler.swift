import Foundation
import Logging

/// Writes log records to standard error, one a line, in a form that reads well in a terminal and
/// stays the same from run to run: `LEVEL LABEL: MESSAGE key=value ...`, the metadata sorted by
/// key, with no timestamp (the terminal's session has its own). A value with a space is quoted.
///
/// ```text
/// info wayfinder.navigation: intent applied duration=0.041ms intent="open archery://app/tasks" ...
/// ```
struct TerminalLogHandler: LogHandler {
  /// The logger's label.
  let label: String
  /// The lowest level written.
  var logLevel: Logger.Level
  /// Metadata added to every record.
  var metadata: Logger.Metadata = [:]
  /// Where contextual metadata comes from.
  var metadataProvider: Logger.MetadataProvider?
  private let write: @Sendable (String) -> Void

  /// Creates a handler.
  /// - Parameters:
  ///   - label: The logger's label.
  ///   - level: The lowest level written.
  ///   - write: Where each line goes; standard error when omitted.
  init(
    label: String, level: Logger.Level,
    write: @escaping @Sendable (String) -> Void = { line in
      FileHandle.standardError.write(Data(line.utf8))
    }
  ) {
    self.label = label
    self.logLevel = level
    self.write = write
  }

  /// Writes one record.
  /// - Parameter event: The record.
  func log(event: LogEvent) {
    var all = metadata
    if let provided = metadataProvider?.get() { all.merge(provided) { _, new in new } }
    if let own = event.metadata { all.merge(own) { _, new in new } }
    var line = "\(event.level) \(label): \(event.message)"
    for (key, value) in all.sorted(by: { $0.key < $1.key }) {
      let text = "\(value)"
      line += " \(key)=" + (text.contains(" ") ? "\"\(text)\"" : text)
    }
    write(TerminalText.escaped(line) + "\n")
  }

  /// The metadata value for a key.
  /// - Parameter key: The key.
  subscript(metadataKey key: String) -> Logger.Metadata.Value? {
    get { metadata[key] }
    set { metadata[key] = newValue }
  }
}
