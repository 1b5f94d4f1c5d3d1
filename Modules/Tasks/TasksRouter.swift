public import Wayfinder

/// The Tasks tab's router and screens.
package struct TasksRouter: FeatureRouter {
  /// Where the tasks are stored.
  let store: TaskStore

  /// Creates the module.
  /// - Parameter store: The tasks.
  package init(store: TaskStore) { self.store = store }

  package func respond(
    to interaction: TasksInteraction, in state: NavigationState
  )
    -> ModuleResponse<TasksRoute>
  {
    switch interaction {
    case .taskTapped(let id): return .show(.detail(id: id))
    case .createTapped: return .show(.quickCreate)
    }
  }

  @MainActor
  package func screen(for route: TasksRoute, sink: any NavigationIntentSink) -> Screen {
    screen(
      for: route, navigation: LiveTasksNavigation(sink: sink),
      send: { sink.send(.interaction(AnyInteraction($0)), from: TasksRoute.moduleKey) })
  }

  /// The screen of a route, with its actions bound to a handle and an interaction sender.
  /// - Parameters:
  ///   - route: The route.
  ///   - navigation: The handle (a recording mock in tests).
  ///   - send: Sends an interaction.
  /// - Returns: The screen; a screen that says what went wrong when the database cannot be
  ///   read.
  @MainActor
  package func screen(
    for route: TasksRoute, navigation: any TasksNavigation,
    send: @escaping @MainActor (TasksInteraction) -> Void
  ) -> Screen {
    do {
      return try makeScreen(for: route, navigation: navigation, send: send)
    } catch {
      return Screen(title: "Tasks unavailable", content: ["The tasks could not be read: \(error)"])
    }
  }

  @MainActor
  private func makeScreen(
    for route: TasksRoute, navigation: any TasksNavigation,
    send: @escaping @MainActor (TasksInteraction) -> Void
  ) throws -> Screen {
    let store = self.store
    switch route {
    case .list:
      let tasks = try store.all()
      var actions = [
        ScreenAction("New task") { _ in send(.createTapped) },
        ScreenAction("Task wizard") { _ in navigation.startTaskCreation() },
        // Asked before the tap: a locked action says so, and still leads to the paywall.
        ScreenAction(navigation.canShowAnalytics() ? "Analytics" : "Analytics (locked)") { _ in
          navigation.showAnalytics()
        },
        ScreenAction("Bulk edit") { _ in
          navigation.showBulkEdit(ids: tasks.map(\.routeID))
        },
      ]
      for task in tasks {
        actions.append(
          ScreenAction("Open #\(task.routeID) \(task.title)") { _ in
            send(.taskTapped(id: task.routeID))
          })
      }
      return Screen(
        title: "Tasks", content: tasks.isEmpty ? ["No tasks yet."] : tasks.map(Self.row),
        actions: actions)

    case .detail(let id):
      guard let task = try store.find(id) else { return notFound(id, navigation) }
      return Screen(
        title: "Task #\(id)", content: Self.details(task),
        actions: [
          ScreenAction("Edit") { _ in navigation.showEdit(id: id) },
          ScreenAction(task.done ? "Mark as not done" : "Mark as done") { _ in
            var changed = task
            changed.done.toggle()
            try store.update(changed)
          },
          ScreenAction("Delete") { _ in
            try store.delete(ids: [id])
            navigation.back()
          },
          ScreenAction("View in the task viewer") { _ in navigation.openViewer(id: id) },
          ScreenAction("Back to the list") { _ in navigation.popToRoot() },
          ScreenAction("Duplicate") { _ in
            navigation.showDuplicate(
              draft: TaskDraft(
                title: task.title + " (copy)", notes: task.notes, priority: task.priority))
          },
          ScreenAction("Change priority") { _ in
            navigation.showPickPriority(current: task.priority) { priority in
              var changed = task
              changed.priority = priority
              try? store.update(changed)
            }
          },
        ])

    case .quickCreate:
      return Screen(
        title: "New task",
        content: ["Priorities: " + TaskItem.priorities.joined(separator: ", ")],
        actions: [
          ScreenAction("Create", inputs: ["title", "notes", "priority"]) { input in
            let task = try store.create(
              TaskItem(
                title: input["title"] ?? "", notes: input["notes"] ?? "",
                priority: input["priority"] ?? "medium"))
            navigation.dismiss()
            navigation.showDetail(id: task.routeID)
          },
          ScreenAction("Cancel") { _ in navigation.dismiss() },
        ])

    case .edit(let id):
      guard let task = try store.find(id) else { return notFound(id, navigation) }
      return Screen(
        title: "Edit task #\(id)",
        content: Self.details(task),
        actions: [
          ScreenAction("Save", inputs: ["title", "notes", "priority", "due"]) { input in
            var changed = task
            changed.title = input["title"] ?? task.title
            changed.notes = input["notes"] ?? task.notes
            changed.priority = input["priority"] ?? task.priority
            changed.due = input["due"] ?? task.due
            try store.update(changed)
            navigation.dismiss()
          },
          ScreenAction("Cancel") { _ in navigation.dismiss() },
          // Back past the sheet and the task, to the list, in one request.
          ScreenAction("Back to tasks") { _ in navigation.backToList() },
        ])

    case .analytics:
      let tasks = try store.all()
      let done = tasks.filter(\.done).count
      var content = ["Tasks: \(tasks.count), done: \(done)"]
      for priority in TaskItem.priorities.reversed() {
        content.append("\(priority): \(tasks.filter { $0.priority == priority }.count)")
      }
      return Screen(
        title: "Task analytics", content: content,
        actions: [ScreenAction("Close") { _ in navigation.dismiss() }])

    case .duplicate(let draft):
      return Screen(
        title: "Duplicate task",
        content: [
          "Title: \(draft.title)", "Notes: \(draft.notes.isEmpty ? "(none)" : draft.notes)",
          "Priority: \(draft.priority)",
        ],
        actions: [
          ScreenAction("Create the copy", inputs: ["title"]) { input in
            var copy = TaskItem(title: draft.title, notes: draft.notes, priority: draft.priority)
            if let title = input["title"], !title.isEmpty { copy.title = title }
            let task = try store.create(copy)
            navigation.dismiss()
            navigation.showDetail(id: task.routeID)
          },
          ScreenAction("Cancel") { _ in navigation.dismiss() },
        ])

    case .pickPriority(let current, let choose):
      var actions = TaskItem.priorities.map { priority in
        ScreenAction(priority == current ? "\(priority) (now)" : priority) { _ in
          choose(priority)
          navigation.dismiss()
        }
      }
      actions.append(ScreenAction("Cancel") { _ in navigation.dismiss() })
      return Screen(title: "Priority", content: ["Now: \(current)"], actions: actions)

    case .bulkEdit(let ids):
      return Screen(
        title: "Bulk edit",
        content: ["\(ids.count) task(s) selected: " + ids.map { "#\($0)" }.joined(separator: " ")],
        actions: [
          ScreenAction("Mark all as done") { _ in
            try store.markDone(ids: ids)
            navigation.popToRoot()
          },
          ScreenAction("Back") { _ in navigation.back() },
        ])
    }
  }

  @MainActor
  private func notFound(_ id: String, _ navigation: any TasksNavigation) -> Screen {
    Screen(
      title: "Task not found",
      content: ["There is no task #\(id). It may have been deleted, or the link is wrong."],
      actions: [ScreenAction("Back to the list") { _ in navigation.popToRoot() }])
  }

  static func row(_ task: TaskItem) -> String {
    "#\(task.routeID) \(task.title) [\(task.priority)]" + (task.done ? " (done)" : "")
  }

  static func details(_ task: TaskItem) -> [String] {
    [
      "Title: \(task.title)", "Notes: \(task.notes.isEmpty ? "(none)" : task.notes)",
      "Priority: \(task.priority)", "Due: \(task.due.isEmpty ? "(none)" : task.due)",
      "Status: \(task.done ? "done" : "open")",
    ]
  }
}
/// The task viewer's screens: its routes have no interactions, only its handle.
package enum TaskViewerScreens {
  /// The screen of a route, with its actions bound to a handle.
  /// - Parameters:
  ///   - route: The route.
  ///   - store: The tasks.
  ///   - navigation: The handle.
  /// - Returns: The screen.
  @MainActor
  package static func screen(
    for route: TaskViewerRoute, store: TaskStore, navigation: any TaskViewerNavigation
  ) -> Screen {
    let close = ScreenAction("Close the viewer") { _ in navigation.close() }
    switch route {
    case .task(let id):
      guard let task = try? store.find(id) else {
        return Screen(
          title: "Task viewer", content: ["There is no task #\(id) to show."], actions: [close])
      }
      return Screen(
        title: "Task viewer: #\(id)", content: TasksRouter.details(task), actions: [close])
    }
  }
}

/// The Tasks feature's entry point: all an app needs to register the feature, given where it
/// keeps the tasks.
///
/// ```swift
/// builder.register(feature: TasksFeature.registration(store: TaskStore(myStorage)))
/// ```
public enum TasksFeature {
  /// The feature's routes (the Tasks tab and the task viewer), their screens, the task wizard
  /// and what its interactions mean.
  /// - Parameter store: The tasks.
  /// - Returns: The registration, for the app's bus builder.
  public static func registration(store: TaskStore) -> FeatureRegistration {
    let module = TasksRouter(store: store)
    return FeatureRegistration("tasks")
      .routes(module) { module.screen(for: $0, sink: $1) }
      .routes(TaskViewerRoute.self) { route, sink in
        TaskViewerScreens.screen(
          for: route, store: store, navigation: LiveTaskViewerNavigation(sink: sink))
      }
      .flow(TaskCreationFlow.self, screen: TasksRouter.wizardScreen, define: module.wizard)
      .activity(TasksFeature.viewingActivity)
  }

  /// The user activity the feature's screens are advertised with, for Handoff: a task seen on
  /// one device opens on the next.
  public static let viewingActivity = "com.archery.tasks.viewing"

}
