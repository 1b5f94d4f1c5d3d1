import Foundation
public import Wayfinder

/// How the text front prints the tree and screens.
public enum ShowcaseText {
  /// The navigation tree, a line a screen; hidden tabs the user cannot open are left out,
  /// locked ones marked.
  @MainActor
  public static func tree(_ app: Showcase) -> [String] {
    let locked = Showcase.shell.lockedTabs(for: app.account.store)
    let shown = app.bus.store.state.hiding(Showcase.shell.hiddenTabs(for: app.account.store))
    return shown.treeLines(tabNote: { locked[$0].map { "  (locked: needs \($0))" } })
  }

  /// The state as JSON, keys sorted, without the tabs hidden from the user.
  public static func json(_ state: NavigationState, hiding hidden: Set<TabID> = []) -> String {
    encoded(state.hiding(hidden))
  }

  /// A screen as text: its title (bold with `color`), its content and its numbered actions.
  @MainActor
  static func screen(_ screen: Screen, color: Bool = false) -> CommandResult {
    var result = CommandResult()
    result.say(screen.title, bold: color)
    result.say(screen.content.map { "  " + $0 })
    if !screen.actions.isEmpty {
      result.say("actions:")
      result.say(
        screen.actions.enumerated().map { index, action in
          let inputs =
            action.inputs.isEmpty ? "" : "  [" + action.inputs.joined(separator: " ") + "]"
          return "  \(index + 1). \(action.label)\(inputs)"
        })
    }
    return result
  }

  struct ScreenJSON: Encodable {
    struct Action: Encodable {
      var number: Int
      var label: String
      var inputs: [String]
    }
    var title: String
    var content: [String]
    var actions: [Action]
  }

  /// A screen as JSON, for scripts.
  @MainActor
  public static func screenJSON(_ screen: Screen) -> String {
    let value = ScreenJSON(
      title: screen.title, content: screen.content,
      actions: screen.actions.enumerated().map {
        ScreenJSON.Action(number: $0.offset + 1, label: $0.element.label, inputs: $0.element.inputs)
      })
    return encoded(value)
  }

  /// A value as JSON, keys sorted and indented.
  private static func encoded(_ value: some Encodable) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(value) else { return "{}" }
    return String(decoding: data, as: UTF8.self)
  }
}
