#if canImport(SwiftUI)
public import SwiftUI
public import Wayfinder
public import Observation

/// A flow's step as its view sees it, from the environment (`@Environment(\.flowContext)`):
/// the flow's progress, the values the step collects, and the moves. Each move goes through
/// the flow engine, so the chain's guards and the flow's validations decide; a move refused
/// leaves the step and the values as they were and says why in ``failure``.
///
/// ```swift
/// @Environment(\.flowContext) private var flow
/// Button("Next") { flow?.advance(with: ["title": title]) }
/// ```
@MainActor
@Observable
public final class FlowContext {
  /// The flow instance.
  public let id: FlowInstanceID
  /// Where the flow is; `nil` once it ended.
  public var progress: FlowProgress? { engine.progress(of: id) }
  /// The values typed into the step so far, by field name: what Next hands to the flow. A
  /// ``ScreenView`` in a flow container writes its fields here.
  public var fields: FlowFields = [:]
  /// Why the last move was refused, or `nil`.
  public private(set) var failure: String?
  @ObservationIgnored private let engine: FlowEngine

  /// The context of a flow instance.
  /// - Parameters:
  ///   - engine: The flow engine.
  ///   - id: The instance.
  public init(engine: FlowEngine, id: FlowInstanceID) {
    self.engine = engine
    self.id = id
  }

  /// Moves to the next step with the values this step collected: ``fields``, and over them
  /// the values given here. The fields are cleared once the flow moved.
  /// - Parameter values: More values, by field name.
  /// - Returns: The move under way; a button does not wait for it.
  @discardableResult
  public func advance(with values: FlowFields = [:]) -> Task<Void, Never> {
    let fields = fields.merging(values) { _, given in given }
    return run { [engine, id] in _ = try await engine.advance(id, with: fields) }
  }

  /// Goes back a step.
  /// - Returns: The move under way.
  @discardableResult
  public func back() -> Task<Void, Never> {
    run { [engine, id] in _ = try engine.back(id) }
  }

  /// Abandons the flow.
  /// - Returns: The move under way.
  @discardableResult
  public func cancel() -> Task<Void, Never> {
    run { [engine, id] in try await engine.cancel(id) }
  }

  /// A field of the flow's typed data as a binding a view edits: it
  /// reads what the flow holds (`initial` fills in what it does not hold yet), and a write goes
  /// through the bus as ``FlowRequest/edit(_:fields:)`` with the fields it changes. The chain
  /// sees it, and only the step that collects a field may write it: a write refused leaves the
  /// flow as it was and says why in ``failure``.
  ///
  /// ```swift
  /// TextField("Address", text: flow.field(\.address, in: CheckoutData()))
  /// ```
  /// - Parameters:
  ///   - keyPath: The field's property in the flow's data.
  ///   - initial: The data before the flow holds any of it.
  /// - Returns: The SwiftUI binding.
  public func field<Data: FlowData, Value>(
    _ keyPath: any WritableKeyPath<Data, Value> & Sendable, in initial: Data
  ) -> Binding<Value> {
    Binding(
      get: { [self] in current(initial)[keyPath: keyPath] },
      set: { [self] value in
        var data = current(initial)
        let before = (try? data.flowFields()) ?? [:]
        data[keyPath: keyPath] = value
        do throws(FlowDataError) {
          let changed = try data.flowFields().filter { before[$0.key] != $0.value }
          guard !changed.isEmpty else { return }
          let outcome = engine.bus.send(.flow(.edit(id, fields: changed)), source: .userInterface)
          failure = outcome.didNavigate ? nil : "\(outcome)"
        } catch {
          failure = error.description
        }
      })
  }

  /// The flow's data as its type: what it holds over `initial`.
  private func current<Data: FlowData>(_ initial: Data) -> Data {
    var fields = (try? initial.flowFields()) ?? [:]
    fields.merge(engine.flow(id)?.data ?? [:]) { $1 }
    return (try? Data(flowFields: fields)) ?? initial
  }

  private func run(_ move: @escaping @MainActor () async throws -> Void) -> Task<Void, Never> {
    Task { @MainActor in
      do {
        try await move()
        failure = nil
        fields = [:]
      } catch {
        failure = "\(error)"
      }
    }
  }
}

extension EnvironmentValues {
  /// The flow whose step is drawn, inside a flow container; `nil` elsewhere.
  @Entry public var flowContext: FlowContext? = nil
}
#endif
