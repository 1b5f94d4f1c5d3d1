extension FlowRequest {
  /// Opens a flow named by its `@Flow` enum, as a link does: brings the open instance forward
  /// or starts one, then walks to `step`, stopping at the first step that is not yet valid.
  ///
  /// ```swift
  /// bus.send(.flow(.open(CheckoutFlow.self, at: .payment)), source: .app)
  /// ```
  /// - Parameters:
  ///   - flow: The flow's enum.
  ///   - step: The step to walk to; none when omitted.
  /// - Returns: The request.
  public static func open<Flow: NavigationFlow>(
    _ flow: Flow.Type, at step: Flow? = nil
  ) -> FlowRequest {
    .open(Flow.flowPath, at: step?.stepPath)
  }

  /// Starts a new instance of a flow named by its `@Flow` enum, at its first step or walked to
  /// `step`.
  /// - Parameters:
  ///   - flow: The flow's enum.
  ///   - step: The step to walk to; the first step when omitted.
  ///   - presentation: How to show it; the flow's own presentation when omitted.
  ///   - parent: The flow this one runs inside as a sub-flow.
  /// - Returns: The request.
  public static func start<Flow: NavigationFlow>(
    _ flow: Flow.Type, at step: Flow? = nil, presentation: PresentationStyle? = nil,
    parent: FlowInstanceID? = nil
  ) -> FlowRequest {
    .start(Flow.flowPath, at: step?.stepPath, presentation: presentation, parent: parent)
  }
}

extension FlowEngine {
  /// Starts a new instance of a flow named by its `@Flow` enum at its first step.
  ///
  /// ```swift
  /// let id = try bus.flows.start(OnboardingFlow.self)
  /// ```
  /// - Parameters:
  ///   - flow: The flow's enum.
  ///   - presentation: How to show it; the flow's own presentation when omitted.
  ///   - parent: The flow this one runs inside as a sub-flow.
  /// - Returns: The new instance's identifier.
  /// - Throws: ``FlowError``, including ``FlowError/guarded(_:)`` when a guard redirects or
  ///   blocks the start; nothing changes then.
  @discardableResult
  public func start<Flow: NavigationFlow>(
    _ flow: Flow.Type, presentation: PresentationStyle? = nil, parent: FlowInstanceID? = nil
  ) throws(FlowError) -> FlowInstanceID {
    try start(Flow.flowPath, presentation: presentation, parent: parent)
  }

  /// Opens a flow named by its `@Flow` enum as a link does (``open(flow:at:)``).
  /// - Parameters:
  ///   - flow: The flow's enum.
  ///   - step: The step to walk to; none when omitted.
  /// - Returns: Where the flow landed and why.
  /// - Throws: ``FlowError``; nothing changes then.
  public func open<Flow: NavigationFlow>(
    _ flow: Flow.Type, at step: Flow? = nil
  ) async throws(FlowError) -> FlowLanding {
    try await open(flow: Flow.flowPath, at: step?.stepPath)
  }

  /// Moves a flow to a step of its `@Flow` enum as a move forward (``advance(_:to:with:)``).
  /// - Parameters:
  ///   - id: The instance.
  ///   - step: A step of the flow's enum.
  ///   - fields: What the current step collected.
  /// - Returns: The step reached.
  /// - Throws: ``FlowError``; nothing changes then.
  @discardableResult
  public func advance<Flow: NavigationFlow>(
    _ id: FlowInstanceID, to step: Flow, with fields: FlowFields = [:]
  ) async throws(FlowError) -> FlowMove {
    try await advance(id, to: step.stepPath, with: fields)
  }
}
