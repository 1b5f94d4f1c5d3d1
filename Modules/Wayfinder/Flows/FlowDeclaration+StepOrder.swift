extension FlowDeclaration {
  /// The steps the user walks through when exactly `conditions` hold.
  ///
  /// The declared steps that replace no other step give the order. A step whose branch
  /// condition holds takes the place of the step it replaces (the first such branch in declared
  /// order wins, and a branch can itself be replaced); a branch whose condition does not hold
  /// is left out. Then every step whose skip condition holds is left out.
  ///
  /// ```swift
  /// // welcome, permissions, accountSetup, complete; signIn replaces accountSetup
  /// onboarding.stepOrder(when: ["hasExistingAccount"]).map(\.name)
  /// // ["welcome", "permissions", "signIn", "complete"]
  /// ```
  /// - Parameter conditions: The conditions that hold.
  /// - Returns: The steps in order.
  public func stepOrder(when conditions: Set<FlowCondition>) -> [FlowStepDeclaration] {
    var branches: [String: [FlowStepDeclaration]] = [:]
    for step in steps {
      if let replaced = step.replacing { branches[replaced, default: []].append(step) }
    }
    var order: [FlowStepDeclaration] = []
    for step in steps where step.replacing == nil {
      var current = step
      var visited: Set<String> = [step.name]
      while let branch = branches[current.name]?.first(where: { branch in
        branch.branchCondition.map(conditions.contains) ?? false
      }), visited.insert(branch.name).inserted {
        current = branch
      }
      if let skip = current.skipCondition, conditions.contains(skip) { continue }
      order.append(current)
    }
    return order
  }
}
