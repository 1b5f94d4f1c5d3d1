import Foundation
import Wayfinder

/// Where the Tasks feature keeps its tasks, provided by the app: a table of its database, a file,
/// memory. The feature checks every task before it reaches the storage (``TaskStore``), so a
/// storage only keeps what it is given.
public protocol TaskStorage: Sendable {
  /// Every task, oldest first.
  func all() throws -> [TaskItem]
  /// The task with an id, or `nil` when there is none.
  func find(id: Int64) throws -> TaskItem?
  /// Stores a new task.
  /// - Returns: The task with the id the storage gave it.
  func insert(_ task: TaskItem) throws -> TaskItem
  /// Replaces a stored task.
  /// - Returns: `false` when no task has its id.
  func update(_ task: TaskItem) throws -> Bool
  /// Deletes tasks by id; ids that do not exist are ignored.
  func delete(ids: [Int64]) throws
  /// Marks tasks done; ids that do not exist are ignored.
  func markDone(ids: [Int64]) throws
}

/// The tasks as the feature reads and writes them: over the app's ``TaskStorage``, with every
/// task checked by the same rules as the form that made it.
public struct TaskStore: Sendable {
  /// Where the tasks are kept.
  public let storage: any TaskStorage

  /// Creates a store over the app's storage.
  /// - Parameter storage: Where the tasks are kept.
  public init(_ storage: any TaskStorage) { self.storage = storage }

  /// Every task, oldest first.
  public func all() throws -> [TaskItem] { try storage.all() }

  /// How many tasks there are, and how many are done.
  public func counts() throws -> (total: Int, done: Int) {
    let tasks = try storage.all()
    return (tasks.count, tasks.count { $0.done })
  }

  /// The task with an id as routes carry it, or `nil` when there is none (or the id is not one).
  public func find(_ id: String) throws -> TaskItem? {
    guard let key = Int64(id) else { return nil }
    return try storage.find(id: key)
  }

  /// Stores a new task.
  /// - Returns: The task with its id.
  /// - Throws: ``ScreenActionError`` when the title is empty; what the storage throws.
  @discardableResult
  public func create(_ task: TaskItem) throws -> TaskItem {
    try storage.insert(try Self.checked(task))
  }

  /// Replaces a stored task.
  /// - Throws: ``ScreenActionError`` when the title is empty or the task is gone.
  public func update(_ task: TaskItem) throws {
    let task = try Self.checked(task)
    if try !storage.update(task) {
      throw ScreenActionError("task \(task.routeID) no longer exists")
    }
  }

  /// Deletes tasks by id; ids that do not exist are ignored.
  public func delete(ids: [String]) throws { try storage.delete(ids: ids.compactMap { Int64($0) }) }

  /// Marks tasks done; ids that do not exist are ignored.
  public func markDone(ids: [String]) throws {
    try storage.markDone(ids: ids.compactMap { Int64($0) })
  }

  static func checked(_ task: TaskItem) throws -> TaskItem {
    var task = task
    task.title = task.title.trimmingCharacters(in: .whitespaces)
    if let problem = TaskFields.problem(of: task) { throw ScreenActionError(problem) }
    return task
  }
}
