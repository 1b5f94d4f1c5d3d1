/// RFC 3986 percent-encoding for link segments and query values.
///
/// Generation writes one spelling for every value: the unreserved characters
/// (`A-Z a-z 0-9 - . _ ~`), `:` `@` and the sub-delimiters but `;` (`! $ & ' ( ) * + , =`) stay
/// as they are, which RFC 3986 (3.3) allows in a path segment; every other byte of the value's
/// UTF-8 form is written `%XX` with upper-case hex digits (`;` too, since it separates a route's
/// style and labelled values in its case segment); a segment that would be `.` or `..` is written
/// with `%2E`, so that no URL normalizer can remove it. Parsing accepts any valid percent-escape
/// (lower-case hex, needless escapes) and, as they are, only the characters that generation
/// keeps; every other character must be percent-encoded (RFC 3986 requires it for spaces,
/// non-ASCII characters and the other delimiters). So a link that `URLComponents` builds with
/// `.urlPathAllowed` opens, a canonical link is never longer than a link that opens the same
/// state, and a link that opens always has a canonical link within the length limit. A `%` not
/// followed by two hex digits, a raw character that must be encoded, or bytes that are not UTF-8
/// are rejected.
enum PercentEncoding {
  /// A set of ASCII bytes as two bit masks: a shift and a test per byte.
  struct ByteSet: Sendable {
    private let low: UInt64
    private let high: UInt64

    init(_ characters: String) {
      var low: UInt64 = 0
      var high: UInt64 = 0
      for byte in characters.utf8 {
        if byte < 64 {
          low |= 1 << UInt64(byte)
        } else if byte < 128 {
          high |= 1 << UInt64(byte - 64)
        }
      }
      self.low = low
      self.high = high
    }

    func contains(_ byte: UInt8) -> Bool {
      let word = byte < 64 ? low : high
      return byte < 128 && word >> UInt64(byte & 63) & 1 == 1
    }
  }

  /// RFC 3986's unreserved characters (2.3).
  static let unreserved = ByteSet(
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
  /// What generation writes as it is: the unreserved characters, `:`, `@`, and the
  /// sub-delimiters but `;` (RFC 3986, 3.3).
  static let kept = ByteSet(
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~:@!$&'()*+,=")
  /// What a query item's name or value may hold as it is: what a segment keeps, and `/`, `?`
  /// and `;` (RFC 3986, 3.4). `&` separates items, so an item meets it only as `%26`.
  static let query = ByteSet(
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~:@!$&'()*+,=/?;")
  /// The bytes of a query that say nothing about its items: ``query`` without `&` and `=`.
  static let plainQuery = ByteSet(
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~:@!$'()*+,/?;")

  /// Decodes a segment, or returns `nil` when its encoding is invalid.
  static func decode(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
    decode(bytes, allowing: kept)
  }

  /// Decodes a query item's name or value, or returns `nil` when its encoding is invalid. `+` is
  /// a plus, not a space, as RFC 3986 and Foundation's `URLComponents` read it (a space as `+`
  /// is HTML's form encoding).
  static func decodeQuery(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
    decode(bytes, allowing: query)
  }

  private static func decode(
    _ bytes: UnsafeBufferPointer<UInt8>, allowing allowed: ByteSet
  )
    -> String?
  {
    var escaped = false
    for byte in bytes {
      if byte == UInt8(ascii: "%") {
        escaped = true
      } else if !allowed.contains(byte) {
        return nil
      }
    }
    guard escaped else { return String(decoding: bytes, as: UTF8.self) }
    return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: bytes.count) { buffer in
      var read = 0
      var written = 0
      while read < bytes.count {
        let byte = bytes[read]
        if byte == UInt8(ascii: "%") {
          guard read + 2 < bytes.count,
            let high = hexValue(bytes[read + 1]), let low = hexValue(bytes[read + 2])
          else { return nil }
          buffer[written] = high << 4 | low
          read += 3
        } else {
          buffer[written] = byte
          read += 1
        }
        written += 1
      }
      return String(validating: UnsafeBufferPointer(rebasing: buffer[0..<written]), as: UTF8.self)
    }
  }

  /// Appends `value` to `link` as one canonical segment.
  static func appendSegment(_ value: String, to link: inout String) {
    if value == "." || value == ".." {
      link += value == "." ? "%2E" : "%2E%2E"
      return
    }
    let kept = self.kept
    if value.utf8.allSatisfy(kept.contains) {
      link += value
      return
    }
    var encoded: [UInt8] = []
    encoded.reserveCapacity(value.utf8.count * 3)
    for byte in value.utf8 {
      if kept.contains(byte) {
        encoded.append(byte)
      } else {
        encoded.append(UInt8(ascii: "%"))
        encoded.append(hexDigits[Int(byte >> 4)])
        encoded.append(hexDigits[Int(byte & 0x0F)])
      }
    }
    link += String(decoding: encoded, as: UTF8.self)
  }

  /// Whether `name` can stand in a link as it is: non-empty and made of unreserved characters.
  static func isPlainName(_ name: String) -> Bool {
    let unreserved = self.unreserved
    return !name.isEmpty && name.utf8.allSatisfy(unreserved.contains) && name != "."
      && name != ".."
  }

  private static let hexDigits = Array("0123456789ABCDEF".utf8)

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
    default: return nil
    }
  }
}
