#if canImport(SwiftUI)
import SwiftUI
import Tasks
import Wayfinder
import WayfinderSwiftUI

extension EnvironmentValues {
  /// The Tasks feature's typed handle, read by the feature's views
  /// (`@Environment(\.tasksNavigation)`), which never see the bus: it sends through the bus of
  /// the window the view is in, which `NavigationRoot` puts in the environment.
  var tasksNavigation: (any TasksNavigation)? {
    navigationSink.map { LiveTasksNavigation(sink: $0) }
  }
}

/// A task, drawn by SwiftUI: the one route of the showcase with a view of its own. It knows
/// its feature's handle only; how Edit or Analytics is presented is the route's business.
struct TaskDetailView: View {
  let id: String
  let tasks: TaskStore
  @Environment(\.tasksNavigation) private var navigation

  var body: some View {
    let task = try? tasks.find(id)
    VStack {
      Text(task?.title ?? "No task \(id)")
      Text(task?.notes ?? "")
      // The editor's sheet grows out of this button (its case declares a zoom).
      Button("Edit") { navigation?.showEdit(id: id) }
        .transitionSource(for: TasksRoute.edit(id: id))
      Button("Analytics") { navigation?.showAnalytics() }
      Button("Open in viewer") { navigation?.openViewer(id: id) }
    }
    .navigationTitle("Task \(id)")
  }
}
#endif
