/// Walks the path segments of a link's UTF-8 bytes one at a time, without copying them.
///
/// Segments are numbered from 1, the first one after the host; ``segment`` is the number of the
/// segment returned last, which is what errors report.
struct LinkScanner {
  /// The whole link.
  let bytes: UnsafeBufferPointer<UInt8>
  /// The index just past the path: the `?`, the `#` or the end of the link.
  let pathEnd: Int
  /// The index of the `/` before the next segment, or `pathEnd` when there is none.
  private var cursor: Int
  /// The number of the segment returned last; 0 before the first.
  private(set) var segment = 0

  /// Creates a scanner over the path `bytes[pathStart..<pathEnd]`, which is empty or begins
  /// with `/`.
  init(bytes: UnsafeBufferPointer<UInt8>, pathStart: Int, pathEnd: Int) {
    self.bytes = bytes
    self.pathEnd = pathEnd
    self.cursor = pathStart
  }

  /// Whether every segment has been returned.
  var isAtEnd: Bool { cursor >= pathEnd }

  /// Whether nothing but a trailing `/` is left.
  var isAtEndOrTrailingSlash: Bool { pathEnd - cursor <= 1 }

  /// The next segment's byte range, or `nil` at the end of the path.
  mutating func next() -> Range<Int>? {
    guard cursor < pathEnd else { return nil }
    let start = cursor + 1
    var end = start
    while end < pathEnd, bytes[end] != UInt8(ascii: "/") { end += 1 }
    cursor = end
    segment += 1
    return start..<end
  }

  /// The bytes of a range.
  func slice(_ range: Range<Int>) -> UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(rebasing: bytes[range])
  }

  /// The range's text exactly as written, for error messages.
  func text(_ range: Range<Int>) -> String {
    String(decoding: slice(range), as: UTF8.self)
  }

  /// The index of the first `byte` in `range`, or `nil`.
  func firstIndex(of byte: UInt8, in range: Range<Int>) -> Int? {
    var index = range.lowerBound
    while index < range.upperBound {
      if bytes[index] == byte { return index }
      index += 1
    }
    return nil
  }

  /// Whether the range holds exactly the ASCII text `word`.
  func range(_ range: Range<Int>, equals word: StaticString) -> Bool {
    guard range.count == word.utf8CodeUnitCount else { return false }
    return word.withUTF8Buffer { bytesEqual(bytes, from: range.lowerBound, $0) }
  }
}
