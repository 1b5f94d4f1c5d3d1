import Foundation

/// Writes snapshots one at a time off the main actor, keeping only the newest waiting one.
final class SnapshotWriter: @unchecked Sendable {
  private let queue = DispatchQueue(label: "navigation.snapshot.writer")
  private let lock = NSLock()
  private var waiting: (Data, Int, SnapshotStore)?
  private var running = false
  private var written = 0
  private var lastError: (any Error)?

  func enqueue(_ data: Data, version: Int, to store: SnapshotStore) {
    let start = lock.withLock { () -> Bool in
      waiting = (data, version, store)
      if running { return false }
      running = true
      return true
    }
    if start { queue.async { self.drain() } }
  }

  private func drain() {
    while let (data, version, store) = lock.withLock({ () -> (Data, Int, SnapshotStore)? in
      let next = waiting
      waiting = nil
      if next == nil { running = false }
      return next
    }) {
      do {
        try store.save(data, version: version)
        lock.withLock {
          written += 1
          lastError = nil
        }
      } catch {
        lock.withLock { lastError = error }
      }
    }
  }

  func flush() throws {
    queue.sync {}
    while lock.withLock({ running }) { queue.sync {} }
    if let error = lock.withLock({ lastError }) { throw error }
  }

  var completed: Int { lock.withLock { written } }
}
