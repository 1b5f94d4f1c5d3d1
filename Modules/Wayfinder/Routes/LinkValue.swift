public import Foundation

/// A value that can stand in a link segment and come back unchanged.
///
/// `String`, `Int`, `Double`, `Bool`, `UUID` and absolute `URL`s conform, and so do optionals and arrays of any
/// conforming type. A `RawRepresentable` type whose raw value conforms gets the implementation for
/// free: declare the conformance with an empty body.
///
/// ```swift
/// enum Filter: String, LinkValue { case open, done }
/// ```
///
/// The encoding is lossless and canonical. `~` is the escape character: `nil` is written `~`, a
/// present value that itself begins with `~` gets one more `~` in front, an empty array is `~`,
/// and inside an array `,` separates elements while `~,` and `~~` stand for a literal `,` and `~`.
/// The link layer percent-encodes the result as a path segment.
public protocol LinkValue: Sendable {
  /// The type's name in the route catalogue and in error messages, for example `Int`.
  static var linkTypeName: String { get }
  /// The value as one unescaped link segment.
  var linkValue: String { get }
  /// Decodes a value from one unescaped link segment.
  /// - Parameter linkValue: The segment.
  init?(linkValue: String)
}

extension String: LinkValue {
  public static var linkTypeName: String { "String" }
  public var linkValue: String { self }
  public init?(linkValue: String) { self = linkValue }
}

extension Int: LinkValue {
  public static var linkTypeName: String { "Int" }
  public var linkValue: String { String(self) }
  public init?(linkValue: String) {
    // Only the canonical spelling is accepted, so that every value has one link.
    guard let value = Int(linkValue), String(value) == linkValue else { return nil }
    self = value
  }
}

extension Double: LinkValue {
  public static var linkTypeName: String { "Double" }
  public var linkValue: String { description }
  public init?(linkValue: String) {
    guard let value = Double(linkValue), value.description == linkValue else { return nil }
    self = value
  }
}

extension Bool: LinkValue {
  public static var linkTypeName: String { "Bool" }
  public var linkValue: String { self ? "true" : "false" }
  public init?(linkValue: String) {
    switch linkValue {
    case "true": self = true
    case "false": self = false
    default: return nil
    }
  }
}

extension UUID: LinkValue {
  public static var linkTypeName: String { "UUID" }
  public var linkValue: String { uuidString }
  public init?(linkValue: String) {
    guard let value = UUID(uuidString: linkValue), value.uuidString == linkValue else {
      return nil
    }
    self = value
  }
}

extension URL: LinkValue {
  public static var linkTypeName: String { "URL" }
  public var linkValue: String { absoluteString }
  /// Reads an absolute URL, spelled as `absoluteString` spells it, so that every URL has one
  /// link.
  /// - Parameter linkValue: The segment.
  public init?(linkValue: String) {
    guard let url = URL(string: linkValue), url.scheme != nil, url.absoluteString == linkValue
    else { return nil }
    self = url
  }
}

extension LinkValue where Self: RawRepresentable, RawValue: LinkValue {
  public static var linkTypeName: String { String(describing: Self.self) }
  public var linkValue: String { rawValue.linkValue }
  public init?(linkValue: String) {
    guard let raw = RawValue(linkValue: linkValue) else { return nil }
    self.init(rawValue: raw)
  }
}

extension Optional: LinkValue where Wrapped: LinkValue {
  public static var linkTypeName: String { Wrapped.linkTypeName + "?" }

  public var linkValue: String {
    switch self {
    case .none: return "~"
    case .some(let wrapped):
      let inner = wrapped.linkValue
      return inner.hasPrefix("~") ? "~" + inner : inner
    }
  }

  public init?(linkValue: String) {
    if linkValue == "~" {
      self = .none
      return
    }
    let inner = linkValue.hasPrefix("~") ? String(linkValue.dropFirst()) : linkValue
    guard let wrapped = Wrapped(linkValue: inner) else { return nil }
    self = .some(wrapped)
  }
}

extension Array: LinkValue where Element: LinkValue {
  public static var linkTypeName: String { "[" + Element.linkTypeName + "]" }

  public var linkValue: String {
    if isEmpty { return "~" }
    var result = ""
    for (offset, element) in enumerated() {
      if offset > 0 { result.append(",") }
      for character in element.linkValue {
        if character == "~" || character == "," { result.append("~") }
        result.append(character)
      }
    }
    return result
  }

  public init?(linkValue: String) {
    if linkValue == "~" {
      self = []
      return
    }
    var elements: [Element] = []
    var current = ""
    var escaping = false
    for character in linkValue {
      if escaping {
        guard character == "~" || character == "," else { return nil }
        current.append(character)
        escaping = false
      } else if character == "~" {
        escaping = true
      } else if character == "," {
        guard let element = Element(linkValue: current) else { return nil }
        elements.append(element)
        current = ""
      } else {
        current.append(character)
      }
    }
    guard !escaping, let last = Element(linkValue: current) else { return nil }
    elements.append(last)
    self = elements
  }
}
