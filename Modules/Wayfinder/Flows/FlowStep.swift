/// One step of a flow built at run time with ``FlowDefinition``: its declaration (name, branch,
/// skip) and its behaviour (validation, a repeating section, a sub-flow).
///
/// ```swift
/// FlowStep("permissions").skip(when: .permissionsAlreadyGranted)
/// FlowStep("profile").validate("Enter your name") { data in data["name"]?.isEmpty == false }
/// FlowStep("signIn").branch(replacing: "accountSetup", when: .hasExistingAccount)
/// ```
public struct FlowStep<Data: FlowData>: Sendable {
  /// The step as declared: name, branch and skip.
  public private(set) var declaration: FlowStepDeclaration
  var check: FlowStepCheck?
  var loop: FlowLoop?
  var subflow: String?

  /// Creates a step.
  /// - Parameter name: The step's name and link segment.
  public init(_ name: String) {
    self.declaration = FlowStepDeclaration(name)
  }

  /// The step is left out when `condition` holds as the flow reaches it.
  /// - Parameter condition: The skip condition.
  /// - Returns: The step.
  public func skip(when condition: FlowCondition) -> Self {
    var step = self
    step.declaration.skipCondition = condition
    return step
  }

  /// The step takes the place of `replaced` when `condition` holds as the flow reaches it.
  /// - Parameters:
  ///   - replaced: The name of the step it replaces.
  ///   - condition: The branch condition.
  /// - Returns: The step.
  public func branch(replacing replaced: String, when condition: FlowCondition) -> Self {
    var step = self
    step.declaration.replacing = replaced
    step.declaration.branchCondition = condition
    return step
  }

  /// Checks the data before the flow moves past the step.
  /// - Parameter check: Returns `nil` when the data is valid, or the message to show.
  /// - Returns: The step.
  public func validate(_ check: @escaping @Sendable (Data) -> String?) -> Self {
    var step = self
    step.check = .sync(FlowStepCheck.typed(check))
    return step
  }

  /// Checks the data asynchronously (a server round trip) before the flow moves past the step.
  /// - Parameter check: Returns `nil` when the data is valid, or the message to show.
  /// - Returns: The step.
  public func validate(_ check: @escaping @Sendable (Data) async -> String?) -> Self {
    var step = self
    step.check = .async(FlowStepCheck.typed(check))
    return step
  }

  /// Checks the data before the flow moves past the step, with a fixed message.
  /// - Parameters:
  ///   - message: What to show when the data is not valid.
  ///   - isValid: Whether the data is valid.
  /// - Returns: The step.
  public func validate(
    _ message: String, _ isValid: @escaping @Sendable (Data) -> Bool
  ) -> Self {
    validate { data in isValid(data) ? nil : message }
  }

  /// Checks the data asynchronously before the flow moves past the step, with a fixed message.
  /// - Parameters:
  ///   - message: What to show when the data is not valid.
  ///   - isValid: Whether the data is valid.
  /// - Returns: The step.
  public func validate(
    _ message: String, _ isValid: @escaping @Sendable (Data) async -> Bool
  ) -> Self {
    validate { data in await isValid(data) ? nil : message }
  }

  /// Makes a repeating section: after this step the flow goes back to `first` (as a move
  /// forward, so history grows, up to the flow's history limit) whenever `condition` holds.
  /// - Parameters:
  ///   - first: The first step of the section.
  ///   - condition: Whether to go round again, asked as the step is left.
  /// - Returns: The step.
  public func repeats(from first: String, when condition: FlowCondition) -> Self {
    var step = self
    step.loop = FlowLoop(target: first, condition: condition)
    return step
  }

  /// Gates the step: a move that would show it meets `requirement` in the middleware chain, so
  /// sign-in, the paywall or a flag guard stands in its way like in front of a route.
  /// - Parameter requirement: What the user needs to be shown the step.
  /// - Returns: The step.
  public func requires(_ requirement: Requirement) -> Self {
    var step = self
    step.declaration.requirement = requirement
    return step
  }

  /// Runs another flow as this step: reaching the step starts the sub-flow, and completing the
  /// sub-flow completes the step (its data joins this flow's) and moves on to the next step.
  /// - Parameter flow: The sub-flow's name.
  /// - Returns: The step.
  public func subflow(_ flow: String) -> Self {
    var step = self
    step.subflow = flow
    return step
  }
}

/// How a step checks its data, on the stored fields.
enum FlowStepCheck: Sendable {
  case sync(@Sendable (FlowFields) -> String?)
  case async(@Sendable (FlowFields) async -> String?)

  static func typed<Data: FlowData>(
    _ check: @escaping @Sendable (Data) -> String?
  ) -> @Sendable (FlowFields) -> String? {
    { fields in
      do throws(FlowDataError) {
        return check(try Data(flowFields: fields))
      } catch {
        return error.description
      }
    }
  }

  static func typed<Data: FlowData>(
    _ check: @escaping @Sendable (Data) async -> String?
  ) -> @Sendable (FlowFields) async -> String? {
    { fields in
      do throws(FlowDataError) {
        return await check(try Data(flowFields: fields))
      } catch {
        return error.description
      }
    }
  }
}

/// A repeating section: go back to `target` when `condition` holds.
struct FlowLoop: Sendable, Hashable {
  var target: String
  var condition: FlowCondition
}

/// Collects the steps of a ``FlowDefinition``: steps, `if`/`else`, and `for` loops over steps (for
/// a flow that a server describes).
@resultBuilder
public enum FlowStepsBuilder<Data: FlowData> {
  /// Takes one step as written in the body.
  /// - Parameter step: The step.
  /// - Returns: The step, alone.
  public static func buildExpression(_ step: FlowStep<Data>) -> [FlowStep<Data>] { [step] }
  /// Takes an array of steps as written in the body, for steps built elsewhere.
  /// - Parameter steps: The steps.
  /// - Returns: The steps, in order.
  public static func buildExpression(_ steps: [FlowStep<Data>]) -> [FlowStep<Data>] { steps }
  /// Joins the parts of a body in order.
  /// - Parameter parts: The parts.
  /// - Returns: Their steps, in order.
  public static func buildBlock(_ parts: [FlowStep<Data>]...) -> [FlowStep<Data>] {
    parts.flatMap { $0 }
  }
  /// An `if` without `else`: its steps when the condition held, none otherwise.
  /// - Parameter part: The steps of the `if`, or `nil`.
  /// - Returns: The steps.
  public static func buildOptional(_ part: [FlowStep<Data>]?) -> [FlowStep<Data>] { part ?? [] }
  /// The first branch of an `if`/`else`.
  /// - Parameter part: Its steps.
  /// - Returns: The steps.
  public static func buildEither(first part: [FlowStep<Data>]) -> [FlowStep<Data>] { part }
  /// The second branch of an `if`/`else`.
  /// - Parameter part: Its steps.
  /// - Returns: The steps.
  public static func buildEither(second part: [FlowStep<Data>]) -> [FlowStep<Data>] { part }
  /// A `for` loop: the steps of every iteration, in order.
  /// - Parameter parts: The steps of each iteration.
  /// - Returns: The steps.
  public static func buildArray(_ parts: [[FlowStep<Data>]]) -> [FlowStep<Data>] {
    parts.flatMap { $0 }
  }
}
