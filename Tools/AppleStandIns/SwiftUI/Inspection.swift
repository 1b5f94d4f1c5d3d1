// What the stand-in keeps of the views it was given, for the tests that drive the adapters'
// glue as SwiftUI would: not Apple's API (package access), and not used by the adapters.

/// A presentation modifier: its kind, its item binding, and its content for an item.
package protocol PresentationRecord {
  var kind: String { get }
  /// The item binding, as given.
  var itemBinding: Any { get }
  /// The content for an item of the right type, or `nil`.
  func content(for item: Any) -> Any?
}

extension Presentation: PresentationRecord {
  package var itemBinding: Any { item }
  package func content(for item: Any) -> Any? { (item as? Item).map(content) }
}

/// A modifier that runs an action: its kind and a way to run it as SwiftUI would.
package protocol ActionRecord {
  var kind: String { get }
  /// Runs the action with an argument of the right type; returns whether it ran.
  func run(_ argument: Any) -> Bool
}

extension Action: ActionRecord {
  package func run(_ argument: Any) -> Bool {
    guard let argument = argument as? Argument else { return false }
    perform(argument)
    return true
  }
}

/// A value set on a view: its kind and the value.
package protocol SettingRecord {
  var kind: String { get }
  var anyValue: Any { get }
}

extension Setting: SettingRecord {
  package var anyValue: Any { value }
}

/// A navigation stack: the path binding it was given.
@MainActor
package protocol NavigationStackRecord {
  var pathBinding: Any { get }
}

extension NavigationStack: NavigationStackRecord {
  package var pathBinding: Any { path }
}

/// A tab view: the selection binding it was given.
package protocol TabViewRecord {
  var selectionBinding: Any? { get }
}

extension TabView: TabViewRecord {
  package var selectionBinding: Any? { selection }
}

/// Every value of a type in a view tree, found through reflection: the stand-in's views and
/// modifiers keep what they were given as stored properties.
/// - Parameters:
///   - type: The type to find.
///   - value: The root of the tree.
/// - Returns: The values, in the order of a depth-first walk.
package func values<T>(of type: T.Type, in value: Any) -> [T] {
  var found: [T] = []
  func walk(_ value: Any, depth: Int) {
    if let match = value as? T { found.append(match) }
    guard depth < 64 else { return }
    if let erased = value as? AnyView { return walk(erased.view, depth: depth + 1) }
    let mirror = Mirror(reflecting: value)
    // Views are values: an object (a model, a binding's owner) is a leaf, not a subtree.
    guard mirror.displayStyle != .class else { return }
    for child in mirror.children { walk(child.value, depth: depth + 1) }
  }
  walk(value, depth: 0)
  return found
}

/// A presentation modifier driven by a Boolean (an inspector): its kind, its binding, and the
/// content it made.
package protocol BooleanPresentationRecord {
  var kind: String { get }
  var isPresented: Binding<Bool> { get }
  var anyContent: Any { get }
}

extension BooleanPresentation: BooleanPresentationRecord {
  package var anyContent: Any { content }
}

/// An ornament: its visibility, the point of the scene it is attached to, and its content.
package protocol OrnamentRecord {
  var visibility: Visibility { get }
  var scenePoint: UnitPoint { get }
  var anyContent: Any { get }
}

@available(visionOS 1.0, *)
@available(iOS, unavailable)
@available(macOS, unavailable)
extension OrnamentPresentation: OrnamentRecord {
  package var scenePoint: UnitPoint { attachmentAnchor.scenePoint }
  package var anyContent: Any { content }
}

/// A task a view carries: its kind and its action, which SwiftUI runs when the view appears.
extension AsyncAction {
  /// Runs the action as SwiftUI would, to its end.
  @MainActor package func run() async { await perform() }
}
