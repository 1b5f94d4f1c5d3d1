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
          reset()
          set(everything, met: true)
          var data = sample
          data[key] = data[key] ?? "audit"
          let tampered = (data[key] ?? "") + "-changed"
          var through = false
          var skipped: String?
          if let placed = state(
            name, at: steps[index + 1], history: Array(steps[...index]), data: data),
            bus.send(.restore(placed), source: .app) == .applied,
            let id = bus.store.state.flows.first(where: { $0.flow == name })?.id
          {
            // With the sample's other values, so that only the rewrite can stop the move.
            var sent = sample
            sent[key] = tampered
            _ = try? await engine.advance(id, with: sent)
            through = bus.store.state.flow(id)?.data[key] == tampered
          } else {
            skipped = "the flow could not be put at '\(steps[index + 1])'"
          }
          attempts.append(
            Attempt(
              subject: .flowStep(flow: name, step: owner),
              source: "rewriting '\(key)' at step '\(steps[index + 1])'", conditionMet: true,
              gotThrough: through, skipped: skipped, mustGetThrough: false))
          set(everything, met: false)
        }
      }
    }
    return attempts
  }
}
