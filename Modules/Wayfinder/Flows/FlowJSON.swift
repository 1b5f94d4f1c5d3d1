/// The little JSON scanning that typed flow data needs: the members of an object as text, and
/// whether a text is one JSON value. Values are kept verbatim, so numbers and strings survive
/// exactly; full validation is left to `JSONDecoder`.
enum FlowJSON {
  /// The members of a JSON object: each key's text (quoted) and each value's text.
  /// - Parameter text: The text of a JSON object.
  /// - Returns: The members in order, or `nil` when `text` is not an object.
  static func members(of text: String) -> [(key: String, value: String)]? {
    let bytes = Array(text.utf8)
    var index = skipSpace(bytes, 0)
    guard index < bytes.count, bytes[index] == UInt8(ascii: "{") else { return nil }
    index = skipSpace(bytes, index + 1)
    var members: [(key: String, value: String)] = []
    if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
      return skipSpace(bytes, index + 1) == bytes.count ? [] : nil
    }
    while index < bytes.count {
      guard bytes[index] == UInt8(ascii: "\""), let keyEnd = valueEnd(bytes, index) else {
        return nil
      }
      let key = String(decoding: bytes[index..<keyEnd], as: UTF8.self)
      index = skipSpace(bytes, keyEnd)
      guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
      let valueStart = skipSpace(bytes, index + 1)
      guard let end = valueEnd(bytes, valueStart) else { return nil }
      members.append((key, String(decoding: bytes[valueStart..<end], as: UTF8.self)))
      index = skipSpace(bytes, end)
      guard index < bytes.count else { return nil }
      if bytes[index] == UInt8(ascii: "}") {
        return skipSpace(bytes, index + 1) == bytes.count ? members : nil
      }
      guard bytes[index] == UInt8(ascii: ",") else { return nil }
      index = skipSpace(bytes, index + 1)
    }
    return nil
  }

  /// Whether `text` is exactly one JSON value, with nothing but spaces around it.
  /// - Parameter text: The text.
  /// - Returns: `true` for one value.
  static func isSingleValue(_ text: String) -> Bool {
    let bytes = Array(text.utf8)
    let start = skipSpace(bytes, 0)
    guard let end = valueEnd(bytes, start) else { return false }
    return skipSpace(bytes, end) == bytes.count
  }

  private static func skipSpace(_ bytes: [UInt8], _ start: Int) -> Int {
    var index = start
    while index < bytes.count,
      bytes[index] == 0x20 || bytes[index] == 0x0A || bytes[index] == 0x0D || bytes[index] == 0x09
    {
      index += 1
    }
    return index
  }

  /// The end of the value that starts at `start`: a string, an object or array with everything
  /// nested in it, or a bare literal.
  private static func valueEnd(_ bytes: [UInt8], _ start: Int) -> Int? {
    guard start < bytes.count else { return nil }
    var index = start
    var depth = 0
    var inString = false
    var escaped = false
    while index < bytes.count {
      let byte = bytes[index]
      if inString {
        if escaped {
          escaped = false
        } else if byte == UInt8(ascii: "\\") {
          escaped = true
        } else if byte == UInt8(ascii: "\"") {
          inString = false
          if depth == 0 { return index + 1 }
        }
      } else if byte == UInt8(ascii: "\"") {
        inString = true
      } else if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") {
        depth += 1
      } else if byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") {
        if depth == 0 { return index == start ? nil : index }
        depth -= 1
        if depth == 0 { return index + 1 }
      } else if depth == 0,
        byte == UInt8(ascii: ",") || byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
      {
        return index == start ? nil : index
      }
      index += 1
    }
    return depth == 0 && !inString && index > start ? index : nil
  }
}
