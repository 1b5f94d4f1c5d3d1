/// A type that provides content for programmatically selectable tabs in a tab view.
///
/// Transcribed from https://developer.apple.com/documentation/swiftui/tabcontent
/// (`@MainActor @preconcurrency protocol TabContent<TabValue>`). The stand-in's tab content is
/// primitive, so the `Body` and `body` requirements are not declared.
@available(iOS 18.0, macOS 15.0, visionOS 2.0, *)
@MainActor @preconcurrency public protocol TabContent<TabValue> {
  /// The type used to drive selection for the containing tab view.
  ///
  /// https://developer.apple.com/documentation/swiftui/tabcontent/tabvalue
  /// (`associatedtype TabValue : Hashable where Self.TabValue == Self.Body.TabValue`).
  associatedtype TabValue: Hashable
}

/// The content for a tab and the tab's associated tab item in a tab view.
///
/// Transcribed from https://developer.apple.com/documentation/swiftui/tab
/// (`struct Tab<Value, Content, Label>`, a `TabContent` where `Value : Hashable`,
/// `Content : View` and `Label : View`).
@available(iOS 18.0, macOS 15.0, visionOS 2.0, *)
nonisolated public struct Tab<Value, Content, Label>: TabContent
where Value: Hashable, Content: View, Label: View {
  /// https://developer.apple.com/documentation/swiftui/tabcontent/tabvalue
  public typealias TabValue = Value

  package let value: Value
  package let content: Content
  package let label: Label

  /// Creates a new tab with a label that you can use in a tab view.
  ///
  /// https://developer.apple.com/documentation/swiftui/tab/init(value:content:label:)
  /// (`nonisolated init(value: Value, @ContentBuilder content: () -> Content,
  /// @ContentBuilder label: () -> Label)`; `ContentBuilder` is Apple's alias of `ViewBuilder`).
  nonisolated public init(
    value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
  ) {
    self.value = value
    self.content = content()
    self.label = label()
  }
}

/// A result builder that constructs tabs for a tab view that supports programmatic selection.
///
/// Transcribed from https://developer.apple.com/documentation/swiftui/tabcontentbuilder
/// (`@resultBuilder struct TabContentBuilder<TabValue> where TabValue : Hashable`); the block
/// of one tab content is declared.
@available(iOS 18.0, macOS 15.0, visionOS 2.0, *)
@resultBuilder public struct TabContentBuilder<TabValue> where TabValue: Hashable {
  /// https://developer.apple.com/documentation/swiftui/tabcontentbuilder/buildblock(_:)
  /// (`static func buildBlock(_ content: some TabContent<TabValue>)
  /// -> some TabContent<TabValue>`).
  public static func buildBlock(_ content: some TabContent<TabValue>) -> some TabContent<TabValue> {
    content
  }

  /// A view representation of the content of a builder-based tab view with selection.
  ///
  /// https://developer.apple.com/documentation/swiftui/tabcontentbuilder/content
  /// (`nonisolated struct Content<C> where C : TabContent`, a `View`).
  nonisolated public struct Content<C>: View where C: TabContent {
    package let content: C

    /// https://developer.apple.com/documentation/swiftui/tabcontentbuilder/content
    public var body: Never { fatalError("TabContentBuilder.Content is primitive") }
  }
}

/// A `ForEach` of tabs is tab content.
///
/// https://developer.apple.com/documentation/swiftui/foreach
/// (`extension ForEach : TabContent where Content : TabContent`).
@available(iOS 18.0, macOS 15.0, visionOS 2.0, *)
extension ForEach: TabContent where Content: TabContent {
  /// https://developer.apple.com/documentation/swiftui/tabcontent/tabvalue
  public typealias TabValue = Content.TabValue

  /// Creates an instance that uniquely identifies and creates tab content across updates based
  /// on the provided key path to the underlying data's identifier.
  ///
  /// https://developer.apple.com/documentation/swiftui/foreach/init(_:id:content:)
  /// (`init<V>(_ data: Data, id: KeyPath<Data.Element, ID>,
  /// @TabContentBuilder<V> content: @escaping (Data.Element) -> Content)
  /// where V == Content.TabValue`).
  public init<V>(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @TabContentBuilder<V> content: @escaping (Data.Element) -> Content
  ) where V == Content.TabValue {
    self.data = data
    self.content = content
  }
}
