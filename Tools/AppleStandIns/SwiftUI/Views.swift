public import Foundation

/// A view that displays one or more lines of read-only text.
///
/// Transcribed from https://developer.apple.com/documentation/swiftui/text
/// (`@frozen struct Text`).
@frozen nonisolated public struct Text: View, Equatable {
  package let content: String

  /// Creates a text view that displays a stored string without localization.
  ///
  /// https://developer.apple.com/documentation/swiftui/text/init(_:)-9d1g4
  /// (`init<S>(_ content: S) where S : StringProtocol`).
  public init<S>(_ content: S) where S: StringProtocol { self.content = String(content) }

  /// https://developer.apple.com/documentation/swiftui/text/body-swift.property
  public var body: Never { fatalError("Text is primitive") }
}

/// A control that initiates an action.
///
/// Transcribed from https://developer.apple.com/documentation/swiftui/button
/// (`@MainActor @preconcurrency struct Button<Label> where Label : View`).
@MainActor @preconcurrency public struct Button<Label>: View where Label: View {
  package let label: Label
  package let action: @MainActor () -> Void

  /// https://developer.apple.com/documentation/swiftui/button/body-swift.property
  public var body: Never { fatalError("Button is primitive") }
}

extension Button where Label == Text {
  /// Creates a button that generates its label from a string.
  ///
  /// https://developer.apple.com/documentation/swiftui/button/init(_:action:)-lpm7
  /// (`init<S>(_ title: S, action: @escaping @MainActor () -> Void) where S : StringProtocol`).
  public init<S>(_ title: S, action: @escaping @MainActor () -> Void) where S: StringProtocol {
    self.label = Text(title)
    self.action = action
  }
}

/// An alignment position along the horizontal axis.
///
/// Transcribed from https://developer.apple.com/documentation/swiftui/horizontalalignment
/// (`@frozen struct HorizontalAlignment`); only `center` is declared.
@frozen nonisolated public struct HorizontalAlignment: Equatable {
  private let name: String

  /// A guide that marks the horizontal center of the view.
  ///
  /// https://developer.apple.com/documentation/swiftui/horizontalalignment/center
  /// (`static let center: HorizontalAlignment`).
  public static let center = HorizontalAlignment(name: "center")
}

/// An alignment in both axes.
///
/// Transcribed from https://developer.apple.com/documentation/swiftui/alignment
/// (`@frozen struct Alignment`); only `center` is declared.
@frozen nonisolated public struct Alignment: Equatable {
  private let name: String

  /// A guide that marks the center of the view.
  ///
  /// https://developer.apple.com/documentation/swiftui/alignment/center
  /// (`static let center: Alignment`).
  public static let center = Alignment(name: "center")
}

/// A view that arranges its subviews in a vertical line.
///
/// Transcribed from https://developer.apple.com/documentation/swiftui/vstack
/// (`@frozen struct VStack<Content> where Content : View`).
@frozen nonisolated public struct VStack<Content>: View where Content: View {
  package let content: Content

  /// Creates an instance with the given spacing and horizontal alignment.
  ///
  /// https://developer.apple.com/documentation/swiftui/vstack/init(alignment:spacing:content:)
  /// (`init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
  /// @ViewBuilder content: () -> Content)`).
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.content = content()
  }

  /// https://developer.apple.com/documentation/swiftui/vstack/body-swift.property
  public var body: Never { fatalError("VStack is primitive") }
}

/// A structure that computes views on demand from an underlying collection of identified
/// data.
///
/// Transcribed from https://developer.apple.com/documentation/swiftui/foreach
/// (`struct ForEach<Data, ID, Content> where Data : RandomAccessCollection, ID : Hashable`).
nonisolated public struct ForEach<Data, ID, Content>
where Data: RandomAccessCollection, ID: Hashable {
  package var data: Data
  package var content: (Data.Element) -> Content
}

