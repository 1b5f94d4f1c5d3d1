import Foundation

/// Encodes and writes snapshots one at a time off the main actor, keeping only the newest
/// waiting one. The state arrives as a value, so the main actor pays for a copy (shared storage,
/// whatever its size) and never for the encoding.
final class SnapshotWriter: @unchecked Sendable {
  /// A state to save and how: what of it is saved, the format, and where.
  typealias Job = (
    state: NavigationState, codec: SnapshotCodec, storage: any SnapshotStorage, key: String,
    savable: @Sendable (NavigationState) -> NavigationState
  )

  private let queue = DispatchQueue(label: "navigation.snapshot.writer")
  private let lock = NSLock()
  private var waiting: Job?
  private var running = false
  private var written = 0
  private var lastError: (any Error)?

  func enqueue(
    _ state: NavigationState, codec: SnapshotCodec, to storage: any SnapshotStorage, key: String,
    savable: @escaping @Sendable (NavigationState) -> NavigationState
  ) {
    let start = lock.withLock { () -> Bool in
      waiting = (state, codec, storage, key, savable)
      if running { return false }
      running = true
      return true
    }
    if start { queue.async { self.drain() } }
  }

  private func drain() {
    while let job = lock.withLock({ () -> Job? in
      let next = waiting
      waiting = nil
      if next == nil { running = false }
      return next
    }) {
      do {
        let data = try job.codec.encode(job.savable(job.state))
        try job.storage.save(data, version: job.codec.currentVersion, for: job.key)
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
