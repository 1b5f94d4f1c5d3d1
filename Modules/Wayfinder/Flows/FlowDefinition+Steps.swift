extension FlowDefinition {
  /// Adds validation to a step named by its `@Flow` enum's case.
  /// - Parameters:
  ///   - step: The step.
  ///   - check: Returns `nil` when the data is valid, or the message to show.
  /// - Returns: The flow.
  public func validate<Step: NavigationFlow>(
    _ step: Step, _ check: @escaping @Sendable (Data) -> String?
  ) -> Self {
    validate(step.stepPath, check)
  }

  /// Declares the fields a step, named by its `@Flow` enum's case, collects, as the form that
  /// names the step by its name does.
  /// - Parameters:
  ///   - fields: The fields' keys.
  ///   - step: The step.
  /// - Returns: The flow.
  public func collects<Step: NavigationFlow>(_ fields: [String], at step: Step) -> Self {
    collects(fields, at: step.stepPath)
  }

  /// Gates a step named by its `@Flow` enum's case, as the form that names the step by its name
  /// does.
  /// - Parameters:
  ///   - requirement: What the user needs to be shown the step.
  ///   - step: The step.
  /// - Returns: The flow.
  public func requires<Step: NavigationFlow>(_ requirement: Requirement, at step: Step) -> Self {
    requires(requirement, at: step.stepPath)
  }
}
