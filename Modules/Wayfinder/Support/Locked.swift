import Foundation

/// A value behind a lock, for the few places where a reference is shared across threads.
package final class Locked<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value

  package init(_ value: Value) { self.value = value }

  package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}
