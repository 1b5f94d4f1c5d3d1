import Foundation

/// The lines of standard input, read on a thread of their own, so that the main actor is free
/// while the front waits for the next command (a signal's handler runs there; `ExitSignals`).
///
/// The thread reads the descriptor itself, not C's `stdin` stream: a read that waits would
/// hold that stream's lock, which `fflush(nil)` on the main actor also takes.
///
/// ```swift
/// var lines = InputLines.standardInput().makeAsyncIterator()
/// while let line = await lines.next() { ... }
/// ```
enum InputLines {
  /// Starts reading standard input.
  /// - Returns: Its lines, without their line ends (`\n` or `\r\n`), until the end of the input;
  ///   bytes that are not UTF-8 are read as U+FFFD, as `readLine` does.
  static func standardInput() -> AsyncStream<String> {
    let (stream, continuation) = AsyncStream.makeStream(of: String.self)
    let reader = Thread {
      var pending = Data()
      while true {
        let chunk = FileHandle.standardInput.availableData
        pending.append(chunk)
        var start = pending.startIndex
        while let end = pending[start...].firstIndex(of: UInt8(ascii: "\n")) {
          continuation.yield(line(pending[start..<end]))
          start = end + 1
        }
        pending = Data(pending[start...])
        if chunk.isEmpty { break }
      }
      if !pending.isEmpty { continuation.yield(line(pending)) }
      continuation.finish()
    }
    reader.start()
    return stream
  }

  /// The lines of a text read from a file (a script, a flags file, a list of links), cut as
  /// standard input is: at a line feed, with a carriage return before it dropped, and nowhere
  /// else, so that a line of a file and the same line typed run alike. A last empty line (after
  /// the last line feed) is kept.
  /// - Parameter text: The text.
  /// - Returns: Its lines, without their line ends.
  static func lines(of text: String) -> [Substring] {
    // `\r\n` is one character in Swift: it is a line end as a whole.
    text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
  }

  private static func line(_ bytes: Data) -> String {
    var bytes = bytes
    if bytes.last == UInt8(ascii: "\r") { bytes.removeLast() }
    return String(decoding: bytes, as: UTF8.self)
  }
}
