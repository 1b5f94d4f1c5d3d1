extension ModuleKey {
  /// The module key reserved for flow steps: a flow's current step is shown as a route of this
  /// module, so the tree, the focus path and links see it like any other screen.
  public static let flow: ModuleKey = "flow"
}

extension AnyRoute {
  /// The route that shows a step of a flow: `flow/{flow}/{step}`.
  /// - Parameters:
  ///   - flow: The flow's link name.
  ///   - step: The step's name.
  /// - Returns: The route.
  public static func flowStep(flow: String, step: String) -> AnyRoute {
    AnyRoute(module: .flow, components: RouteComponents(name: flow, values: [step]))
  }

  /// The flow and step this route shows, or `nil` when it is not a flow step.
  public var flowStep: (flow: String, step: String)? {
    guard module == .flow, components.values.count == 1 else { return nil }
    return (components.name, components.values[0])
  }
}
