import Foundation
import Tasks

/// Tasks kept in memory, as an app's storage would keep them: ids from 1, in order.
final class MemoryTaskStorage: TaskStorage, @unchecked Sendable {
  private let lock = NSLock()
  private var tasks: [TaskItem] = []
  private var lastID: Int64 = 0

  func all() -> [TaskItem] { lock.withLock { tasks } }

  func find(id: Int64) -> TaskItem? { lock.withLock { tasks.first { $0.id == id } } }

  func insert(_ task: TaskItem) -> TaskItem {
    lock.withLock {
      lastID += 1
      var stored = task
      stored.id = lastID
      tasks.append(stored)
      return stored
    }
  }

  func update(_ task: TaskItem) -> Bool {
    lock.withLock {
      guard let index = tasks.firstIndex(where: { $0.id == task.id }) else { return false }
      tasks[index] = task
      return true
    }
  }

  func delete(ids: [Int64]) { lock.withLock { tasks.removeAll { ids.contains($0.id ?? 0) } } }

  func markDone(ids: [Int64]) {
    lock.withLock {
      for index in tasks.indices where ids.contains(tasks[index].id ?? 0) {
        tasks[index].done = true
      }
    }
  }
}
