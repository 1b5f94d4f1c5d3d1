public import Wayfinder

/// The Tasks feature's screens.
@Route(path: "tasks")
public enum TasksRoute {
  /// Every task.
  case list
  /// One task; a task that does not exist shows a screen that says so.
  case detail(id: String)

  /// A sheet that creates a task from a title.
  @Presents(.sheet)
  case quickCreate

  /// A sheet that edits a task.
  @Presents(.sheet, detents: [.medium, .large])
  case edit(id: String)

  /// Figures about the tasks, for premium users.
  @Requires(.premium)
  @Presents(.fullScreen)
  case analytics

  /// Changes several tasks at once, for pro users.
  @Requires(.pro)
  case bulkEdit(ids: [String])
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
  /// Shows the bulk editor; returns whether it was shown.
  @discardableResult func showBulkEdit(ids: [String]) -> Bool
  /// Starts the task wizard.
  func startTaskCreation()
  /// Opens a task in the task viewer space.
  func openViewer(id: String)
  /// Dismisses the top presentation.
  func dismiss()
  /// Goes back to the list.
  func popToRoot()
  /// Goes back.
  func back()
}
