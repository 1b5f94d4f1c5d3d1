import Foundation

/// A flow's collected data as a typed value, stored in the state as ``ActiveFlow/data`` fields.
///
/// `[String: String]` (``FlowFields``) is the data as it is stored. Any `Codable` struct conforms
/// with an empty body: each stored property becomes one field holding the property's JSON, so a
/// step that fills in `address` changes the `address` field and leaves the others alone.
///
/// ```swift
/// struct CheckoutData: Codable, FlowData {
///   var items: [String] = []
///   var address: String?
///   var digitalOnly = false
/// }
/// ```
public protocol FlowData: Sendable {
  /// Reads the data from its fields.
  /// - Parameter flowFields: The fields, by key.
  /// - Throws: ``FlowDataError`` when the fields do not describe a value.
  init(flowFields: [String: String]) throws(FlowDataError)
  /// The data as fields, by key.
  /// - Returns: The fields.
  /// - Throws: ``FlowDataError`` when the value cannot be written.
  func flowFields() throws(FlowDataError) -> [String: String]
}

/// A flow's data as it is stored: values by key, as a step collected them.
public typealias FlowFields = [String: String]

extension Dictionary: FlowData where Key == String, Value == String {
  public init(flowFields: [String: String]) { self = flowFields }
  public func flowFields() -> [String: String] { self }
}

extension FlowData where Self: Codable {
  public init(flowFields: [String: String]) throws(FlowDataError) {
    var json = "{"
    for (offset, field) in flowFields.sorted(by: { $0.key < $1.key }).enumerated() {
      guard FlowJSON.isSingleValue(field.value) else {
        throw FlowDataError(type: "\(Self.self)", reason: "field '\(field.key)' is not JSON")
      }
      let key = (try? JSONEncoder().encode(field.key)).map { String(decoding: $0, as: UTF8.self) }
      json += (offset == 0 ? "" : ",") + (key ?? "\"\"") + ":" + field.value
    }
    json += "}"
    do {
      self = try JSONDecoder().decode(Self.self, from: Data(json.utf8))
    } catch {
      throw FlowDataError(type: "\(Self.self)", reason: "\(error)")
    }
  }

  public func flowFields() throws(FlowDataError) -> [String: String] {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let text: String
    do {
      text = String(decoding: try encoder.encode(self), as: UTF8.self)
    } catch {
      throw FlowDataError(type: "\(Self.self)", reason: "\(error)")
    }
    guard let members = FlowJSON.members(of: text) else {
      throw FlowDataError(type: "\(Self.self)", reason: "it does not encode as a JSON object")
    }
    var fields: [String: String] = [:]
    for member in members {
      guard let key = try? JSONDecoder().decode(String.self, from: Data(member.key.utf8)) else {
        throw FlowDataError(type: "\(Self.self)", reason: "a key does not decode")
      }
      fields[key] = member.value
    }
    return fields
  }
}

/// Why a flow's fields and its typed data did not convert.
public struct FlowDataError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The data type.
  public var type: String
  /// What went wrong.
  public var reason: String

  /// Creates an error.
  /// - Parameters:
  ///   - type: The data type.
  ///   - reason: What went wrong.
  public init(type: String, reason: String) {
    self.type = type
    self.reason = reason
  }

  public var description: String { "the flow's data is not a valid \(type): \(reason)" }
}
