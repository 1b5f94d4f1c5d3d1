public import Wayfinder

/// The Tasks feature's screens.
@Route(path: "tasks")
public enum TasksRoute {
  /// Every task.
  case list
  /// One task; a task that does not exist shows a screen that says so. Its link is the
  /// website's: `/tasks/123`.
  @Link(":id")
  case detail(id: String)

  /// A sheet that creates a task from a title.
  @Presents(.sheet)
  case quickCreate

  /// A sheet that edits a task. It grows out of the task's Edit button, where a view marks it.
  @Presents(.sheet, detents: [.medium, .large], transition: .zoom)
  case edit(id: String)

  /// Figures about the tasks, for premium users.
  @Requires(.premium)
  @Presents(.fullScreen)
  case analytics

  /// Changes several tasks at once, for pro users.
  @Requires(.pro)
  case bulkEdit(ids: [String])

  /// A sheet that creates a copy of a task from a draft. The draft is a model, so the sheet has
  /// no link but comes back after a relaunch (a restorable route).
  @Presents(.sheet)
  case duplicate(draft: TaskDraft)

  /// A sheet that picks a priority and hands it to whoever asked. The callback has no saved
  /// form, so the sheet neither has a link nor comes back after a relaunch (a transient route).
  @Presents(.sheet, detents: [.medium])
  case pickPriority(current: String, choose: RouteCallback<String>)
}

/// A task not yet created: what the duplicate sheet starts from.
public struct TaskDraft: Codable, Hashable, Sendable {
  /// The title.
  public var title: String
  /// Free notes.
  public var notes: String
  /// `low`, `medium` or `high`.
  public var priority: String

  /// Creates a draft.
  public init(title: String, notes: String = "", priority: String = "medium") {
    self.title = title
    self.notes = notes
    self.priority = priority
  }
}

/// The screens of the task viewer space: a task shown on its own.
@Route(path: "taskViewer")
public enum TaskViewerRoute {
  /// One task.
  case task(id: String)
}

/// What the task viewer asks of navigation.
@FeatureNavigation(route: TaskViewerRoute.self)
@MainActor
public protocol TaskViewerNavigation {
  /// Closes the viewer.
  func close()
}

/// What the user does in the Tasks feature.
public enum TasksInteraction: ModuleInteraction {
  /// The user tapped a task in the list.
  case taskTapped(id: String)
  /// The user tapped "New task".
  case createTapped
  public static let moduleKey: ModuleKey = TasksRoute.moduleKey
}

/// What the Tasks feature asks of navigation.
@FeatureNavigation(route: TasksRoute.self)
@MainActor
public protocol TasksNavigation {
  /// Shows a task.
  func showDetail(id: String)
  /// Shows the quick-create sheet.
  func showQuickCreate()
  /// Shows the editor of a task.
  func showEdit(id: String)
  /// Shows the analytics; returns whether they were shown (else the paywall was).
  @discardableResult func showAnalytics() -> Bool
  /// Whether the analytics would be shown now, asked without showing anything: the list marks
  /// the action as locked before it is tapped.
  func canShowAnalytics() -> Bool
  /// Shows the bulk editor; returns whether it was shown.
  @discardableResult func showBulkEdit(ids: [String]) -> Bool
  /// Shows the sheet that creates a copy of a task.
  func showDuplicate(draft: TaskDraft)
  /// Shows the priority picker; `choose` receives the priority picked.
  func showPickPriority(current: String, choose: @escaping @MainActor @Sendable (String) -> Void)
  /// Starts the task wizard.
  func startTaskCreation()
  /// Opens a task in the task viewer space.
  func openViewer(id: String)
  /// Goes back to the task list, closing what is over it: the editor's sheet, the task.
  func backToList()
  /// Dismisses the top presentation.
  func dismiss()
  /// Goes back to the list.
  func popToRoot()
  /// Goes back.
  func back()
}
