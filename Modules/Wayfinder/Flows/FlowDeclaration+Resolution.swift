/// Which steps a flow walks through for the conditions that hold, evaluated one step at a time.
///
/// The steps that replace no other step are the flow's *slots*, in declared order. When the flow
/// reaches a slot, a step whose branch condition holds takes the place of the step it replaces
/// (the first such branch in declared order wins, and a branch can itself be replaced); then the
/// step is left out when its skip condition holds. Conditions are asked only for the slot being
/// reached, so an app can answer with what is true at that moment.
extension FlowDeclaration {
  /// The declared step with a name, branches included.
  /// - Parameter name: The step's name.
  /// - Returns: The step, or `nil` when the flow has none of that name.
  public func step(named name: String) -> FlowStepDeclaration? {
    steps.first { $0.name == name }
  }

  /// The slot a step stands in: its own position when it replaces nothing, else the position of
  /// the step it replaces, followed to a step that replaces nothing.
  /// - Parameter name: The step's name.
  /// - Returns: The index in ``steps`` of the slot's step, or `nil` for an unknown step.
  public func slot(of name: String) -> Int? {
    var current = name
    for _ in 0...steps.count {
      guard let index = steps.firstIndex(where: { $0.name == current }) else { return nil }
      guard let replaced = steps[index].replacing else { return index }
      current = replaced
    }
    return nil
  }

  /// The step shown at a slot, or `nil` when it is skipped.
  /// - Parameters:
  ///   - slot: The index in ``steps`` of a step that replaces nothing.
  ///   - holds: Whether a condition holds now.
  /// - Returns: The step the branches lead to, or `nil` when its skip condition holds.
  public func resolvedStep(
    atSlot slot: Int, where holds: (FlowCondition) -> Bool
  ) -> FlowStepDeclaration? {
    guard slot >= 0, slot < steps.count else { return nil }
    var current = slot
    var hops = 0
    search: while hops < steps.count {
      for index in steps.indices where steps[index].replacing == steps[current].name {
        if let condition = steps[index].branchCondition, holds(condition) {
          current = index
          hops += 1
          continue search
        }
      }
      break
    }
    if let skip = steps[current].skipCondition, holds(skip) { return nil }
    return steps[current]
  }

  /// The first step reached after a slot (from the start when `slot` is `nil`).
  /// - Parameters:
  ///   - slot: The slot to start after, or `nil` for the beginning.
  ///   - holds: Whether a condition holds now.
  /// - Returns: The step, or `nil` when no later slot shows one.
  public func firstStep(
    after slot: Int?, where holds: (FlowCondition) -> Bool
  ) -> FlowStepDeclaration? {
    var index = (slot ?? -1) + 1
    while index < steps.count {
      if steps[index].replacing == nil, let step = resolvedStep(atSlot: index, where: holds) {
        return step
      }
      index += 1
    }
    return nil
  }

  /// The step that follows a step, with branches and skips resolved as it is reached.
  /// - Parameters:
  ///   - name: The current step's name.
  ///   - holds: Whether a condition holds now.
  /// - Returns: The next step, or `nil` when `name` is the last one (or unknown).
  public func nextStep(
    after name: String, where holds: (FlowCondition) -> Bool
  ) -> FlowStepDeclaration? {
    guard let slot = slot(of: name) else { return nil }
    return firstStep(after: slot, where: holds)
  }

  /// Every step walked through when conditions answer as `holds` does, in order.
  /// - Parameter holds: Whether a condition holds.
  /// - Returns: The steps.
  public func resolvedSteps(where holds: (FlowCondition) -> Bool) -> [FlowStepDeclaration] {
    steps.indices.compactMap { index in
      steps[index].replacing == nil ? resolvedStep(atSlot: index, where: holds) : nil
    }
  }

  /// Every step walked through when exactly `conditions` hold, in order.
  ///
  /// ```swift
  /// // welcome, permissions (skipped when granted), accountSetup, complete;
  /// // signIn replaces accountSetup when the user has an account
  /// onboarding.resolvedSteps(when: ["hasExistingAccount"]).map(\.name)
  /// // ["welcome", "permissions", "signIn", "complete"]
  /// ```
  /// - Parameter conditions: The conditions that hold.
  /// - Returns: The steps.
  public func resolvedSteps(when conditions: Set<FlowCondition>) -> [FlowStepDeclaration] {
    resolvedSteps(where: conditions.contains)
  }

  /// Where a step stands among the steps walked through: "step `position` of `count`".
  ///
  /// Slots before and after the step are resolved with `holds`; the step itself always counts,
  /// even when a condition changed after it was reached.
  /// - Parameters:
  ///   - name: The current step's name.
  ///   - holds: Whether a condition holds now.
  /// - Returns: The 1-based position and the count, or `nil` for an unknown step.
  public func position(
    of name: String, where holds: (FlowCondition) -> Bool
  ) -> (position: Int, count: Int)? {
    guard let slot = slot(of: name) else { return nil }
    var before = 0
    var after = 0
    for index in steps.indices where index != slot && steps[index].replacing == nil {
      guard resolvedStep(atSlot: index, where: holds) != nil else { continue }
      if index < slot { before += 1 } else { after += 1 }
    }
    return (before + 1, before + 1 + after)
  }
}