/// A `ForEach` of views is a view.
///
/// https://developer.apple.com/documentation/swiftui/foreach
/// (`extension ForEach : View where Content : View`).
extension ForEach: View where Content: View {
  /// Creates an instance that uniquely identifies and creates views across updates based on the
  /// provided key path to the underlying data's identifier.
  ///
  /// https://developer.apple.com/documentation/swiftui/foreach/init(_:id:content:)
  /// (`init(_ data: Data, id: KeyPath<Data.Element, ID>,
  /// @ViewBuilder content: @escaping (Data.Element) -> Content)`).
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.data = data
    self.content = content
  }

  /// https://developer.apple.com/documentation/swiftui/foreach/body-swift.property
  public var body: Never { fatalError("ForEach is primitive") }
}

/// A control that displays an editable text interface.
///
/// Transcribed from https://developer.apple.com/documentation/swiftui/textfield
/// (`@MainActor @preconcurrency struct TextField<Label> where Label : View`).
@MainActor @preconcurrency public struct TextField<Label>: View where Label: View {
  package let label: Label
  package let text: Binding<String>

  /// https://developer.apple.com/documentation/swiftui/textfield/body-swift.property
  public var body: Never { fatalError("TextField is primitive") }
}

extension TextField where Label == Text {
  /// Creates a text field with a text label generated from a title string.
  ///
  /// https://developer.apple.com/documentation/swiftui/textfield/init(_:text:)-4a2b8
  /// (`init<S>(_ title: S, text: Binding<String>) where S : StringProtocol`).
  public init<S>(_ title: S, text: Binding<String>) where S: StringProtocol {
    self.label = Text(title)
    self.text = text
  }
}

/// A view that switches between multiple child views using interactive user interface
/// elements.
///
/// Transcribed from https://developer.apple.com/documentation/swiftui/tabview
/// (`struct TabView<SelectionValue, Content> where SelectionValue : Hashable, Content : View`).
nonisolated public struct TabView<SelectionValue, Content>: View
where SelectionValue: Hashable, Content: View {
  package let selection: Binding<SelectionValue>
  package let content: Content

  /// Creates a tab view that uses a builder to create and specify selection values for its
  /// tabs.
  ///
  /// https://developer.apple.com/documentation/swiftui/tabview/init(selection:content:)
  /// (`nonisolated init<C>(selection: Binding<SelectionValue>,
  /// @TabContentBuilder<SelectionValue> content: () -> C)
  /// where Content == TabContentBuilder<SelectionValue>.Content<C>, C : TabContent`).
  @available(iOS 18.0, macOS 15.0, visionOS 2.0, *)
  public init<C>(
    selection: Binding<SelectionValue>, @TabContentBuilder<SelectionValue> content: () -> C
  ) where Content == TabContentBuilder<SelectionValue>.Content<C>, C: TabContent {
    self.selection = selection
    self.content = TabContentBuilder.Content(content: content())
  }

  /// https://developer.apple.com/documentation/swiftui/tabview/body-swift.property
  public var body: Never { fatalError("TabView is primitive") }
}

/// A view that displays a root view and enables you to present additional views over the root
/// view.
///
/// Transcribed from https://developer.apple.com/documentation/swiftui/navigationstack
/// (`@MainActor @preconcurrency struct NavigationStack<Data, Root> where Root : View`).
@MainActor @preconcurrency public struct NavigationStack<Data, Root>: View where Root: View {
  package let path: Binding<Data>
  package let root: Root

  /// Creates a navigation stack that manages its own navigation state... with a path of a
  /// collection of hashable values.
  ///
  /// https://developer.apple.com/documentation/swiftui/navigationstack/init(path:root:)-3bt4q
  /// (`init(path: Binding<Data>, @ViewBuilder root: () -> Root)
  /// where Data : MutableCollection, Data : RandomAccessCollection,
  /// Data : RangeReplaceableCollection, Data.Element : Hashable`).
  public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
  where
    Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection,
    Data.Element: Hashable
  {
    self.path = path
    self.root = root()
  }

  /// https://developer.apple.com/documentation/swiftui/navigationstack/body-swift.property
  public var body: Never { fatalError("NavigationStack is primitive") }
}
