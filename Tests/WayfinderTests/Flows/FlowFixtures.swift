import Foundation
import Wayfinder
import WayfinderTesting

extension FlowCondition {
  static let hasExistingAccount: FlowCondition = "hasExistingAccount"
  static let permissionsAlreadyGranted: FlowCondition = "permissionsAlreadyGranted"
  static let digitalOnly: FlowCondition = "digitalOnly"
  static let addAnother: FlowCondition = "addAnother"
}

/// The task wizard's typed data.
struct TaskDraft: Codable, FlowData, Equatable {
  var title = ""
  var due: String?
  var priority = 0
}

/// Where the task wizard's completion puts the tasks it creates.
actor TaskStore {
  private(set) var tasks: [TaskDraft] = []
  var failNext = false
  func add(_ task: TaskDraft) throws {
    if failNext {
      failNext = false
      throw StoreError.offline
    }
    tasks.append(task)
  }
  func failOnce() { failNext = true }
  enum StoreError: Error { case offline }
}

/// Records cancellations reported by a flow's callback.
actor CancelLog {
  private(set) var entries: [String] = []
  func add(_ entry: String) { entries.append(entry) }
}

enum FlowFixtures {
  /// Seed 000's onboarding: signIn replaces accountSetup for returning users; permissions is
  /// skipped when already granted.
  static let onboarding = FlowDefinition("onboarding", persists: true) {
    FlowStep("welcome")
    FlowStep("permissions").skip(when: .permissionsAlreadyGranted)
    FlowStep("accountSetup").validate("Choose a user name") { $0["user"]?.isEmpty == false }
    FlowStep("complete")
    FlowStep("signIn").branch(replacing: "accountSetup", when: .hasExistingAccount)
  }

  /// Seed 000's task wizard, with typed data, one asynchronous validation and an asynchronous
  /// completion that creates the task.
  static func taskWizard(store: TaskStore, cancels: CancelLog? = nil) -> FlowDefinition<TaskDraft> {
    FlowDefinition("taskWizard", data: TaskDraft()) {
      FlowStep("basicInfo").validate { $0.title.isEmpty ? "Enter a title" : nil }
      FlowStep("scheduling").validate { draft async in
        await Task.yield()
        return draft.due == nil ? "Pick a due date" : nil
      }
      FlowStep("priority").validate("Priority is 1 to 3") { (1...3).contains($0.priority) }
      FlowStep("review")
    }
    .presented(as: .sheet)
    .onComplete { draft in try await store.add(draft) }
    .onCancel { draft, step in await cancels?.add("\(draft?.title ?? "?") at \(step)") }
  }

  /// Seed 000's checkout, with payment as a sub-flow.
  static let checkout = FlowDefinition("checkout") {
    FlowStep("cart").validate("Add an item") { $0["items"] != nil }
    FlowStep("shipping")
    FlowStep("digitalDelivery").branch(replacing: "shipping", when: .digitalOnly)
    FlowStep("payment").subflow("payment")
    FlowStep("confirmation")
  }
  .presented(as: .fullScreen)

  static let payment = FlowDefinition("payment") {
    FlowStep("card").validate("Enter a card") { $0["card"] != nil }
    FlowStep("verify")
  }

  /// A circular flow: the item section repeats while the user adds another item.
  static let order = FlowDefinition("order") {
    FlowStep("item").validate("Name the item") { $0["item"] != nil }
    FlowStep("addAnother").repeats(from: "item", when: .addAnother)
    FlowStep("summary")
  }
  .historyLimit(5)
  .repeatable()

  static let tabs: [TabID] = ["home", "tasks", "settings"]

  @MainActor
  static func engine(
    conditions: @escaping @MainActor @Sendable (FlowCondition, ActiveFlow) -> Bool = { _, _ in false
    }, state: NavigationState? = nil,
    store: TaskStore = TaskStore(), cancels: CancelLog? = nil,
    observers: [any NavigationObserver] = []
  ) throws -> (FlowEngine, ManualFlowClock) {
    let clock = ManualFlowClock()
    let coordinator = NavigationStore(
      state: state ?? NavigationState(tabs: tabs), entitlements: AllowEverything())
    var builder = NavigationBus.Builder(
      shell: ShellConfiguration(
        tabs: coordinator.untrackedState.tabIDs.map { TabDeclaration($0) }))
    for observer in observers { builder.observe(with: observer) }
    builder.flowConditions = conditions
    builder.flowClock = { clock.now() }
    builder.register(flow: onboarding)
    builder.register(flow: taskWizard(store: store, cancels: cancels))
    builder.register(flow: checkout)
    builder.register(flow: payment)
    builder.register(flow: order)
    return (try builder.build(store: coordinator).flows, clock)
  }
}

/// Conditions that tests change as they go.
@MainActor
final class ConditionSwitch {
  var holding: Set<FlowCondition> = []
  var asked: [FlowCondition] = []
  var conditions: @MainActor @Sendable (FlowCondition, ActiveFlow) -> Bool {
    { [self] condition, _ in
      asked.append(condition)
      return holding.contains(condition)
    }
  }
}

/// Conditions under which exactly the given ones hold, for every flow.
/// - Parameter conditions: The conditions that hold.
/// - Returns: What the engine asks.
func holding(
  _ conditions: Set<FlowCondition>
) -> @MainActor @Sendable (FlowCondition, ActiveFlow) -> Bool {
  { condition, _ in conditions.contains(condition) }
}
