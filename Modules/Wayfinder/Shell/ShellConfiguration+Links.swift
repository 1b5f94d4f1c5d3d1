extension ShellConfiguration {
  /// The segments that links reserve for their own grammar: `flow` and `scene` begin a link
  /// of their own, `step` names a flow's step. No tab, module or route may use them.
  public static let reservedSegments: Set<String> = ["flow", "scene", "step"]

  /// The first segments a link may begin with: every tab, then `flow` when the app hosts flows
  /// and `scene` when it declares scenes.
  public var linkRoots: [String] {
    var roots = tabs.map(\.id.rawValue)
    if !flows.isEmpty { roots.append("flow") }
    if !scenes.isEmpty { roots.append("scene") }
    return roots
  }
}
