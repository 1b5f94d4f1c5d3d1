import Onboarding
import Paywall
import Tasks
public import Wayfinder

/// The showcase's flows: the engine that decides their moves (each one an intent through the
/// bus), the three flows the features define with the screens of their steps, and the moves the
/// front offers. A flow that completes may have granted something (the checkout's plan): the bus
/// acts on it once the flow is gone, and what waited for it resumes.
///
/// ```swift
/// guard let flow = app.flows.current else { return }
/// let move = try await app.flows.advance(flow.id, with: ["title": "Buy milk"])
/// ```
@MainActor
public final class ShowcaseFlows {
  /// Decides the flows' moves; the bus applies them.
  public let engine: FlowEngine
  private let features: [FeatureRegistration]

  /// The moves of the flows of an app's bus, whose engine has the features' flows.
  /// - Parameters:
  ///   - bus: The app's bus.
  ///   - features: The features, whose flows draw their steps.
  init(bus: NavigationBus, features: [FeatureRegistration]) {
    self.features = features
    engine = bus.flows
  }

  /// The conditions of the showcase's flows: whether the user has an account, has granted the
  /// permissions, and buys only digital goods.
  /// - Parameter store: What the user has.
  /// - Returns: The conditions.
  static func conditions(
    reading store: EntitlementStore
  ) -> @MainActor @Sendable (FlowCondition, ActiveFlow) -> Bool {
    { condition, flow in
      switch condition {
      case .hasExistingAccount: return store.user != nil
      case .permissionsAlreadyGranted: return store.isMet(.permissionsGranted)
      case .digitalOnly: return CheckoutFlow.isDigitalOnly(flow.data)
      default: return false
      }
    }
  }

  /// The names of the flows, sorted.
  public var names: [String] { engine.flowNames }

  /// The flow the user is in: the one whose step is on screen, or `nil` when no flow's step is
  /// (a flow that is open but not shown is never moved by what the user types).
  public var current: ActiveFlow? {
    let state = engine.store.state
    return state.topRoute.flatMap(state.flow(showing:))
  }

  /// Validates a flow's step with the values given and moves on. When the flow completes, what
  /// waited for its outcome (a purchase) resumes once the bus is free: observers hear of it.
  /// - Parameters:
  ///   - id: The flow.
  ///   - fields: What the step collected.
  /// - Returns: The move.
  /// - Throws: ``FlowError``; ``FlowError/guarded(_:)`` when a guard redirected or refused it.
  @discardableResult
  public func advance(
    _ id: FlowInstanceID, with fields: FlowFields
  ) async throws(FlowError) -> FlowMove {
    try await engine.advance(id, with: fields)
  }

  /// Goes back a step.
  /// - Parameter id: The flow.
  /// - Returns: The step it went back to.
  /// - Throws: ``FlowError``, for example at the first step.
  @discardableResult
  public func back(_ id: FlowInstanceID) throws(FlowError) -> String { try engine.back(id) }

  /// Abandons a flow.
  /// - Parameter id: The flow.
  /// - Throws: ``FlowError`` when the flow is not active or a guard refuses.
  public func cancel(_ id: FlowInstanceID) async throws(FlowError) { try await engine.cancel(id) }

  /// The screen of a flow's step: the feature's content, the flow's progress, and the flow's own
  /// actions (next, back, cancel).
  /// - Parameter flow: The flow.
  /// - Returns: The screen.
  func screen(of flow: ActiveFlow) -> Screen {
    var screen =
      features.lazy.compactMap { $0.screen(ofFlow: flow.flow, step: flow.step, data: flow.data) }
      .first ?? Screen(title: "\(flow.flow): \(flow.step)")
    if let progress = engine.progress(of: flow.id) {
      screen.content.insert("Step \(progress.position) of \(progress.count)", at: 0)
    }
    let id = flow.id
    screen.actions = [
      ScreenAction("Next", inputs: screen.inputs) { [self] input in
        try await advance(id, with: input)
      },
      ScreenAction("Back") { [self] _ in try back(id) },
      ScreenAction("Cancel") { [self] _ in try await cancel(id) },
    ]
    return screen
  }
}
