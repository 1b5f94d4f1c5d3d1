#if canImport(SwiftUI)
public import SwiftUI
public import Wayfinder
import Observation

/// A ``Screen`` drawn by SwiftUI: its lines of content, a text field for each value it
/// collects, and a button for each action. An action that refuses (``ScreenActionError``) or
/// fails shows its message under the buttons; the values entered stay. In a flow's step, the
/// fields are the flow's (``FlowContext/fields``), which its Next hands over.
public struct ScreenView: View {
  private let screen: Screen
  @State private var inputs = ScreenInputs()
  @Environment(\.flowContext) private var flow

  /// Draws a screen.
  /// - Parameter screen: The screen model.
  public init(_ screen: Screen) { self.screen = screen }

  public var body: some View {
    let inputs = inputs
    let flow = flow
    VStack {
      ForEach(screen.content, id: \.self) { line in Text(line) }
      ForEach(fieldNames, id: \.self) { name in
        TextField(
          name,
          text: Binding(
            get: { @MainActor in (flow?.fields ?? inputs.values)[name] ?? "" },
            set: { @MainActor value in
              if let flow { flow.fields[name] = value } else { inputs.values[name] = value }
            }))
      }
      ForEach(screen.actions.indices, id: \.self) { index in
        let action = screen.actions[index]
        Button(action.label) { inputs.perform(action, with: flow?.fields ?? inputs.values) }
      }
      if let failure = inputs.failure { Text(failure) }
    }
    .navigationTitle(screen.title)
  }

  /// The screen's own values, then each action's, each once.
  private var fieldNames: [String] {
    var names: [String] = []
    for name in screen.inputs + screen.actions.flatMap(\.inputs) where !names.contains(name) {
      names.append(name)
    }
    return names
  }
}

/// The values typed into a screen's fields, and the message of the last action that failed.
@MainActor
@Observable
final class ScreenInputs {
  var values: [String: String] = [:]
  var failure: String?

  func perform(_ action: ScreenAction, with values: [String: String]) {
    Task { @MainActor in
      do {
        try await action.perform(values)
        failure = nil
      } catch {
        failure = "\(action.label): \(error)"
      }
    }
  }
}
#endif
