public import Foundation
public import Wayfinder

/// The app's analytics: observes every intent and its outcome, keeps them in memory and appends
/// them as JSON lines to a file. It only observes; it can never change an outcome.
@MainActor
public final class AnalyticsRecorder: NavigationObserver {
  /// Everything recorded so far, oldest first.
  public private(set) var records: [AnalyticsRecord] = []
  private let file: FileHandle?
  private let writer = DispatchQueue(label: "analytics.writer")
  private let encoder: JSONEncoder

  /// Creates a recorder.
  /// - Parameter fileURL: Where to append JSON lines; `nil` to keep records in memory only.
  /// - Throws: When the file cannot be created or opened.
  public init(fileURL: URL? = nil) throws {
    encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .iso8601
    encoder.outputFormatting = [.sortedKeys]
    if let fileURL {
      if !FileManager.default.fileExists(atPath: fileURL.path) {
        guard FileManager.default.createFile(atPath: fileURL.path, contents: nil) else {
          throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: fileURL.path])
        }
      }
      let handle = try FileHandle(forWritingTo: fileURL)
      try handle.seekToEnd()
      file = handle
    } else {
      file = nil
    }
  }

  public func observe(_ event: NavigationEvent) {
    let record = AnalyticsRecord(event)
    records.append(record)
    guard let file, let encoded = try? encoder.encode(record) else { return }
    let line = encoded + [0x0A]
    writer.async { file.write(line) }
  }

  /// The screen views: the screen on top after each change, in order.
  public var screenViews: [String] { records.compactMap(\.screen) }

  /// Waits until every record has reached the file.
  public func flush() {
    writer.sync {}
  }
}
