/// Why a command line could not be read: what is wrong, and the column (from 1, in characters)
/// where it is.
///
/// ```swift
/// // tap 1 title="Buy milk
/// CommandSyntaxError(column: 13, message: "this quote is never closed; end the value with \"")
/// ```
public struct CommandSyntaxError: Error, Equatable, Sendable, CustomStringConvertible {
  /// Where the problem is: the column of the word at fault, or the end of the line when a word
  /// is missing.
  public var column: Int
  /// What is wrong and what to write instead.
  public var message: String

  /// Creates an error.
  /// - Parameters:
  ///   - column: Where the problem is, from 1.
  ///   - message: What is wrong and what to write instead.
  public init(column: Int, message: String) {
    self.column = column
    self.message = message
  }

  public var description: String { "column \(column): \(message)" }
}
