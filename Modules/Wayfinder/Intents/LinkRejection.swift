import Foundation

/// Why a link was refused before any guard saw it.
package struct LinkRejection: Error, Equatable, Sendable, CustomStringConvertible {
  /// What is wrong and where.
  public var message: String
  /// Creates a rejection.
  /// - Parameter message: What is wrong and where.
  public init(_ message: String) { self.message = message }
  public var description: String { message }
}
