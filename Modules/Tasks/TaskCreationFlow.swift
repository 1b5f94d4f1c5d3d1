public import Wayfinder

/// The task wizard: a task built up over four steps; not kept across launches. It is behind the
/// `wizard` feature flag, and scheduling (a due date) is a premium step.
@Flow(path: "taskWizard", persists: false, requires: .featureFlag("wizard"))
public enum TaskCreationFlow {
  case basicInfo
  case scheduling
  case priority
  case review
}

extension TasksModule {
  /// The task wizard as the flow engine runs it: a title is required at the first step, the
  /// priority must be one the app knows, and completing the wizard stores the task.
  public var wizard: FlowDefinition<FlowFields> {
    let store = self.store
    return FlowDefinition(TaskCreationFlow.flowDeclaration)
      .validate("basicInfo") { data in
        let title = data["title"]?.trimmingCharacters(in: .whitespaces) ?? ""
        return title.isEmpty ? "a task needs a title: flow next title=TEXT" : nil
      }
      .validate("priority") { data in
        guard let priority = data["priority"], !TaskItem.priorities.contains(priority) else {
          return nil
        }
        return "'\(priority)' is not a priority: use priority=low, priority=medium or priority=high"
      }
      .requires(.entitlement("premium"), at: "scheduling")
      .presented(as: .sheet)
      .onComplete { data in
        try store.create(
          TaskItem(
            title: data["title"] ?? "", notes: data["notes"] ?? "",
            priority: data["priority"] ?? "medium", due: data["due"] ?? ""))
      }
  }

  /// What a step of the task wizard shows; the app adds the flow's own actions.
  /// - Parameters:
  ///   - step: The step.
  ///   - data: What the wizard has collected.
  /// - Returns: The screen.
  public func wizardScreen(step: String, data: FlowFields) -> Screen {
    func value(_ key: String, _ fallback: String = "(none)") -> String {
      data[key].flatMap { $0.isEmpty ? nil : $0 } ?? fallback
    }
    switch step {
    case "basicInfo":
      return Screen(
        title: "New task: basic info",
        content: [
          "Title: \(value("title"))", "Notes: \(value("notes"))",
          "Enter them with: flow next title=TEXT [notes=TEXT]",
        ])
    case "scheduling":
      return Screen(
        title: "New task: scheduling",
        content: ["Due: \(value("due"))", "Enter it with: flow next [due=TEXT]"])
    case "priority":
      return Screen(
        title: "New task: priority",
        content: [
          "Priority: \(value("priority", "medium"))",
          "Choose with: flow next [priority=low|medium|high]",
        ])
    default:
      return Screen(
        title: "New task: review",
        content: [
          "Title: \(value("title"))", "Notes: \(value("notes"))", "Due: \(value("due"))",
          "Priority: \(value("priority", "medium"))", "flow next creates the task",
        ])
    }
  }
}
