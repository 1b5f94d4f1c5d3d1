public import Wayfinder

/// The navigation graph in Graphviz DOT: each tab and scene with its root and the routes it
/// reaches (edges labelled with how they are shown, nodes with what they require), and each
/// flow's steps with its branches and skips.
public enum ShowcaseGraph {
  /// The graph of the app's link catalogue and flows, without the tabs in `hidden`.
  @MainActor
  public static func dot(_ app: Showcase, hiding hidden: Set<TabID> = []) -> String {
    dot(
      catalogue: RouteCatalogue.patterns(app.resolver, hiding: hidden),
      roots: app.resolver.makeInitialState(), shell: Showcase.shell)
  }

  /// The graph of a catalogue.
  /// - Parameters:
  ///   - catalogue: The link patterns.
  ///   - roots: The state whose tabs hold their root routes.
  ///   - shell: The shell, for the flows.
  /// - Returns: DOT text.
  package static func dot(
    catalogue: [DeepLinkPattern], roots: NavigationState?, shell: ShellConfiguration
  ) -> String {
    var lines = [
      "digraph showcase {", "  rankdir=LR;", "  node [shape=box, fontname=\"Helvetica\"];",
      "  edge [fontname=\"Helvetica\", fontsize=10];",
    ]
    for pattern in catalogue where pattern.route == nil {
      guard let container = pattern.container else { continue }
      let id = quote("\(container)")
      var label = "\(container)"
      if let requirement = pattern.requirement { label += "\\n(needs \(requirement))" }
      lines.append("  \(id) [label=\(quote(label)), shape=folder, style=bold];")
    }
    for pattern in catalogue {
      guard let container = pattern.container, let route = pattern.route else { continue }
      let node = quote("\(container) \(route)")
      let name = route.split(separator: ".").last.map(String.init) ?? route
      var label = name
      if !pattern.parameters.isEmpty {
        label += "(" + pattern.parameters.map { $0.label ?? "_" }.joined(separator: ", ") + ")"
      }
      if let requirement = pattern.requirement { label += "\\n[\(requirement)]" }
      lines.append("  \(node) [label=\(quote(label))];")
      var isRoot = false
      if case .tab(let tab) = container, let root = roots?.tab(tab)?.content.base.root {
        isRoot = "\(root.module).\(root.name)" == route
      }
      let style = pattern.presentation.map { "\($0)" } ?? "push"
      lines.append(
        "  \(quote("\(container)")) -> \(node) [label=\(quote(isRoot ? "root" : style))"
          + (isRoot ? ", style=bold" : "") + "];")
    }
    for flow in shell.flows {
      lines.append("  subgraph \(quote("cluster_flow_\(flow.name)")) {")
      lines.append(
        "    label=\(quote("flow \(flow.name)" + (flow.persists ? " (persists)" : "")));")
      lines.append("    style=rounded;")
      let main = flow.steps.filter { $0.replacing == nil }
      for step in flow.steps {
        var label = step.name
        if let skip = step.skipCondition { label += "\\n(skipped when \(skip))" }
        lines.append(
          "    \(quote("flow \(flow.name) \(step.name)")) [label=\(quote(label)), shape=ellipse];")
      }
      for (from, to) in zip(main, main.dropFirst()) {
        lines.append(
          "    \(quote("flow \(flow.name) \(from.name)")) -> \(quote("flow \(flow.name) \(to.name)"));"
        )
      }
      for step in flow.steps {
        guard let replaced = step.replacing else { continue }
        let condition = step.branchCondition.map { "when \($0)" } ?? "branch"
        lines.append(
          "    \(quote("flow \(flow.name) \(replaced)")) -> \(quote("flow \(flow.name) \(step.name)"))"
            + " [style=dashed, label=\(quote("replaced " + condition))];")
        if let index = main.firstIndex(where: { $0.name == replaced }), index + 1 < main.count {
          lines.append(
            "    \(quote("flow \(flow.name) \(step.name)")) -> "
              + "\(quote("flow \(flow.name) \(main[index + 1].name)")) [style=dashed];")
        }
      }
      lines.append("  }")
    }
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }

  static func quote(_ text: String) -> String {
    "\""
      + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(
        of: "\"", with: "\\\""
      )
      .replacingOccurrences(of: "\\\\n", with: "\\n") + "\""
  }
}
