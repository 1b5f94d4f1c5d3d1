import Foundation
public import Wayfinder

/// How the text front prints the tree and screens.
public enum ShowcaseText {
  /// The navigation tree, a line a screen; hidden tabs the user cannot open are left out,
  /// locked ones marked.
  @MainActor
  public static func tree(_ app: Showcase) -> [String] {
    let state = app.bus.store.state
    let entitlements = app.account
    var hidden: Set<String> = []
    var locked: [String: String] = [:]
    for tab in Showcase.shell.tabs {
      guard let requirement = tab.requirement, !entitlements.allows(requirement) else { continue }
      if tab.behavior == .hidden {
        hidden.insert(tab.id.rawValue)
      } else {
        locked[tab.id.rawValue] = requirement.description
      }
    }
    var lines: [String] = []
    var skipping = false
    for text in state.treeLines() {
      if text.hasPrefix("  "), !text.hasPrefix("    ") {
        let name = text.trimmingCharacters(in: .whitespaces).replacingOccurrences(
          of: "* ", with: "")
        skipping = hidden.contains(name)
        if let requirement = locked[name], !skipping {
          lines.append(text + "  (locked: needs \(requirement))")
          continue
        }
      } else if !text.hasPrefix(" ") {
        skipping = false
      }
      if !skipping { lines.append(text) }
    }
    return lines
  }

  /// The state as JSON, keys sorted, without the tabs hidden from the user.
  public static func json(_ state: NavigationState, hiding hidden: Set<TabID> = []) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(state) else { return "{}" }
    if !hidden.isEmpty,
      var object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let tabs = object["tabs"] as? [[String: Any]]
    {
      object["tabs"] = tabs.filter { tab in
        guard let id = tab["id"] as? String else { return true }
        return !hidden.contains(TabID(rawValue: id))
      }
      if let trimmed = try? JSONSerialization.data(
        withJSONObject: object, options: [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes])
      {
        return String(decoding: trimmed, as: UTF8.self)
      }
    }
    return String(decoding: data, as: UTF8.self)
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
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(value) else { return "{}" }
    return String(decoding: data, as: UTF8.self)
  }
}
