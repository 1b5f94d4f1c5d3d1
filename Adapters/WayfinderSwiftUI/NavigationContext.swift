#if canImport(SwiftUI)
import SwiftUI
import Wayfinder

/// What every level of the root view shares: the view model (with its bus and the bus's flow
/// engine) and the views of routes. Handed down the view tree by value of reference, not through the environment, so
/// that a level never draws without it.
@MainActor
final class NavigationContext {
  let viewModel: NavigationViewModel
  let views: RouteViews
  /// One context per flow instance, so that what a step's fields hold and a refusal's reason
  /// outlive a redraw.
  private var flowContexts: [FlowInstanceID: FlowContext] = [:]

  init(viewModel: NavigationViewModel, views: RouteViews) {
    self.viewModel = viewModel
    self.views = views
  }

  /// The view of an entry: a flow's step in its flow container, any other route in its view.
  func view(for entry: NavigationProjection.Entry) -> AnyView {
    let content = views.view(for: entry.route, in: viewModel.bus)
    // Read without registering the layer being drawn for every change of the state: the flow
    // container reads its flow's progress itself.
    guard entry.route.flowStep != nil,
      let active = viewModel.bus.store.untrackedState.flow(showing: entry.route)
    else { return content }
    return AnyView(
      FlowContainer(flow: flowContext(active.id, engine: viewModel.bus.flows)) { content })
  }

  private func flowContext(_ id: FlowInstanceID, engine: FlowEngine) -> FlowContext {
    if let context = flowContexts[id] { return context }
    let context = FlowContext(engine: engine, id: id)
    // Contexts of flows that ended are dropped when a new one is made.
    flowContexts = flowContexts.filter { engine.flow($0.key) != nil }
    flowContexts[id] = context
    return context
  }

  /// The context that shows a scene: the one of the main window with a session of its own
  /// whose state has it open, else this one, the app's (``WindowSessions``).
  /// - Parameter scene: The scene, if the system gave one.
  /// - Returns: The context to draw the scene with.
  func showing(_ scene: SceneID?) -> NavigationContext {
    guard let scene else { return self }
    return WindowSessions.of(viewModel).context(showing: scene) ?? self
  }
}
#endif
