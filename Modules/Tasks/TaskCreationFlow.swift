public import Wayfinder

/// The task wizard: a task built up over four steps; not kept across launches. It is behind the
/// `wizard` feature flag, and scheduling (a due date) is a premium step.
@Flow(path: "taskWizard", persists: false, requires: .wizard)
public enum TaskCreationFlow {
  case basicInfo
  case scheduling
  case priority
  case review
}

extension TasksRouter {
  /// The task wizard: a title is required, the priority is one of the known ones, scheduling
  /// needs premium; completing it creates the task.
  package func wizard(_ definition: FlowDefinition<FlowFields>) -> FlowDefinition<FlowFields> {
    let store = self.store
    return
      definition
      .validate(TaskCreationFlow.basicInfo) { data in
        TaskFields.titleProblem(data["title"] ?? "")
          ?? TaskFields.notesProblem(data["notes"] ?? "")
      }
      .validate(TaskCreationFlow.scheduling) { data in TaskFields.dueProblem(data["due"] ?? "") }
      .validate(TaskCreationFlow.priority) { data in
        data["priority"].flatMap(TaskFields.priorityProblem)
      }
      .requires(.premium, at: TaskCreationFlow.scheduling)
      .collects(["title", "notes"], at: TaskCreationFlow.basicInfo)
      .collects(["due"], at: TaskCreationFlow.scheduling)
      .collects(["priority"], at: TaskCreationFlow.priority)
      .collects([], at: TaskCreationFlow.review)
      .presented(as: .sheet)
      .cancelsWhenDismissed()
      .onComplete { data in
        try store.create(
          TaskItem(
            title: data["title"] ?? "", notes: data["notes"] ?? "",
            priority: data["priority"] ?? "medium", due: data["due"] ?? ""))
      }
  }

  /// The screen of a wizard step.
  /// - Parameters:
  ///   - step: The step.
  ///   - data: What the wizard has collected so far.
  /// - Returns: The screen, with the values the step collects.
  package static func wizardScreen(_ step: TaskCreationFlow, data: FlowFields) -> Screen {
    func value(_ key: String, _ fallback: String = "(none)") -> String {
      data[key].flatMap { $0.isEmpty ? nil : $0 } ?? fallback
    }
    switch step {
    case .basicInfo:
      return Screen(
        title: "New task: basic info",
        content: ["Title: \(value("title"))", "Notes: \(value("notes"))"])
    case .scheduling:
      return Screen(
        title: "New task: scheduling", content: ["Due: \(value("due"))"])
    case .priority:
      return Screen(
        title: "New task: priority",
        content: [
          "Priority: \(value("priority", "medium"))",
          "Priorities: " + TaskItem.priorities.joined(separator: ", "),
        ])
    case .review:
      return Screen(
        title: "New task: review",
        content: [
          "Title: \(value("title"))", "Notes: \(value("notes"))", "Due: \(value("due"))",
          "Priority: \(value("priority", "medium"))", "Next creates the task.",
        ])
    }
  }
}
