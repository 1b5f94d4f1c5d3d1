/// What a screen shows, without any UI framework: a title, lines of content and the actions the
/// user can take. A text front prints it; a SwiftUI view can be built from the same value.
///
/// ```swift
/// Screen(title: "Task 42", content: ["Buy milk"], actions: [
///   ScreenAction("Edit") { _ in nav.showEdit(id: "42") },
/// ])
/// ```
public struct Screen {
  /// The screen's title.
  public var title: String
  /// What the screen shows, one line each.
  public var content: [String]
  /// What the user can do, in display order.
  public var actions: [ScreenAction]
  /// The names of the values the screen collects as a whole, for example a flow step's fields:
  /// the renderer draws a field for each and hands their values to the flow's next move.
  /// (Each action has its own ``ScreenAction/inputs`` as well.)
  public var inputs: [String]

  /// Creates a screen.
  /// - Parameters:
  ///   - title: The title.
  ///   - content: The lines of content.
  ///   - inputs: The names of the values the screen collects as a whole.
  ///   - actions: The actions, in display order.
  public init(
    title: String, content: [String] = [], inputs: [String] = [], actions: [ScreenAction] = []
  ) {
    self.title = title
    self.content = content
    self.inputs = inputs
    self.actions = actions
  }
}

/// One thing the user can do on a screen: a label and what it does. What it does is a call on
/// the module's typed handle or an interaction sent to the bus, never a change of state made
/// directly.
public struct ScreenAction {
  /// The label, for example `Edit`.
  public var label: String
  /// The names of the values the action reads (a text field's contents), for example `title`.
  public var inputs: [String]
  /// Performs the action with the values the user entered.
  public let perform: @MainActor ([String: String]) async throws -> Void

  /// Creates an action.
  /// - Parameters:
  ///   - label: The label.
  ///   - inputs: The names of the values it reads.
  ///   - perform: What it does; it throws ``ScreenActionError`` to refuse (a required value is
  ///     missing), and then must change nothing.
  public init(
    _ label: String, inputs: [String] = [],
    perform: @escaping @MainActor ([String: String]) async throws -> Void
  ) {
    self.label = label
    self.inputs = inputs
    self.perform = perform
  }
}

/// Why a screen action refused to run, in words the user can act on.
public struct ScreenActionError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What is wrong and what to do instead.
  public var message: String

  /// Creates an error.
  /// - Parameter message: What is wrong and what to do instead.
  public init(_ message: String) { self.message = message }

  public var description: String { message }
}
