extension NavigationState {
  /// The whole tree as indented text, one screen a line: tabs, their stacks and presentations,
  /// open scenes and active flows. `*` marks the selected tab, `>` the focused screen.
  ///
  /// ```text
  /// tabs
  ///   dashboard
  ///   * tasks
  ///       tasks/list
  ///       push tasks/detail/42
  ///       sheet[medium,large] tasks/edit/42
  ///       > push tasks/edit/42/photos
  /// ```
  /// - Parameter describe: How to show a route; the route's link form when omitted.
  /// - Returns: The text, ending in a newline.
  public func renderTree(describe: (AnyRoute) -> String = \.description) -> String {
    treeLines(describe: describe).joined(separator: "\n") + "\n"
  }

  /// The lines of ``renderTree(describe:)``, for a renderer that escapes each line it prints:
  /// whatever a route's value holds stays within its line.
  /// - Parameters:
  ///   - describe: How to show a route.
  ///   - tabNote: What to add to a tab's line, such as why it is locked.
  package func treeLines(
    describe: (AnyRoute) -> String = \.description, tabNote: (TabID) -> String? = { _ in nil }
  ) -> [String] {
    var lines = ["tabs"]
    let focusID = focusedContainerID
    for tab in tabs {
      let selected = tab.id == selectedTab
      lines.append("  " + (selected ? "* " : "") + tab.id.rawValue + (tabNote(tab.id) ?? ""))
      render(
        tab.content, focused: focusID == .tab(tab.id), indent: "      ", into: &lines,
        describe: describe)
    }
    if !scenes.isEmpty {
      lines.append("scenes")
      for scene in scenes {
        let immersion = scene.immersion.map { " (\($0.rawValue))" } ?? ""
        lines.append("  " + scene.id.description + immersion)
        render(
          scene.content, focused: focusID == .scene(scene.id), indent: "      ", into: &lines,
          describe: describe)
      }
    }
    if !flows.isEmpty {
      lines.append("flows")
      for flow in flows {
        let name = flow.id.rawValue == flow.flow ? flow.flow : "\(flow.id) (\(flow.flow))"
        var line = "  \(name) at \(flow.step) (\(flow.history.count) step(s) back)"
        if let parent = flow.parent { line += ", sub-flow of \(parent)" }
        if flow.host != nil { line += isShown(flow) ? ", shown" : ", not shown" }
        lines.append(line)
      }
    }
    return lines
  }

  private func render(
    _ container: NavigationContainer, focused: Bool, indent: String, into lines: inout [String],
    describe: (AnyRoute) -> String
  ) {
    var rows: [String] = []
    if let root = container.base.root { rows.append(describe(root)) }
    rows.append(contentsOf: container.base.path.map { "push " + describe($0) })
    for layer in container.presentations {
      if let root = layer.stack.root { rows.append("\(layer.style) " + describe(root)) }
      rows.append(contentsOf: layer.stack.path.map { "push " + describe($0) })
    }
    if rows.isEmpty { rows.append("(root)") }
    for (offset, row) in rows.enumerated() {
      let marker = focused && offset == rows.count - 1 ? "> " : ""
      lines.append(indent + marker + row)
    }
  }
}
