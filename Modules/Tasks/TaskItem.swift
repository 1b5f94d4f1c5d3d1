/// One task.
public struct TaskItem: Codable, Equatable, Sendable {
  /// The id the storage gave it; `nil` until stored.
  public var id: Int64?
  /// The title; never empty.
  public var title: String
  /// Free notes.
  public var notes: String
  /// `low`, `medium` or `high`.
  public var priority: String
  /// When it is due, as the user wrote it; empty for none.
  public var due: String
  /// Whether it is done.
  public var done: Bool

  /// Creates a task that is not yet stored.
  public init(
    title: String, notes: String = "", priority: String = "medium", due: String = "",
    done: Bool = false
  ) {
    self.title = title
    self.notes = notes
    self.priority = priority
    self.due = due
    self.done = done
  }

  /// The id as routes carry it.
  public var routeID: String { id.map(String.init) ?? "" }

  /// The priorities a task may have.
  public static let priorities = ["low", "medium", "high"]
}
