public import Wayfinder

extension GuardBypassAudit {
  /// Tries the sources a determined user has beyond the app's own screens, which must never get
  /// through, whatever the user has:
  /// - **a hostile snapshot** that places each gated route in a tab other than the one it lives
  ///   in (edited by hand), restored as a saved snapshot;
  /// - **rewritten flow data**: for each field a flow's step declares, the flow put at the next
  ///   step, and the field sent again with another value (the cart's plan changed at the
  ///   confirmation).
  ///
  /// Each attempt runs with the subject's condition unmet and met; ``Attempt/mustGetThrough`` is
  /// `false` for all of them.
  /// - Parameters:
  ///   - routes: The gated routes and the tabs they live in, as for ``run(routes:)``.
  ///   - fields: Values that pass each flow's validations, by flow name.
  /// - Returns: Every attempt.
  public func runHostile(
    routes: [(AnyRoute, TabID)], fields: [String: FlowFields] = [:]
  ) async -> [Attempt] {
    var attempts: [Attempt] = []
    for (route, home) in routes {
      guard let needed = bus.routeCase(of: route)?.requirement,
        let elsewhere = bus.shell.tabs.first(where: { $0.id != home && $0.requirement == nil })?.id
      else { continue }
      for met in [false, true] {
        reset()
        set(needed, met: met)
        var state = initial
        let placed = (try? state.apply(.selectTab(elsewhere, then: [.push(route)]))) != nil
        var through = false
        if placed {
          bus.send(.restore(state), source: .restore)
          through = bus.store.state.tab(elsewhere)?.content.base.path.contains(route) ?? false
        }
        attempts.append(
          Attempt(
            subject: .route(route), source: "snapshot placing it in tab \(elsewhere)",
            conditionMet: met, gotThrough: through,
            skipped: placed ? nil : "the reducer refuses the placement", mustGetThrough: false))
        set(needed, met: false)
      }
    }
    attempts += await rewrittenFlowData(bus.flows, fields: fields)
    reset()
    return attempts
  }

  /// For each field a step declares, an attempt to change it at the next step.
  private func rewrittenFlowData(
    _ engine: FlowEngine, fields: [String: FlowFields]
  ) async -> [Attempt] {
    var attempts: [Attempt] = []
    for name in engine.flowNames {
      guard let declaration = engine.declaration(of: name) else { continue }
      let steps = declaration.steps.map(\.name)
      let sample = fields[name] ?? [:]
      let everything = Requirement.all(
        ([declaration.requirement] + declaration.steps.map(\.requirement)).compactMap { $0 })
      for (owner, keys) in engine.collectedFields(of: name).sorted(by: { $0.key < $1.key }) {
        guard let index = steps.firstIndex(of: owner), index + 1 < steps.count else { continue }
        for key in keys {
          var data = sample
          data[key] = data[key] ?? "audit"
          let held = data[key] ?? ""
          let next = steps[index + 1]
          // The control: the sample's values as they are (the field as its step accepted it)
          // move on from the next step, so that only the rewrite can stop the attempt below.
          let control = await advance(
            name, at: next, after: steps[...index], data: data, meeting: everything
          ) {
            var sent = sample
            sent[key] = held
            return sent
          }
          let refusal = await advance(
            name, at: next, after: steps[...index], data: data, meeting: everything
          ) {
            var sent = sample
            sent[key] = held + "-changed"
            return sent
          }
          let ownership = "'\(key)' is given at step '\(owner)'"
          let skipped: String? =
            switch (control, refusal) {
            case (.notPlaced, _), (_, .notPlaced): "the flow could not be put at '\(next)'"
            case (.refused(let reason), _):
              "the untampered values do not move on from '\(next)': \(reason)"
            case (_, .refused(let reason)) where !reason.contains(ownership):
              "refused for another reason than the field's owner: \(reason)"
            default: nil
            }
          attempts.append(
            Attempt(
              subject: .flowStep(flow: name, step: owner),
              source: "rewriting '\(key)' at step '\(next)'", conditionMet: true,
              gotThrough: refusal == .movedOn, skipped: skipped, mustGetThrough: false))
          set(everything, met: false)
        }
      }
    }
    return attempts
  }

  /// What became of one move of a flow put at a step.
  private enum Move: Equatable {
    case notPlaced
    case movedOn
    case refused(String)
  }

  /// Puts flow `name` at `step` with `requirement` met, and moves it on with the values `sent`
  /// gives.
  private func advance(
    _ name: String, at step: String, after history: ArraySlice<String>, data: FlowFields,
    meeting requirement: Requirement, sending sent: () -> FlowFields
  ) async -> Move {
    reset()
    set(requirement, met: true)
    defer { set(requirement, met: false) }
    guard let placed = state(name, at: step, history: Array(history), data: data),
      bus.send(.restore(placed), source: .app) == .applied,
      let id = bus.store.state.flows.first(where: { $0.flow == name })?.id
    else { return .notPlaced }
    do throws(FlowError) {
      _ = try await bus.flows.advance(id, with: sent())
    } catch {
      return .refused(error.description)
    }
    return bus.store.state.flow(id)?.step == step ? .refused("the flow stayed") : .movedOn
  }
}
