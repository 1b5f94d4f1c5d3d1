public import Foundation
public import Wayfinder

/// The app's analytics: observes every request and its outcome (a flow move with its flow
/// events), keeps the records in memory and appends them as JSON lines to a file, written off
/// the main actor. It only observes; it can never change an outcome.
///
/// ```swift
/// let analytics = try AnalyticsRecorder(fileURL: URL(fileURLWithPath: "events.jsonl"))
/// let app = try Showcase(storeAt: nil) { $0.observe(with: analytics) }
/// app.bus.send(.link("archery://app/tasks"), source: .link)
/// try analytics.flush()  // the line is in the file
/// ```
@MainActor
public final class AnalyticsRecorder: NavigationObserver {
  /// Why the log file cannot be written.
  public struct FileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file.
    public var url: URL
    /// What is wrong with it, for example `its folder 'logs' does not exist`.
    public var reason: String

    public var description: String { "cannot write analytics to '\(url.relativePath)': \(reason)" }
  }

  /// Everything recorded so far, oldest first.
  public private(set) var records: [AnalyticsRecord] = []
  private let file: FileHandle?
  private let url: URL?
  private let writer = DispatchQueue(label: "analytics.writer")
  /// The first write that failed; read and written on `writer` only.
  private nonisolated let failure = WriteFailure()
  private let encoder: JSONEncoder

  /// Creates a recorder.
  /// - Parameter fileURL: Where to append JSON lines (the file is created if needed); `nil` to
  ///   keep records in memory only.
  /// - Throws: ``FileError`` when the file cannot be created or opened for writing.
  public init(fileURL: URL? = nil) throws(FileError) {
    encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .iso8601
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    url = fileURL
    guard let fileURL else {
      file = nil
      return
    }
    file = try Self.open(fileURL)
  }

  private static func open(_ url: URL) throws(FileError) -> FileHandle {
    let files = FileManager.default
    var isFolder: ObjCBool = false
    if files.fileExists(atPath: url.path, isDirectory: &isFolder) {
      if isFolder.boolValue { throw FileError(url: url, reason: "it is a folder") }
    } else {
      let folder = url.deletingLastPathComponent()
      guard files.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue
      else {
        throw FileError(url: url, reason: "its folder '\(folder.lastPathComponent)' does not exist")
      }
      guard files.createFile(atPath: url.path, contents: nil) else {
        throw FileError(url: url, reason: "it cannot be created")
      }
    }
    do {
      let handle = try FileHandle(forWritingTo: url)
      try handle.seekToEnd()
      return handle
    } catch {
      throw FileError(url: url, reason: "it cannot be opened for writing")
    }
  }

  public func observe(_ event: NavigationEvent) {
    let record = AnalyticsRecord(event)
    records.append(record)
    guard let file, let encoded = try? encoder.encode(record) else { return }
    let line = encoded + [0x0A]
    let failure = self.failure
    writer.async {
      guard failure.error == nil else { return }
      do {
        try file.write(contentsOf: line)
      } catch {
        failure.error = "\(error)"
      }
    }
  }

  /// The screen views: the screen on top after each change, in order.
  public var screenViews: [String] { records.compactMap(\.screen) }

  /// Waits until every record has reached the file.
  /// - Throws: ``FileError`` when a write failed; the records after it were not written.
  public func flush() throws(FileError) {
    let failure = self.failure
    let error = writer.sync { failure.error }
    if let error, let url { throw FileError(url: url, reason: "a write failed: \(error)") }
  }
}

/// The first write of the analytics log that failed. Only the writer's queue reads and writes it.
private final class WriteFailure: @unchecked Sendable {
  var error: String?
}
