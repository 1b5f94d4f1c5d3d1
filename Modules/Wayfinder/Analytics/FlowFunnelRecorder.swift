import Foundation

/// Collects the flow events that the bus reports to its observers, as an analytics observer
/// does, and builds funnels.
///
/// ```swift
/// let recorder = FlowFunnelRecorder()
/// let bus = try NavigationBus(
///   store: store, shell: shell, modules: [], observers: [recorder], flows: engine)
/// recorder.attach(to: engine)
/// print(recorder.funnel(for: "onboarding").text)
/// ```
@MainActor
public final class FlowFunnelRecorder: NavigationObserver {
  /// The events received so far, in order.
  public private(set) var events: [FlowEvent] = []
  private var declarations: [String: FlowDeclaration] = [:]

  /// Creates an empty recorder; give it to the bus as an observer.
  public init() {}

  /// Records one event.
  /// - Parameter event: The event.
  public func record(_ event: FlowEvent) { events.append(event) }

  /// Records the flow events of a request the bus handled.
  /// - Parameter event: What happened.
  public func observe(_ event: NavigationEvent) { events += event.flowEvents }

  /// Takes the funnels' step order from an engine's declarations.
  /// - Parameter engine: The engine.
  public func attach(to engine: FlowEngine) {
    for name in engine.flowNames {
      if let declaration = engine.declaration(of: name) { declarations[name] = declaration }
    }
  }

  /// The funnel of one flow.
  /// - Parameter flow: The flow's name.
  /// - Returns: The report.
  public func funnel(for flow: String) -> FlowFunnel {
    FlowFunnel(
      flow: flow, events: events, stepOrder: declarations[flow]?.steps.map(\.name) ?? [])
  }

  /// The funnels of every flow seen, sorted by name.
  public var funnels: [FlowFunnel] {
    FlowFunnel.reports(from: events, declarations: Array(declarations.values))
  }
}
